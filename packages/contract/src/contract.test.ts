import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { effectiveModules, isModuleId, moduleParents } from './modules.ts';
import { orderNavItems } from './navigation.ts';
import { obfuscateLink, revealLink } from './customer-service.ts';

describe('endpoint table', () => {
  it('gives every call a unique method and path and a known module', () => {
    const seen = new Set<string>();
    for (const [name, e] of Object.entries(endpoints)) {
      const key = `${e.method} ${e.path}`;
      expect(seen.has(key), `${name} repeats ${key}`).toBe(false);
      seen.add(key);
      expect(isModuleId(e.moduleId)).toBe(true);
    }
  });
});

describe('white-label modules', () => {
  it('switches a child off when its parent is off, and keeps COMM3 always on', () => {
    const on = effectiveModules(new Set(['REGMOBVERF3', 'MOBILENUMREG3']));
    expect(on.has('COMM3')).toBe(true);
    expect(on.has('MOBILENUMREG3')).toBe(false); // parent REG3 is off
    expect(on.has('REGMOBVERF3')).toBe(false);
    const on2 = effectiveModules(new Set(['REG3', 'MOBILENUMREG3', 'REGMOBVERF3']));
    expect(on2.has('REGMOBVERF3')).toBe(true);
  });
  it('lists parents before children', () => {
    const order = [...moduleParents.keys()];
    for (const [id, parent] of moduleParents) if (parent) expect(order.indexOf(parent)).toBeLessThan(order.indexOf(id));
  });
});

describe('header navigation order', () => {
  it('moves the DS88 sports entry right after live and keeps the rest in order', () => {
    const items = orderNavItems([
      { gameType: 'LOTT' },
      { gameType: 'LIVE' },
      { gameType: 'RNG' },
      { gameType: 'SPORTS', vendor: 'DS88' },
      { gameType: 'FISH' },
    ]);
    expect(items.map((i) => i.vendor ?? i.gameType)).toEqual(['LOTT', 'LIVE', 'DS88', 'RNG', 'FISH']);
  });
  it('leaves the list alone without live or DS88', () => {
    const items = [{ gameType: 'SPORTS', vendor: 'DS88' }, { gameType: 'RNG' }] as const;
    expect(orderNavItems(items)).toEqual(items);
  });
});

describe('customer-service link obfuscation', () => {
  it('round-trips, hides the URL and rejects tampering', async () => {
    const url = 'https://chat.example.test/room?id=42';
    const path = await obfuscateLink(url);
    expect(path).not.toContain('chat.example');
    expect(await revealLink(path)).toBe(url);
    const tampered = (path[0] === 'A' ? 'B' : 'A') + path.slice(1);
    await expect(revealLink(tampered)).rejects.toThrow();
  });
});

import { checkFieldRule, patternCatalog } from './form-rules.ts';

describe('server-driven field rules', () => {
  const rule = { enabled: true, required: true, acceptedPattern: patternCatalog.ALPHANUMERIC_LEADING_LETTER, patternId: 'ALPHANUMERIC_LEADING_LETTER', minLength: 6, maxLength: 12 };
  it('passes a trimmed value that matches and fits', () => {
    expect(checkFieldRule(rule, '  player01 ')).toBeNull();
  });
  it('names the pattern and the limits when the value fails', () => {
    expect(checkFieldRule(rule, '1player')).toEqual({ key: 'pattern.ALPHANUMERIC_LEADING_LETTER', min: 6, max: 12, exact: false });
    expect(checkFieldRule(rule, 'abc')?.key).toBe('pattern.ALPHANUMERIC_LEADING_LETTER');
    expect(checkFieldRule(rule, 'a'.repeat(13))?.key).toBe('pattern.ALPHANUMERIC_LEADING_LETTER');
  });
  it('requires only required fields, and "*" matches anything', () => {
    expect(checkFieldRule(rule, '   ')?.key).toBe('required');
    expect(checkFieldRule({ ...rule, required: false }, '')).toBeNull();
    expect(checkFieldRule({ ...rule, acceptedPattern: '*' }, '!!@@##')).toBeNull();
  });
  it('shows one number when min equals max, and disabled fields always pass', () => {
    expect(checkFieldRule({ ...rule, minLength: 8, maxLength: 8 }, 'abc')?.exact).toBe(true);
    expect(checkFieldRule({ ...rule, enabled: false }, '')).toBeNull();
  });
  it('treats a broken configured pattern as matching nothing', () => {
    expect(checkFieldRule({ ...rule, acceptedPattern: '([' }, 'player01')?.key).toBe('pattern.ALPHANUMERIC_LEADING_LETTER');
  });
});

describe('who may call what (spec section 6)', () => {
  // The spec's two lists, by our endpoint names, for the calls that exist so far.
  const needToken = ['memberInfo', 'changePassword', 'avatar', 'icon', 'logout', 'firstLogin', 'setIcon', 'updateLanguage'] as const;
  const noToken = ['login', 'smsNoLogin', 'smsRegister', 'whitelabel', 'register', 'registerMobile', 'affiliate', 'registerSettings', 'forgotPasswordEmail', 'freePlay', 'captcha', 'systemStatus', 'domainRoute', 'feedback', 'helpCenter', 'resetPasswordByPhone'] as const;
  it('requires a session token exactly where the spec says', () => {
    for (const name of needToken) expect(endpoints[name].auth, name).not.toBe('none');
    for (const name of noToken) expect(endpoints[name].auth, name).toBe('none');
  });
  it('keeps real-account actions away from trial accounts', () => {
    expect(endpoints.changePassword.auth).toBe('member');
    expect(endpoints.setIcon.auth).toBe('member');
  });
  it('encrypts the bodies api-protocol.md lists as enc', () => {
    for (const name of ['login', 'loginVerification', 'register', 'registerMobile', 'changePassword', 'resetPasswordByPhone'] as const) expect(endpoints[name].enc, name).toBe(true);
  });
});
