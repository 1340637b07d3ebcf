import type { BrandConfig } from '@lotus/contract/brand';
import { systemStatusCodes } from '@lotus/contract/system';

/** Maintenance is on inside the brand's window, except for the addresses it lets through. */
export function maintenanceActive(config: BrandConfig, now: Date, ip: string): boolean {
  const m = config.maintenance;
  if (!m) return false;
  const t = now.getTime();
  return t >= Date.parse(m.from) && t < Date.parse(m.to) && !m.allowIps.includes(ip);
}

/**
 * Region rule: `block` refuses the listed countries, `allow` admits only them. A visitor whose
 * country is unknown (private network, no database match) is refused only under `allow`.
 */
export function regionRestricted(config: BrandConfig, country: string): boolean {
  const r = config.regionRestriction;
  if (!r) return false;
  const listed = country !== '' && r.countries.includes(country.toUpperCase());
  return r.mode === 'block' ? listed : !listed;
}

/** The startup view's status: region restriction first (it applies whatever the maintenance state), then maintenance. */
export function systemStatus(config: BrandConfig, now: Date, ip: string, country: string): 0 | 1 | 2 {
  if (regionRestricted(config, country)) return systemStatusCodes.regionRestricted;
  if (maintenanceActive(config, now, ip)) return systemStatusCodes.maintenance;
  return systemStatusCodes.normal;
}
