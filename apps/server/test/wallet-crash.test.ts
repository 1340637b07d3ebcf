import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/seed/prepare.ts';
import { ledgerViolations } from '../src/modules/wallet/invariants.ts';
import { countCrashTransfers, exited, seedCrashLoad, send, startServer } from './crash-support.ts';
import { createScratchPostgres } from './databases.ts';

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
      const calls = await seedCrashLoad(db);

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
      expect(await countCrashTransfers(db)).toBe(calls.length); // each call posted (or refused) exactly once
      expect(await ledgerViolations(db)).toEqual([]);
      for (const s of [a, b]) s.child.kill('SIGTERM');
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});

/**
 * The same on the embedded database: PGlite lives inside the server process, so kill -9 of the
 * process is a crash of the database too. Restarted on the same data directory, it must hold every
 * acknowledged movement once.
 */
describe('wallet on PGlite under kill -9', () => {
  it('keeps every acknowledged movement and applies none twice', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-crash-'));
    try {
      // One process at a time may open a PGlite directory: set up, close, then start the server on it.
      const setup = await openDatabase({ dataDir });
      await prepareDatabase(setup);
      const calls = await seedCrashLoad(setup.db);
      await setup.close();

      const env = { DATA_DIR: dataDir };
      let server = await startServer('', env);
      const acked = new Map<number, { balance: string }>();
      let killed = false;
      let next = 0;
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (next < calls.length && !killed) {
            const i = next++;
            const r = await send(server.port, calls[i]!);
            if (r && r.ok) acked.set(i, r.value);
            if (!killed && acked.size >= 300) {
              killed = true;
              server.child.kill('SIGKILL');
            }
          }
        }),
      );
      expect(killed).toBe(true);
      await exited(server.child);
      server = await startServer('', env);
      for (const [i, call] of calls.entries()) {
        const r = await send(server.port, call);
        expect(r, `call ${i}`).not.toBeNull();
        if (acked.has(i)) {
          expect(r!.ok && r!.value.duplicate, `call ${i} acknowledged before`).toBe(true);
          expect(r!.ok && r!.value.balance).toBe(acked.get(i)!.balance);
        }
      }
      server.child.kill('SIGTERM');
      await exited(server.child);
      const check = await openDatabase({ dataDir });
      try {
        expect(await countCrashTransfers(check.db)).toBe(calls.length);
        expect(await ledgerViolations(check.db)).toEqual([]);
      } finally {
        await check.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
