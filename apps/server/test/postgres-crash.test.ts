import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/seed/prepare.ts';
import { ledgerViolations } from '../src/modules/wallet/invariants.ts';
import { countCrashTransfers, seedCrashLoad, send, startServer } from './crash-support.ts';

/**
 * A PostgreSQL cluster of this test's own (the shared one serves the other test files), started
 * as the `postgres` user when the tests run as root, and killed with SIGKILL as a whole process group.
 */
class PrivateCluster {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-pg-'));
  /** A port the system said was free (a random one could be an ephemeral port in use on a busy machine). */
  port = 0;
  #server: ChildProcess | null = null;
  readonly #bin = path.join('/usr/lib/postgresql', fs.readdirSync('/usr/lib/postgresql').sort().at(-1)!, 'bin');
  /** Root runs the cluster as `postgres` (PostgreSQL refuses root); spawn switches user itself, so no wrapper process sits between. */
  readonly #user = process.getuid?.() === 0 ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) } : {};

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  init(): void {
    if ('uid' in this.#user) fs.chownSync(this.dir, this.#user.uid!, this.#user.gid!);
    execFileSync(path.join(this.#bin, 'initdb'), ['-D', path.join(this.dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-instructions'], { stdio: 'ignore', cwd: this.dir, ...this.#user });
  }

  async start(): Promise<void> {
    // The first start takes a free port; a restart after a kill keeps it (the server reconnects there).
    if (this.port === 0) this.port = await freePort();
    const args = [
      '-D', path.join(this.dir, 'data'), '-p', String(this.port), '-k', this.dir,
      '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=on', '-c', 'synchronous_commit=on', '-c', 'shared_buffers=32MB', '-c', 'max_connections=60',
    ];
    // Its own process group, so one signal reaches the postmaster and every backend at once.
    this.#server = spawn(path.join(this.#bin, 'postgres'), args, { detached: true, stdio: 'ignore', cwd: this.dir, ...this.#user });
    for (let i = 0; i < 300; i++) {
      // A postmaster that exited (its port taken meanwhile, say) will not come up: say so at once.
      if (this.#server.exitCode !== null) throw new Error(`private PostgreSQL exited with ${this.#server.exitCode} on port ${this.port}`);
      const c = new pg.Client({ connectionString: this.url });
      try {
        await c.connect();
        await c.query('select 1');
        await c.end();
        return;
      } catch {
        await c.end().catch(() => {});
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error('private PostgreSQL did not start');
  }

  kill(): void {
    if (this.#server?.pid && this.#server.exitCode === null) process.kill(-this.#server.pid, 'SIGKILL');
    this.#server = null;
  }

  remove(): void {
    this.kill();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A TCP port nothing listens on right now, as the system picks it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const clusters: PrivateCluster[] = [];
afterAll(() => {
  for (const c of clusters) c.remove();
});

/**
 * wallet.md invariant 7, the database half: PostgreSQL itself is killed with SIGKILL mid-load (every
 * backend at once, no shutdown checkpoint) and started again, so it recovers from its write-ahead log.
 * The server process lives through it; calls fail while the database is away, and the vendor then
 * retries everything: acknowledged movements are all there, none is applied twice, invariants hold.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('wallet when PostgreSQL is killed', () => {
  it('recovers every acknowledged movement and applies none twice', async () => {
    const cluster = new PrivateCluster();
    clusters.push(cluster);
    cluster.init();
    await cluster.start();
    const setup = await openDatabase({ url: cluster.url, poolSize: 2 });
    await prepareDatabase(setup);
    const calls = await seedCrashLoad(setup.db);
    await setup.close();

    const server = await startServer(cluster.url);
    const acked = new Map<number, { balance: string }>();
    let killedAt = -1;
    let restarted: Promise<void> | null = null;
    let failed = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < calls.length) {
          const i = next++;
          const r = await send(server.port, calls[i]!);
          if (r && r.ok) acked.set(i, r.value);
          else failed++;
          if (killedAt < 0 && acked.size >= 300) {
            killedAt = i;
            cluster.kill();
            restarted = new Promise((resolve) => setTimeout(resolve, 500)).then(() => cluster.start());
          }
        }
      }),
    );
    expect(killedAt).toBeGreaterThan(0);
    expect(failed).toBeGreaterThan(0); // the outage was real: calls failed while the database was away
    await restarted;

    // The vendor retries every call on the same (never restarted) server process.
    for (const [i, call] of calls.entries()) {
      let r = await send(server.port, call);
      // The first calls after recovery may still meet a connection the pool had from before the crash.
      for (let attempt = 0; attempt < 5 && (!r || (!r.ok && r.status >= 500)); attempt++) r = await send(server.port, call);
      expect(r, `call ${i}`).not.toBeNull();
      expect(r!.ok || r!.status < 500, `call ${i} answered ${JSON.stringify(r)}`).toBe(true);
      if (acked.has(i)) {
        expect(r!.ok && r!.value.duplicate, `call ${i} acknowledged before the crash`).toBe(true);
        expect(r!.ok && r!.value.balance).toBe(acked.get(i)!.balance);
      }
    }
    const check = await openDatabase({ url: cluster.url, poolSize: 2 });
    try {
      expect(await countCrashTransfers(check.db)).toBe(calls.length);
      expect(await ledgerViolations(check.db)).toEqual([]);
      expect(server.child.exitCode).toBeNull(); // the server lived through it
    } finally {
      await check.close();
      server.child.kill('SIGTERM');
    }
  });
});
