import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { GamesRepository } from './games.repository.ts';
import { RECENT_GAMES_KEPT } from './games.service.ts';

const codes = (games: { gameCode: string }[]) => games.map((g) => g.gameCode);


/**
 * Visitors browse every lobby (spec section 1): lists, vendor lanes and search answer without a
 * session and carry nothing of any member; launching still needs one. The navigation the status call
 * sends leads only to categories with a playable game, and follows the catalogue as it changes.
 */
describe.each(databaseKinds)('the lobby for visitors on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let visitor: TestClient;
  let lotusId: number;

  beforeAll(async () => {
    h = await createHarness(kind);
    // The first app creates the operator `admin` with this password (the import below needs one).
    app = await h.app({ OPERATOR_PASSWORD: 'operator-pass-1' });
    visitor = new TestClient(app);
    lotusId = (await h.database.db.selectFrom('brands').select('id').where('code', '=', 'LOTUS').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lists, searches and shows vendor lanes without a session, and refuses a launch', async () => {
    const list = await visitor.ok('gameList', { query: { gameType: 'RNG' } });
    expect(list.total).toBe(6);
    expect(codes(list.games)).toContain('jade-lines');
    expect(codes((await visitor.ok('gameList', { query: { keyword: 'jade' } })).games)).toEqual(['jade-lines']);
    expect(codes((await visitor.ok('gameList', { query: { vassalage: 'HOUSE', gameClassify: 'originals' } })).games)).toEqual(['crash', 'dice', 'mines']);
    expect((await visitor.ok('gameVendors')).data.lanes.map((l: { title: string }) => l.title)).toEqual(['ELOTT', 'LOTT', 'RNG']);
    expect((await visitor.ok('vassGameType', { query: { vassalage: 'HOUSE' } })).content).toEqual({ RNG: { HOUSE: ['originals', 'slots'] } });
    // A stale token left in the browser does not stand in the way of browsing.
    expect((await visitor.call('gameList', { token: 'expired-or-made-up' })).statusCode).toBe(200);

    const launch = await visitor.call('launchGame', { body: { nodeId: list.games[0].nodeId, accountType: 1, vassalage: 'HOUSE', platform: 'html5-desktop', clientType: 3 } });
    expect(launch.statusCode).toBe(401);
    expect(launch.json().errorCode).toBe('login.not.session');
  });

  it('answers a visitor exactly what it answers a member: no favourites, recent games or balances in it', async () => {
    const member = new TestClient(app);
    const { id } = await member.register(`vl${Date.now().toString(36)}`.slice(0, 16));
    const jade = (await visitor.ok('gameList', { query: { keyword: 'jade' } })).games[0].nodeId;
    await member.ok('addFavourite', { body: { nodeId: jade } });
    await new GamesRepository(h.database.db).recordPlay(lotusId, id, jade, new Date(), RECENT_GAMES_KEPT);
    for (const [name, query] of [
      ['gameList', { gameType: 'RNG' }],
      ['gameList', { keyword: 'a' }],
      ['gameVendors', {}],
      ['vassGameType', {}],
      ['hotGames', {}],
      ['gameMenus', {}],
    ] as const) {
      const asVisitor = (await visitor.call(name, { query })).body;
      expect((await member.call(name, { query })).body, name).toBe(asVisitor);
      expect(asVisitor, name).not.toMatch(/favourite|lastPlayed|balance/i);
    }
  });

  it('bounds what one public call may ask for', async () => {
    const asks: Record<string, string>[] = [{ pageSize: '101' }, { pageNo: '10001' }, { keyword: 'k'.repeat(51) }, { gameType: 'CASINO' }];
    for (const query of asks) {
      const res = await visitor.call('gameList', { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('answers a page past the end, and a search nothing matches, from the count without reading rows', async () => {
    const page = vi.spyOn(GamesRepository.prototype, 'page');
    try {
      expect(await visitor.ok('gameList', { query: { gameType: 'RNG', pageNo: '10000', pageSize: '100' } })).toMatchObject({ games: [], total: 6, totalPages: 1 });
      expect(await visitor.ok('gameList', { query: { keyword: 'no game is called this' } })).toMatchObject({ games: [], total: 0, totalPages: 0 });
      expect(page).not.toHaveBeenCalled();
      expect((await visitor.ok('gameList', { query: { gameType: 'RNG', pageNo: '2', pageSize: '4' } })).games).toHaveLength(2);
      expect(page).toHaveBeenCalledTimes(1);
    } finally {
      page.mockRestore();
    }
  });

  it('sends only navigation that leads to games; a category comes back as soon as it has an enabled game', async () => {
    // The import clears its process's catalogue cache, so this app shows the change at once even with a long cache.
    const cached = await h.app({ CATALOGUE_CACHE_MS: '60000', OPERATOR_PASSWORD: 'operator-pass-1' });
    const guest = new TestClient(cached);
    const ops = new TestClient(cached);
    ops.token = (await ops.ok('operatorLogin', { body: { username: 'admin', password: 'operator-pass-1' } })).token;
    const brand = async (c: TestClient = guest) => {
      const b = (await c.ok('systemStatus')).info.brand as { gameCategories: string[]; navigation: { gameType: string; vendor?: string }[] };
      return { categories: b.gameCategories, navigation: b.navigation.map((n) => (n.vendor ? `${n.gameType}:${n.vendor}` : n.gameType)) };
    };
    const importLive = async (enabled: boolean) => {
      const m = multipartFile(JSON.stringify([{ vendor: 'LIVEX', code: 'baccarat-x', gameType: 'LIVE', names: { EN: 'Baccarat X' }, enabled }]), 'live.json', 'application/json');
      const res = await cached.inject({ method: 'POST', url: '/ops/games/import', payload: m.payload, headers: { ...m.headers, authorization: ops.token! } });
      expect(res.statusCode, res.body).toBe(200);
    };

    // The default install: house slots and the lottery; live casino, sports, fishing and PVP have no playable game.
    expect(await brand()).toEqual({ categories: ['ELOTT', 'LOTT', 'RNG'], navigation: ['LOTT', 'ELOTT', 'RNG'] });
    expect((await guest.ok('gameMenus')).navigation.map((n: { gameType: string }) => n.gameType)).toEqual(['LOTT', 'ELOTT', 'RNG']);
    // A typed address of a hidden category answers an empty list, not an error.
    expect(await guest.ok('gameList', { query: { gameType: 'LIVE' } })).toMatchObject({ games: [], total: 0 });

    // An integrated vendor without games, then with a switched-off game: still nothing to play.
    await GamesRepository.insertVendors(h.database.db, [{ code: 'LIVEX', name: 'Live X', categories: ['LIVE'], integration: 'seamless', sort: 30 }]);
    await importLive(false);
    expect((await brand()).categories).not.toContain('LIVE');

    await importLive(true);
    expect(await brand()).toEqual({ categories: ['ELOTT', 'LOTT', 'LIVE', 'RNG'], navigation: ['LOTT', 'ELOTT', 'LIVE', 'RNG'] });
    expect(codes((await guest.ok('gameList', { query: { gameType: 'LIVE' } })).games)).toEqual(['baccarat-x']);

    // The brand's own switches count (read through an app without the cache): the game, then the vendor.
    const fresh = new TestClient(app);
    const game = await h.database.db.selectFrom('games').select('id').where('code', '=', 'baccarat-x').executeTakeFirstOrThrow();
    await h.database.db.insertInto('brand_games').values({ brand_id: lotusId, game_id: game.id, enabled: false, sort: null, is_hot: null }).execute();
    expect((await brand(fresh)).categories).not.toContain('LIVE');
    await h.database.db.deleteFrom('brand_games').where('game_id', '=', game.id).execute();
    await h.database.db.insertInto('brand_vendors').values({ brand_id: lotusId, vendor_code: 'LIVEX', enabled: false, sort: null }).execute();
    expect((await brand(fresh)).categories).not.toContain('LIVE');
    await h.database.db.deleteFrom('brand_vendors').where('vendor_code', '=', 'LIVEX').execute();
    expect((await brand(fresh)).categories).toContain('LIVE');

    // The lottery counts while the brand has an enabled lottery game.
    await h.database.db.updateTable('lottery_games').set({ enabled: false }).where('brand_id', '=', lotusId).execute();
    expect(await brand(fresh)).toEqual({ categories: ['LIVE', 'RNG'], navigation: ['LIVE', 'RNG'] });
    await h.database.db.updateTable('lottery_games').set({ enabled: true }).where('brand_id', '=', lotusId).execute();
    expect((await brand(fresh)).categories).toEqual(['ELOTT', 'LOTT', 'LIVE', 'RNG']);
  });
});
