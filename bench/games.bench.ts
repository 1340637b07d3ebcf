import fs from 'node:fs';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { prepareDatabase } from '../apps/server/src/db/seed/prepare.ts';
import { loadGeneratedCatalogue } from '../apps/server/src/modules/games/catalogue-generator.ts';
import { fmt, freshDataDir, scratchDatabase, startAndWait, type LoadResult } from './lib.ts';

const port = 18_087;
const base = `http://127.0.0.1:${port}`;
const GAMES = 10_000;

const tags = ['slots', 'jackpot', 'new', 'table', 'cards'];
const searches = ['dragon', 'lucky', 'gold', 'tiger', 'riches', 'ڈریگن', 'خزانہ'];

/** Load on paths that rotate per request (pages, tags, keywords), so one cached answer does not serve them all. */
async function loadPaths(paths: string[], durationS: number, headers: Record<string, string>): Promise<LoadResult> {
  let i = 0;
  const r = await autocannon({
    url: base,
    connections: 32,
    duration: durationS,
    headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }],
  });
  return { requestsPerSecond: r.requests.average, p50Ms: r.latency.p50, p99Ms: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

/**
 * The game list under load: 10,000 generated games over 20 vendors, then requests per second and p99 of
 * a filtered, paged list (RNG, one of 5 classify tags, pages 1 to 10 of 20 games) and of a name search
 * (7 keywords, EN and UR), through the real server with a session token (the list needs one). Each is
 * measured with the catalogue cache (its default, 5 s) and without it (every request reads the
 * database), on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL.
 */
export async function benchGames(seconds: number): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  Object.assign(figures, await benchGamesOn('pglite', seconds));
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) Object.assign(figures, await benchGamesOn('postgres', seconds, url));
  return figures;
}

async function benchGamesOn(kind: 'pglite' | 'postgres', seconds: number, adminUrl?: string): Promise<Record<string, number>> {
  const dataDir = freshDataDir();
  const scratch = adminUrl ? await scratchDatabase(adminUrl) : undefined;
  try {
    const database = await openDatabase(scratch ? { url: scratch.url } : { dataDir });
    let loadMs: number;
    try {
      await prepareDatabase(database);
      const t0 = performance.now();
      await loadGeneratedCatalogue(database.db, GAMES, { vendors: 20, seed: 42 });
      loadMs = performance.now() - t0;
    } finally {
      await database.close();
    }
    const figures: Record<string, number> = { [`${kind}_games_load_10k_ms`]: Math.round(loadMs) };
    for (const cached of [true, false]) {
      const env = { DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}), LOG_LEVEL: 'warn', ...(cached ? {} : { CATALOGUE_CACHE_MS: '0' }) };
      const server = await startAndWait(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], env, port, '/wps/system/status');
      try {
        Object.assign(figures, await measure(kind, cached, seconds, loadMs));
      } finally {
        await server.stop();
      }
    }
    return figures;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

async function measure(kind: 'pglite' | 'postgres', cached: boolean, seconds: number, loadMs: number): Promise<Record<string, number>> {
  // A free-play session: the game list needs a token, and a trial account may browse.
  const res = await fetch(`${base}/wps/session/login/freeplay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const login = (await res.json()) as { success: boolean; value?: { token: string }; errorCode?: string };
  if (!login.success || !login.value) throw new Error(`free play login: ${login.errorCode}`);
  const headers = { authorization: login.value.token, language: 'EN', 'module-id': 'GAMELO3' };
  const listPaths = tags.flatMap((tag) => Array.from({ length: 10 }, (_, p) => `/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=${tag}&pageNo=${p + 1}&pageSize=20&clientType=3`));
  const searchPaths = searches.map((k) => `/wps/relay/GCSGAME_gameList?gameType=RNG&keyword=${encodeURIComponent(k)}&language=${/[a-z]/.test(k) ? 'EN' : 'UR'}&pageNo=1&pageSize=20`);
  for (const path of [listPaths[12]!, searchPaths[0]!, searchPaths[5]!]) {
    const check = (await (await fetch(base + path, { headers })).json()) as { value?: { games: unknown[]; total: number } };
    if (!check.value || check.value.games.length === 0) throw new Error(`${path} answered ${JSON.stringify(check).slice(0, 300)}`);
  }
  await loadPaths(listPaths, 2, headers); // warm-up: JIT, plans
  const list = await loadPaths(listPaths, seconds, headers);
  const search = await loadPaths(searchPaths, seconds, headers);
  const label = cached ? 'cached' : 'uncached';
  if (cached) {
    console.log(`Game list on ${kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'} (${fmt(GAMES)} games; 32 connections, ${seconds} s)`);
    console.log(`  load ${fmt(GAMES)} games            : ${fmt(loadMs)} ms`);
  }
  console.log(`  filtered page, ${label.padEnd(8)} : ${fmt(list.requestsPerSecond)} req/s  p50 ${list.p50Ms} ms  p99 ${list.p99Ms} ms  errors ${list.errors + list.non2xx}`);
  console.log(`  name search, ${label.padEnd(8)}   : ${fmt(search.requestsPerSecond)} req/s  p50 ${search.p50Ms} ms  p99 ${search.p99Ms} ms  errors ${search.errors + search.non2xx}`);
  const prefix = `${kind}_game_${cached ? '' : 'uncached_'}`;
  return {
    [`${prefix}list_rps`]: Math.round(list.requestsPerSecond),
    [`${prefix}list_p99_ms`]: list.p99Ms,
    [`${prefix}list_errors`]: list.errors + list.non2xx,
    [`${prefix}search_rps`]: Math.round(search.requestsPerSecond),
    [`${prefix}search_p99_ms`]: search.p99Ms,
  };
}
