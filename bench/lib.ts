import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function freshDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-bench-'));
}

export interface Started {
  child: ChildProcess;
  port: number;
  /** Milliseconds from spawn to the first successful answer. */
  readyMs: number;
  stop(): Promise<void>;
}

/** Spawns a command and waits until `url` answers 200; the process tree is killed on stop. */
export async function startAndWait(command: string, args: string[], env: Record<string, string>, port: number, urlPath: string, timeoutMs = 180_000): Promise<Started> {
  const t0 = performance.now();
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const done = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await done;
  };
  while (performance.now() - t0 < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${command} exited early:\n${output.slice(-2000)}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}${urlPath}`);
      if (res.ok) return { child, port, readyMs: performance.now() - t0, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  await stop();
  throw new Error(`${command} did not answer within ${timeoutMs} ms:\n${output.slice(-2000)}`);
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function load(url: string, options: { connections?: number; durationS?: number; headers?: Record<string, string> } = {}): Promise<LoadResult> {
  const r = await autocannon({ url, connections: options.connections ?? 32, duration: options.durationS ?? 10, headers: options.headers });
  return { requestsPerSecond: r.requests.average, p50Ms: r.latency.p50, p99Ms: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2 : NaN;
}

/** The value below which `p` % of an ascending list lies (the nearest rank; the last for p = 100). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

/**
 * A process's name and the CPU time it has used (utime + stime, in microseconds), from /proc/<pid>/stat; null where
 * there is no such process (or no /proc). What a bench step costs in CPU moves far less with the machine's load than its
 * throughput does.
 */
export function processCpu(pid: number | string): { name: string; cpuUs: number } | null {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of stat(5) (11 and 12 after the name), in clock ticks of 1/100 s.
  return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), cpuUs: ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100 };
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** A PostgreSQL database of its own for one benchmark, created from an admin URL and dropped afterwards. */
export async function scratchDatabase(adminUrl: string, label = 'games') {
  const name = `lotus_bench_${label}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
