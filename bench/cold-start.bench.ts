import fs from 'node:fs';
import { fmt, freshDataDir, startAndWait } from './lib.ts';

/**
 * Cold `npm start` (web build, fresh embedded database: create, migrate, seed) to the first answer,
 * and a warm restart of the server alone on the data it left behind.
 */
export async function benchColdStart() {
  const dataDir = freshDataDir();
  try {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const cold = await startAndWait(npm, ['start'], { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, 18_083, '/wps/system/status');
    await cold.stop();
    const coldServer = { readyMs: 0 };
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir);
    const fresh = await startAndWait(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, 18_084, '/wps/system/status');
    coldServer.readyMs = fresh.readyMs;
    await fresh.stop();
    const warm = await startAndWait(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, 18_085, '/wps/system/status');
    await warm.stop();
    console.log('Start-up to first response of /wps/system/status');
    console.log(`  cold npm start (build + new database) : ${fmt(cold.readyMs)} ms`);
    console.log(`  server only, new database             : ${fmt(coldServer.readyMs)} ms`);
    console.log(`  server only, existing database        : ${fmt(warm.readyMs)} ms`);
    return { cold_npm_start_ms: Math.round(cold.readyMs), cold_server_ms: Math.round(coldServer.readyMs), warm_server_ms: Math.round(warm.readyMs) };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
