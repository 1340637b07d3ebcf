import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FairStream } from '@lotus/games/fair-rng';
import { houseGames } from '@lotus/games/house/registry';
import { jsonView } from '@lotus/games/house/money';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { ledgerViolations } from '../wallet/invariants.ts';
import { TestWallet } from '../wallet/test-wallet.ts';
import type { WalletBrand } from '../wallet/wallet-commands.ts';
import { maskName } from '../games/games.service.ts';

let seq = 0;
const name = () => `hs${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);
const uuid = () => crypto.randomUUID();
const brand: WalletBrand = { id: 1, currency: 'PKR', timeZone: 'Asia/Karachi' };

describe.each(databaseKinds)('house studio on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let wallet: TestWallet;
  beforeAll(async () => {
    h = await createHarness(kind);
    app = await h.app();
    wallet = new TestWallet(h.database.db);
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A registered member with `funds` in the main wallet. */
  async function player(funds = 1_000_000_000n) {
    const c = new TestClient(app);
    const v = await c.register(name());
    const main = await wallet.fundMember(brand, v.id, funds);
    return { c, id: v.id as number, main };
  }
  const balance = async (c: TestClient) => (await c.ok('balance')).sumBalance as string;

  it('plays a round decided by the committed seed, settles it through the wallet, and the revealed seed replays it', async () => {
    const { c } = await player();
    const fair = await c.ok('houseFair');
    expect(fair).toMatchObject({ nonce: 0, serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    await c.ok('houseClientSeed', { body: { clientSeed: 'my-lucky-seed' } });
    const before = await balance(c);
    const round = await c.ok('housePlay', { params: { code: 'dice' }, body: { roundId: uuid(), bet: '1', dice: { target: 5000, direction: 'under' } } });
    expect(round).toMatchObject({ game: 'dice', status: 'settled', bet: '1.0000', nonce: 0, clientSeed: 'my-lucky-seed', serverSeedHash: fair.serverSeedHash });
    const expected = Number(before) - 1 + Number(round.win);
    expect(Number(round.balance)).toBeCloseTo(expected, 4);
    expect(Number(await balance(c))).toBeCloseTo(expected, 4);
    expect((await c.ok('houseFair')).nonce).toBe(1);

    // Rotation reveals the seed: its hash is what was shown, and the public replay gives the same round.
    const rotated = await c.ok('houseRotateSeed');
    expect(rotated.previous).toMatchObject({ serverSeedHash: fair.serverSeedHash, clientSeed: 'my-lucky-seed', lastNonce: 0 });
    expect(crypto.createHash('sha256').update(Buffer.from(rotated.previous.serverSeed, 'hex')).digest('hex')).toBe(fair.serverSeedHash);
    expect(rotated.next).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(rotated.next.serverSeedHash).not.toBe(fair.serverSeedHash);
    const replay = await new TestClient(app).ok('houseVerify', {
      query: { game: 'dice', serverSeed: rotated.previous.serverSeed, clientSeed: 'my-lucky-seed', nonce: '0', bet: '1', diceTarget: '5000', diceDirection: 'under' },
    });
    expect(replay).toEqual({ serverSeedHash: fair.serverSeedHash, result: round.result });
    // And the engine, run locally, agrees too.
    const local = houseGames.dice.start(new FairStream(rotated.previous.serverSeed, 'my-lucky-seed', 0), 10_000n, { dice: { target: 5000, direction: 'under' } });
    expect(jsonView(local.round)).toEqual(round.result);
  });

  it('plays every single-step game, keeps the history, the bet journal, and the ledger balanced', async () => {
    const { c, id } = await player();
    const played: { game: string; bet: bigint; win: bigint }[] = [];
    for (const [code, extra] of [['classic-3x3', {}], ['jade-lines', {}], ['dragon-ways', {}], ['crash', { target: 200 }], ['dice', { dice: { target: 9000, direction: 'under' } }]] as const) {
      const limits = houseGames[code].limits;
      const bet = (Number(limits.min) / 10_000).toFixed(4);
      const r = await c.ok('housePlay', { params: { code }, body: { roundId: uuid(), bet, ...extra } });
      expect(r).toMatchObject({ game: code, status: 'settled' });
      played.push({ game: code, bet: limits.min, win: BigInt(Math.round(Number(r.win) * 10_000)) });
    }
    // Every round is one settled bet in the journal (won or lost), its valid turnover the stake.
    const journal = await h.database.db.selectFrom('bet_journal').select(['game', 'category', 'vendor', 'stake', 'valid_turnover', 'win', 'status']).where('member_id', '=', id).orderBy(sql`(ref->>'round')::bigint`).execute();
    expect(journal).toEqual(played.map((p) => ({ game: p.game, category: 'RNG', vendor: 'HOUSE', stake: p.bet, valid_turnover: p.bet, win: p.win, status: 'settled' })));
    const history = await c.ok('houseRounds', { query: { pageSize: '10' } });
    expect(history.total).toBe(5);
    expect(history.rows.map((r: { nonce: number }) => r.nonce)).toEqual([4, 3, 2, 1, 0]);
    expect((await c.ok('houseRounds', { query: { game: 'crash' } })).rows).toHaveLength(1);
    // One round by its id, as the betting record opens it; another member's id finds nothing.
    const one = history.rows[2] as { roundId: string; nonce: number };
    expect((await c.ok('houseRounds', { query: { roundId: one.roundId } })).rows.map((r: { nonce: number }) => r.nonce)).toEqual([one.nonce]);
    const other = await player();
    expect(await other.c.ok('houseRounds', { query: { roundId: one.roundId } })).toEqual({ rows: [], total: 0 });
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });

  it('plays a round once however often the same round id arrives, and refuses the id with another bet', async () => {
    const { c } = await player(100_000n);
    const roundId = uuid();
    const body = { roundId, bet: '1', target: 101 };
    const answers = await Promise.all([0, 1, 2, 3].map(() => c.call('housePlay', { params: { code: 'crash' }, body })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const results = answers.map((a) => a.json().value);
    expect(new Set(results.map((r) => JSON.stringify(r.result))).size).toBe(1);
    expect((await c.ok('houseRounds')).total).toBe(1);
    const win = Number(results[0].win);
    expect(Number(await balance(c))).toBeCloseTo(10 - 1 + win, 4);
    expect((await c.call('housePlay', { params: { code: 'crash' }, body: { ...body, bet: '2' } })).json().errorCode).toBe('duplicate.transaction');
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });

  it('refuses bad bets and choices with a clear error, records nothing and moves nothing', async () => {
    const { c } = await player(50_000n);
    const before = await balance(c);
    const cases: [string, Record<string, unknown>, string][] = [
      ['dice', { bet: '1', dice: { target: 9999, direction: 'under' } }, 'game.chance.out.of.range'],
      ['dice', { bet: '1' }, 'game.target.invalid'],
      ['crash', { bet: '1', target: 100 }, 'game.target.invalid'],
      ['classic-3x3', { bet: '100000' }, 'game.bet.out.of.range'],
      ['jade-lines', { bet: '0.0001' }, 'game.bet.invalid'],
      ['classic-3x3', { bet: '10' }, 'wallet.insufficient.funds'],
      ['mines', { bet: '1' }, 'game.not.found'],
    ];
    for (const [code, body, error] of cases) {
      const res = await c.call('housePlay', { params: { code }, body: { roundId: uuid(), ...body } });
      expect(res.json().errorCode, `${code} ${JSON.stringify(body)}`).toBe(error);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await c.call('housePlay', { params: { code: 'poker' }, body: { roundId: uuid(), bet: '1' } })).json().errorCode).toBe('request_param_err');
    expect((await c.call('houseClientSeed', { body: { clientSeed: 'x'.repeat(65) } })).json().errorCode).toBe('request_param_err');
    expect((await c.call('houseClientSeed', { body: { clientSeed: 'has space' } })).json().errorCode).toBe('request_param_err');
    expect(await balance(c)).toBe(before);
    expect((await c.ok('houseRounds')).total).toBe(0); // the refused-for-funds round is void, not history
    expect((await c.ok('houseFair')).nonce).toBe(1); // only that one took a nonce
  });

  it('plays mines step by step: one board at a time, reveals under a lock, cash-out pays once, seeds stay hidden meanwhile', async () => {
    const { c } = await player();
    const roundId = uuid();
    const start = await c.ok('houseMinesStart', { body: { roundId, bet: '1', mines: 3 } });
    expect(start).toMatchObject({ status: 'open', result: { status: 'playing', mines: null } });
    expect((await c.call('houseMinesStart', { body: { roundId: uuid(), bet: '1', mines: 3 } })).json().errorCode).toBe('game.round.open');
    expect((await c.call('houseRotateSeed')).json().errorCode).toBe('game.round.open');
    expect((await c.ok('houseMinesActive')).roundId).toBe(roundId);

    const row = await h.database.db.selectFrom('house_rounds').select('result').where('client_round_id', '=', roundId).executeTakeFirstOrThrow();
    const mines = (row.result as { mines: number[] }).mines;
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((t) => !mines.includes(t));
    const reveals = await Promise.all([safe[0], safe[0]].map((tile) => c.call('houseMinesReveal', { params: { roundId }, body: { tile } })));
    expect(reveals.map((r) => r.statusCode).sort()).toEqual([200, 409]); // the same tile twice: once
    expect((await c.call('houseMinesReveal', { params: { roundId }, body: { tile: 25 } })).json().errorCode).toBe('game.tile.invalid');
    await c.ok('houseMinesReveal', { params: { roundId }, body: { tile: safe[1] } });
    const before = Number(await balance(c));
    const cashed = await Promise.all([0, 1].map(() => c.call('houseMinesCashout', { params: { roundId } })));
    expect(cashed.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const done = cashed.find((r) => r.statusCode === 200)!.json().value;
    expect(done).toMatchObject({ status: 'settled', result: { status: 'cashed', mines } });
    expect(Number(done.win)).toBeGreaterThan(1);
    expect(Number(await balance(c))).toBeCloseTo(before + Number(done.win), 4);
    expect(await c.ok('houseMinesActive')).toBeNull();

    // A mine ends the next board with nothing to pay.
    const lost = uuid();
    await c.ok('houseMinesStart', { body: { roundId: lost, bet: '1', mines: 24 } });
    const board = await h.database.db.selectFrom('house_rounds').select('result').where('client_round_id', '=', lost).executeTakeFirstOrThrow();
    const mine = (board.result as { mines: number[] }).mines[0]!;
    expect(await c.ok('houseMinesReveal', { params: { roundId: lost }, body: { tile: mine } })).toMatchObject({ status: 'settled', win: '0.0000', result: { status: 'lost' } });
    expect((await c.call('houseMinesCashout', { params: { roundId: lost } })).json().errorCode).toBe('game.round.over');
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });

  it('finishes rounds a crash interrupted: pays a taken bet once, voids a bet that never came and blocks it for good', async () => {
    const { c, id, main } = await player();
    const house = await wallet.commands.systemAccount(brand, 'house');
    // The bet of a round as the service stakes it (kind, keys, round and journal bet).
    const stake = (round: bigint) =>
      wallet.commands.stake({
        key: `house:${round}:bet`,
        hash: 'b',
        kind: 'bet',
        brand,
        memberId: id,
        member: main,
        counter: house,
        amount: 10_000n,
        round: { key: `HOUSE:${round}`, op: 'bet' },
        bets: [{ key: `house:${round}:bet`, stake: 10_000n, category: 'RNG', vendor: 'HOUSE', game: 'dice' }],
        trial: false,
      });
    const seed = await h.database.db.selectFrom('house_seeds').select('id').where('member_id', '=', id).executeTakeFirst();
    await c.ok('houseFair');
    const seedId = seed?.id ?? (await h.database.db.selectFrom('house_seeds').select('id').where('member_id', '=', id).executeTakeFirstOrThrow()).id;
    const insert = (nonce: number, status: 'open' | 'settling', win: bigint) =>
      h.database.db
        .insertInto('house_rounds')
        .values({ client_round_id: uuid(), member_id: id, brand_id: 1, game: 'dice', seed_id: seedId, nonce: 1000 + nonce, request_hash: 'x', bet: 10_000n, win, status, result: '{}', created_at: new Date(Date.now() - 5 * 60_000) })
        .returning('id')
        .executeTakeFirstOrThrow();
    // The process died after taking the bet of a winning round...
    const paid = await insert(1, 'settling', 200_000n); // a 20x win: it also goes on the winner board
    expect((await stake(paid.id)).status).toBe('posted');
    // ...and another before its bet reached the ledger.
    const lostBet = await insert(2, 'open', 19_800n);
    const before = await wallet.balance(main);

    expect((await app.jobs.runOnce('house.settle')).result).toBe(2);
    expect((await app.jobs.runOnce('house.settle')).result).toBeUndefined();
    expect(await wallet.balance(main)).toBe(before + 200_000n);
    const board = await h.database.db.selectFrom('winner_board').select(['amount', 'game_name']).where('member_id', '=', id).execute();
    expect(board).toEqual([{ amount: 200_000n, game_name: expect.any(String) }]);
    const statuses = await h.database.db.selectFrom('house_rounds').select(['id', 'status']).where('id', 'in', [paid.id, lostBet.id]).orderBy('id').execute();
    expect(statuses.map((s) => s.status)).toEqual(['settled', 'void']);
    // The late bet finds the tombstone and moves nothing.
    const late = await stake(lostBet.id);
    expect(late.status === 'posted' && !late.duplicate).toBe(false);
    expect(await wallet.balance(main)).toBe(before + 200_000n);
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });

  it('answers rotations sent at once with one rotation: every answer 200, one new pair', async () => {
    const { c, id } = await player();
    const fair = await c.ok('houseFair');
    await c.ok('housePlay', { params: { code: 'dice' }, body: { roundId: uuid(), bet: '1', dice: { target: 5000, direction: 'under' } } });
    const replies = await Promise.all(Array.from({ length: 10 }, () => c.call('houseRotateSeed')));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const answers = replies.map((r) => r.json().value);
    // Rotations that saw the same pair are one rotation with one answer; each reveals the seed it retired.
    const byPrevious = new Map<string, string>();
    for (const a of answers) {
      expect(crypto.createHash('sha256').update(Buffer.from(a.previous.serverSeed, 'hex')).digest('hex')).toBe(a.previous.serverSeedHash);
      expect(byPrevious.get(a.previous.serverSeedHash) ?? a.next.serverSeedHash).toBe(a.next.serverSeedHash);
      byPrevious.set(a.previous.serverSeedHash, a.next.serverSeedHash);
    }
    expect(byPrevious.get(fair.serverSeedHash)).toBeDefined();
    expect(answers.find((a) => a.previous.serverSeedHash === fair.serverSeedHash).previous.lastNonce).toBe(0);
    // One active pair, and the pairs retired form one chain ending in it.
    const seeds = await h.database.db.selectFrom('house_seeds').select(['server_seed_hash', 'active']).where('member_id', '=', id).orderBy('id').execute();
    expect(seeds.filter((s) => s.active)).toHaveLength(1);
    expect(seeds.length).toBe(byPrevious.size + 1);
    expect((await c.ok('houseFair')).serverSeedHash).toBe(seeds.at(-1)!.server_seed_hash);
  });

  /** Plays dice until a 10x-or-better win, choosing each target from the member's (server-side) seed. */
  async function bigWin(c: TestClient, memberId: number) {
    await c.ok('houseFair');
    for (let n = 0; n < 200; n++) {
      const seed = await h.database.db.selectFrom('house_seeds').select(['server_seed', 'client_seed', 'next_nonce']).where('member_id', '=', memberId).where('active', '=', true).executeTakeFirstOrThrow();
      const { round } = houseGames.dice.start(new FairStream(seed.server_seed, seed.client_seed, seed.next_nonce), 10_000n, { dice: { target: 5000, direction: 'under' } });
      const roll = (round as unknown as { roll: number }).roll;
      // At most 900 winning outcomes of 10,000: 11x.
      const dice = roll < 900 ? { target: roll + 1, direction: 'under' } : roll > 9100 ? { target: roll - 1, direction: 'over' } : { target: 5000, direction: 'under' };
      const r = await c.ok('housePlay', { params: { code: 'dice' }, body: { roundId: uuid(), bet: '1', dice } });
      if (Number(r.win) >= 10) return r;
    }
    throw new Error('no big win in 200 rounds');
  }

  it("puts a real big win on the winner board and never a trial account's", async () => {
    const board = async () => (await h.database.db.selectFrom('winner_board').select('member_id').execute()).map((w) => w.member_id);
    const real = await player();
    const won = await bigWin(real.c, real.id);
    expect(await board()).toContain(real.id);
    // Anyone reads it on the public board, the name masked.
    const { username } = await h.database.db.selectFrom('members').select('username').where('id', '=', real.id).executeTakeFirstOrThrow();
    const shown = (await new TestClient(app).ok('winnerBoard', { query: { gameCategory: 'ALL', limitNum: '50' } })).list;
    expect(shown).toContainEqual(expect.objectContaining({ userName: maskName(username), gameName: 'Dice', vassalage: 'HOUSE', amount: won.win }));
    expect(shown.map((w: { userName: string }) => w.userName)).not.toContain(username);

    const trial = new TestClient(app);
    trial.token = (await trial.ok('freePlay', { body: {} })).token;
    const trialId = (await h.database.db.selectFrom('members').select('id').where('customer_type', '=', 4).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).id;
    const win = await bigWin(trial, trialId);
    expect(win.status).toBe('settled');
    expect(await board()).not.toContain(trialId);
  });
});
