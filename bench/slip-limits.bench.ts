import type { FastifyInstance } from 'fastify';
import { createLotteryHarness } from '../apps/server/test/lottery-harness.ts';
import { oversizedSlips } from '../apps/server/test/oversized-slips.ts';
import { TestClient } from '../apps/server/test/api-client.ts';
import { fmt, percentile } from './lib.ts';

/** The bound of the hardening issue: a refused slip answers within 100 ms, and so does everyone else meanwhile. */
const BOUND_MS = 100;
const TRIES = 20;

type Call = () => Promise<{ statusCode: number; json(): unknown }>;

/**
 * Sends `call` while `/wps/system/status` is asked every 10 ms: how long the call took, and the longest
 * any status call waited from when it was due (a slip that blocks the event loop delays them all).
 */
async function whileStatusAnswers(app: FastifyInstance, call: Call) {
  const waits: number[] = [];
  const pending: Promise<unknown>[] = [];
  let due = performance.now();
  const timer = setInterval(() => {
    const from = due;
    due = performance.now() + 10;
    pending.push(new TestClient(app).call('systemStatus').then((r) => waits.push(r.statusCode === 200 ? performance.now() - from : Infinity)));
  }, 10);
  await new Promise((resolve) => setTimeout(resolve, 30));
  const started = performance.now();
  const res = await call();
  const took = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 30));
  clearInterval(timer);
  await Promise.all(pending);
  const code = (res.json() as { errorCode?: string }).errorCode;
  if (code !== 'lottery.bets.too.many') throw new Error(`slip not refused by the order limit: ${res.statusCode} ${code}`);
  return { took, slowest: Math.max(...waits) };
}

/**
 * `npm run bench -- slips`: the refusals of oversized slips (ten million SSC bets in 11.7 KB; one Vietnam line
 * of C(100, 10) bets), each sent 20 times by a trial and a real player on PGlite (and PostgreSQL when
 * TEST_DATABASE_URL is set), while the status call is asked every 10 ms. Goal: the slowest of the 20 refusals,
 * and the longest any status call waited meanwhile, under 100 ms: the count is refused before any bet is expanded.
 */
export async function benchSlipLimits(): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  for (const kind of process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)) {
    const lh = await createLotteryHarness(kind);
    try {
      const slips = await oversizedSlips(lh.app, lh.game('ssc-1min'));
      const players = { trial: await lh.trial(), real: await lh.player(10_000_000_000n) };
      console.log(`Oversized lottery slips on ${kind} (${TRIES} tries per player, status asked every 10 ms; goal < ${BOUND_MS} ms)`);
      for (const [slip, send] of Object.entries(slips)) {
        for (const [who, client] of Object.entries(players)) {
          const call = () => send(client);
          await call(); // warm the code paths and caches
          const took: number[] = [];
          const waited: number[] = [];
          for (let i = 0; i < TRIES; i++) {
            const r = await whileStatusAnswers(lh.app, call);
            took.push(r.took);
            waited.push(r.slowest);
          }
          took.sort((a, b) => a - b);
          waited.sort((a, b) => a - b);
          const [slowest, longestWait] = [took.at(-1)!, waited.at(-1)!];
          const met = slowest < BOUND_MS && longestWait < BOUND_MS;
          console.log(
            `  ${slip.padEnd(13)} ${who.padEnd(5)} refused in p50 ${fmt(percentile(took, 50), 1)} ms, slowest ${fmt(slowest, 1)} ms; status waited p50 ${fmt(percentile(waited, 50), 1)} ms, longest ${fmt(longestWait, 1)} ms ${met ? '(goal: met)' : '(goal: MISSED)'}`,
          );
          figures[`${kind}_${slip}_${who}_slowest_ms`] = Number(slowest.toFixed(1));
          figures[`${kind}_${slip}_${who}_status_wait_ms`] = Number(longestWait.toFixed(1));
        }
      }
    } finally {
      await lh.close();
    }
  }
  return figures;
}
