import { existsSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { prepareDatabase } from '../apps/server/src/db/seed/prepare.ts';
import { JournalBatch } from '../apps/server/src/modules/wallet/bet-journal.ts';
import { fundedMembers } from './ledger-fixture.ts';
import { fmt, processCpu, scratchDatabase } from './lib.ts';

const MEMBERS = 1000;
const BATCH = 32;

/**
 * ledger_post plus one row per bet into `table`, fed from the movement's own arrays and one of member ids (the
 * fewest inputs a journal can have): bench only, never in the product.
 */
const rowFunction = (name: string, table: string) => `create function ${name}(
  p_keys text[], p_hashes text[], p_kinds text[], p_currencies text[], p_amounts bigint[], p_statuses text[], p_refs jsonb[],
  p_leg_item int[], p_leg_acc bigint[], p_leg_amt bigint[], p_rounds text[], p_ops text[], p_targets text[], p_members int[]
) returns jsonb language plpgsql as $fn$
declare r jsonb; st text[];
begin
  r := ledger_post(p_keys, p_hashes, p_kinds, p_currencies, p_amounts, p_statuses, p_refs, p_leg_item, p_leg_acc, p_leg_amt, p_rounds, p_ops, p_targets);
  st := array(select jsonb_array_elements_text(r->'s'));
  insert into ${table} (source_key, brand_id, member_id, category, vendor, game, currency, stake, valid_turnover, win, status, placed_at, placed_day, settled_at, settled_day)
    select o.k, 1, o.m, 'RNG', 'HOUSE', 'dice', o.cur, o.s, o.s, 0, 'settled', now(), current_date, now(), current_date
    from unnest(p_keys, p_members, p_currencies, p_amounts) with ordinality as o(k, m, cur, s, item)
    where st[o.item] = 'posted';
  return r;
end $fn$`;

/** Each variant adds one part to the one before; the journal is what the server writes (its rollups and summaries too). */
const parts = [
  { variant: 'bare row', fn: 'bench_post_bare_row', table: 'bench_bare_row', indexes: [] },
  { variant: 'row and key', fn: 'bench_post_row_key', table: 'bench_row_key', indexes: ['primary key (source_key)'] },
  { variant: 'row, key, member index', fn: 'bench_post_row_key_member', table: 'bench_row_key_member', indexes: ['primary key (source_key)'], memberIndex: true },
] as const;
type Variant = 'plain' | (typeof parts)[number]['variant'] | 'journal';

/**
 * `npm run bench -- floor` (PostgreSQL): the wallet bench's journal goal (issue 13: within 10 % of the same bets
 * without it) against the floor of any journal with a row per bet. The same 32-bet batches of lost house rounds
 * go through one connection as ledger_post alone, ledger_post plus a row per bet with more and more of what the
 * journal needs (no index; its key; the member's page index), and ledger_post_journal as the writer sends it, in
 * alternating slices. CPU per bet, read from the connection's PostgreSQL backend (/proc) and this process, is what
 * the machine's load moves least.
 */
export async function benchJournalFloor() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl || !existsSync('/proc')) {
    console.log('Journal floor: needs TEST_DATABASE_URL (PostgreSQL on this machine) and /proc; skipped');
    return {};
  }
  const scratch = await scratchDatabase(adminUrl, 'floor');
  const database = await openDatabase({ url: scratch.url, poolSize: 4 });
  const client = new pg.Client({ connectionString: scratch.url });
  try {
    await prepareDatabase(database);
    const { members, accounts, house } = await fundedMembers(database, MEMBERS);

    await client.connect();
    for (const part of parts) {
      await client.query(`create table ${part.table} (like bet_journal including defaults including constraints${part.indexes.map((i) => `, ${i}`).join('')})`);
      // The betting record's index, as migration 0022 made it.
      if ('memberIndex' in part) await client.query(`create index on ${part.table} (member_id, placed_at desc, source_key desc) include (brand_id, category, status)`);
      await client.query(rowFunction(part.fn, part.table));
    }
    const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const backendCpuUs = () => processCpu(backend)!.cpuUs;

    let seq = 0;
    const at = new Date();
    // One batch as the server's writer builds it (ledger-writer.ts), for the variant.
    const post = async (variant: Variant) => {
      const keys: string[] = [];
      const memberIds: number[] = [];
      const legItem: number[] = [];
      const legAccount: string[] = [];
      const legAmount: string[] = [];
      const journal = new JournalBatch();
      for (let i = 0; i < BATCH; i++) {
        const n = (seq++ * 7919) % MEMBERS;
        const key = `floor:${seq}`;
        keys.push(key);
        memberIds.push(members[n]!);
        legItem.push(i + 1, i + 1);
        legAccount.push(accounts[n]!.toString(), house.toString());
        legAmount.push('-10000', '10000');
        if (variant === 'journal') journal.add(i + 1, [{ op: 'open', key, brandId: 1, memberId: members[n]!, category: 'RNG', vendor: 'HOUSE', game: 'dice', currency: 'PKR', stake: 10_000n, at, day: '2026-11-24', settled: { win: 0n } }]);
      }
      const same = <T>(v: T) => keys.map(() => v);
      const movement = [keys, same('bet'), same('bet'), same('PKR'), same('10000'), same('posted'), same('{}'), legItem, legAccount, legAmount, same(null), same(null), same(null)];
      const types = '$1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::text[], $7::jsonb[], $8::int[], $9::bigint[], $10::bigint[], $11::text[], $12::text[], $13::text[]';
      if (variant === 'plain') await client.query(`select ledger_post(${types})`, movement);
      else if (variant !== 'journal') await client.query(`select ${parts.find((p) => p.variant === variant)!.fn}(${types}, $14::int[])`, [...movement, memberIds]);
      else {
        const j = journal;
        await client.query(
          `select ledger_post_journal(${types}, $14::int[], $15::text[], $16::int[], $17::int[], $18::text[], $19::text[], $20::text[], $21::text[],
            $22::bigint[], $23::bigint[], $24::date[], $25::timestamptz[], $26::text[], $27::jsonb[], $28::int[], $29::jsonb)`,
          [...movement, j.openItem, j.key, j.brand, j.member, j.category, j.vendor, j.game, j.currency, j.stake, j.win, j.day, j.at, j.round, j.ref, j.otherItem, j.other],
        );
      }
    };

    const variants: Variant[] = ['plain', ...parts.map((p) => p.variant), 'journal'];
    const used = Object.fromEntries(variants.map((v) => [v, { pg: 0, node: 0, bets: 0 }])) as Record<Variant, { pg: number; node: number; bets: number }>;
    for (const v of variants) for (let i = 0; i < 20; i++) await post(v);
    const slices = 8;
    const batchesPerSlice = 150;
    for (let s = 0; s < slices; s++) {
      for (const v of s % 2 === 0 ? variants : [...variants].reverse()) {
        const pg0 = backendCpuUs();
        const node0 = process.cpuUsage();
        for (let i = 0; i < batchesPerSlice; i++) await post(v);
        const node = process.cpuUsage(node0);
        used[v].pg += backendCpuUs() - pg0;
        used[v].node += node.user + node.system;
        used[v].bets += batchesPerSlice * BATCH;
      }
    }
    const perBet = (v: Variant) => ({ pg: used[v].pg / used[v].bets, node: used[v].node / used[v].bets });
    const plain = perBet('plain');
    const figures: Record<string, number> = {};
    console.log(`Journal floor on postgres (one connection, ${BATCH}-bet batches of lost house rounds, CPU per bet)`);
    for (const v of variants) {
      const c = perBet(v);
      const ratio = (plain.pg + plain.node) / (c.pg + c.node);
      console.log(`  ${v.padEnd(22)} ${fmt(c.pg, 1)} us in PostgreSQL + ${fmt(c.node, 1)} us in Node${v === 'plain' ? '' : `: ${fmt(ratio * 100, 1)} % of plain`}`);
      if (v !== 'plain') figures[`floor_${v.replace(/\W+/g, '_')}_ratio`] = Number(ratio.toFixed(3));
    }
    console.log('  (each adds to the one before; the bare row has no index and the fewest inputs: any journal with a row per bet costs at least that)');
    return figures;
  } finally {
    await client.end().catch(() => {});
    await database.close();
    await scratch.drop();
  }
}
