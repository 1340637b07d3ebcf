import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { hashPassword } from '../src/platform/passwords.ts';
import { hashToken } from '../src/platform/tokens.ts';
import { LedgerRepository } from '../src/modules/wallet/ledger.repository.ts';
import { LedgerWriter } from '../src/modules/wallet/ledger-writer.ts';

/** Shared by the crash tests: server processes to kill, a signing vendor, and a load of bets and wins. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

/** A port nobody listens on now (a random pick collided with other servers on busy machines). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startServer(url: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  // Keep the tail of what it printed: when it dies, the test says why.
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGKILL' && signal !== 'SIGTERM') console.error(`server on port ${port} exited (${code ?? signal}):\n${log}`);
  });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/wps/system/status`)).ok) return { child, port };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const SECRET = 'crash-secret';
function sign(body: string) {
  return crypto.createHmac('sha256', SECRET).update(body).digest('hex');
}

export interface Call {
  action: 'bet' | 'win' | 'rollback';
  body: Record<string, string>;
}

/** One signed vendor call; `timeoutMs` lets a test give up early, as a vendor does, while the server carries on. */
export async function send(port: number, call: Call, timeoutMs = 5000): Promise<{ ok: true; value: { balance: string; duplicate: boolean } } | { ok: false; status: number; code?: string } | null> {
  const raw = JSON.stringify(call.body);
  try {
    const res = await fetch(`http://127.0.0.1:${port}/seamless/CRASHV/${call.action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': sign(raw) },
      body: raw,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const json = (await res.json()) as { success: boolean; value?: { balance: string; duplicate: boolean }; errorCode?: string };
    return json.success ? { ok: true, value: json.value! } : { ok: false, status: res.status, code: json.errorCode };
  } catch {
    return null; // no answer: the vendor does not know what happened and will retry
  }
}

/** Resolves once the process has exited (by a signal too: then exitCode stays null and signalCode is set). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** The vendor, eight funded players with live vendor sessions, and 1,200 calls: a bet then a win per round. */
export async function seedCrashLoad(db: Db): Promise<Call[]> {
  await db.insertInto('vendors').values({ code: 'CRASHV', name: 'Crash vendor', secret: SECRET, enabled: true }).execute();
  const repo = new LedgerRepository(db);
  const writer = new LedgerWriter(db);
  const cashIn = await repo.ensureAccount(1, null, 'cash_in', 'PKR');
  const hash = await hashPassword('unused');
  const players: string[] = [];
  for (let i = 0; i < 8; i++) {
    const m = await db.insertInto('members').values({ brand_id: 1, username: `crash${i}`, username_key: `crash${i}`, customer_type: 0, password_hash: hash, referral_code: `CR${i}`, register_ip: '127.0.0.1' }).returning('id').executeTakeFirstOrThrow();
    const main = await repo.ensureAccount(1, m.id, 'main', 'PKR');
    await writer.post({ key: `seed:${i}`, hash: 's', kind: 'deposit', currency: 'PKR', amount: 10_000_000n, legs: [{ account: cashIn, amount: -10_000_000n }, { account: main, amount: 10_000_000n }] });
    await db.insertInto('vendor_sessions').values({ token_hash: hashToken(`t${i}`), vendor_code: 'CRASHV', member_id: m.id, brand_id: 1, expires_at: new Date(Date.now() + 3_600_000) }).execute();
    players.push(String(m.id));
  }
  const calls: Call[] = [];
  for (let i = 0; i < 1200; i++) {
    const playerId = players[i % players.length]!;
    const roundId = `r${Math.floor(i / 2)}`;
    calls.push(i % 2 === 0 ? { action: 'bet', body: { playerId, transactionId: `b${i}`, roundId, amount: '1.5', currency: 'PKR' } } : { action: 'win', body: { playerId, transactionId: `w${i}`, roundId, amount: '1', currency: 'PKR' } });
  }
  return calls;
}

/** How many of the crash vendor's calls the ledger holds (each must be there exactly once). */
export async function countCrashTransfers(db: Db): Promise<number> {
  const counted = await db.selectFrom('ledger_transfers').select((eb) => eb.fn.countAll<string>().as('n')).where('key', 'like', 'vendor:CRASHV:%').executeTakeFirstOrThrow();
  return Number(counted.n);
}
