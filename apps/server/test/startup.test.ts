import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/seed/prepare.ts';
import { migrationNames } from '../src/db/migrate.ts';
import { createScratchPostgres } from './databases.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
});

/** Starts main.ts as `npm run serve` does and resolves with its port once it answers. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; log: () => string }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/wps/system/status`);
      if (res.ok) return { child, port, log: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer in time:\n${output}`);
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('server process', () => {
  it('creates, migrates and seeds the embedded database on first start, keeps it across restarts, and stops cleanly', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-data-'));
    try {
      const first = await startServer({ DATA_DIR: dataDir });
      expect(first.log()).toMatch(/"seeded":true/);
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
      const exit = exited(first.child);
      first.child.kill('SIGTERM');
      expect(await exit).toBe(0);

      const second = await startServer({ DATA_DIR: dataDir });
      expect(second.log()).toMatch(/"seeded":false/);
      expect(second.log()).toMatch(/"migrations":\[\]/);
      const status = (await (await fetch(`http://127.0.0.1:${second.port}/wps/system/status`)).json()) as { value: { info: { brand: { merchantCode: string } } } };
      expect(status.value.info.brand.merchantCode).toBe('LOTUS');
      const exit2 = exited(second.child);
      second.child.kill('SIGTERM');
      expect(await exit2).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start with a bad configuration and names the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: repoRoot, env: { ...process.env, PORT: 'eighty' }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let err = '';
    child.stderr!.on('data', (d) => (err += d));
    expect(await exited(child)).toBe(1);
    expect(err).toMatch(/PORT/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('several processes on one PostgreSQL', () => {
  it('migrate and seed once when they start at the same moment', async () => {
    const scratch = await createScratchPostgres();
    try {
      const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url: scratch.url, poolSize: 2 })));
      const results = await Promise.all(handles.map((h) => prepareDatabase(h)));
      expect(results.filter((r) => r.seeded)).toHaveLength(1);
      expect(results.flatMap((r) => r.migrations)).toEqual(migrationNames);
      const brands = await handles[0]!.db.selectFrom('brands').select('code').execute();
      expect(brands).toEqual([{ code: 'LOTUS' }]);
      await Promise.all(handles.map((h) => h.close()));

      // Two real server processes on that database answer with the same brand and the same RSA key.
      const a = await startServer({ DATABASE_URL: scratch.url });
      const b = await startServer({ DATABASE_URL: scratch.url });
      const keys = await Promise.all([a, b].map(async (s) => ((await (await fetch(`http://127.0.0.1:${s.port}/wps/session/key/rsa`)).json()) as { value: { publicKey: string } }).value.publicKey));
      expect(keys[0]).toBe(keys[1]);
      for (const s of [a, b]) {
        const exit = exited(s.child);
        s.child.kill('SIGTERM');
        expect(await exit).toBe(0);
      }
    } finally {
      await scratch.drop();
    }
  });
});
