import net from 'node:net';
import type { BrandConfig, MaintenanceWindow } from '@lotus/contract/brand';
import type { LanguageCode } from '@lotus/contract/locales';
import { systemStatusCodes } from '@lotus/contract/system';

/**
 * A list of addresses and CIDR ranges as a matcher. Lists come from a brand's cached config, so each is
 * compiled once per config load (keyed by the array itself). An entry that is neither is skipped: the
 * console's schema refuses those, and an old hand-written one must not break every request.
 */
const compiled = new WeakMap<readonly string[], net.BlockList>();
function blockList(entries: readonly string[]): net.BlockList {
  let list = compiled.get(entries);
  if (list) return list;
  list = new net.BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.trim().split('/');
    const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
    if (!family) continue;
    if (prefix === undefined) list.addAddress(address, family);
    else if (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 'ipv4' ? 32 : 128)) list.addSubnet(address, Number(prefix), family);
  }
  compiled.set(entries, list);
  return list;
}

/** Whether `ip` is on the list; an IPv4 address seen as IPv6 (`::ffff:1.2.3.4`) matches its IPv4 entries. */
export function ipListed(entries: readonly string[], ip: string): boolean {
  if (entries.length === 0 || !ip) return false;
  const list = blockList(entries);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return list.check(mapped, 'ipv4') || list.check(ip, 'ipv6');
  if (net.isIPv4(ip)) return list.check(ip, 'ipv4');
  if (net.isIPv6(ip)) return list.check(ip, 'ipv6');
  return false;
}

/** The maintenance window in force for this visitor now: the first that covers now and does not let their address through. */
export function activeMaintenance(config: BrandConfig, now: Date, ip: string): MaintenanceWindow | null {
  const t = now.getTime();
  return config.maintenanceWindows.find((m) => t >= Date.parse(m.from) && t < Date.parse(m.to) && !ipListed(m.allowIps, ip)) ?? null;
}

export function maintenanceActive(config: BrandConfig, now: Date, ip: string): boolean {
  return activeMaintenance(config, now, ip) !== null;
}

/** The window as the site gets it: times, and the message in the visitor's language (else the brand's default) when the operator wrote one. */
export function maintenanceInfo(window: MaintenanceWindow, language: LanguageCode, defaultLanguage: LanguageCode): { from: string; to: string; message?: string } {
  const message = window.message[language] || window.message[defaultLanguage];
  return { from: window.from, to: window.to, ...(message ? { message } : {}) };
}

/**
 * Whether the visitor is kept out (the IP-restriction page): a denied address always; an allowed address
 * never (whatever its country); otherwise the region rule: `block` refuses the listed countries, `allow`
 * admits only them. A visitor whose country is unknown (private network, no database match) is refused
 * only under `allow`.
 */
export function regionRestricted(config: BrandConfig, country: string, ip: string): boolean {
  if (ipListed(config.ipRestriction.deny, ip)) return true;
  if (ipListed(config.ipRestriction.allow, ip)) return false;
  const r = config.regionRestriction;
  if (!r) return false;
  const listed = country !== '' && r.countries.includes(country.toUpperCase());
  return r.mode === 'block' ? listed : !listed;
}

/** The startup view's status: restriction first (it applies whatever the maintenance state), then maintenance. */
export function systemStatus(config: BrandConfig, now: Date, ip: string, country: string): 0 | 1 | 2 {
  if (regionRestricted(config, country, ip)) return systemStatusCodes.regionRestricted;
  if (maintenanceActive(config, now, ip)) return systemStatusCodes.maintenance;
  return systemStatusCodes.normal;
}
