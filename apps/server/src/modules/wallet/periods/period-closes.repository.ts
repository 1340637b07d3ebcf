import { sql, type Selectable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { PeriodCloseLinesTable, PeriodClosesTable, PeriodLineStatus } from '../../../db/schema.ts';
import type { PeriodClose, StagedLine } from './period-scheme.ts';

/** What a close is claimed with: the period and how its lines will be paid. */
export interface NewClose {
  brandId: number;
  scheme: string;
  periodKey: string;
  start: Date;
  end: Date;
  needsApproval: boolean;
  sourceKind: string;
  movementKind: string;
}

export type NewLine = Omit<StagedLine, 'closeId' | 'status' | 'resultCode'>;

export interface MemberLinesQuery {
  statuses?: PeriodLineStatus[];
  fromKey?: string;
  toKey?: string;
  limit: number;
  offset?: number;
}

export type MemberLine = StagedLine & { periodKey: string; closeStatus: PeriodClose['status']; postedAt: Date | null };

/** Bigints in line inputs are stored as text (JSON has no bigint; jsonb numbers lose precision past 2^53). */
const json = (value: unknown) => JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

const INSERT_CHUNK = 1_000;

function toClose(r: Selectable<PeriodClosesTable>): PeriodClose {
  return {
    id: r.id,
    brandId: r.brand_id,
    scheme: r.scheme,
    periodKey: r.period_key,
    start: r.period_start,
    end: r.period_end,
    status: r.status,
    needsApproval: r.needs_approval,
    sourceKind: r.source_kind,
    movementKind: r.movement_kind,
    lineCount: r.line_count,
    postedLines: r.posted_lines,
    totals: Object.fromEntries(Object.entries(r.totals).map(([currency, amount]) => [currency, BigInt(amount)])),
    lastError: r.last_error,
    computedAt: r.computed_at,
    approvedAt: r.approved_at,
    approvedBy: r.approved_by,
    postedAt: r.posted_at,
    clawedBackAt: r.clawed_back_at,
    clawedBackBy: r.clawed_back_by,
  };
}

function toLine(r: Selectable<PeriodCloseLinesTable>): StagedLine {
  return {
    closeId: r.close_id,
    lineNo: r.line_no,
    memberId: r.member_id,
    amount: r.amount,
    currency: r.currency,
    inputs: r.inputs,
    formula: r.formula,
    postingKey: r.posting_key,
    status: r.status,
    resultCode: r.result_code,
  };
}

/** Owns `period_closes` and `period_close_lines`. */
export class PeriodClosesRepository {
  constructor(private readonly db: Db) {}

  /** The close of a period, made in status `computing` if there is none yet (the unique row decides between racers). */
  async claim(c: NewClose): Promise<PeriodClose> {
    await this.db
      .insertInto('period_closes')
      .values({
        brand_id: c.brandId,
        scheme: c.scheme,
        period_key: c.periodKey,
        period_start: c.start,
        period_end: c.end,
        needs_approval: c.needsApproval,
        source_kind: c.sourceKind,
        movement_kind: c.movementKind,
      })
      .onConflict((oc) => oc.columns(['brand_id', 'scheme', 'period_key']).doNothing())
      .execute();
    const row = await this.db.selectFrom('period_closes').selectAll().where('brand_id', '=', c.brandId).where('scheme', '=', c.scheme).where('period_key', '=', c.periodKey).executeTakeFirstOrThrow();
    return toClose(row);
  }

  async get(closeId: bigint): Promise<PeriodClose | undefined> {
    const row = await this.db.selectFrom('period_closes').selectAll().where('id', '=', closeId).executeTakeFirst();
    return row && toClose(row);
  }

  async find(brandId: number, scheme: string, periodKey: string): Promise<PeriodClose | undefined> {
    const row = await this.db.selectFrom('period_closes').selectAll().where('brand_id', '=', brandId).where('scheme', '=', scheme).where('period_key', '=', periodKey).executeTakeFirst();
    return row && toClose(row);
  }

  /** Closes of a brand's scheme whose period ended after an instant, and every one still unfinished: what the runner checks. */
  async recentAndUnfinished(brandId: number, scheme: string, endedAfter: Date): Promise<PeriodClose[]> {
    const rows = await this.db
      .selectFrom('period_closes')
      .selectAll()
      .where('brand_id', '=', brandId)
      .where('scheme', '=', scheme)
      .where((eb) => eb.or([eb('period_end', '>', endedAfter), eb('status', 'in', ['computing', 'computed', 'approved'])]))
      .orderBy('period_end')
      .execute();
    return rows.map(toClose);
  }

  /**
   * Stages the lines and moves the close to `computed`, all or nothing, if it is still `computing`:
   * the close row is locked first, so of two processes that computed the same period only the first
   * stages; the other finds `computed` and writes nothing. Answers whether this call staged.
   */
  stage(closeId: bigint, lines: NewLine[], at: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('period_closes').select('status').where('id', '=', closeId).forUpdate().executeTakeFirstOrThrow();
      if (row.status !== 'computing') return false;
      const totals: Record<string, bigint> = {};
      for (const l of lines) totals[l.currency] = (totals[l.currency] ?? 0n) + l.amount;
      for (let i = 0; i < lines.length; i += INSERT_CHUNK) {
        await trx
          .insertInto('period_close_lines')
          .values(
            lines.slice(i, i + INSERT_CHUNK).map((l) => ({
              close_id: closeId,
              line_no: l.lineNo,
              member_id: l.memberId,
              amount: l.amount,
              currency: l.currency,
              inputs: json(l.inputs),
              formula: l.formula,
              posting_key: l.postingKey,
              status: l.amount === 0n ? ('zero' as const) : ('staged' as const),
            })),
          )
          .execute();
      }
      await trx
        .updateTable('period_closes')
        .set({ status: 'computed', line_count: lines.length, totals: json(totals), computed_at: at, updated_at: at })
        .where('id', '=', closeId)
        .execute();
      return true;
    });
  }

  /**
   * Lines of a close in a status with numbers in (afterLine, upToLine], in line order. A bounded range of
   * the primary key: right after staging a close's lines the table's statistics may not know them yet,
   * and an open-ended `line_no > x order by line_no limit n` was then planned as a scan of every line
   * of the close per batch (100,000 lines: about 0.1 s a batch).
   */
  async linesIn(closeId: bigint, status: PeriodLineStatus, afterLine: number, upToLine: number): Promise<StagedLine[]> {
    const rows = await this.db
      .selectFrom('period_close_lines')
      .selectAll()
      .where('close_id', '=', closeId)
      .where('line_no', '>', afterLine)
      .where('line_no', '<=', upToLine)
      .where('status', '=', status)
      .orderBy('line_no')
      .execute();
    return rows.map(toLine);
  }

  /** Up to `limit` lines after `afterLine`, in line order: a bounded range of the key, as `linesIn` (line numbers run 1..n without gaps). */
  async lines(closeId: bigint, afterLine: number, limit: number): Promise<StagedLine[]> {
    const rows = await this.db
      .selectFrom('period_close_lines')
      .selectAll()
      .where('close_id', '=', closeId)
      .where('line_no', '>', afterLine)
      .where('line_no', '<=', afterLine + limit)
      .orderBy('line_no')
      .execute();
    return rows.map(toLine);
  }

  /**
   * A member's lines of a scheme, newest period first, with the period they belong to and when the
   * close was posted; optionally only some statuses, periods whose key is within [fromKey, toKey]
   * (keys of one kind sort in time order), and a page.
   */
  async memberLines(memberId: number, scheme: string, q: MemberLinesQuery): Promise<MemberLine[]> {
    const rows = await this.#memberLines(memberId, scheme, q)
      .selectAll('l')
      .select(['c.period_key', 'c.status as close_status', 'c.posted_at'])
      .orderBy('c.period_end', 'desc')
      .orderBy('l.line_no')
      .limit(q.limit)
      .offset(q.offset ?? 0)
      .execute();
    return rows.map((r) => ({ ...toLine(r), periodKey: r.period_key, closeStatus: r.close_status, postedAt: r.posted_at }));
  }

  async countMemberLines(memberId: number, scheme: string, q: Omit<MemberLinesQuery, 'limit' | 'offset'>): Promise<number> {
    const r = await this.#memberLines(memberId, scheme, q).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Every line of a scheme for some members (in member and period order), with the filters of memberLines: for schemes that look back at what they paid. */
  async membersLines(memberIds: number[], scheme: string, q: Omit<MemberLinesQuery, 'limit' | 'offset'>): Promise<MemberLine[]> {
    if (memberIds.length === 0) return [];
    const rows = await this.#memberLines(memberIds, scheme, q)
      .selectAll('l')
      .select(['c.period_key', 'c.status as close_status', 'c.posted_at'])
      .orderBy('l.member_id')
      .orderBy('c.period_end')
      .execute();
    return rows.map((r) => ({ ...toLine(r), periodKey: r.period_key, closeStatus: r.close_status, postedAt: r.posted_at }));
  }

  #memberLines(member: number | number[], scheme: string, q: Omit<MemberLinesQuery, 'limit' | 'offset'>) {
    let query = this.db
      .selectFrom('period_close_lines as l')
      .innerJoin('period_closes as c', 'c.id', 'l.close_id')
      .where('l.member_id', Array.isArray(member) ? 'in' : '=', member)
      .where('c.scheme', '=', scheme);
    if (q.statuses) query = query.where('l.status', 'in', q.statuses);
    if (q.fromKey) query = query.where('c.period_key', '>=', q.fromKey);
    if (q.toKey) query = query.where('c.period_key', '<=', q.toKey);
    return query;
  }

  /**
   * Moves lines from one status to another (the range bound keeps it to the primary key's range, as
   * in linesIn) and counts the ones that became `posted` on the close (its
   * progress), in one statement: lines another process already moved are not counted twice.
   */
  async moveLines(closeId: bigint, lineNos: number[], from: PeriodLineStatus, to: PeriodLineStatus, resultCode: string | null = null): Promise<void> {
    if (lineNos.length === 0) return;
    await sql`
      with moved as (
        update period_close_lines set status = ${to}, result_code = ${resultCode}
        where close_id = ${closeId} and line_no between ${Math.min(...lineNos)} and ${Math.max(...lineNos)} and line_no = any(${lineNos}::int[]) and status = ${from}
        returning 1
      )
      update period_closes
      set posted_lines = posted_lines + ${to === 'posted' ? 1 : 0}::int * (select count(*) from moved)::int, updated_at = now()
      where id = ${closeId}`.execute(this.db);
  }

  /** `computed` -> `approved`, once. */
  async approve(closeId: bigint, operatorId: number, at: Date): Promise<boolean> {
    const r = await this.db
      .updateTable('period_closes')
      .set({ status: 'approved', approved_by: operatorId, approved_at: at, updated_at: at })
      .where('id', '=', closeId)
      .where('status', '=', 'computed')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** `computed` or `approved` -> `posted`, once every line is paid. */
  async markPosted(closeId: bigint, at: Date): Promise<void> {
    await this.db
      .updateTable('period_closes')
      .set({ status: 'posted', posted_at: at, last_error: null, updated_at: at })
      .where('id', '=', closeId)
      .where('status', 'in', ['computed', 'approved'])
      .execute();
  }

  /** `posted` -> `clawed_back`, once. */
  async markClawedBack(closeId: bigint, operatorId: number | null, at: Date): Promise<void> {
    await this.db
      .updateTable('period_closes')
      .set({ status: 'clawed_back', clawed_back_by: operatorId, clawed_back_at: at, updated_at: at })
      .where('id', '=', closeId)
      .where('status', '=', 'posted')
      .execute();
  }

  async recordError(closeId: bigint, error: string | null, at: Date): Promise<void> {
    await this.db.updateTable('period_closes').set({ last_error: error, updated_at: at }).where('id', '=', closeId).execute();
  }
}
