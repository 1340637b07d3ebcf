import { describe, expect, it } from 'vitest';
import { brandConfigSchema } from '@lotus/contract/brand';
import { demoBrandConfig } from '../../db/seed/demo-brand.ts';
import { activeMaintenance, ipListed, maintenanceActive, maintenanceInfo, regionRestricted, systemStatus } from './access.ts';

const base = brandConfigSchema.parse(demoBrandConfig);
const window = { from: '2026-11-22T10:00:00Z', to: '2026-11-22T12:00:00Z', message: {}, allowIps: ['1.2.3.4', '10.8.0.0/16'] };

describe('maintenance windows', () => {
  const config = { ...base, maintenanceWindows: [window] };
  it('are on from their start up to (not including) their end', () => {
    expect(maintenanceActive(config, new Date('2026-11-22T09:59:59Z'), '9.9.9.9')).toBe(false);
    expect(maintenanceActive(config, new Date('2026-11-22T10:00:00Z'), '9.9.9.9')).toBe(true);
    expect(maintenanceActive(config, new Date('2026-11-22T12:00:00Z'), '9.9.9.9')).toBe(false);
  });
  it('let the allowed addresses and ranges through (IPv4 seen as IPv6 too)', () => {
    const during = new Date('2026-11-22T11:00:00Z');
    expect(maintenanceActive(config, during, '1.2.3.4')).toBe(false);
    expect(maintenanceActive(config, during, '10.8.200.1')).toBe(false);
    expect(maintenanceActive(config, during, '::ffff:10.8.0.9')).toBe(false);
    expect(maintenanceActive(config, during, '10.9.0.1')).toBe(true);
  });
  it('take the first window that covers now, and give the message in the visitor language, else the default one', () => {
    const later = { from: '2026-12-01T00:00:00Z', to: '2026-12-01T02:00:00Z', message: { EN: 'Upgrading the wallet', UR: 'والٹ اپ گریڈ' }, allowIps: [] };
    const brand = { ...base, maintenanceWindows: [window, later] };
    const found = activeMaintenance(brand, new Date('2026-12-01T01:00:00Z'), '9.9.9.9')!;
    expect(maintenanceInfo(found, 'UR', 'EN')).toEqual({ from: later.from, to: later.to, message: 'والٹ اپ گریڈ' });
    expect(maintenanceInfo(found, 'TH', 'EN')).toEqual({ from: later.from, to: later.to, message: 'Upgrading the wallet' });
    expect(maintenanceInfo(window, 'EN', 'EN')).toEqual({ from: window.from, to: window.to });
  });
});

describe('region restriction', () => {
  it('blocks listed countries in block mode and lets unknown ones in', () => {
    const config = { ...base, regionRestriction: { mode: 'block' as const, countries: ['PK'] } };
    expect(regionRestricted(config, 'PK', '9.9.9.9')).toBe(true);
    expect(regionRestricted(config, 'pk', '9.9.9.9')).toBe(true);
    expect(regionRestricted(config, 'US', '9.9.9.9')).toBe(false);
    expect(regionRestricted(config, '', '9.9.9.9')).toBe(false);
  });
  it('admits only listed countries in allow mode, refusing unknown ones', () => {
    const config = { ...base, regionRestriction: { mode: 'allow' as const, countries: ['PK'] } };
    expect(regionRestricted(config, 'PK', '9.9.9.9')).toBe(false);
    expect(regionRestricted(config, 'US', '9.9.9.9')).toBe(true);
    expect(regionRestricted(config, '', '9.9.9.9')).toBe(true);
  });
  it('refuses denied addresses whatever the country, admits allowed ones whatever the region rule; deny wins', () => {
    const config = { ...base, regionRestriction: { mode: 'allow' as const, countries: ['PK'] }, ipRestriction: { allow: ['203.0.113.0/24', '2001:db8::/32'], deny: ['198.51.100.7', '203.0.113.66'] } };
    expect(regionRestricted(config, 'PK', '198.51.100.7')).toBe(true);
    expect(regionRestricted(config, 'US', '203.0.113.9')).toBe(false);
    expect(regionRestricted(config, 'US', '2001:db8:1::5')).toBe(false);
    expect(regionRestricted(config, 'US', '203.0.113.66')).toBe(true);
    expect(regionRestricted(config, 'US', '192.0.2.1')).toBe(true);
  });
});

describe('address lists', () => {
  it('match addresses and ranges of both families, and skip entries that are neither', () => {
    const list = ['192.0.2.0/25', 'fe80::/10', 'not-an-ip', '300.1.1.1/8'];
    expect(ipListed(list, '192.0.2.127')).toBe(true);
    expect(ipListed(list, '192.0.2.128')).toBe(false);
    expect(ipListed(list, 'fe80::1')).toBe(true);
    expect(ipListed(list, '')).toBe(false);
    expect(ipListed([], '192.0.2.1')).toBe(false);
  });
});

describe('system status', () => {
  it('is 2 for a restricted visitor even during maintenance, 1 in maintenance, else 0', () => {
    const config = { ...base, maintenanceWindows: [window], regionRestriction: { mode: 'block' as const, countries: ['PK'] } };
    const during = new Date('2026-11-22T11:00:00Z');
    expect(systemStatus(config, during, '9.9.9.9', 'PK')).toBe(2);
    expect(systemStatus(config, during, '9.9.9.9', 'US')).toBe(1);
    expect(systemStatus(config, new Date('2026-11-23T00:00:00Z'), '9.9.9.9', 'US')).toBe(0);
  });
});
