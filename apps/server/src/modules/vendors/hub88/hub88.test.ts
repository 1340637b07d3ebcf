import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameImportRowSchema } from '@lotus/contract/games';
import { createHarness, type Harness } from '../../../../test/app-harness.ts';
import { TestClient } from '../../../../test/api-client.ts';
import { databaseKinds } from '../../../../test/databases.ts';
import { Hub88Double } from '../../../../test/hub88-double.ts';
import { addMember, addVendor, appWithVendors, expireSessions, fund, openSession, uid } from '../../../../test/vendor-app.ts';
import { GameImporter } from '../../games/game-import.ts';
import { GamesRepository } from '../../games/games.repository.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { AppError } from '../../../platform/errors.ts';
import type { VendorIntegrations } from '../vendor-integrations.ts';
import { VendorIntegrationsRepository } from '../vendor-integrations.repository.ts';
import { classifyHub88, Hub88Adapter } from './hub88.adapter.ts';
import { fromHub88Amount, hub88Language, hub88User, playerIdOf, toHub88Amount } from './hub88-protocol.ts';
import { signBody, verifyBody } from './hub88-signature.ts';

describe('Hub88 protocol helpers', () => {
  it('converts amounts exactly between 1/100,000 integers and our 1/10,000 units, refusing what does not convert', () => {
    expect(fromHub88Amount(356_000)).toBe(35_600n);
    expect(fromHub88Amount(0)).toBe(0n);
    expect(fromHub88Amount(100_005)).toBeNull();
    expect(fromHub88Amount(1)).toBeNull();
    expect(fromHub88Amount(-10)).toBeNull();
    expect(fromHub88Amount(10.5)).toBeNull();
    expect(fromHub88Amount(2 ** 53)).toBeNull();
    expect(fromHub88Amount(Number.MAX_SAFE_INTEGER - 1)).toBe(900_719_925_474_099n);
    expect(toHub88Amount(35_600n)).toBe(356_000n);
    expect(toHub88Amount(10n ** 16n)).toBe(10n ** 17n);
  });

  it('maps members to Hub88 users and back, and languages to ISO 639-1', () => {
    expect(hub88User(42)).toBe('u000042');
    expect(playerIdOf('u000042')).toBe('42');
    expect(playerIdOf(hub88User(2_000_000_000))).toBe('2000000000');
    for (const bad of ['42', 'u', 'u0', 'x000042', 'u00004a', 'u99999999999']) expect(playerIdOf(bad)).toBeNull();
    expect(hub88Language('EN')).toBe('en');
    expect(hub88Language('zh-CN')).toBe('zh');
    expect(hub88Language('?')).toBe('en');
  });

  it('signs with RSA-SHA256 and verifies only the exact body with the matching key', () => {
    const a = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const b = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const body = '{"user":"u000001","amount":100}';
    const sig = signBody(body, a.privateKey);
    expect(verifyBody(body, sig, a.publicKey)).toBe(true);
    expect(verifyBody(`${body} `, sig, a.publicKey)).toBe(false);
    expect(verifyBody(body, sig, b.publicKey)).toBe(false);
    for (const bad of [undefined, '', 'not base64!', 'x'.repeat(5000), ['a']]) expect(verifyBody(body, bad, a.publicKey)).toBe(false);
    expect(verifyBody(body, sig, null)).toBe(false);
  });

  it('classifies Hub88 categories into our game types', () => {
    expect(classifyHub88('Video Slots')).toEqual({ gameType: 'RNG', classify: ['slots'] });
    expect(classifyHub88('Live Casino')).toEqual({ gameType: 'LIVE', classify: ['table'] });
    expect(classifyHub88('Virtual Sports').gameType).toBe('SPORTS');
    expect(classifyHub88('Crash Games')).toEqual({ gameType: 'RNG', classify: ['originals'] });
    expect(classifyHub88(null).gameType).toBe('RNG');
  });
});

describe.each(databaseKinds)('Hub88 adapter on %s', (kind) => {
  const vendor = 'HUB88T';
  let h: Harness;
  let double: Hub88Double;
  let app: FastifyInstance;
  let integrations: VendorIntegrations;
  let adapter: Hub88Adapter;
  let repo: VendorIntegrationsRepository;

  beforeAll(async () => {
    double = await Hub88Double.start();
    h = await createHarness(kind);
    await addVendor(h.database.db, vendor);
    repo = new VendorIntegrationsRepository(h.database.db, h.atRest);
    await repo.save(vendor, 'hub88', double.settings({ subPartnerId: 'lotus-demo' }));
    ({ app, integrations } = await appWithVendors(h));
    const a = await integrations.adapter(vendor);
    if (!(a instanceof Hub88Adapter)) throw new Error('no Hub88 adapter');
    adapter = a;
    double.trustOperator(adapter.publicKeyPem);
  });
  afterAll(async () => {
    await h?.close();
    await double?.close();
  });

  async function player(units: bigint) {
    const memberId = await addMember(h.database.db);
    await fund(h.database.db, memberId, units);
    const token = await openSession(h.database.db, vendor, memberId, new Date(h.clock.now.getTime() + 3_600_000));
    return { memberId, user: hub88User(memberId), token };
  }
  const call = (path: Parameters<Hub88Double['wallet']>[2], body: unknown, options?: Parameters<Hub88Double['wallet']>[4]) => double.wallet(app, vendor, path, body, options);
  const status = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(200);
    return (res.json() as { status: string }).status;
  };
  const bet = (p: { user: string; token: string }, o: Record<string, unknown> = {}) => ({
    user: p.user,
    token: p.token,
    request_uuid: crypto.randomUUID(),
    transaction_uuid: crypto.randomUUID(),
    round: uid('r'),
    round_closed: false,
    game_code: 'clt_dragonrising',
    currency: 'PKR',
    amount: 100_000,
    ...o,
  });

  describe('Games API', () => {
    it('asks Hub88 for a launch URL with a body signed by our key', async () => {
      const p = await player(0n);
      const before = double.received.length;
      const url = await adapter.launchUrl({
        member: { id: p.memberId, brandId: 1, country: 'pk' },
        token: p.token,
        gameCode: 'clt_dragonrising',
        language: 'UR',
        platform: 'mobile',
        currency: 'PKR',
        demo: false,
        lobbyUrl: 'https://casino.example/lobby',
        depositUrl: 'https://casino.example/deposit',
        ip: '203.0.113.9',
      });
      expect(url).toMatch(new RegExp(`^${double.url}/play\\?`));
      expect(new URL(url).searchParams.get('token')).toBe(p.token);
      const sent = double.received.slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.path).toBe('/operator/generic/v2/game/url');
      // The signature verifies with the public key we give Hub88.
      expect(sent[0]!.signatureValid).toBe(true);
      expect(sent[0]!.body).toEqual({
        user: p.user,
        token: p.token,
        sub_partner_id: 'lotus-demo',
        platform: 'GPL_MOBILE',
        operator_id: double.operatorId,
        meta: {},
        lobby_url: 'https://casino.example/lobby',
        deposit_url: 'https://casino.example/deposit',
        lang: 'ur',
        ip: '203.0.113.9',
        game_code: 'clt_dragonrising',
        currency: 'PKR',
        game_currency: 'PKR',
        country: 'PK',
      });
    });

    it('launches demo play with currency XXX and no user or token', async () => {
      const before = double.received.length;
      const url = await adapter.launchUrl({ member: null, token: null, gameCode: 'evo_baccarat', language: 'EN', platform: 'desktop', currency: 'PKR', demo: true, lobbyUrl: 'https://casino.example/', ip: '203.0.113.9' });
      expect(new URL(url).searchParams.get('demo')).toBe('1');
      const body = double.received[before]!.body as Record<string, unknown>;
      expect(body).toMatchObject({ currency: 'XXX', platform: 'GPL_DESKTOP', country: 'XX', lang: 'en' });
      expect(body).not.toHaveProperty('user');
      expect(body).not.toHaveProperty('token');
    });

    it('maps Games API failures to clear errors', async () => {
      const launch = (gameCode = 'clt_dragonrising') =>
        adapter.launchUrl({ member: null, token: null, gameCode, language: 'EN', platform: 'desktop', currency: 'PKR', demo: true, lobbyUrl: 'https://casino.example/', ip: '203.0.113.9' });
      const failure = async (promise: Promise<unknown>) => {
        const error = await promise.then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(AppError);
        return error as AppError;
      };
      expect(await failure(launch('no_such_game'))).toMatchObject({ code: 'game.not.found', status: 404 });
      await expect(adapter.launchUrl({ member: null, token: null, gameCode: 'x', language: 'EN', platform: 'desktop', currency: 'PKR', demo: false, lobbyUrl: '', ip: '' })).rejects.toMatchObject({ code: 'request_param_err' });
      try {
        double.mode = 'error';
        expect(await failure(launch())).toMatchObject({ code: 'game.vendor.unavailable', status: 502 });
        double.mode = 'bad-signature';
        expect((await failure(launch())).message).toMatch(/signature/);
        double.mode = 'ok';
        double.operatorKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
        const refused = await failure(launch());
        expect(refused).toMatchObject({ code: 'game.vendor.unavailable', status: 502 });
        expect(refused.message).toMatch(/refused our signature/);
      } finally {
        double.mode = 'ok';
        double.trustOperator(adapter.publicKeyPem);
      }
      // A slow Hub88 is cut off at the configured timeout.
      await repo.save(vendor, 'hub88', { ...(await repo.find(vendor))!.settings, timeoutMs: 300 });
      const slow = (await integrations.adapter(vendor))!;
      double.mode = 'slow';
      try {
        const started = Date.now();
        const error = await slow.launchUrl({ member: null, token: null, gameCode: 'clt_dragonrising', language: 'EN', platform: 'desktop', currency: 'PKR', demo: true, lobbyUrl: '', ip: '' }).catch((e: unknown) => e);
        expect(error).toMatchObject({ code: 'game.vendor.unavailable', status: 504 });
        expect(Date.now() - started).toBeLessThan(3_000);
      } finally {
        double.mode = 'ok';
        await repo.save(vendor, 'hub88', { ...(await repo.find(vendor))!.settings, timeoutMs: 2_000 });
      }
      // Nowhere to connect.
      const gone = await Hub88Double.start();
      await gone.close();
      await addVendor(h.database.db, 'HUB88X');
      await repo.save('HUB88X', 'hub88', gone.settings());
      expect(await failure((await integrations.adapter('HUB88X'))!.listGames())).toMatchObject({ code: 'game.vendor.unavailable', status: 502 });
    });

    it('lists Hub88 games as rows the games importer takes', async () => {
      const rows = await adapter.listGames();
      expect(rows.map((r) => r.code)).toEqual(['clt_dragonrising', 'evo_baccarat', 'spr_crash']);
      for (const row of rows) expect(gameImportRowSchema.parse(row)).toEqual(row);
      expect(rows[0]).toMatchObject({ vendor, gameType: 'RNG', names: { EN: 'Dragon Rising' }, iconUrl: 'https://cdn.example/clt_dragonrising.png', classify: ['slots'], enabled: true, demo: false });
      expect(rows[1]).toMatchObject({ gameType: 'LIVE', classify: ['table'] });
      // An http thumbnail is not served to players; a game Hub88 switched off stays off.
      expect(rows[2]).toMatchObject({ iconUrl: '', enabled: false });
      const listed = double.received.at(-1)!;
      expect(listed).toMatchObject({ path: '/operator/generic/v2/game/list', body: { operator_id: double.operatorId }, signatureValid: true });
      const result = await new GameImporter(new GamesRepository(h.database.db)).write(rows);
      expect(result).toMatchObject({ rows: 3, inserted: 3 });
      expect(await new GameImporter(new GamesRepository(h.database.db)).write(await adapter.listGames())).toMatchObject({ rows: 3, unchanged: 3 });
    });

    it('lets an operator load the vendor\'s games straight from Hub88, audited, and refuses vendors without an integration', async () => {
      await h.database.db.insertInto('operators').values({ username: uid('op').slice(0, 16), password_hash: await hashPassword('op-secret-1'), brand_id: null }).execute();
      const username = (await h.database.db.selectFrom('operators').select('username').orderBy('id', 'desc').executeTakeFirstOrThrow()).username;
      const ops = new TestClient(app);
      ops.token = (await ops.ok('operatorLogin', { body: { username, password: 'op-secret-1' } })).token;
      expect(await ops.ok('opImportVendorGames', { params: { vendor }, query: { dryRun: 'true' } })).toMatchObject({ rows: 3, dryRun: true });
      expect(await ops.ok('opImportVendorGames', { params: { vendor } })).toMatchObject({ rows: 3, dryRun: false });
      const audit = await h.database.db.selectFrom('audit_log').select('target').where('action', '=', 'games.import').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(audit.target).toBe(`vendor:${vendor}`);
      expect((await ops.call('opImportVendorGames', { params: { vendor: 'NOSUCH' } })).json().errorCode).toBe('game.vendor.unavailable');
      expect((await new TestClient(app).call('opImportVendorGames', { params: { vendor } })).statusCode).toBe(401);
    });

    it('launches a catalogue game through launchGame: a vendor session whose token Hub88 then bets with', async () => {
      await h.database.db.updateTable('vendors').set({ integration: 'seamless', categories: ['RNG'] }).where('code', '=', vendor).execute();
      // The game the listing test imported from Hub88.
      const game = await h.database.db.selectFrom('games').select('id').where('vendor_code', '=', vendor).where('code', '=', 'clt_dragonrising').executeTakeFirstOrThrow();
      const member = new TestClient(app);
      const { id } = await member.register(uid('lh').slice(0, 14));
      await fund(h.database.db, id, 50_000n);
      const launched = await member.ok('launchGame', { body: { nodeId: game.id, platform: 'html5-desktop', language: 'EN' } });
      expect(launched.mode).toBe('real');
      const token = new URL(launched.game_url).searchParams.get('token')!;
      expect(token).toMatch(/.{10,}/);
      const res = await call('transaction/bet', bet({ user: hub88User(id), token }, { amount: 200_000, game_code: 'clt_dragonrising' }));
      expect(status(res)).toBe('RS_OK');
      expect((await member.ok('balance')).sumBalance).toBe('3.0000');
    });

    it('makes our key pair on first use and keeps it', async () => {
      const settings = (await repo.find(vendor))!.settings;
      expect(settings.privateKey).toMatch(/BEGIN PRIVATE KEY/);
      const again = (await integrations.adapter(vendor)) as Hub88Adapter;
      expect(again.publicKeyPem).toBe(adapter.publicKeyPem);
    });
  });

  describe('Wallet API', () => {
    it('answers HTTP 200 with the request echoed, the balance in 1/100,000 units, and our signature', async () => {
      const p = await player(123_400n);
      const body = { user: p.user, token: p.token, request_uuid: crypto.randomUUID(), game_code: 'clt_dragonrising' };
      const res = await call('user/balance', body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: p.user, status: 'RS_OK', request_uuid: body.request_uuid, currency: 'PKR', balance: 1_234_000 });
      expect(double.answerVerifies(res)).toBe(true);
      expect((await call('user/info', { user: p.user, request_uuid: 'r1' })).json()).toEqual({ user: p.user, status: 'RS_OK', request_uuid: 'r1' });
    });

    it('writes balances beyond 2^53 exactly', async () => {
      const p = await player(1_000_000_000_000_001n);
      const res = await call('user/balance', { user: p.user, request_uuid: 'big' });
      expect(res.body).toContain('"balance":10000000000000010}');
    });

    it('maps refusals to Hub88 statuses, always with HTTP 200 and the balance', async () => {
      const p = await player(100_000n);
      const other = await player(100_000n);
      // Insufficient funds, with the balance Hub88 asks for.
      const poor = await call('transaction/bet', bet(p, { amount: 5_000_000 }));
      expect(poor.json()).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 1_000_000, currency: 'PKR', user: p.user });
      // Tokens: unknown, someone else's, expired.
      expect(status(await call('transaction/bet', bet(p, { token: 'no-such-token' })))).toBe('RS_ERROR_INVALID_TOKEN');
      expect(status(await call('transaction/bet', bet(p, { token: other.token })))).toBe('RS_ERROR_INVALID_TOKEN');
      expect(status(await call('transaction/bet', bet({ user: 'u999999999', token: p.token })))).toBe('RS_ERROR_INVALID_TOKEN');
      expect(status(await call('user/balance', { user: p.user, request_uuid: 'x', token: other.token }))).toBe('RS_ERROR_INVALID_TOKEN');
      const late = await player(100_000n);
      await expireSessions(h.database.db, late.memberId, h.clock.now);
      expect(status(await call('transaction/bet', bet(late)))).toBe('RS_ERROR_TOKEN_EXPIRED');
      // Currency, syntax and types.
      expect(status(await call('transaction/bet', bet(p, { currency: 'EUR' })))).toBe('RS_ERROR_WRONG_CURRENCY');
      expect(status(await call('transaction/bet', null, { raw: '{"user":' }))).toBe('RS_ERROR_WRONG_SYNTAX');
      expect(status(await call('transaction/bet', { ...bet(p), transaction_uuid: undefined }))).toBe('RS_ERROR_WRONG_SYNTAX');
      expect(status(await call('transaction/bet', bet(p, { amount: '100000' })))).toBe('RS_ERROR_WRONG_TYPES');
      expect(status(await call('transaction/bet', bet(p, { amount: 100_001 })))).toBe('RS_ERROR_WRONG_TYPES');
      expect(status(await call('transaction/bet', null, { raw: `{"user":"${p.user}","amount":123456789012345678901}` }))).toBe('RS_ERROR_WRONG_SYNTAX');
      expect(status(await call('transaction/bet', bet(p, { amount: 2 ** 60 })))).toBe('RS_ERROR_WRONG_TYPES');
      for (const res of [
        await app.inject({ method: 'POST', url: `/vendors/hub88/${vendor}/transaction/bet`, payload: 'amount=1', headers: { 'content-type': 'text/plain' } }),
        await app.inject({ method: 'POST', url: `/vendors/hub88/${vendor}/transaction/bet`, payload: JSON.stringify({ pad: 'x'.repeat(2_000_000) }), headers: { 'content-type': 'application/json' } }),
      ]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 'RS_ERROR_WRONG_SYNTAX' });
      }
      // Free bets come from rewards we never grant.
      expect(status(await call('transaction/bet', bet(p, { is_free: true })))).toBe('RS_ERROR_UNKNOWN');
      // Signatures.
      const b = bet(p);
      expect(status(await call('transaction/bet', b, { signature: signBody(JSON.stringify(b), crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey) }))).toBe('RS_ERROR_INVALID_SIGNATURE');
      expect(status(await call('transaction/bet', b, { signature: '' }))).toBe('RS_ERROR_INVALID_SIGNATURE');
      expect(status(await call('transaction/bet', b, { raw: JSON.stringify({ ...b, amount: 1_000 }), signature: signBody(JSON.stringify(b), double.privateKey) }))).toBe('RS_ERROR_INVALID_SIGNATURE');
      expect((await call('user/balance', { user: p.user, request_uuid: 'x' })).json().balance).toBe(1_000_000);
    });

    it('tells a rolled-back bet from an unknown one, and refuses a reused transaction id', async () => {
      const p = await player(100_000n);
      const round = uid('r');
      const first = bet(p, { round, amount: 20_000 });
      expect(status(await call('transaction/bet', first))).toBe('RS_OK');
      expect(status(await call('transaction/bet', { ...first, amount: 30_000, request_uuid: 'again' }))).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
      const rollback = { user: p.user, token: p.token, request_uuid: 'rb', transaction_uuid: crypto.randomUUID(), reference_transaction_uuid: first.transaction_uuid, round, round_closed: true };
      expect((await call('transaction/rollback', rollback)).json()).toMatchObject({ status: 'RS_OK', balance: 1_000_000 });
      const win = { ...bet(p, { round, amount: 50_000 }), reference_transaction_uuid: first.transaction_uuid, round_closed: true };
      expect(status(await call('transaction/win', win))).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
      expect(status(await call('transaction/win', { ...win, transaction_uuid: crypto.randomUUID(), round: uid('r'), reference_transaction_uuid: crypto.randomUUID() }))).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      // A rollback that came before its bet: the late bet is answered as rolled back.
      const lateBet = bet(p, { round: uid('r') });
      expect(status(await call('transaction/rollback', { ...rollback, transaction_uuid: crypto.randomUUID(), reference_transaction_uuid: lateBet.transaction_uuid, round: lateBet.round }))).toBe('RS_OK');
      expect(status(await call('transaction/bet', lateBet))).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
      expect(status(await call('transaction/rollback', { ...rollback, transaction_uuid: crypto.randomUUID(), reference_transaction_uuid: first.transaction_uuid }))).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    });

    it('closes a lost round with a zero win, after which the bet cannot be rolled back', async () => {
      const p = await player(100_000n);
      const round = uid('r');
      const b = bet(p, { round, amount: 30_000 });
      expect((await call('transaction/bet', b)).json()).toMatchObject({ status: 'RS_OK', balance: 970_000 });
      const zero = { ...bet(p, { round, amount: 0 }), reference_transaction_uuid: b.transaction_uuid, round_closed: true };
      expect((await call('transaction/win', zero)).json()).toMatchObject({ status: 'RS_OK', balance: 970_000 });
      expect((await call('transaction/win', zero)).json()).toMatchObject({ status: 'RS_OK', balance: 970_000 });
      const rb = { user: p.user, request_uuid: 'rb', transaction_uuid: crypto.randomUUID(), reference_transaction_uuid: b.transaction_uuid, round };
      expect((await call('transaction/rollback', rb)).json()).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 970_000 });
    });

    it('settles a bet sent with round_closed at once in the bet journal (no win will come for it)', async () => {
      const p = await player(100_000n);
      const b = bet(p, { amount: 30_000, round_closed: true });
      expect((await call('transaction/bet', b)).json()).toMatchObject({ status: 'RS_OK', balance: 970_000 });
      const row = await h.database.db.selectFrom('bet_journal').select(['status', 'valid_turnover', 'win']).where('source_key', '=', `vendor:${vendor}:${b.transaction_uuid}`).executeTakeFirst();
      expect(row).toEqual({ status: 'settled', valid_turnover: 3_000n, win: 0n });
    });

    it('refuses vendors that are unknown, not Hub88, switched off, or without Hub88 key', async () => {
      const p = await player(100_000n);
      const body = { user: p.user, request_uuid: 'x' };
      expect(status(await double.wallet(app, 'NOPE', 'user/balance', body))).toBe('RS_ERROR_INVALID_PARTNER');
      expect(status(await double.wallet(app, 'bad-code', 'user/balance', body))).toBe('RS_ERROR_INVALID_PARTNER');
      await addVendor(h.database.db, 'HUB88OFF');
      await repo.save('HUB88OFF', 'hub88', double.settings(), false);
      expect(status(await double.wallet(app, 'HUB88OFF', 'user/balance', body))).toBe('RS_ERROR_INVALID_PARTNER');
      await addVendor(h.database.db, 'HUB88NOKEY');
      await repo.save('HUB88NOKEY', 'hub88', { ...double.settings(), hub88PublicKey: undefined });
      expect(status(await double.wallet(app, 'HUB88NOKEY', 'user/balance', body))).toBe('RS_ERROR_INVALID_SIGNATURE');
      await addVendor(h.database.db, 'HUB88BAD');
      await repo.save('HUB88BAD', 'hub88', { ...double.settings(), hub88PublicKey: 'not a key' });
      expect(status(await double.wallet(app, 'HUB88BAD', 'user/balance', body))).toBe('RS_ERROR_UNKNOWN');
      expect(await integrations.adapter('NOPE')).toBeNull();
      expect(await integrations.adapter('HUB88OFF')).toBeNull();
    });
  });
});
