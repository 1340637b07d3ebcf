import { openDatabase } from '../src/db/database.ts';
import { LedgerWriter, type Movement } from '../src/modules/wallet/ledger-writer.ts';
import { crashEngine, crashPeriod, crashScheme } from './period-crash-scheme.ts';

/**
 * Closes the crash test's period against a PostgreSQL URL or a PGlite directory, printing a dot per
 * line the ledger acknowledged, so the test knows when to kill it (SIGKILL, mid-post).
 */
const target = process.argv[2]!;
const database = await openDatabase(target.startsWith('postgres') ? { url: target, poolSize: 4 } : { dataDir: target });
const writer = new (class extends LedgerWriter {
  override async post(m: Movement) {
    const result = await super.post(m);
    process.stdout.write('.');
    return result;
  }
})(database.db, { concurrency: database.kind === 'postgres' ? 2 : 1 });
await crashEngine(database, writer).close(crashScheme(database.db), 1, crashPeriod);
process.stdout.write('\ndone\n');
await database.close();
