import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { hashPassword } from '../src/platform/passwords.ts';
import { hashToken } from '../src/platform/tokens.ts';
import { ledgerViolations } from '../src/modules/wallet/invariants.ts';
import { LedgerRepository } from '../src/modules/wallet/ledger.repository.ts';
import { LedgerWriter } from '../src/modules/wallet/ledger-writer.ts';
import { createScratchPostgres } from './databases.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

async function startServer(url: string): Promise<{ child: ChildProcess; port: number }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
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

interface Call {
  action: 'bet' | 'win';
  body: Record<string, string>;
}

async function send(port: number, call: Call): Promise<{ ok: true; value: { balance: string; duplicate: boolean } } | { ok: false; status: number; code?: string } | null> {
  const raw = JSON.stringify(call.body);
  try {
    const res = await fetch(`http://127.0.0.1:${port}/seamless/CRASHV/${call.action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': sign(raw) },
      body: raw,
      signal: AbortSignal.timeout(5000),
    });
    const json = (await res.json()) as { success: boolean; value?: { balance: string; duplicate: boolean }; errorCode?: string };
    return json.success ? { ok: true, value: json.value! } : { ok: false, status: res.status, code: json.errorCode };
  } catch {
    return null; // no answer: the vendor does not know what happened and will retry
  }
}

/**
 * wallet.md invariant 7: two server processes on one PostgreSQL take vendor bets and wins; one is
 * killed with SIGKILL mid-load and restarted; every call is then sent again. Every acknowledged
 * movement is in the ledger, none is applied twice, and the invariants hold.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('wallet under kill -9', () => {
  it('keeps every acknowledged movement and applies none twice', async () => {
    const scratch = await createScratchPostgres();
    const database = await openDatabase({ url: scratch.url, poolSize: 4 });
    try {
      await prepareDatabase(database);
      const db = database.db;
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

      let a = await startServer(scratch.url);
      const b = await startServer(scratch.url);
      const acked = new Map<number, { balance: string }>();
      let killed = false;
      let next = 0;
      await Promise.all(
        Array.from({ length: 24 }, async (_, worker) => {
          while (next < calls.length) {
            const i = next++;
            // Bets go before their wins: each worker sends a round's pair in order to one process.
            const port = worker % 2 === 0 ? a.port : b.port;
            const r = await send(port, calls[i]!);
            if (r && r.ok) acked.set(i, r.value);
            if (!killed && acked.size >= 300) {
              killed = true;
              a.child.kill('SIGKILL');
            }
          }
        }),
      );
      expect(killed).toBe(true);
      expect(acked.size).toBeLessThan(calls.length); // some calls were lost with the process
      a = await startServer(scratch.url);

      // The vendor retries everything; acknowledged calls answer as before and move nothing.
      for (const [i, call] of calls.entries()) {
        const r = await send(i % 2 === 0 ? a.port : b.port, call);
        expect(r, `call ${i}`).not.toBeNull();
        if (acked.has(i)) {
          expect(r!.ok && r!.value.duplicate, `call ${i} acknowledged before`).toBe(true);
          expect(r!.ok && r!.value.balance).toBe(acked.get(i)!.balance);
        }
      }
      const counted = await db
        .selectFrom('ledger_transfers')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('key', 'like', 'vendor:CRASHV:%')
        .executeTakeFirstOrThrow();
      expect(Number(counted.n)).toBe(calls.length); // each call posted (or refused) exactly once
      expect(await ledgerViolations(db)).toEqual([]);
      for (const s of [a, b]) s.child.kill('SIGTERM');
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});
