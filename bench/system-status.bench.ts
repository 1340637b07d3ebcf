import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fmt, freshDataDir, load, startAndWait, type LoadResult } from './lib.ts';

/** Requests per second of GET /wps/system/status against a bare Fastify route, each in its own process. */
export async function benchSystemStatus(durationS: number) {
  const dataDir = freshDataDir();
  const server = await startAndWait(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, 18_081, '/wps/system/status');
  const bodyFile = path.join(os.tmpdir(), `lotus-bare-${process.pid}.json`);
  let real: LoadResult;
  let bare: LoadResult;
  try {
    fs.writeFileSync(bodyFile, await (await fetch('http://127.0.0.1:18081/wps/system/status')).text());
    await load('http://127.0.0.1:18081/wps/system/status', { durationS: 2 }); // warm-up: JIT, caches
    real = await load('http://127.0.0.1:18081/wps/system/status', { durationS });
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const baseline = await startAndWait(process.execPath, ['--import', 'tsx', 'bench/targets/bare-server.ts'], { BARE_BODY_FILE: bodyFile }, 18_082, '/wps/system/status');
  try {
    await load('http://127.0.0.1:18082/wps/system/status', { durationS: 2 });
    bare = await load('http://127.0.0.1:18082/wps/system/status', { durationS });
  } finally {
    await baseline.stop();
    fs.rmSync(bodyFile, { force: true });
  }
  const ratio = real.requestsPerSecond / bare.requestsPerSecond;
  console.log('GET /wps/system/status (32 connections, %d s, same response bytes)', durationS);
  console.log(`  lotus server : ${fmt(real.requestsPerSecond)} req/s  p50 ${real.p50Ms} ms  p99 ${real.p99Ms} ms  errors ${real.errors + real.non2xx}`);
  console.log(`  bare fastify : ${fmt(bare.requestsPerSecond)} req/s  p50 ${bare.p50Ms} ms  p99 ${bare.p99Ms} ms`);
  console.log(`  ratio        : ${fmt(ratio, 2)} (goal >= 0.60)`);
  return { status_rps: Math.round(real.requestsPerSecond), bare_rps: Math.round(bare.requestsPerSecond), status_ratio: Number(ratio.toFixed(3)), status_p99_ms: real.p99Ms };
}
