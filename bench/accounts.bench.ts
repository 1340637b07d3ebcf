import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { hash, verify } from '@node-rs/argon2';
import { sealBody } from '@lotus/contract/body-encryption';
import { fmt, freshDataDir, load, startAndWait } from './lib.ts';
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { prepareDatabase } from '../apps/server/src/db/seed/prepare.ts';

const base = 'http://127.0.0.1:18086';

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- bench reads whatever each call answers
  const json = (await res.json()) as { success: boolean; value: any; errorCode?: string };
  if (!json.success) throw new Error(`${path}: ${json.errorCode}`);
  return json.value;
}

async function humanCheck() {
  const challenge = await call('GET', '/wps/session/challenge');
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Logins per second with the production password-hash parameters (argon2id, 19 MiB, 2 passes), and the
 * p99 of an authenticated GET /wps/member/info. The human check is made trivial here so that the
 * figure is the server's own cost; its browser-side difficulty is a separate setting.
 */
export async function benchAccounts(durationS: number) {
  const figures: Record<string, number> = {};
  Object.assign(figures, await benchAccountsOn('pglite', durationS));
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) Object.assign(figures, await benchAccountsOn('postgres', durationS, url));
  return figures;
}

async function benchAccountsOn(kind: 'pglite' | 'postgres', durationS: number, adminUrl?: string) {
  const dataDir = freshDataDir();
  let dbUrl: string | undefined;
  let drop = async () => {};
  if (adminUrl) {
    const name = `lotus_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    dbUrl = u.toString();
    drop = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  // Prepare the database first and switch the registration captcha off: the bench registers by script.
  const database = await openDatabase(dbUrl ? { url: dbUrl } : { dataDir });
  await prepareDatabase(database);
  await database.db.updateTable('register_field_rules').set({ enabled: false }).where('field', '=', 'captcha').execute();
  await database.close();
  const server = await startAndWait(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { DATA_DIR: dataDir, ...(dbUrl ? { DATABASE_URL: dbUrl } : {}), LOG_LEVEL: 'warn', HUMAN_CHECK_COST: '1', HUMAN_CHECK_MAX_COUNTER: '2', TRUST_PROXY: 'true' }, 18_086, '/wps/system/status');
  try {
    const key = (await call('GET', '/wps/session/key/rsa')).publicKey as string;
    const sealed = async (payload: unknown) => {
      const s = await sealBody(key, payload);
      return { body: s.body, headers: { encryption: s.header } };
    };
    const users = Array.from({ length: 16 }, (_, i) => `bench${i}${Date.now().toString(36)}`.slice(0, 16));
    // Each user comes from an address of its own (documentation range, in a header only), as real players do.
    const from = (i: number) => ({ 'x-forwarded-for': `203.0.113.${(i % users.length) + 1}` });
    for (const [i, username] of users.entries()) {
      const s = await sealed({ username, password: 'lotus-bench-99', confirmPassword: 'lotus-bench-99', ageConfirmed: true, humanCheck: await humanCheck() });
      await call('PUT', '/wps/member/register', s.body, { ...s.headers, ...from(i) });
    }
    // Prepare every login body first, so the timed part is the server's work.
    const logins = 160;
    const bodies: { body: unknown; headers: Record<string, string> }[] = [];
    for (let i = 0; i < logins; i++) {
      const s = await sealed({ type: 'username', username: users[i % users.length], password: 'lotus-bench-99', humanCheck: await humanCheck() });
      bodies.push({ body: s.body, headers: { ...s.headers, ...from(i) } });
    }
    const t0 = performance.now();
    let next = 0;
    let token = '';
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < bodies.length) {
          const b = bodies[next++]!;
          token = (await call('POST', '/wps/session/login', b.body, b.headers)).token;
        }
      }),
    );
    const loginsPerSecond = logins / ((performance.now() - t0) / 1000);

    // Baseline: raw argon2id verifications per second in this process, two at a time (two cores).
    const stored = await hash('lotus-bench-99', { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const v0 = performance.now();
    let verified = 0;
    await Promise.all(
      Array.from({ length: 2 }, async () => {
        while (performance.now() - v0 < 3000) {
          await verify(stored, 'lotus-bench-99');
          verified++;
        }
      }),
    );
    const verifiesPerSecond = verified / ((performance.now() - v0) / 1000);

    await load(`${base}/wps/member/info`, { durationS: 2, headers: { authorization: token } });
    const info = await load(`${base}/wps/member/info`, { durationS, headers: { authorization: token } });
    const status = await load(`${base}/wps/system/status`, { durationS });
    console.log(`Accounts on ${kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'} (argon2id m=19 MiB t=2 p=1)`);
    console.log(`  logins            : ${fmt(loginsPerSecond, 1)} /s   (argon2id verifications alone: ${fmt(verifiesPerSecond, 1)} /s, ratio ${fmt(loginsPerSecond / verifiesPerSecond, 2)})`);
    console.log(`  GET member info   : ${fmt(info.requestsPerSecond)} req/s  p50 ${info.p50Ms} ms  p99 ${info.p99Ms} ms  errors ${info.errors + info.non2xx}`);
    console.log(`  GET system status : ${fmt(status.requestsPerSecond)} req/s  (baseline; member info / status ${fmt(info.requestsPerSecond / status.requestsPerSecond, 2)})`);
    return {
      [`${kind}_logins_per_s`]: Number(loginsPerSecond.toFixed(1)),
      argon2_verifies_per_s: Number(verifiesPerSecond.toFixed(1)),
      [`${kind}_member_info_rps`]: Math.round(info.requestsPerSecond),
      [`${kind}_member_info_p99_ms`]: info.p99Ms,
      [`${kind}_member_info_errors`]: info.errors + info.non2xx,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await drop();
  }
}
