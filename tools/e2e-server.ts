import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The real server for browser tests, shared by the site's and the console's e2e support (the import rules keep
 * those two apps apart, so the one copy lives here).
 */
export const repoRoot = path.resolve(import.meta.dirname, '..');

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
  /** What the server printed, for failure messages. */
  output: () => string;
}

function tryPort(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      const bound = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(bound));
    });
  });
}

/** A free port: any, or one of E2E_PORTS (`18200-18299`) on a machine whose users share port ranges. */
async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.E2E_PORTS ?? '');
  if (!range) return tryPort(0);
  const [low, high] = [Number(range[1]), Number(range[2])];
  const start = low + Math.floor(Math.random() * (high - low + 1));
  for (let i = 0; i <= high - low; i++) {
    const port = low + ((start - low + i) % (high - low + 1));
    const bound = await tryPort(port).catch(() => null);
    if (bound) return bound;
  }
  throw new Error(`no free port in E2E_PORTS=${process.env.E2E_PORTS}`);
}

/**
 * Starts the real server (`node --import tsx apps/server/src/main.ts`) on a free port with a fresh data
 * directory, once the app it serves is built (`app`: its workspace, e.g. `apps/web`), and waits until the status
 * call answers. `env` adds server settings (a cheap human check, an operator password, a DATA_DIR of the test's).
 */
export async function startBuiltServer(app: 'apps/web' | 'apps/console', env: Record<string, string>, timeoutMs: number): Promise<RunningServer> {
  if (!existsSync(path.join(repoRoot, app, 'dist/index.html'))) {
    throw new Error(`${app}/dist is missing: run \`npm run build -w ${app}\` before the browser tests`);
  }
  // E2E_PORT pins the port (a shared machine may allow only some); otherwise any free one.
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), `lotus-${path.basename(app)}-e2e-`));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${baseUrl}/wps/system/status`);
      if (res.ok) return { baseUrl, stop, output: () => log };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`server did not answer /wps/system/status within ${timeoutMs} ms:\n${log}`);
}
