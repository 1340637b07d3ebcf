import { benchAccounts } from './accounts.bench.ts';
import { benchBetRecords } from './bet-records.bench.ts';
import { benchCashback } from './cashback.bench.ts';
import { benchColdStart } from './cold-start.bench.ts';
import { benchEngines } from './engines.bench.ts';
import { benchGames } from './games.bench.ts';
import { benchJournalFloor } from './journal-floor.bench.ts';
import { benchLobby } from './lobby.bench.ts';
import { benchLottery } from './lottery.bench.ts';
import { benchMessages } from './messages.bench.ts';
import { benchSlipLimits } from './slip-limits.bench.ts';
import { benchConsole, benchMemberDesk } from './member-desk.bench.ts';
import { benchSystemStatus } from './system-status.bench.ts';
import { benchWallet } from './wallet.bench.ts';
import { benchWeb } from './web.bench.ts';

/**
 * `npm run bench`: every benchmark prints its figures for people; the run ends with one JSON line of
 * all figures for machines. `npm run bench -- status` runs only the named ones. BENCH_SECONDS sets
 * the load duration. `web` builds the site and runs Lighthouse and the lobby (a few minutes).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const all = { status: () => benchSystemStatus(seconds), accounts: () => benchAccounts(seconds),
  wallet: () => benchWallet(seconds), floor: benchJournalFloor, engines: benchEngines, games: () => benchGames(seconds), lobby: benchLobby, startup: benchColdStart, lottery: () => benchLottery(seconds), cashback: benchCashback, records: benchBetRecords, members: benchMemberDesk, console: benchConsole, web: benchWeb, messages: benchMessages, slips: benchSlipLimits } as const;
const picked = process.argv.slice(2).filter((a): a is keyof typeof all => a in all);
const figures: Record<string, number | string> = {};
// `web` ends with the lobby timings, so the lobby does not run twice.
const chosen = picked.length ? picked : (Object.keys(all) as (keyof typeof all)[]);
// `console` runs the members bench with the dashboard's figures, so `members` does not run twice either.
const skipped = new Set<string>([...(chosen.includes('web') ? ['lobby'] : []), ...(chosen.includes('console') ? ['members'] : [])]);
for (const name of chosen.filter((n) => !skipped.has(n))) {
  Object.assign(figures, await all[name]());
  console.log('');
}
console.log(JSON.stringify(figures));
