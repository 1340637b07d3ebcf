import { describe, expect, it } from 'vitest';
import { brandConfigSchema } from '@lotus/contract/brand';
import { demoBrandConfig } from '../../db/seed/demo-brand.ts';
import { maintenanceActive, regionRestricted, systemStatus } from './access.ts';

const base = brandConfigSchema.parse(demoBrandConfig);
const window = { from: '2026-11-22T10:00:00Z', to: '2026-11-22T12:00:00Z', allowIps: ['1.2.3.4'] };

describe('maintenance window', () => {
  const config = { ...base, maintenance: window };
  it('is on from its start up to (not including) its end', () => {
    expect(maintenanceActive(config, new Date('2026-11-22T09:59:59Z'), '9.9.9.9')).toBe(false);
    expect(maintenanceActive(config, new Date('2026-11-22T10:00:00Z'), '9.9.9.9')).toBe(true);
    expect(maintenanceActive(config, new Date('2026-11-22T12:00:00Z'), '9.9.9.9')).toBe(false);
  });
  it('lets the allowed addresses through', () => {
    expect(maintenanceActive(config, new Date('2026-11-22T11:00:00Z'), '1.2.3.4')).toBe(false);
  });
});

describe('region restriction', () => {
  it('blocks listed countries in block mode and lets unknown ones in', () => {
    const config = { ...base, regionRestriction: { mode: 'block' as const, countries: ['PK'] } };
    expect(regionRestricted(config, 'PK')).toBe(true);
    expect(regionRestricted(config, 'pk')).toBe(true);
    expect(regionRestricted(config, 'US')).toBe(false);
    expect(regionRestricted(config, '')).toBe(false);
  });
  it('admits only listed countries in allow mode, refusing unknown ones', () => {
    const config = { ...base, regionRestriction: { mode: 'allow' as const, countries: ['PK'] } };
    expect(regionRestricted(config, 'PK')).toBe(false);
    expect(regionRestricted(config, 'US')).toBe(true);
    expect(regionRestricted(config, '')).toBe(true);
  });
});

describe('system status', () => {
  it('is 2 for a restricted visitor even during maintenance, 1 in maintenance, else 0', () => {
    const config = { ...base, maintenance: window, regionRestriction: { mode: 'block' as const, countries: ['PK'] } };
    const during = new Date('2026-11-22T11:00:00Z');
    expect(systemStatus(config, during, '9.9.9.9', 'PK')).toBe(2);
    expect(systemStatus(config, during, '9.9.9.9', 'US')).toBe(1);
    expect(systemStatus(config, new Date('2026-11-23T00:00:00Z'), '9.9.9.9', 'US')).toBe(0);
  });
});
