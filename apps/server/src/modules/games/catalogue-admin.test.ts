import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { Hub88Double } from '../../../test/hub88-double.ts';
import { VendorClient } from '../../../test/vendor-client.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { generateRsaPair } from '../vendors/hub88/hub88-signature.ts';
import { GameImporter } from './game-import.ts';
import { GamesRepository } from './games.repository.ts';

type Row = { id: number; code: string; vendor: string; name: string; enabled: boolean; hot: boolean; sort: number; brand: { enabled: boolean | null; hot: boolean | null; sort: number | null } };
type Tab = { kind: string; key: string; enabled: boolean; sort: number; games: number; brand: { enabled: boolean | null; sort: number | null } };
type Lane = { title: string; cards: { vassalage: string }[]; gameClassify: { key: string }[] };

describe.each(databaseKinds)('the console games section on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  /** The deployment-wide operator (acts on the request's brand: the default LOTUS). */
  let ops: TestClient;
  /** An operator of the brand OTHR only. */
  let brandOps: TestClient;
  /** The site of each brand (visitors). */
  let lotus: TestClient;
  let othr: TestClient;
  let lotusId: number;
  let othrId: number;
  /** Every answer an operator got, to prove no credential ever comes back. */
  const answers: string[] = [];
  const ids = new Map<string, number>();

  const call = async (client: TestClient, name: Parameters<TestClient['call']>[0], options: Parameters<TestClient['call']>[1] = {}): Promise<LightMyRequestResponse> => {
    const res = await client.call(name, options);
    answers.push(res.body);
    return res;
  };
  const ok = async (client: TestClient, name: Parameters<TestClient['call']>[0], options: Parameters<TestClient['call']>[1] = {}) => {
    const res = await call(client, name, options);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value;
  };
  const count = async (table: 'brand_games' | 'brand_vendors' | 'brand_hall_tabs' | 'audit_log') =>
    Number((await h.database.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const siteCodes = async (site: TestClient, query: Record<string, string>) => ((await site.ok('gameList', { query: { pageSize: '100', ...query } })).games as { gameCode: string }[]).map((g) => g.gameCode);
  const lanes = async (site: TestClient): Promise<Lane[]> => (await site.ok('gameVendors')).data.lanes;
  const lastAudit = async () => h.database.db.selectFrom('audit_log').select(['action', 'target', 'details', 'brand_id']).orderBy('id', 'desc').executeTakeFirstOrThrow();

  beforeAll(async () => {
    h = await createHarness(kind);
    app = await h.app({ OPERATOR_PASSWORD: 'operator-pass-1' });
    const { db } = h.database;
    ops = new TestClient(app);
    ops.token = (await ops.ok('operatorLogin', { body: { username: 'admin', password: 'operator-pass-1' } })).token;
    await h.addBrand('OTHR');
    lotusId = (await db.selectFrom('brands').select('id').where('code', '=', 'LOTUS').executeTakeFirstOrThrow()).id;
    othrId = (await db.selectFrom('brands').select('id').where('code', '=', 'OTHR').executeTakeFirstOrThrow()).id;
    await db.insertInto('operators').values({ username: 'othrops', password_hash: await hashPassword('operator-pass-2'), brand_id: othrId }).execute();
    // The brand operator names the default brand in the Merchant header: their settings still go to their own brand.
    brandOps = new TestClient(app, { merchant: 'LOTUS' });
    brandOps.token = (await brandOps.ok('operatorLogin', { body: { username: 'othrops', password: 'operator-pass-2' } })).token;
    lotus = new TestClient(app);
    othr = new TestClient(app, { merchant: 'OTHR' });

    await GamesRepository.insertVendors(db, [
      { code: 'CAV1', name: 'Console Slots', categories: ['RNG'], integration: 'seamless', sort: 30 },
      { code: 'CAV2', name: 'Console Fishing', categories: ['FISH'], integration: 'seamless', sort: 31 },
      { code: 'CAVH', name: 'Console Hub', categories: ['RNG'], integration: 'seamless', sort: 32 },
      { code: 'CAVN', name: 'Console Unplugged', categories: ['RNG'], integration: 'none', sort: 33 },
    ]);
    const row = (vendor: string, code: string, gameType: string, EN: string, extra: object = {}) => ({ vendor, code, gameType, names: { EN }, ...extra });
    const pad = (i: number) => String(i + 1).padStart(2, '0');
    await new GameImporter(new GamesRepository(db)).importText(
      JSON.stringify([
        ...Array.from({ length: 24 }, (_, i) => row('CAV1', `cslot-${pad(i)}`, 'RNG', `Console Slot ${pad(i)}`, { sort: i, classify: i % 2 ? ['slots'] : ['csmega'], isHot: i < 3 })),
        ...['Reef', 'Shark', 'Kraken'].map((n, i) => row('CAV2', `cfish-${n.toLowerCase()}`, 'FISH', `${n} Hunter`, { sort: i, enabled: i !== 2 })),
      ]),
    );
    for (const g of await db.selectFrom('games').select(['id', 'code']).execute()) ids.set(g.code, g.id);
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('the catalogue', () => {
    it('pages, filters and orders the games with the brand settings', async () => {
      const first = await ok(ops, 'opGames', { query: { vendor: 'CAV1', pageSize: '10' } });
      expect(first.total).toBe(24);
      expect(first.rows.map((r: Row) => r.code)).toEqual(Array.from({ length: 10 }, (_, i) => `cslot-${String(i + 1).padStart(2, '0')}`));
      expect(first.rows[0]).toMatchObject({ vendor: 'CAV1', vendorName: 'Console Slots', name: 'Console Slot 01', gameType: 'RNG', enabled: true, hot: true, sort: 0, catalogue: { enabled: true, hot: true, sort: 0 }, brand: { enabled: null, hot: null, sort: null }, vendorShown: true });
      const third = await ok(ops, 'opGames', { query: { vendor: 'CAV1', pageSize: '10', pageNo: '3' } });
      expect(third.rows.map((r: Row) => r.code)).toEqual(['cslot-21', 'cslot-22', 'cslot-23', 'cslot-24']);
      expect((await ok(ops, 'opGames', { query: { vendor: 'CAV1', pageSize: '10', pageNo: '4' } })).rows).toEqual([]);

      const byName = await ok(ops, 'opGames', { query: { vendor: 'CAV1', sort: '-name', pageSize: '3' } });
      expect(byName.rows.map((r: Row) => r.name)).toEqual(['Console Slot 24', 'Console Slot 23', 'Console Slot 22']);
      expect((await ok(ops, 'opGames', { query: { vendor: 'CAV1', hot: 'true' } })).rows.map((r: Row) => r.code)).toEqual(['cslot-01', 'cslot-02', 'cslot-03']);
      expect((await ok(ops, 'opGames', { query: { vendor: 'CAV1', classify: 'csmega' } })).total).toBe(12);
      expect((await ok(ops, 'opGames', { query: { gameType: 'fish', vendor: 'cav2' } })).rows.map((r: Row) => r.code)).toEqual(['cfish-reef', 'cfish-shark', 'cfish-kraken']);
      expect((await ok(ops, 'opGames', { query: { vendor: 'CAV2', enabled: 'false' } })).rows.map((r: Row) => r.code)).toEqual(['cfish-kraken']);
      // Name search in any language, and code search; LIKE wildcards match literally.
      expect((await ok(ops, 'opGames', { query: { q: 'shark hun' } })).rows.map((r: Row) => r.code)).toEqual(['cfish-shark']);
      expect((await ok(ops, 'opGames', { query: { q: 'cslot-1' } })).total).toBe(10);
      expect((await ok(ops, 'opGames', { query: { q: '%' } })).total).toBe(0);
      // A game of a vendor without integration is listed, and says players do not see it.
      await h.database.db.insertInto('games').values({ vendor_code: 'CAVN', code: 'unplugged', game_type: 'RNG', names: JSON.stringify({ EN: 'Unplugged' }) }).execute();
      expect((await ok(ops, 'opGames', { query: { vendor: 'CAVN' } })).rows[0]).toMatchObject({ enabled: true, vendorShown: false });
    });

    it('refuses bad queries with 400', async () => {
      const queries: Record<string, string>[] = [{ pageSize: '201' }, { pageNo: '0' }, { sort: 'secret' }, { enabled: 'yes' }, { gameType: 'CARDS' }, { vendor: 'a b' }, { q: 'x'.repeat(51) }, { extra: '1' }];
      for (const query of queries) {
        const res = await call(ops, 'opGames', { query });
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
        expect(res.json().errorCode).toBe('request_param_err');
      }
    });

    it('switches games off, marks them hot and orders them for the brand in bulk, audited, and the site follows', async () => {
      const [a, b, c] = ['cslot-05', 'cslot-06', 'cslot-07'].map((code) => ids.get(code)!);
      expect(await siteCodes(lotus, { vassalage: 'CAV1' })).toContain('cslot-06');
      const off = await ok(ops, 'opGameSettings', { body: { ids: [a, b], enabled: false } });
      expect(off.updated).toBe(2);
      expect(off.rows.map((r: Row) => [r.code, r.enabled, r.brand.enabled, r.hot])).toEqual([
        ['cslot-05', false, false, false],
        ['cslot-06', false, false, false],
      ]);
      const audit = await lastAudit();
      expect(audit).toMatchObject({ action: 'games.brand.update', target: 'brand:LOTUS', brand_id: lotusId });
      expect(audit.details).toMatchObject({
        change: { enabled: false },
        games: [
          { id: a, vendor: 'CAV1', code: 'cslot-05', before: { enabled: true, hot: false, sort: 4, own: { enabled: null } }, after: { enabled: false, own: { enabled: false } } },
          { id: b, code: 'cslot-06', before: { enabled: true }, after: { enabled: false } },
        ],
      });
      // Gone from this brand's lobby at once; the other brand still has them.
      const site = await siteCodes(lotus, { vassalage: 'CAV1' });
      expect(site).not.toContain('cslot-05');
      expect(site).not.toContain('cslot-06');
      expect(await siteCodes(othr, { vassalage: 'CAV1' })).toContain('cslot-06');
      expect((await ok(ops, 'opGames', { query: { vendor: 'CAV1', enabled: 'false' } })).rows.map((r: Row) => r.code)).toEqual(['cslot-05', 'cslot-06']);

      // Hot and first in the brand's order; then back to the catalogue's value with null.
      await ok(ops, 'opGameSettings', { body: { ids: [c], hot: true, sort: -5 } });
      expect((await lotus.ok('hotGames', { query: { vassalage: 'CAV1' } })).list.map((g: { gameCode: string }) => g.gameCode)).toEqual(['cslot-07', 'cslot-01', 'cslot-02', 'cslot-03']);
      expect((await siteCodes(lotus, { vassalage: 'CAV1' }))[0]).toBe('cslot-07');
      expect((await siteCodes(othr, { vassalage: 'CAV1' }))[0]).toBe('cslot-01');
      const reset = await ok(ops, 'opGameSettings', { body: { ids: [a, b, c], enabled: null, hot: null, sort: null } });
      expect(reset.rows.map((r: Row) => [r.enabled, r.hot, r.sort, r.brand])).toEqual([
        [true, false, 4, { enabled: null, hot: null, sort: null }],
        [true, false, 5, { enabled: null, hot: null, sort: null }],
        [true, false, 6, { enabled: null, hot: null, sort: null }],
      ]);
      // No setting of its own left: the brand has no override rows (its lists keep the cheaper plan).
      expect(await h.database.db.selectFrom('brand_games').select('game_id').where('brand_id', '=', lotusId).execute()).toEqual([]);
      expect(await siteCodes(lotus, { vassalage: 'CAV1' })).toContain('cslot-05');
    });

    it('refuses bad changes with 400 (or 404 for a game that does not exist) and changes nothing', async () => {
      const [a, b] = ['cslot-10', 'cslot-11'].map((code) => ids.get(code)!);
      const before = { overrides: await count('brand_games'), audit: await count('audit_log') };
      const bad: [unknown, number, string][] = [
        [{ ids: [], enabled: false }, 400, 'request_param_err'],
        [{ ids: [a, a], enabled: false }, 400, 'request_param_err'],
        [{ ids: [a] }, 400, 'request_param_err'],
        [{ ids: [a], sort: 1_000_001 }, 400, 'request_param_err'],
        [{ ids: [a], sort: 1.5 }, 400, 'request_param_err'],
        [{ ids: [a], enabled: 'no' }, 400, 'request_param_err'],
        [{ ids: [a], enabled: false, brandId: othrId }, 400, 'request_param_err'],
        [{ ids: Array.from({ length: 501 }, (_, i) => i + 1), enabled: false }, 400, 'request_param_err'],
        [{ ids: [a, b, 2_000_000_000], enabled: false }, 404, 'game.not.found'],
      ];
      for (const [body, status, code] of bad) {
        const res = await call(ops, 'opGameSettings', { body });
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json().errorCode).toBe(code);
      }
      expect({ overrides: await count('brand_games'), audit: await count('audit_log') }).toEqual(before);
      expect((await ok(ops, 'opGames', { query: { vendor: 'CAV1', enabled: 'false' } })).total).toBe(0);
    });

    it("applies a brand operator's changes to their own brand only", async () => {
      const game = ids.get('cslot-12')!;
      const listed = await ok(brandOps, 'opGames', { query: { vendor: 'CAV1', q: 'cslot-12' } });
      expect(listed.rows[0]).toMatchObject({ code: 'cslot-12', enabled: true });
      await ok(brandOps, 'opGameSettings', { body: { ids: [game], enabled: false } });
      expect(await siteCodes(othr, { vassalage: 'CAV1' })).not.toContain('cslot-12');
      expect(await siteCodes(lotus, { vassalage: 'CAV1' })).toContain('cslot-12');
      expect((await ok(ops, 'opGames', { query: { q: 'cslot-12' } })).rows[0].enabled).toBe(true);
      expect((await ok(brandOps, 'opGames', { query: { q: 'cslot-12' } })).rows[0].enabled).toBe(false);
      expect(await lastAudit()).toMatchObject({ target: 'brand:OTHR', brand_id: othrId });
      await ok(brandOps, 'opGameSettings', { body: { ids: [game], enabled: null } });
    });

    it('keeps both of two changes sent at once to different settings of the same games', async () => {
      const [a, b] = ['cslot-13', 'cslot-14'].map((code) => ids.get(code)!);
      await Promise.all([ok(ops, 'opGameSettings', { body: { ids: [a, b], hot: true } }), ok(ops, 'opGameSettings', { body: { ids: [b, a], sort: 99 } })]);
      const rows = (await ok(ops, 'opGames', { query: { q: 'cslot-1', hot: 'true' } })).rows as Row[];
      expect(rows.map((r) => [r.code, r.brand])).toEqual([
        ['cslot-13', { enabled: null, hot: true, sort: 99 }],
        ['cslot-14', { enabled: null, hot: true, sort: 99 }],
      ]);
      await ok(ops, 'opGameSettings', { body: { ids: [a, b], hot: null, sort: null } });
    });
  });

  describe('hall tabs', () => {
    it('lists the categories and classify tags with the games players see under each', async () => {
      const tabs = await ok(ops, 'opHallTabs');
      const fish = tabs.categories.find((t: Tab) => t.key === 'FISH');
      // Kraken Hunter is off in the catalogue.
      expect(fish).toMatchObject({ kind: 'category', name: 'Fishing', enabled: true, games: 2, brand: { enabled: null, sort: null } });
      expect(tabs.categories.map((t: Tab) => t.sort)).toEqual([...tabs.categories.map((t: Tab) => t.sort)].sort((x, y) => x - y));
      expect(tabs.classifies.find((t: Tab) => t.key === 'csmega')).toMatchObject({ kind: 'classify', name: 'csmega', enabled: true, games: 12 });
    });

    it("switches a category and a tag off and reorders the lanes for the brand; the site's lobby follows, other brands keep theirs", async () => {
      const before = (await lanes(lotus)).map((l) => l.title);
      expect(before).toContain('FISH');
      expect(before.indexOf('RNG')).toBeGreaterThan(before.indexOf('FISH'));
      expect((await lanes(lotus)).find((l) => l.title === 'RNG')!.gameClassify.map((c) => c.key)).toContain('csmega');

      const saved = await ok(ops, 'opSaveHallTabs', {
        body: {
          tabs: [
            { kind: 'category', key: 'FISH', enabled: false, sort: null },
            { kind: 'category', key: 'RNG', enabled: null, sort: -10 },
            { kind: 'classify', key: 'csmega', enabled: false, sort: null },
          ],
        },
      });
      expect(saved.categories[0]).toMatchObject({ key: 'RNG', sort: -10, brand: { sort: -10 } });
      expect(saved.categories.find((t: Tab) => t.key === 'FISH')).toMatchObject({ enabled: false, brand: { enabled: false, sort: null } });
      const audit = await lastAudit();
      expect(audit).toMatchObject({ action: 'games.hall.update', target: 'brand:LOTUS', brand_id: lotusId });
      expect((audit.details as { tabs: unknown[] }).tabs).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: 'category', key: 'FISH', before: expect.objectContaining({ enabled: true }), after: expect.objectContaining({ enabled: false }) })]),
      );

      const after = await lanes(lotus);
      expect(after.map((l) => l.title)).not.toContain('FISH');
      expect(after[0]!.title).toBe('RNG');
      expect(after[0]!.gameClassify.map((c) => c.key)).not.toContain('csmega');
      expect((await lotus.ok('vassGameType', { query: { vassalage: 'CAV1' } })).content.RNG.CAV1).toEqual(['slots']);
      // The header no longer offers the category.
      expect((await lotus.ok('systemStatus')).gameCategories ?? []).not.toContain('FISH');
      const otherLanes = await lanes(othr);
      expect(otherLanes.map((l) => l.title)).toContain('FISH');
      expect(otherLanes.find((l) => l.title === 'RNG')!.gameClassify.map((c) => c.key)).toContain('csmega');

      // Back to the catalogue's: the rows go.
      await ok(ops, 'opSaveHallTabs', {
        body: {
          tabs: [
            { kind: 'category', key: 'FISH', enabled: null, sort: null },
            { kind: 'category', key: 'RNG', enabled: null, sort: null },
            { kind: 'classify', key: 'csmega', enabled: null, sort: null },
          ],
        },
      });
      expect(await count('brand_hall_tabs')).toBe(0);
      expect((await lanes(lotus)).map((l) => l.title)).toEqual(before);
    });

    it('refuses unknown or repeated tabs and bad values, changing nothing', async () => {
      const before = { tabs: await count('brand_hall_tabs'), audit: await count('audit_log') };
      const bad = [
        { tabs: [{ kind: 'category', key: 'CARDS', enabled: false, sort: null }] },
        { tabs: [{ kind: 'classify', key: 'nosuchtag', enabled: false, sort: null }] },
        { tabs: [{ kind: 'category', key: 'FISH', enabled: false, sort: null }, { kind: 'category', key: 'FISH', enabled: true, sort: null }] },
        { tabs: [{ kind: 'category', key: 'FISH', enabled: false, sort: null }, { kind: 'category', key: 'NOPE', enabled: false, sort: null }] },
        { tabs: [{ kind: 'lane', key: 'FISH', enabled: false, sort: null }] },
        { tabs: [{ kind: 'category', key: 'FISH', enabled: false }] },
        { tabs: [] },
      ];
      for (const body of bad) {
        const res = await call(ops, 'opSaveHallTabs', { body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().errorCode).toBe('request_param_err');
      }
      expect({ tabs: await count('brand_hall_tabs'), audit: await count('audit_log') }).toEqual(before);
      expect((await lanes(lotus)).map((l) => l.title)).toContain('FISH');
    });

    it("keeps a brand operator's tabs to their brand", async () => {
      await ok(brandOps, 'opSaveHallTabs', { body: { tabs: [{ kind: 'category', key: 'FISH', enabled: false, sort: null }] } });
      expect((await lanes(othr)).map((l) => l.title)).not.toContain('FISH');
      expect((await lanes(lotus)).map((l) => l.title)).toContain('FISH');
      expect((await ok(ops, 'opHallTabs')).categories.find((t: Tab) => t.key === 'FISH').enabled).toBe(true);
      await ok(brandOps, 'opSaveHallTabs', { body: { tabs: [{ kind: 'category', key: 'FISH', enabled: null, sort: null }] } });
    });
  });

  describe('vendors', () => {
    it('lists vendors with their status, filtered, ordered and paged', async () => {
      const all = await ok(ops, 'opVendors', { query: { q: 'console', sort: 'code' } });
      expect(all.total).toBe(4);
      expect(all.rows.map((r: { code: string }) => r.code)).toEqual(['CAV1', 'CAV2', 'CAVH', 'CAVN']);
      expect(all.rows[0]).toMatchObject({ name: 'Console Slots', integration: 'seamless', enabled: true, shown: true, games: 24, connection: 'seamless', credentialsSet: false, catalogue: { enabled: true, sort: 30 }, brand: { enabled: null, sort: null } });
      expect(all.rows[3]).toMatchObject({ code: 'CAVN', integration: 'none', shown: false, connection: 'none' });
      const paged = await ok(ops, 'opVendors', { query: { q: 'console', sort: '-games', pageSize: '2', pageNo: '1' } });
      expect(paged.rows.map((r: { code: string }) => r.code)).toEqual(['CAV1', 'CAV2']);
      expect((await ok(ops, 'opVendors', { query: { integration: 'none', q: 'CAV' } })).rows.map((r: { code: string }) => r.code)).toEqual(['CAVN']);
      expect((await ok(ops, 'opVendors', { query: { integration: 'house' } })).rows.map((r: { code: string }) => r.code)).toEqual(expect.arrayContaining(['HOUSE', 'LOTTO']));
      expect((await call(ops, 'opVendors', { query: { integration: 'magic' } })).statusCode).toBe(400);
    });

    it('switches a vendor off for the brand only, audited, and its games leave that lobby', async () => {
      expect((await lanes(lotus)).find((l) => l.title === 'FISH')!.cards.map((c) => c.vassalage)).toContain('CAV2');
      const off = await ok(ops, 'opVendorBrandSettings', { params: { vendor: 'CAV2' }, body: { enabled: false } });
      expect(off).toMatchObject({ code: 'CAV2', enabled: false, shown: false, brand: { enabled: false, sort: null } });
      expect(await lastAudit()).toMatchObject({ action: 'vendors.brand.update', target: 'vendor:CAV2', brand_id: lotusId, details: { brand: 'LOTUS', before: { enabled: true }, after: { enabled: false } } });
      expect((await lanes(lotus)).map((l) => l.title)).not.toContain('FISH');
      expect(await siteCodes(lotus, { gameType: 'FISH' })).toEqual([]);
      expect(await siteCodes(othr, { gameType: 'FISH' })).toEqual(['cfish-reef', 'cfish-shark']);
      expect((await ok(ops, 'opVendors', { query: { q: 'CAV', enabled: 'false' } })).rows.map((r: { code: string }) => r.code)).toEqual(['CAV2']);

      // An order of its own, then the catalogue's again.
      expect(await ok(ops, 'opVendorBrandSettings', { params: { vendor: 'CAV2' }, body: { sort: 1 } })).toMatchObject({ enabled: false, sort: 1, brand: { enabled: false, sort: 1 } });
      expect(await ok(ops, 'opVendorBrandSettings', { params: { vendor: 'CAV2' }, body: { enabled: null, sort: null } })).toMatchObject({ enabled: true, sort: 31, brand: { enabled: null, sort: null } });
      expect(await h.database.db.selectFrom('brand_vendors').select('vendor_code').where('brand_id', '=', lotusId).execute()).toEqual([]);
    });

    it('refuses bad vendor changes and unknown vendors, changing nothing', async () => {
      const before = { vendors: await count('brand_vendors'), audit: await count('audit_log') };
      for (const [params, body, status] of [
        [{ vendor: 'CAV2' }, {}, 400],
        [{ vendor: 'CAV2' }, { enabled: 'off' }, 400],
        [{ vendor: 'CAV2' }, { sort: -1_000_001 }, 400],
        [{ vendor: 'CAV2' }, { enabled: false, secret: 'x' }, 400],
        [{ vendor: 'no such' }, { enabled: false }, 400],
        [{ vendor: 'NOSUCH' }, { enabled: false }, 404],
      ] as const) {
        const res = await call(ops, 'opVendorBrandSettings', { params, body });
        expect(res.statusCode, JSON.stringify([params, body])).toBe(status);
      }
      expect({ vendors: await count('brand_vendors'), audit: await count('audit_log') }).toEqual(before);
    });

    it("applies a brand operator's vendor switch to their brand", async () => {
      await ok(brandOps, 'opVendorBrandSettings', { params: { vendor: 'CAV1' }, body: { enabled: false } });
      expect((await othr.call('gameList', { query: { vassalage: 'CAV1' } })).json().errorCode).toBe('game.vendor.unavailable');
      expect((await lanes(othr)).find((l) => l.title === 'RNG')!.cards.map((c) => c.vassalage)).not.toContain('CAV1');
      expect(await siteCodes(lotus, { vassalage: 'CAV1' })).toContain('cslot-01');
      await ok(brandOps, 'opVendorBrandSettings', { params: { vendor: 'CAV1' }, body: { enabled: null } });
    });
  });

  describe("a deployment-wide operator's working brand", () => {
    const named = (brandId: number) => ({ brandId: String(brandId) });

    it('reads and changes the catalogue, lobby tabs and vendors of the brand named, not the request’s', async () => {
      const game = ids.get('cslot-15')!;
      await ok(ops, 'opGameSettings', { query: named(othrId), body: { ids: [game], enabled: false } });
      expect(await lastAudit()).toMatchObject({ action: 'games.brand.update', target: 'brand:OTHR', brand_id: othrId });
      expect(await siteCodes(othr, { vassalage: 'CAV1' })).not.toContain('cslot-15');
      expect(await siteCodes(lotus, { vassalage: 'CAV1' })).toContain('cslot-15');
      expect((await ok(ops, 'opGames', { query: { ...named(othrId), q: 'cslot-15' } })).rows[0]).toMatchObject({ enabled: false, brand: { enabled: false } });
      expect((await ok(ops, 'opGames', { query: { ...named(lotusId), q: 'cslot-15' } })).rows[0]).toMatchObject({ enabled: true, brand: { enabled: null } });
      // The brand's own operator sees the same change.
      expect((await ok(brandOps, 'opGames', { query: { q: 'cslot-15' } })).rows[0].enabled).toBe(false);
      await ok(ops, 'opGameSettings', { query: named(othrId), body: { ids: [game], enabled: null } });

      await ok(ops, 'opSaveHallTabs', { query: named(othrId), body: { tabs: [{ kind: 'category', key: 'FISH', enabled: false, sort: null }] } });
      expect(await lastAudit()).toMatchObject({ action: 'games.hall.update', target: 'brand:OTHR', brand_id: othrId });
      expect((await ok(ops, 'opHallTabs', { query: named(othrId) })).categories.find((t: Tab) => t.key === 'FISH').enabled).toBe(false);
      expect((await ok(ops, 'opHallTabs', { query: named(lotusId) })).categories.find((t: Tab) => t.key === 'FISH').enabled).toBe(true);
      expect((await lanes(othr)).map((l) => l.title)).not.toContain('FISH');
      expect((await lanes(lotus)).map((l) => l.title)).toContain('FISH');
      await ok(ops, 'opSaveHallTabs', { query: named(othrId), body: { tabs: [{ kind: 'category', key: 'FISH', enabled: null, sort: null }] } });

      await ok(ops, 'opVendorBrandSettings', { params: { vendor: 'CAV2' }, query: named(othrId), body: { enabled: false } });
      expect(await lastAudit()).toMatchObject({ action: 'vendors.brand.update', brand_id: othrId, details: { brand: 'OTHR' } });
      const vendor = async (brandId: number) => ((await ok(ops, 'opVendors', { query: { ...named(brandId), q: 'CAV2' } })).rows as { code: string; enabled: boolean }[]).find((v) => v.code === 'CAV2');
      expect(await vendor(othrId)).toMatchObject({ enabled: false });
      expect(await vendor(lotusId)).toMatchObject({ enabled: true });
      await ok(ops, 'opVendorBrandSettings', { params: { vendor: 'CAV2' }, query: named(othrId), body: { enabled: null } });
    });

    it("refuses a brand operator naming another brand, and an unknown brand, changing nothing; a brand operator may name its own", async () => {
      const before = { games: await count('brand_games'), tabs: await count('brand_hall_tabs'), vendors: await count('brand_vendors'), audit: await count('audit_log') };
      const game = ids.get('cslot-16')!;
      const refusals: [TestClient, number, number, string][] = [
        [brandOps, lotusId, 403, 'operator.forbidden'],
        [ops, 999_999, 400, 'request_param_err'],
      ];
      for (const [client, brandId, status, code] of refusals) {
        for (const [name, options] of [
          ['opGames', { query: named(brandId) }],
          ['opGameSettings', { query: named(brandId), body: { ids: [game], hot: true } }],
          ['opHallTabs', { query: named(brandId) }],
          ['opSaveHallTabs', { query: named(brandId), body: { tabs: [{ kind: 'category', key: 'FISH', enabled: false, sort: null }] } }],
          ['opVendors', { query: named(brandId) }],
          ['opVendorBrandSettings', { params: { vendor: 'CAV1' }, query: named(brandId), body: { enabled: false } }],
        ] as const) {
          const res = await call(client, name, options);
          expect([res.statusCode, res.json().errorCode], `${name} naming ${brandId}`).toEqual([status, code]);
        }
      }
      expect({ games: await count('brand_games'), tabs: await count('brand_hall_tabs'), vendors: await count('brand_vendors'), audit: await count('audit_log') }).toEqual(before);
      expect((await ok(brandOps, 'opGames', { query: { ...named(othrId), q: 'cslot-16' } })).rows[0].code).toBe('cslot-16');
      const bad = await call(ops, 'opHallTabs', { query: { brandId: 'one' } });
      expect([bad.statusCode, bad.json().errorCode]).toEqual([400, 'request_param_err']);
    });
  });

  describe('vendor connections', () => {
    const secret = `s3cr3t-${crypto.randomBytes(24).toString('hex')}`;
    const keys = generateRsaPair();
    let double: Hub88Double;
    beforeAll(async () => {
      double = await Hub88Double.start();
    });
    afterAll(async () => {
      await double?.close();
    });

    it("takes our seamless protocol's secret, answers only that it is set and when, and the vendor's calls are checked with it", async () => {
      h.clock.now = new Date('2026-04-02T10:00:00.000Z');
      const blank = await ok(ops, 'opVendorIntegration', { params: { vendor: 'CAV1' } });
      expect(blank).toEqual({ vendor: 'CAV1', name: 'Console Slots', connection: 'seamless', enabled: true, settings: null, credentials: [{ name: 'secret', set: false, changedAt: null }], testable: false });
      const vendorCall = (key: string) => new VendorClient(app, 'CAV1', key).call('balance', { playerId: '999999' });
      expect((await vendorCall(secret)).json().errorCode).toBe('vendor.signature.invalid');

      const saved = await ok(ops, 'opSaveVendorIntegration', { params: { vendor: 'CAV1' }, body: { kind: 'seamless', credentials: { secret } } });
      expect(saved.credentials).toEqual([{ name: 'secret', set: true, changedAt: '2026-04-02T10:00:00.000Z' }]);
      expect((await vendorCall(secret)).json().errorCode).not.toBe('vendor.signature.invalid');
      const audit = await lastAudit();
      expect(audit).toMatchObject({ action: 'vendors.connection.update', target: 'vendor:CAV1', brand_id: null, details: { connection: 'seamless', credentialsEntered: ['secret'] } });
      expect((await ok(ops, 'opVendors', { query: { q: 'CAV1' } })).rows[0]).toMatchObject({ connection: 'seamless', credentialsSet: true });
      // Saving without a secret keeps it.
      await ok(ops, 'opSaveVendorIntegration', { params: { vendor: 'CAV1' }, body: { kind: 'seamless', credentials: {} } });
      expect((await vendorCall(secret)).json().errorCode).not.toBe('vendor.signature.invalid');
      expect(await ok(ops, 'opTestVendorIntegration', { params: { vendor: 'CAV1' } })).toMatchObject({ outcome: 'unsupported', games: null });
    });

    it('takes Hub88 settings and keys, never answers a key, and checks the connection without side effects', async () => {
      h.clock.now = new Date('2026-04-03T08:30:00.000Z');
      const settings = { apiUrl: double.settings().apiUrl as string, operatorId: double.operatorId, timeoutMs: 2_000 };
      const saved = await ok(ops, 'opSaveVendorIntegration', {
        params: { vendor: 'CAVH' },
        body: { kind: 'hub88', enabled: true, settings, credentials: { privateKey: keys.privateKey, hub88PublicKey: double.settings().hub88PublicKey } },
      });
      expect(saved).toMatchObject({
        connection: 'hub88',
        enabled: true,
        settings: { ...settings, subPartnerId: null, demoGames: false, defaultCountry: 'XX' },
        credentials: [
          { name: 'privateKey', set: true, changedAt: '2026-04-03T08:30:00.000Z' },
          { name: 'hub88PublicKey', set: true, changedAt: '2026-04-03T08:30:00.000Z' },
        ],
        testable: true,
      });
      expect((await lastAudit()).details).toMatchObject({ connection: 'hub88', credentialsEntered: ['privateKey', 'hub88PublicKey'], before: null, after: { enabled: true } });
      double.trustOperator(crypto.createPublicKey(keys.privateKey).export({ type: 'spki', format: 'pem' }).toString());
      const received = double.received.length;
      const checked = await ok(ops, 'opTestVendorIntegration', { params: { vendor: 'CAVH' } });
      expect(checked).toMatchObject({ outcome: 'ok', games: double.games.length });
      // Only the game list was asked for.
      expect(double.received.slice(received).map((r) => r.path)).toEqual(['/operator/generic/v2/game/list']);
      expect((await lastAudit())).toMatchObject({ action: 'vendors.connection.test', details: { outcome: 'ok', games: double.games.length } });

      // New settings without keys keep the keys (and their times).
      h.clock.now = new Date('2026-04-04T08:30:00.000Z');
      const renamed = await ok(ops, 'opSaveVendorIntegration', { params: { vendor: 'CAVH' }, body: { kind: 'hub88', enabled: false, settings: { ...settings, subPartnerId: 'site-7' }, credentials: {} } });
      expect(renamed).toMatchObject({ enabled: false, settings: { subPartnerId: 'site-7' }, credentials: [{ set: true, changedAt: '2026-04-03T08:30:00.000Z' }, { set: true, changedAt: '2026-04-03T08:30:00.000Z' }] });
      expect((await lastAudit()).details).toMatchObject({ credentialsEntered: [], before: { enabled: true, settings: { subPartnerId: null } }, after: { enabled: false, settings: { subPartnerId: 'site-7' } } });
      // A switched-off connection can still be checked; a wrong address fails with a reason.
      expect(await ok(ops, 'opTestVendorIntegration', { params: { vendor: 'CAVH' } })).toMatchObject({ outcome: 'ok' });
      const gone = await Hub88Double.start();
      await gone.close();
      await ok(ops, 'opSaveVendorIntegration', { params: { vendor: 'CAVH' }, body: { kind: 'hub88', enabled: true, settings: { ...settings, apiUrl: gone.settings().apiUrl }, credentials: {} } });
      const failed = await ok(ops, 'opTestVendorIntegration', { params: { vendor: 'CAVH' } });
      expect(failed).toMatchObject({ outcome: 'failed', games: null });
      expect(failed.message).toMatch(/could not be reached/);
      await ok(ops, 'opSaveVendorIntegration', { params: { vendor: 'CAVH' }, body: { kind: 'hub88', enabled: true, settings, credentials: {} } });
      const read = await ok(ops, 'opVendorIntegration', { params: { vendor: 'CAVH' } });
      expect(read.credentials.map((c: { set: boolean }) => c.set)).toEqual([true, true]);
    });

    it('keeps both credentials when two operators enter one each at once', async () => {
      const other = generateRsaPair();
      const settings = { apiUrl: double.settings().apiUrl as string, operatorId: double.operatorId };
      await Promise.all([
        ok(ops, 'opSaveVendorIntegration', { params: { vendor: 'CAVH' }, body: { kind: 'hub88', enabled: true, settings, credentials: { privateKey: other.privateKey } } }),
        ok(ops, 'opSaveVendorIntegration', { params: { vendor: 'CAVH' }, body: { kind: 'hub88', enabled: true, settings, credentials: { hub88PublicKey: other.publicKey } } }),
      ]);
      const stored = await h.database.db.withTables<{ vendor_integrations: { vendor_code: string; settings: Record<string, unknown> } }>().selectFrom('vendor_integrations').select('settings').where('vendor_code', '=', 'CAVH').executeTakeFirstOrThrow();
      // The private key is sealed at rest; the public one is no secret.
      expect({ ...stored.settings, privateKey: h.atRest.open(stored.settings.privateKey as string) }).toMatchObject({ privateKey: other.privateKey.trim(), hub88PublicKey: other.publicKey.trim() });
      expect(stored.settings.privateKey).not.toContain('PRIVATE KEY');
    });

    it('refuses bad connections and brand operators, changing nothing', async () => {
      const stored = async () => ({
        row: JSON.stringify(await h.database.db.withTables<{ vendor_integrations: { vendor_code: string; settings: unknown; credentials_changed_at: unknown } }>().selectFrom('vendor_integrations').select(['settings', 'credentials_changed_at']).where('vendor_code', '=', 'CAVH').executeTakeFirst()),
        secret: (await h.database.db.selectFrom('vendors').select(['secret', 'secret_changed_at']).where('code', '=', 'CAV1').executeTakeFirstOrThrow()).secret,
        audit: await count('audit_log'),
      });
      const before = await stored();
      const settings = { apiUrl: 'https://api.example.test', operatorId: 5 };
      const bad: [string, unknown, number, string][] = [
        ['CAVH', { kind: 'hub88', enabled: true, settings, credentials: { privateKey: 'not a key' } }, 400, 'request_param_err'],
        ['CAVH', { kind: 'hub88', enabled: true, settings, credentials: { hub88PublicKey: keys.privateKey.replace('PRIVATE', 'PUBLIC') } }, 400, 'request_param_err'],
        ['CAVH', { kind: 'hub88', enabled: true, settings: { ...settings, apiUrl: 'ftp://x' }, credentials: {} }, 400, 'request_param_err'],
        ['CAVH', { kind: 'hub88', enabled: true, settings: { ...settings, operatorId: 0 }, credentials: {} }, 400, 'request_param_err'],
        ['CAVH', { kind: 'hub88', enabled: true, settings, credentials: { apiKey: 'x' } }, 400, 'request_param_err'],
        ['CAVH', { kind: 'seamless', credentials: { secret } }, 400, 'request_param_err'],
        ['CAV1', { kind: 'seamless', credentials: { secret: 'short' } }, 400, 'request_param_err'],
        ['CAV1', { kind: 'seamless', credentials: { secret: `${secret} with spaces` } }, 400, 'request_param_err'],
        ['CAV1', { kind: 'magic', credentials: {} }, 400, 'request_param_err'],
        ['HOUSE', { kind: 'hub88', enabled: true, settings, credentials: {} }, 400, 'request_param_err'],
        ['NOSUCH', { kind: 'seamless', credentials: { secret } }, 404, 'game.vendor.unavailable'],
      ];
      for (const [vendor, body, status, code] of bad) {
        const res = await call(ops, 'opSaveVendorIntegration', { params: { vendor }, body });
        expect(res.statusCode, `${vendor} ${JSON.stringify(body).slice(0, 80)}`).toBe(status);
        expect(res.json().errorCode).toBe(code);
        // The refusal names the field, never the value.
        expect(res.body).not.toContain('not a key');
        expect(res.body).not.toContain(secret);
      }
      for (const name of ['opVendorIntegration', 'opSaveVendorIntegration', 'opTestVendorIntegration'] as const) {
        const res = await call(brandOps, name, { params: { vendor: 'CAV1' }, ...(name === 'opSaveVendorIntegration' ? { body: { kind: 'seamless', credentials: { secret: `${secret}x` } } } : {}) });
        expect(res.statusCode, name).toBe(403);
        expect(res.json().errorCode).toBe('operator.forbidden');
      }
      expect((await new TestClient(app).call('opVendorIntegration', { params: { vendor: 'CAV1' } })).statusCode).toBe(401);
      expect(await stored()).toEqual(before);
    });

    it('never sends a credential back, nor writes one to the audit trail', async () => {
      const trail = JSON.stringify(await h.database.db.selectFrom('audit_log').select(['target', 'details']).execute());
      const keyBody = (pem: string) => pem.split('\n').find((line) => line.length > 40)!;
      for (const text of [trail, ...answers]) {
        expect(text).not.toContain(secret);
        expect(text).not.toContain(keyBody(keys.privateKey));
        expect(text).not.toContain('PRIVATE KEY');
        expect(text).not.toContain('PUBLIC KEY');
      }
      expect(answers.length).toBeGreaterThan(40);
    });
  });
});
