import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { generateCatalogue } from './catalogue-generator.ts';
import { arrayElementLines, detectFormat, GameImporter } from './game-import.ts';
import { GamesRepository } from './games.repository.ts';
import { multipartFile } from '../../../test/multipart.ts';


describe('game list file parsing', () => {
  it('finds the line each array element starts on, whatever the strings hold', () => {
    const text = '[\n  {"a": "x, {y} [z]"},\n  {"b": "quote \\" ]"}, {"c": 1},\n\n  "s"\n]';
    expect(arrayElementLines(text)).toEqual([2, 3, 3, 5]);
    expect(arrayElementLines('[]')).toEqual([]);
    expect(arrayElementLines('[{"a":[1,2]},{"b":{"c":[3]}}]')).toEqual([1, 1]);
  });
  it('takes the format from the caller, the file name, or the first character', () => {
    expect(detectFormat('[]', 'games.jsonl', 'json')).toBe('json');
    expect(detectFormat('{}', 'games.NDJSON')).toBe('jsonl');
    expect(detectFormat('{}', 'games.json')).toBe('json');
    expect(detectFormat('  [ ]')).toBe('json');
    expect(detectFormat('{"vendor":"X"}\n')).toBe('jsonl');
    expect(detectFormat('vendor,code\n', 'games.CSV')).toBe('csv');
    expect(detectFormat('\uFEFFvendor,code,gameType\n')).toBe('csv');
  });
});

describe.each(databaseKinds)('game list import on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let ops: TestClient;
  const count = async (vendor: string) =>
    Number((await h.database.db.selectFrom('games').select((eb) => eb.fn.countAll<string>().as('n')).where('vendor_code', '=', vendor).executeTakeFirstOrThrow()).n);
  const upload = (text: string, filename: string, query = '', token: string | null | undefined = ops.token) => {
    const m = multipartFile(text, filename);
    return app.inject({ method: 'POST', url: `/ops/games/import${query}`, payload: m.payload, headers: { ...m.headers, ...(token ? { authorization: token } : {}) } });
  };
  const game = (code: string, extra: object = {}) => ({ vendor: 'IMPV', code, gameType: 'RNG', names: { EN: `Game ${code}`, UR: `گیم ${code}` }, ...extra });

  beforeAll(async () => {
    h = await createHarness(kind);
    app = await h.app({ OPERATOR_PASSWORD: 'operator-pass-1' });
    ops = new TestClient(app);
    ops.token = (await ops.ok('operatorLogin', { body: { username: 'admin', password: 'operator-pass-1' } })).token;
    await GamesRepository.insertVendors(h.database.db, [
      { code: 'IMPV', name: 'Import Vendor', categories: ['RNG'], integration: 'seamless', sort: 50 },
      { code: 'BADV', name: 'Bad rows vendor', categories: ['RNG'], integration: 'seamless', sort: 51 },
    ]);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('imports a good JSON file, and a second import upserts by vendor and code', async () => {
    const first = [game('alpha', { classify: ['slots'], isHot: true }), game('beta', { sort: 2 }), game('gamma', { iconUrl: 'https://cdn.example/g.png', demo: true })];
    const res = await upload(JSON.stringify(first, null, 2), 'impv.json');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ rows: 3, inserted: 3, updated: 0, unchanged: 0, dryRun: false });
    const member = new TestClient(app);
    await member.register(`imp${Date.now().toString(36)}`.slice(0, 16));
    const listed = await member.ok('gameList', { query: { vassalage: 'IMPV' } });
    expect(listed.games.map((g: { gameCode: string }) => g.gameCode)).toEqual(['alpha', 'gamma', 'beta']);
    const ids = listed.games.map((g: { nodeId: number }) => g.nodeId);

    const second = [game('alpha', { classify: ['slots'], isHot: true }), game('beta', { sort: 0, names: { EN: 'Beta Renamed' } }), game('gamma', { iconUrl: 'https://cdn.example/g.png', demo: true }), game('delta')];
    const again = await upload(second.map((r) => JSON.stringify(r)).join('\n'), 'impv.jsonl');
    expect(again.json().value).toEqual({ rows: 4, inserted: 1, updated: 1, unchanged: 2, dryRun: false });
    const after = await member.ok('gameList', { query: { vassalage: 'IMPV' } });
    expect(after.games.map((g: { gameCode: string; displayName: string }) => [g.gameCode, g.displayName])).toEqual([
      ['alpha', 'Game alpha'],
      ['beta', 'Beta Renamed'],
      ['gamma', 'Game gamma'],
      ['delta', 'Game delta'],
    ]);
    // Upserts keep each game's nodeId, so favourites and recent games survive a re-import.
    expect(after.games.filter((g: { gameCode: string }) => g.gameCode !== 'delta').map((g: { nodeId: number }) => g.nodeId).sort()).toEqual([...ids].sort());
    const audit = await ops.ok('opAudit');
    expect(audit.rows[0]).toMatchObject({ action: 'games.import', target: 'impv.jsonl', details: { rows: 4, inserted: 1 } });
  });

  it('reports every bad row with its line and writes nothing', async () => {
    const text = [
      '[',
      JSON.stringify(game('ok-1')) + ',',
      JSON.stringify(game('bad type', { gameType: 'CASINO' })) + ',',
      JSON.stringify({ vendor: 'BADV', code: 'no-en', gameType: 'RNG', names: { UR: 'صرف اردو' } }) + ',',
      JSON.stringify(game('ok-2')) + ',',
      JSON.stringify(game('ok-1')) + ',',
      JSON.stringify(game('x', { vendor: 'NOSUCH' })) + ',',
      JSON.stringify(game('y', { iconUrl: 'javascript:alert(1)', extra: true })),
      ']',
    ].join('\n');
    const before = await count('IMPV');
    const res = await upload(text, 'bad.json');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorCode).toBe('game.import.invalid');
    expect(body.message).toContain('line 3');
    const errors = body.value.errors.map((e: { line: number; field: string }) => [e.line, e.field]);
    expect(errors).toEqual(
      expect.arrayContaining([
        [3, 'code'],
        [3, 'gameType'],
        [4, 'names'],
        [6, 'code'],
        [7, 'vendor'],
        [8, 'iconUrl'],
        [8, ''],
      ]),
    );
    expect(errors.some(([line]: [number]) => line === 2 || line === 5)).toBe(false);
    expect(body.value.errors.find((e: { line: number }) => e.line === 6).message).toContain('line 2');
    expect(body.value.errorCount).toBe(body.value.errors.length);
    expect(await count('IMPV')).toBe(before);
    expect(await count('BADV')).toBe(0);
  });

  it('reports broken JSON with its line, and refuses empty or foreign files', async () => {
    // V8 names a position for some syntax errors (the exact line) and not for others (the row's first line).
    const trailing = await upload('[\n{"vendor": "IMPV"},\n{"vendor": "IMPV",\n "code": "a",\n}\n]', 'broken.json');
    expect(trailing.json()).toMatchObject({ errorCode: 'game.import.invalid', value: { errors: [{ line: 5 }] } });
    const token = await upload('[\n{"vendor": "IMPV"},\n{"vendor": "IMPV",\n "code": }\n]', 'broken.json');
    expect(token.json()).toMatchObject({ errorCode: 'game.import.invalid', value: { errors: [{ line: 3 }] } });
    const lines = await upload(`${JSON.stringify(game('l1'))}\n\n{"vendor": oops}\n${JSON.stringify(game('l4'))}\n`, 'games.ndjson');
    expect(lines.json().value.errors).toEqual([{ line: 3, row: 2, field: '', message: expect.stringContaining('not valid JSON') }]);
    expect(await count('IMPV')).toBe(4);
    expect((await upload('{"games": []}', 'x.json')).json().value.errors[0].message).toContain('JSON array');
    expect((await upload('[]', 'x.json')).json().value.errors[0].message).toContain('no games');
    const empty = await app.inject({ method: 'POST', url: '/ops/games/import', payload: { a: 1 }, headers: { authorization: ops.token! } });
    expect(empty.json().errorCode).toBe('game.import.invalid');
    expect((await upload('[]', 'x.json', '?format=xml')).json().errorCode).toBe('request_param_err');
  });

  it('checks without writing on a dry run', async () => {
    const res = await upload(JSON.stringify([game('dry-1'), game('alpha', { names: { EN: 'Alpha Two' } })]), 'dry.json', '?dryRun=true');
    expect(res.json().value).toEqual({ rows: 2, inserted: 1, updated: 1, unchanged: 0, dryRun: true });
    expect(await count('IMPV')).toBe(4);
  });

  it('shows imported games at once in its own process, even with the catalogue cache on', async () => {
    const cachedApp = await h.app({ CATALOGUE_CACHE_MS: '60000', OPERATOR_PASSWORD: 'operator-pass-1' });
    const member = new TestClient(cachedApp);
    await member.register(`imc${Date.now().toString(36)}`.slice(0, 16));
    const before = (await member.ok('gameList', { query: { vassalage: 'IMPV' } })).total;
    await h.database.db.updateTable('games').set({ enabled: false }).where('vendor_code', '=', 'IMPV').where('code', '=', 'alpha').execute();
    expect((await member.ok('gameList', { query: { vassalage: 'IMPV' } })).total).toBe(before); // cached
    const m = multipartFile(JSON.stringify([game('cached-1')]), 'c.json');
    const res = await cachedApp.inject({ method: 'POST', url: '/ops/games/import', payload: m.payload, headers: { ...m.headers, authorization: ops.token! } });
    expect(res.json().value.inserted).toBe(1);
    const after = await member.ok('gameList', { query: { vassalage: 'IMPV' } });
    expect(after.total).toBe(before); // one more, and alpha (switched off meanwhile) gone
    expect(after.games.map((g: { gameCode: string }) => g.gameCode)).toContain('cached-1');
    await h.database.db.updateTable('games').set({ enabled: true }).where('vendor_code', '=', 'IMPV').where('code', '=', 'alpha').execute();
    await h.database.db.deleteFrom('games').where('vendor_code', '=', 'IMPV').where('code', '=', 'cached-1').execute();
  });

  it('is for deployment-wide operators only', async () => {
    const { db } = h.database;
    const brand = await db.selectFrom('brands').select('id').where('code', '=', 'LOTUS').executeTakeFirstOrThrow();
    await db.insertInto('operators').values({ username: 'brandops', password_hash: await hashPassword('operator-pass-2'), brand_id: brand.id }).execute();
    const brandOps = new TestClient(app);
    brandOps.token = (await brandOps.ok('operatorLogin', { body: { username: 'brandops', password: 'operator-pass-2' } })).token;
    expect((await upload(JSON.stringify([game('z')]), 'z.json', '', brandOps.token)).json().errorCode).toBe('operator.forbidden');
    const member = new TestClient(app);
    await member.register(`imq${Date.now().toString(36)}`.slice(0, 16));
    expect((await upload(JSON.stringify([game('z')]), 'z.json', '', member.token)).statusCode).toBe(401);
    expect((await upload(JSON.stringify([game('z')]), 'z.json', '', null)).statusCode).toBe(401);
    expect(await count('IMPV')).toBe(4);
  });

  it('loads 10,000 games from one file in batches, and again as updates', async () => {
    const { vendors, games } = generateCatalogue(10_000, { vendors: 12, seed: 7 });
    await GamesRepository.insertVendors(h.database.db, vendors);
    const importer = new GameImporter(new GamesRepository(h.database.db));
    const first = await importer.importText(JSON.stringify(games), { fileName: 'big.json' });
    expect(first).toEqual({ rows: 10_000, inserted: 10_000, updated: 0, unchanged: 0, dryRun: false });
    const renamed = games.map((g, i) => (i % 10 === 0 ? { ...g, sort: g.sort + 1 } : g));
    const second = await importer.importText(renamed.map((g) => JSON.stringify(g)).join('\n'), { format: 'jsonl' });
    expect(second).toEqual({ rows: 10_000, inserted: 0, updated: 1_000, unchanged: 9_000, dryRun: false });
    const member = new TestClient(app);
    await member.register(`imr${Date.now().toString(36)}`.slice(0, 16));
    const page = await member.ok('gameList', { query: { gameType: 'RNG', pageNo: '3', pageSize: '50', gameClassify: 'jackpot' } });
    expect(page.games).toHaveLength(50);
    expect(page.total).toBeGreaterThan(500);
  });

  it('imports a CSV list with names per language, tags and flags, and reports bad CSV rows by line', async () => {
    const csv = [
      'vendor,code,gameType,name.EN,name.UR,iconUrl,classify,isHot,sort,demo',
      'IMPV,csv-one,rng,"Lucky, Lucky",لکی,https://cdn.example/1.png,slots|new,yes,3,1',
      'IMPV,csv-two,RNG,"Two',
      'Lines",,,,,,',
    ].join('\n');
    const res = await upload(csv, 'impv.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ rows: 2, inserted: 2 });
    const row = await h.database.db.selectFrom('games').select(['names', 'classify', 'is_hot', 'sort', 'demo_allowed', 'icon_url']).where('vendor_code', '=', 'IMPV').where('code', '=', 'csv-one').executeTakeFirstOrThrow();
    expect(row).toEqual({ names: { EN: 'Lucky, Lucky', UR: 'لکی' }, classify: ['slots', 'new'], is_hot: true, sort: 3, demo_allowed: true, icon_url: 'https://cdn.example/1.png' });
    const two = await h.database.db.selectFrom('games').select('names').where('vendor_code', '=', 'IMPV').where('code', '=', 'csv-two').executeTakeFirstOrThrow();
    expect(two.names).toEqual({ EN: 'Two\nLines' });

    const bad = ['vendor,code,gameType,name.EN,isHot,colour', 'IMPV,csv-three,RNG,Three,maybe,red', 'IMPV,csv-four,SPACE,Four,,'].join('\n');
    const refused = await upload(bad, 'bad.csv');
    expect(refused.json().errorCode).toBe('game.import.invalid');
    const errors = refused.json().value.errors as { line: number; field: string }[];
    expect(errors.map((e) => [e.line, e.field])).toEqual(expect.arrayContaining([[2, 'isHot'], [3, 'gameType']]));
    expect(errors.some((e) => e.line === 2 && e.field === '')).toBe(true); // the unknown column
    expect((await upload('vendor,code\n"unclosed', 'broken.csv')).json().errorCode).toBe('game.import.invalid');
    expect(await h.database.db.selectFrom('games').select('code').where('code', 'in', ['csv-three', 'csv-four']).execute()).toEqual([]);
  });
});
