import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { builtInRoles, operatorPermissions } from './operators.ts';
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

  it('names the permission of every operator call, and only of operator calls', () => {
    for (const [name, e] of Object.entries(endpoints)) {
      const permission = (e as { permission?: string }).permission;
      if (e.auth === 'operator') expect(permission === 'self' || (operatorPermissions as readonly string[]).includes(permission ?? ''), `${name} names no known permission`).toBe(true);
      else expect(permission, `${name} is not an operator call`).toBeUndefined();
    }
  });

  it('gives the owner every permission and every built-in role only known ones', () => {
    expect([...builtInRoles.owner].sort()).toEqual([...operatorPermissions].sort());
    for (const permissions of Object.values(builtInRoles)) for (const p of permissions) expect(operatorPermissions).toContain(p);
    expect(builtInRoles['read-only'].every((p) => p.endsWith('.view'))).toBe(true);
  });
});

describe('game calls (api-protocol.md "Games")', () => {
  it('keep the original paths and module ids', () => {
    const expected = {
      gameList: ['GET', '/wps/relay/GCSGAME_gameList', 'GAMELO3'],
      hotGames: ['GET', '/wps/relay/GCSGAME_hotGamesV2', 'GAMELOHOT3'],
      gameVendors: ['GET', '/wps/relay/GCSGAME_newGameVendor', 'COMM3'],
      vassGameType: ['GET', '/wps/relay/GCSGAME_getVassGameType', 'GAMELO3'],
      favouriteIds: ['GET', '/wps/relay/MCSFE_getFavoriteGames', 'GAMELOFAV3'],
      favouriteList: ['GET', '/wps/relay/MCSFE_getFavoriteGamesList', 'GAMELOFAV3'],
      addFavourite: ['POST', '/wps/relay/MCSFE_addFavoriteGameV2', 'GAMELOFAV3'],
      removeFavourite: ['DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', 'GAMELOFAV3'],
      recentGames: ['GET', '/wps/relay/GCS_recentGame', 'GAMELOREC3'],
      gameMenus: ['GET', '/lgw/games/game_menus', 'COMM3'],
      popularGames: ['GET', '/lgw/games/popular', 'COMM3'],
      roomList: ['GET', '/wps/relay/GLS2_roomList', 'GAMELO3'],
      winnerBoard: ['GET', '/wps/relay/ODSFE2_getWinnerBoard', 'COMM3'],
    } as const;
    for (const [name, [method, path, moduleId]] of Object.entries(expected)) {
      const e = endpoints[name as keyof typeof expected];
      expect([e.method, e.path, e.moduleId], name).toEqual([method, path, moduleId]);
    }
  });
  it('default the winner board to every category and 20 rows, popular to 20, and bound the page size', () => {
    expect(endpoints.winnerBoard.query.parse({})).toMatchObject({ gameCategory: 'ALL', limitNum: 20 });
    expect(endpoints.popularGames.query.parse({})).toMatchObject({ count: 20 });
    expect(endpoints.gameList.query.parse({ pageSize: '100' }).pageSize).toBe(100);
    expect(endpoints.gameList.query.safeParse({ pageSize: '101' }).success).toBe(false);
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
  const needToken = [
    'memberInfo',
    'changePassword',
    'avatar',
    'icon',
    'logout',
    'firstLogin',
    'setIcon',
    'updateLanguage',
    'favouriteIds',
    'favouriteList',
    'addFavourite',
    'removeFavourite',
    'recentGames',
    'roomList',
    'launchGame',
  ] as const;
  const noToken = [
    'login',
    'smsNoLogin',
    'smsRegister',
    'whitelabel',
    'register',
    'registerMobile',
    'affiliate',
    'registerSettings',
    'forgotPasswordEmail',
    'freePlay',
    'captcha',
    'systemStatus',
    'domainRoute',
    'feedback',
    'helpCenter',
    'resetPasswordByPhone',
    'gameMenus',
    'hotGames',
    'popularGames',
    'winnerBoard',
    // Visitors browse games (spec section 1): the lists, vendor lanes and search are public; launching is not.
    'gameList',
    'gameVendors',
    'vassGameType',
  ] as const;
  it('requires a session token exactly where the spec says', () => {
    for (const name of needToken) expect(endpoints[name].auth, name).not.toBe('none');
    for (const name of noToken) expect(endpoints[name].auth, name).toBe('none');
  });
  it('keeps real-account actions away from trial accounts', () => {
    expect(endpoints.changePassword.auth).toBe('member');
    expect(endpoints.setIcon.auth).toBe('member');
    for (const name of ['favouriteIds', 'favouriteList', 'addFavourite', 'removeFavourite', 'recentGames'] as const) expect(endpoints[name].auth, name).toBe('member');
  });
  it('encrypts the bodies api-protocol.md lists as enc', () => {
    for (const name of ['login', 'loginVerification', 'register', 'registerMobile', 'changePassword', 'resetPasswordByPhone'] as const) expect(endpoints[name].enc, name).toBe(true);
  });
});
