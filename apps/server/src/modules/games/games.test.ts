import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { GameImporter } from './game-import.ts';
import { GamesRepository } from './games.repository.ts';
import { maskName, RECENT_GAMES_KEPT } from './games.service.ts';

let seq = 0;
const name = () => `gm${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);
type Entry = { nodeId: number; gameCode: string; displayName: string; vassalage: string; gameType: string; isGame: string; classify: string[] };
const codes = (games: Entry[]) => games.map((g) => g.gameCode);

describe.each(databaseKinds)('games catalogue calls on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let visitor: TestClient;
  let member: TestClient;
  /** A second brand whose own vendors (switched off for every other brand) exercise lanes and overrides. */
  let other: TestClient;
  let otherBrandId: number;
  let lotusBrandId: number;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    h = await createHarness(kind);
    app = await h.app();
    const { db } = h.database;
    visitor = new TestClient(app);
    member = new TestClient(app);
    await member.register(name());

    await h.addBrand('GAMEX', {
      esportsVendors: ['ESPX'],
      navigation: [{ gameType: 'RNG' }, { gameType: 'SPORTS' }, { gameType: 'ESPORTS' }, { gameType: 'SPORTS', vendor: 'NOINT' }, { gameType: 'PVP' }, { gameType: 'LIVE' }],
    });
    lotusBrandId = (await db.selectFrom('brands').select('id').where('code', '=', 'LOTUS').executeTakeFirstOrThrow()).id;
    otherBrandId = (await db.selectFrom('brands').select('id').where('code', '=', 'GAMEX').executeTakeFirstOrThrow()).id;
    other = new TestClient(app, { merchant: 'GAMEX' });
    await other.register(name());
    // Off for every brand but GAMEX, so the demo brand's catalogue stays as seeded.
    await GamesRepository.insertVendors(db, [
      { code: 'SPX', name: 'Sports X', categories: ['SPORTS'], integration: 'seamless', sort: 20 },
      { code: 'ESPX', name: 'E-sports X', categories: ['SPORTS'], integration: 'seamless', sort: 21 },
      { code: 'NOINT', name: 'No integration', categories: ['SPORTS', 'RNG'], integration: 'none', sort: 22 },
      { code: 'PVPX', name: 'PVP X', categories: ['PVP'], integration: 'transfer', sort: 23 },
      { code: 'SLOTX', name: 'Slots X', categories: ['RNG'], integration: 'seamless', sort: 24 },
    ]);
    await db.updateTable('vendors').set({ enabled: false }).where('code', 'in', ['SPX', 'ESPX', 'NOINT', 'PVPX', 'SLOTX']).execute();
    await db
      .insertInto('brand_vendors')
      .values(['SPX', 'ESPX', 'NOINT', 'PVPX', 'SLOTX'].map((vendor_code) => ({ brand_id: otherBrandId, vendor_code, enabled: true, sort: null })))
      .execute();
    const row = (vendor: string, code: string, gameType: string, EN: string, extra: object = {}) => ({ vendor, code, gameType, names: { EN }, ...extra });
    await new GameImporter(new GamesRepository(db)).importText(
      JSON.stringify([
        row('SPX', 'football', 'SPORTS', 'Football X', { vassalage: true }),
        row('ESPX', 'dota', 'SPORTS', 'Dota Cup', { classify: ['new'] }),
        row('NOINT', 'hidden-slot', 'RNG', 'Hidden Slot'),
        row('PVPX', 'teen-patti-x', 'PVP', 'Teen Patti X', { classify: ['cards'] }),
        ...Array.from({ length: 25 }, (_, i) => row('SLOTX', `slot-${i + 1}`, 'RNG', `Slot X ${i + 1}`, { sort: i, classify: ['slots'] })),
      ]),
    );
    for (const g of await db.selectFrom('games').select(['id', 'code']).execute()) ids.set(g.code, g.id);
    await db
      .insertInto('pvp_rooms')
      .values([
        { brand_id: null, game_id: ids.get('teen-patti-x')!, code: 'R1', names: JSON.stringify({ EN: 'Beginners', UR: 'نئے کھلاڑی' }), min_bet: 10_000n, max_bet: 1_000_000n, seats: 6, sort: 1 },
        { brand_id: otherBrandId, game_id: ids.get('teen-patti-x')!, code: 'R2', names: JSON.stringify({ EN: 'High rollers' }), min_bet: 1_000_000n, max_bet: 50_000_000n, seats: 4, players: 4, status: 'full', sort: 2 },
        { brand_id: null, game_id: ids.get('teen-patti-x')!, code: 'R3', names: JSON.stringify({ EN: 'Closed room' }), min_bet: 10_000n, max_bet: 20_000n, seats: 2, enabled: false },
      ])
      .execute();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lists the seeded house games in order, in English and in Urdu', async () => {
    const list = await member.ok('gameList', { query: { gameType: 'RNG' } });
    expect(codes(list.games)).toEqual(['classic-3x3', 'jade-lines', 'dragon-ways', 'crash', 'dice', 'mines']);
    expect(list).toMatchObject({ total: 6, totalPages: 1, pageNo: 1, pageSize: 20 });
    expect(list.games[3]).toMatchObject({ gameName: 'Crash', displayName: 'Crash', vassalage: 'HOUSE', vendorName: 'Lotus Studio', gameType: 'RNG', isGame: 'GAME', isHot: true, demo: true, classify: ['originals'] });
    const ur = await member.ok('gameList', { query: { gameType: 'RNG' }, headers: { language: 'UR' } });
    expect(ur.games.find((g: Entry) => g.gameCode === 'dice').displayName).toBe('پانسہ');
    const urByQuery = await member.ok('gameList', { query: { gameType: 'rng', language: 'ur' } });
    expect(urByQuery.games.find((g: Entry) => g.gameCode === 'mines')).toMatchObject({ displayName: 'بارودی سرنگیں', gameName: 'Mines' });
  });

  it('pages with a total, and filters by classify tag and vendor', async () => {
    const page2 = await member.ok('gameList', { query: { gameType: 'RNG', pageNo: '2', pageSize: '4' } });
    expect(page2).toMatchObject({ total: 6, totalPages: 2, pageNo: 2, pageSize: 4 });
    expect(codes(page2.games)).toEqual(['dice', 'mines']);
    const beyond = await member.ok('gameList', { query: { gameType: 'RNG', pageNo: '9', pageSize: '4' } });
    expect(beyond).toMatchObject({ games: [], total: 6, totalPages: 2 });
    expect(codes((await member.ok('gameList', { query: { gameType: 'RNG', gameClassify: 'originals' } })).games)).toEqual(['crash', 'dice', 'mines']);
    expect(codes((await member.ok('gameList', { query: { vassalage: 'lotto' } })).games)).toEqual(['ssc-1min', 'k3-fast']);
    const all = await member.ok('gameList');
    expect(all.total).toBe(8); // six house games and two lottery entries; demo vendors without integration stay hidden
  });

  it('searches names in the asked language, with English as well, literally', async () => {
    const search = async (keyword: string, language = 'EN') => codes((await member.ok('gameList', { query: { keyword }, headers: { language } })).games);
    expect(await search('jade')).toEqual(['jade-lines']);
    expect(await search('LINES')).toEqual(['jade-lines']);
    expect(await search('پانسہ', 'UR')).toEqual(['dice']);
    expect(await search('سرنگ', 'UR')).toEqual(['mines']);
    expect(await search('dice', 'UR')).toEqual(['dice']); // English names match in every language
    expect(await search('پانسہ', 'EN')).toEqual([]); // an Urdu name is not the English player's name
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('x')).toEqual(['classic-3x3']);
    const ranged = await member.ok('gameList', { query: { gameType: 'RNG', keyword: 'a', pageSize: '2' } });
    expect(ranged).toMatchObject({ total: 4, totalPages: 2 }); // Classic, Jade, Dragon, Crash
  });

  it('answers bad input with clear codes, never 500', async () => {
    const code = async (n: Parameters<TestClient['call']>[0], options: Parameters<TestClient['call']>[1]) => {
      const res = await member.call(n, options);
      expect(res.statusCode, res.body).toBeLessThan(500);
      return res.json().errorCode;
    };
    expect(await code('gameList', { query: { gameType: 'CASINO' } })).toBe('game.category.unknown');
    expect(await code('gameList', { query: { pageSize: '0' } })).toBe('request_param_err');
    expect(await code('gameList', { query: { pageSize: '101' } })).toBe('request_param_err');
    expect(await code('gameList', { query: { pageNo: 'x' } })).toBe('request_param_err');
    expect(await code('gameList', { query: { keyword: 'k'.repeat(51) } })).toBe('request_param_err');
    expect(await code('gameList', { query: { bogus: '1' } })).toBe('request_param_err');
    expect(await code('gameList', { query: { vassalage: 'NOPE' } })).toBe('game.vendor.unavailable');
    expect(await code('gameList', { query: { vassalage: 'AURORA' } })).toBe('game.vendor.unavailable'); // no integration
    expect(await code('hotGames', { query: { vassalage: 'DS88' } })).toBe('game.vendor.unavailable');
    expect(await code('vassGameType', { query: { vassalage: 'CORAL' } })).toBe('game.vendor.unavailable');
    expect(await code('winnerBoard', { query: { gameCategory: 'CASINO' } })).toBe('game.category.unknown');
    expect(await code('winnerBoard', { query: { limitNum: '51' } })).toBe('request_param_err');
    expect(await code('popularGames', { query: { count: '0' } })).toBe('request_param_err');
    expect(await code('addFavourite', { body: { nodeId: 99_999_999 } })).toBe('game.not.found');
    expect(await code('addFavourite', { body: { nodeId: ids.get('baccarat-a') } })).toBe('game.not.found'); // vendor without integration
    expect(await code('addFavourite', { body: { nodeId: ids.get('crash'), vendor: 'LOTTO' } })).toBe('game.not.found');
    expect(await code('addFavourite', { body: { nodeId: ids.get('crash'), gameType: 'LIVE' } })).toBe('game.not.found');
    expect(await code('addFavourite', { body: { nodeId: 'abc' } })).toBe('request_param_err');
    expect(await code('removeFavourite', { query: { nodeId: '99999999' } })).toBe('game.not.found');
    expect(await code('roomList', { query: { nodeId: String(ids.get('teen-patti')) } })).toBe('game.not.found');
    const res = await member.call('gameList', { headers: { 'module-id': 'GAMELOHOT3' } });
    expect(res.json().errorCode).toBe('module.id.mismatch');
  });

  it('asks for a session where the spec says, and keeps favourites and recent games for real members', async () => {
    for (const n of ['roomList', 'favouriteIds', 'favouriteList', 'recentGames'] as const) {
      const res = await visitor.call(n);
      expect(res.statusCode, n).toBe(401);
      expect(res.json().errorCode).toBe('login.not.session');
    }
    // Visitors browse games (spec section 1): lists, lanes, search and menus need no session.
    for (const n of ['gameList', 'gameVendors', 'vassGameType', 'hotGames', 'gameMenus', 'popularGames', 'winnerBoard'] as const) expect((await visitor.call(n)).statusCode, n).toBe(200);
    const trial = new TestClient(app);
    trial.token = (await trial.ok('freePlay', { body: {} })).token;
    expect((await trial.ok('gameList', { query: { gameType: 'RNG' } })).total).toBe(6);
    for (const [n, options] of [
      ['favouriteIds', {}],
      ['addFavourite', { body: { nodeId: ids.get('crash') } }],
      ['recentGames', {}],
    ] as const) {
      const res = await trial.call(n, options);
      expect(res.statusCode, n).toBe(403);
      expect(res.json().errorCode).toBe('in_need_true_account');
    }
  });

  it('honours the white-label switches of the game modules', async () => {
    await h.addBrand('NOFAV', {}, ['GAMELOFAV3', 'GAMELOHOT3']);
    const c = new TestClient(app, { merchant: 'NOFAV' });
    await c.register(name());
    expect((await c.call('favouriteIds')).json().errorCode).toBe('function.not.available');
    expect((await c.call('hotGames')).json().errorCode).toBe('function.not.available');
    expect((await c.call('gameList', { query: { gameType: 'RNG' } })).statusCode).toBe(200);
  });

  it('keeps favourites per member; adding and removing are idempotent', async () => {
    const a = new TestClient(app);
    await a.register(name());
    const b = new TestClient(app);
    await b.register(name());
    const crash = ids.get('crash')!;
    const jade = ids.get('jade-lines')!;
    h.clock.now = new Date(Date.now() - 60_000);
    expect(await a.ok('addFavourite', { body: { nodeId: crash, vendor: 'HOUSE', gameType: 'RNG' } })).toEqual({ nodeId: crash, favourite: true });
    expect(await a.ok('addFavourite', { body: { nodeId: crash } })).toEqual({ nodeId: crash, favourite: true });
    h.clock.now = new Date();
    await a.ok('addFavourite', { body: { nodeId: String(jade) } });
    expect((await a.ok('favouriteIds')).list).toEqual([
      { nodeId: jade, vassalage: 'HOUSE', gameType: 'RNG' },
      { nodeId: crash, vassalage: 'HOUSE', gameType: 'RNG' },
    ]);
    const listed = await a.ok('favouriteList', { headers: { language: 'UR' } });
    expect(listed.games.map((g: Entry) => g.displayName)).toEqual(['جیڈ لائنز', 'کریش']);
    expect((await b.ok('favouriteIds')).list).toEqual([]);

    expect(await a.ok('removeFavourite', { query: { nodeId: String(crash) } })).toEqual({ nodeId: crash, favourite: false });
    expect(await a.ok('removeFavourite', { query: { nodeId: String(crash) } })).toEqual({ nodeId: crash, favourite: false });
    expect(codes((await a.ok('favouriteList')).games)).toEqual(['jade-lines']);

    // A game switched off for the brand leaves the lists, and can still be removed.
    await h.database.db.insertInto('brand_games').values({ brand_id: lotusBrandId, game_id: jade, enabled: false, sort: null, is_hot: null }).execute();
    try {
      expect((await a.ok('favouriteIds')).list).toEqual([]);
      expect((await a.call('addFavourite', { body: { nodeId: jade } })).json().errorCode).toBe('game.not.found');
      await a.ok('removeFavourite', { query: { nodeId: String(jade), vendor: 'HOUSE' } });
    } finally {
      await h.database.db.deleteFrom('brand_games').where('brand_id', '=', lotusBrandId).where('game_id', '=', jade).execute();
    }
    expect((await a.ok('favouriteIds')).list).toEqual([]);
  });

  it('lists recent games newest first and keeps only the latest 20', async () => {
    const c = new TestClient(app, { merchant: 'GAMEX' });
    const { id } = await c.register(name());
    const repo = new GamesRepository(h.database.db);
    const t0 = Date.now() - 3_600_000;
    for (let i = 1; i <= 25; i++) await repo.recordPlay(otherBrandId, id, ids.get(`slot-${i}`)!, new Date(t0 + i * 1000), RECENT_GAMES_KEPT);
    await repo.recordPlay(otherBrandId, id, ids.get('slot-10')!, new Date(t0 + 100_000), RECENT_GAMES_KEPT); // played again: first
    const recent = (await c.ok('recentGames')).list;
    expect(recent).toHaveLength(20);
    expect(recent[0]).toMatchObject({ gameCode: 'slot-10', lastPlayedAt: new Date(t0 + 100_000).toISOString() });
    expect(codes(recent.slice(1, 3))).toEqual(['slot-25', 'slot-24']);
    expect(codes(recent).at(-1)).toBe('slot-6'); // 25 plays kept 6..25; replaying slot-10 trimmed nothing more
    const stored = await h.database.db.selectFrom('recent_games').select('game_id').where('member_id', '=', id).execute();
    expect(stored).toHaveLength(20);
    expect((await other.ok('recentGames')).list).toEqual([]);
  });

  it('shows vendor lanes with classify counts, hides vendors without integration, and splits e-sports', async () => {
    const lotus = (await member.ok('gameVendors')).data.lanes;
    expect(lotus.map((l: { title: string }) => l.title)).toEqual(['ELOTT', 'LOTT', 'RNG']);
    expect(lotus[2]).toEqual({
      title: 'RNG',
      cards: [{ vassalage: 'HOUSE', displayName: 'Lotus Studio', gameType: 'RNG', icon: '/vendor-icons/house.svg', isHot: true }],
      gameClassify: [
        { key: 'slots', displayName: 'Slots', gameCount: 3 },
        { key: 'originals', displayName: 'Originals', gameCount: 3 },
      ],
    });
    expect((await member.ok('gameVendors', { headers: { language: 'UR' } })).data.lanes[2].gameClassify[1].displayName).toBe('ہمارے اپنے گیمز');

    const lanes = (await other.ok('gameVendors')).data.lanes;
    const lane = (title: string) => lanes.find((l: { title: string }) => l.title === title);
    expect(lanes.map((l: { title: string }) => l.title)).toEqual(['SPORTS', 'ESPORTS', 'ELOTT', 'LOTT', 'RNG', 'PVP']);
    expect(lane('SPORTS').cards.map((c: { vassalage: string }) => c.vassalage)).toEqual(['SPX']);
    expect(lane('ESPORTS').cards).toEqual([{ vassalage: 'ESPX', displayName: 'E-sports X', gameType: 'ESPORTS', icon: '/vendor-icons/espx.svg', isHot: false }]);
    expect(lane('ESPORTS').gameClassify).toEqual([{ key: 'new', displayName: 'New', gameCount: 1 }]);
    expect(lane('RNG').cards.map((c: { vassalage: string }) => c.vassalage)).toEqual(['HOUSE', 'SLOTX']);
    expect(lane('RNG').gameClassify).toEqual([
      { key: 'slots', displayName: 'Slots', gameCount: 28 },
      { key: 'originals', displayName: 'Originals', gameCount: 3 },
    ]);
    expect(JSON.stringify(lanes)).not.toContain('NOINT');

    expect(codes((await other.ok('gameList', { query: { gameType: 'ESPORTS' } })).games)).toEqual(['dota']);
    expect((await other.ok('gameList', { query: { gameType: 'SPORTS' } })).games).toMatchObject([{ gameCode: 'football', isGame: 'VASSALAGE' }]);
    expect((await other.ok('vassGameType')).content).toMatchObject({ SPORTS: { SPX: [] }, ESPORTS: { ESPX: ['new'] }, RNG: { HOUSE: ['originals', 'slots'], SLOTX: ['slots'] } });
    expect((await other.ok('vassGameType', { query: { vassalage: 'HOUSE' } })).content).toEqual({ RNG: { HOUSE: ['originals', 'slots'] } });
  });

  it('answers navigation with pages and point ratios, only for playable entries, and the lottery menu', async () => {
    const lotus = await visitor.ok('gameMenus');
    expect(lotus.navigation).toEqual([
      { gameType: 'LOTT', nameKey: 'categories.LOTT', enName: 'Lottery', page: '/lottery', pointRatio: null },
      { gameType: 'ELOTT', nameKey: 'categories.ELOTT', enName: 'E-lottery', page: '/elott', pointRatio: null },
      { gameType: 'RNG', nameKey: 'categories.RNG', enName: 'Slots', page: '/rng', pointRatio: 1.2 },
    ]);
    expect(lotus.lottery.map((g: Entry) => [g.gameCode, g.gameType])).toEqual([
      ['ssc-1min', 'LOTT'],
      ['k3-fast', 'ELOTT'],
    ]);
    const gamex = await new TestClient(app, { merchant: 'GAMEX' }).ok('gameMenus');
    expect(gamex.navigation.map((n: { gameType: string; vendor?: string; pointRatio: number | null }) => [n.gameType, n.vendor ?? null, n.pointRatio])).toEqual([
      ['RNG', null, 1.2],
      ['SPORTS', null, 1],
      ['ESPORTS', null, null],
      ['PVP', null, 1],
    ]);
    // The header's navigation (system status) drops entries of vendors nobody can play, and of vendors without a game in the entry's category.
    const headerNav = async (c: TestClient) => ((await c.ok('systemStatus')).info.brand.navigation as { gameType: string; vendor?: string }[]).filter((n) => n.vendor);
    expect(await headerNav(visitor)).toEqual([]); // the demo brand's DS88 entry: no integration
    expect(await headerNav(new TestClient(app, { merchant: 'GAMEX' }))).toEqual([]); // NOINT
    await h.database.db.updateTable('vendors').set({ integration: 'seamless' }).where('code', '=', 'NOINT').execute();
    try {
      // Integrated now, but its only game is a slot: the SPORTS entry still leads nowhere.
      expect(await headerNav(new TestClient(app, { merchant: 'GAMEX' }))).toEqual([]);
      await h.database.db.updateTable('games').set({ game_type: 'SPORTS' }).where('code', '=', 'hidden-slot').execute();
      expect(await headerNav(new TestClient(app, { merchant: 'GAMEX' }))).toEqual([{ gameType: 'SPORTS', vendor: 'NOINT' }]);
    } finally {
      await h.database.db.updateTable('games').set({ game_type: 'RNG' }).where('code', '=', 'hidden-slot').execute();
      await h.database.db.updateTable('vendors').set({ integration: 'none' }).where('code', '=', 'NOINT').execute();
    }
  });

  it('lists hot games and popular lottery', async () => {
    expect(codes((await visitor.ok('hotGames')).list)).toEqual(['ssc-1min', 'jade-lines', 'crash']);
    expect(codes((await visitor.ok('hotGames', { query: { vassalage: 'HOUSE', isPlatform: '2', platform: 'flash,html5-desktop', merchantCode: 'LOTUS' } })).list)).toEqual(['jade-lines', 'crash']);
    expect(codes((await visitor.ok('popularGames')).list)).toEqual(['ssc-1min', 'k3-fast']);
    const repo = new GamesRepository(h.database.db);
    const { id } = await new TestClient(app).register(name());
    await repo.recordPlay(lotusBrandId, id, ids.get('k3-fast')!, new Date(), RECENT_GAMES_KEPT);
    expect(codes((await visitor.ok('popularGames')).list)).toEqual(['k3-fast', 'ssc-1min']);
    expect(codes((await visitor.ok('popularGames', { query: { count: '1' } })).list)).toEqual(['k3-fast']);
    // Another brand's plays do not count here.
    expect(codes((await new TestClient(app, { merchant: 'GAMEX' }).ok('popularGames')).list)).toEqual(['ssc-1min', 'k3-fast']);
  });

  it('applies per-brand overrides of enablement, order and hot flags', async () => {
    const { db } = h.database;
    await db
      .insertInto('brand_games')
      .values([
        { brand_id: otherBrandId, game_id: ids.get('mines')!, enabled: false, sort: null, is_hot: null },
        { brand_id: otherBrandId, game_id: ids.get('dice')!, enabled: null, sort: -1, is_hot: true },
      ])
      .execute();
    const gamex = codes((await other.ok('gameList', { query: { vassalage: 'HOUSE' } })).games);
    expect(gamex).toEqual(['dice', 'classic-3x3', 'jade-lines', 'dragon-ways', 'crash']);
    expect(codes((await other.ok('hotGames', { query: { vassalage: 'HOUSE' } })).list)).toEqual(['dice', 'jade-lines', 'crash']);
    expect(codes((await member.ok('gameList', { query: { vassalage: 'HOUSE' } })).games)).toContain('mines');
    // A vendor switched off for one brand disappears there only.
    await db.insertInto('brand_vendors').values({ brand_id: otherBrandId, vendor_code: 'LOTTO', enabled: false, sort: null }).execute();
    expect((await other.call('gameList', { query: { vassalage: 'LOTTO' } })).json().errorCode).toBe('game.vendor.unavailable');
    expect((await member.ok('gameList', { query: { vassalage: 'LOTTO' } })).total).toBe(2);
  });

  it('lists PVP rooms of visible games for the brand', async () => {
    const rooms = (await other.ok('roomList', { query: { nodeId: String(ids.get('teen-patti-x')) }, headers: { language: 'UR' } })).list;
    expect(rooms).toEqual([
      { roomId: expect.any(Number), roomCode: 'R1', roomName: 'نئے کھلاڑی', nodeId: ids.get('teen-patti-x'), gameName: 'Teen Patti X', vassalage: 'PVPX', minBet: '1.0000', maxBet: '100.0000', seats: 6, players: 0, status: 'open' },
      { roomId: expect.any(Number), roomCode: 'R2', roomName: 'High rollers', nodeId: ids.get('teen-patti-x'), gameName: 'Teen Patti X', vassalage: 'PVPX', minBet: '100.0000', maxBet: '5000.0000', seats: 4, players: 4, status: 'full' },
    ]);
    expect((await other.ok('roomList', { query: { vassalage: 'PVPX' } })).list).toHaveLength(2);
    expect((await member.ok('roomList')).list).toEqual([]); // PVPX is switched off for the demo brand
    expect((await member.call('roomList', { query: { vassalage: 'PVPX' } })).json().errorCode).toBe('game.vendor.unavailable');
  });

  it('shows a fresh install no invented winners, then real wins newest first with masked names, by category and limit', async () => {
    expect((await visitor.ok('winnerBoard', { query: { gameCategory: 'ALL', limitNum: '50' } })).list).toEqual([]);

    // Real rows are written by house settlement (house.test.ts plays one); here the board's reading is checked.
    const { db } = h.database;
    const realId = (await db.selectFrom('members').select('id').where('customer_type', '=', 0).orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    const row = (memberId: number | null, player: string, code: string, name: string, amount: bigint, minutesAgo: number) => ({ brand_id: lotusBrandId, member_id: memberId, player_name: player, game_id: ids.get(code)!, game_type: 'RNG', vendor_code: 'HOUSE', game_name: name, amount, currency: 'PKR', won_at: new Date(Date.now() - minutesAgo * 60_000) });
    const added = await db
      .insertInto('winner_board')
      .values([
        row(realId, 'alikhan92', 'crash', 'Crash', 1_254_000_000n, 3),
        row(realId, 'sana_m', 'jade-lines', 'Jade Lines', 482_500_000n, 11),
        row(realId, 'bilal007', 'mines', 'Mines', 96_000_000n, 26),
        // A row of nobody (what older installs seeded as demo winners) is not a real win.
        row(null, 'invented01', 'dice', 'Dice', 75_000_000n, 1),
      ])
      .returning('id')
      .execute();
    try {
      const board = (await visitor.ok('winnerBoard', { query: { gameCategory: 'ALL', limitNum: '20' } })).list;
      expect(board.map((w: { userName: string }) => w.userName)).toEqual(['al***92', 'sa***_m', 'bi***07']);
      expect(board[0]).toMatchObject({ userName: 'al***92', gameName: 'Crash', gameType: 'RNG', vassalage: 'HOUSE', amount: '125400.0000', currency: 'PKR' });
      expect(board.map((w: { winTime: string }) => w.winTime)).toEqual([...board.map((w: { winTime: string }) => w.winTime)].sort().reverse());
      expect((await visitor.ok('winnerBoard', { query: { limitNum: '2' }, headers: { language: 'UR' } })).list.map((w: { gameName: string }) => w.gameName)).toEqual(['کریش', 'جیڈ لائنز']);
      expect((await visitor.ok('winnerBoard', { query: { gameCategory: 'live' } })).list).toEqual([]);
      expect((await new TestClient(app, { merchant: 'GAMEX' }).ok('winnerBoard')).list).toEqual([]);
    } finally {
      await db.deleteFrom('winner_board').where('id', 'in', added.map((a) => a.id)).execute();
    }
    expect([maskName('ab'), maskName('abcd'), maskName('alikhan92'), maskName('سلمان')]).toEqual(['a***', 'a***d', 'al***92', 'س***ن']);
  });

  it('leaves trial accounts out of what others are shown: popular lottery and the winner board', async () => {
    const { db } = h.database;
    const repo = new GamesRepository(db);
    const before = codes((await visitor.ok('popularGames')).list);
    // Three free-play accounts play the last game: it does not become popular.
    const last = before.at(-1)!;
    const trialIds: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = new TestClient(app, { 'x-forwarded-for': `192.0.2.${i + 10}` });
      t.token = (await t.ok('freePlay', { body: {} })).token;
      const { id } = await db.selectFrom('members').select('id').where('customer_type', '=', 4).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
      trialIds.push(id);
      await repo.recordPlay(lotusBrandId, id, ids.get(last)!, new Date(), RECENT_GAMES_KEPT);
    }
    expect(codes((await visitor.ok('popularGames')).list)).toEqual(before);

    // A board row of a trial account (say, written before it was refused) is not shown; a real one is.
    const realId = (await db.selectFrom('members').select('id').where('customer_type', '=', 0).orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    const row = (memberId: number, player: string) => ({ brand_id: lotusBrandId, member_id: memberId, player_name: player, game_id: ids.get('crash')!, game_type: 'RNG', vendor_code: 'HOUSE', game_name: 'Crash', amount: 9_990_000n, currency: 'PKR', won_at: new Date(Date.now() + 60_000) });
    const added = await db.insertInto('winner_board').values([row(trialIds[0]!, 'trialplayer01'), row(realId, 'realplayer007')]).returning('id').execute();
    try {
      const board = (await visitor.ok('winnerBoard', { query: { gameCategory: 'ALL', limitNum: '20' } })).list;
      expect(board[0]).toMatchObject({ userName: maskName('realplayer007'), amount: '999.0000' });
      expect(board.map((w: { userName: string }) => w.userName)).not.toContain(maskName('trialplayer01'));
    } finally {
      await db.deleteFrom('winner_board').where('id', 'in', added.map((a) => a.id)).execute();
    }
  });
});
