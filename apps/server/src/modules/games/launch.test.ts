import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';

let seq = 0;
const name = () => `gl${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);
const uuid = () => crypto.randomUUID();

describe.each(databaseKinds)('game launch on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  beforeAll(async () => {
    h = await createHarness(kind);
    app = await h.app();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('launches house games on this site, lottery entries in the lottery launcher, and records recent games', async () => {
    const c = new TestClient(app);
    await c.register(name());
    const nodeOf = async (vendor: string, code?: string) => {
      let q = h.database.db.selectFrom('games').select(['id', 'code', 'game_type']).where('vendor_code', '=', vendor);
      if (code) q = q.where('code', '=', code);
      return q.orderBy('id').executeTakeFirstOrThrow();
    };
    const dice = await nodeOf('HOUSE', 'dice');
    expect(await c.ok('launchGame', { body: { nodeId: dice.id, accountType: 1, language: 'UR' } })).toEqual({ game_url: '/house/dice?lang=UR', mode: 'real' });
    expect((await c.call('launchGame', { body: { nodeId: dice.id, accountType: 0 } })).json().errorCode).toBe('game.demo.unavailable');
    const lotto = await nodeOf('LOTTO');
    const launched = await c.ok('launchGame', { body: { nodeId: lotto.id } });
    expect(launched.game_url).toBe(`${lotto.game_type === 'LOTT' ? '/lottery' : '/elott'}?gameCode=${lotto.code}`);
    const recent = await c.ok('recentGames');
    expect(recent.list.map((g: { nodeId: number }) => g.nodeId)).toEqual([lotto.id, dice.id]);

    const hidden = await nodeOf('AURORA');
    expect((await c.call('launchGame', { body: { nodeId: hidden.id } })).json().errorCode).toMatch(/^game\.(not\.found|vendor\.unavailable)$/);
    expect((await c.call('launchGame', { body: { nodeId: 99_999_999 } })).json().errorCode).toBe('game.not.found');
    expect((await new TestClient(app).call('launchGame', { body: { nodeId: dice.id } })).statusCode).toBe(401);

    // A trial account plays the studio on its demo credit.
    const trial = new TestClient(app);
    trial.token = (await trial.ok('freePlay', { body: {} })).token;
    expect(await trial.ok('launchGame', { body: { nodeId: dice.id } })).toMatchObject({ mode: 'demo' });
    const r = await trial.ok('housePlay', { params: { code: 'dice' }, body: { roundId: uuid(), bet: '1', dice: { target: 5000, direction: 'over' } } });
    expect(r.status).toBe('settled');
  });
});
