import { describe, expect, it } from 'vitest';
import { accessSchema, isIpOrCidr, isKnownCurrency, isTimeZone, maintenanceWindowInputSchema, moduleSwitchesSchema, registerRulesInputSchema, withdrawalSettingsSchema } from './brand-admin.ts';

describe('brand settings rules (the console and the server check with these)', () => {
  it('accepts IPv4 and IPv6 addresses and CIDR ranges, nothing else', () => {
    expect(['203.0.113.7', '203.0.113.0/24', '0.0.0.0/0', '2001:db8::/32', '::1', 'fe80::1/128', '::ffff:10.0.0.1'].filter((v) => !isIpOrCidr(v))).toEqual([]);
    expect(['203.0.113.256', '10.0.0.0/33', '2001:db8::/129', '10.0.0.1/', 'example.com', '1.2.3.4/8/8', '', ' 1.2.3.4'].filter(isIpOrCidr)).toEqual([]);
  });

  it('knows time zones and currencies as Intl does', () => {
    expect([isTimeZone('Asia/Karachi'), isTimeZone('UTC'), isTimeZone('Mars/Olympus'), isTimeZone('Asia/Karachi; drop')]).toEqual([true, true, false, false]);
    expect([isKnownCurrency('PKR'), isKnownCurrency('usd'), isKnownCurrency('QQQ')]).toEqual([true, false, false]);
  });

  it('reports each problem at its field, with a key the console translates', () => {
    const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => r.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issues(moduleSwitchesSchema.safeParse({ COMM3: false }))).toEqual(['COMM3:alwaysOn']);
    const rule = { field: 'email', enabled: true, required: false, patternId: 'EMAIL', acceptedPattern: '[', minLength: 9, maxLength: 3 };
    expect(issues(registerRulesInputSchema.safeParse([rule, { ...rule, acceptedPattern: '*', minLength: 0 }]))).toEqual(['0.acceptedPattern:patternInvalid', '0.maxLength:rangeInverted', '1.field:duplicate']);
    expect(issues(withdrawalSettingsSchema.safeParse({ minAmount: '10.12345', maxAmount: '5', perDay: 1, turnoverMultiple: 0.5, autoReceiptMinutes: 5, allowOpenTurnover: false }))).toEqual(['minAmount:amountInvalid']);
    expect(issues(maintenanceWindowInputSchema.safeParse({ from: '2026-05-01T10:00:00Z', to: '2026-05-01T10:00:00Z', message: {}, allowIps: ['x'] }))).toEqual(['allowIps.0:ipInvalid', 'to:windowOrder']);
    expect(issues(accessSchema.safeParse({ regionRestriction: { mode: 'block', countries: ['PK', 'PK'] }, ipRestriction: { allow: [], deny: [] } }))).toEqual(['regionRestriction.countries.1:duplicate']);
  });
});
