import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import { auditRowHash, genesisHash, type AuditContent } from '../../db/migrations/audit-chain.ts';
import type { Database } from '../../db/schema.ts';

/** A row for the trail; `details`, `before` and `after` are plain JSON values (already normalised). */
export type NewAuditRow = AuditContent;

export interface AuditFilter {
  /** Only this brand's rows; null: every row. */
  brandId: number | null;
  operatorId?: number | undefined;
  /** An action, or a prefix when it ends in a dot. */
  action?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export type AuditVerdict = { ok: true; checked: number; headHash: string } | { ok: false; checked: number; brokenAt: bigint; reason: 'hash' | 'link' | 'head'; headHash: string };

const BATCH = 1000;

/** The audit trail: append-only (a trigger refuses UPDATE and DELETE) and hash-chained (db/migrations/audit-chain.ts). */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  /**
   * Appends one row to the chain. The chain head is locked for the rest of the transaction, so appends
   * run one after another and each row links to the one before it; given a transaction, the row commits
   * (or rolls back) with the change it records.
   */
  async append(row: NewAuditRow, executor: Kysely<Database> = this.db): Promise<bigint> {
    const write = async (trx: Kysely<Database>) => {
      const head = await trx.selectFrom('audit_chain').select('last_hash').where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
      const hash = auditRowHash(head.last_hash, row);
      const { id } = await trx
        .insertInto('audit_log')
        .values({
          operator_id: row.operatorId,
          action: row.action,
          target: row.target,
          details: JSON.stringify(row.details ?? {}),
          before: row.before === null || row.before === undefined ? null : JSON.stringify(row.before),
          after: row.after === null || row.after === undefined ? null : JSON.stringify(row.after),
          ip: row.ip,
          brand_id: row.brandId,
          created_at: row.createdAt,
          prev_hash: head.last_hash,
          hash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('audit_chain').set({ last_id: id, last_hash: hash }).where('id', '=', 1).execute();
      return id;
    };
    return executor.isTransaction ? write(executor) : this.db.transaction().execute(write);
  }

  /** A page of the trail, newest first, with the total. */
  async page(filter: AuditFilter, limit: number, offset: number) {
    const base = this.db
      .selectFrom('audit_log as a')
      .$if(filter.brandId !== null, (q) => q.where('a.brand_id', '=', filter.brandId))
      .$if(filter.operatorId !== undefined, (q) => q.where('a.operator_id', '=', filter.operatorId!))
      .$if(filter.action !== undefined && filter.action.endsWith('.'), (q) => q.where('a.action', 'like', `${filter.action!.replace(/[\\%_]/g, '\\$&')}%`))
      .$if(filter.action !== undefined && !filter.action.endsWith('.'), (q) => q.where('a.action', '=', filter.action!))
      .$if(filter.from !== undefined, (q) => q.where('a.created_at', '>=', filter.from!))
      .$if(filter.to !== undefined, (q) => q.where('a.created_at', '<', filter.to!));
    const rows = await base
      .leftJoin('operators as o', 'o.id', 'a.operator_id')
      .select(['a.id', 'a.operator_id', 'o.username', 'a.action', 'a.target', 'a.details', 'a.before', 'a.after', 'a.ip', 'a.brand_id', 'a.created_at', 'a.hash'])
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows, total: Number(n) };
  }

  /**
   * Walks the chain from its first row up to the head as it was when the walk began (rows appended
   * meanwhile are left for the next walk), recomputing each hash. The first row whose stored previous
   * hash is not its predecessor's hash (`link`), or whose own hash does not match its content (`hash`),
   * breaks it; a last row that is not the head's (`head`) means rows were removed from the end.
   */
  async verify(): Promise<AuditVerdict> {
    const head = await this.db.selectFrom('audit_chain').select(['last_id', 'last_hash']).where('id', '=', 1).executeTakeFirstOrThrow();
    let prev = genesisHash;
    let after = 0n;
    let checked = 0;
    for (;;) {
      const rows = await this.db
        .selectFrom('audit_log')
        .select(['id', 'operator_id', 'action', 'target', 'details', 'before', 'after', 'ip', 'brand_id', 'created_at', 'prev_hash', 'hash'])
        .where('id', '>', after)
        .where('id', '<=', head.last_id)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      for (const r of rows) {
        if (r.prev_hash !== prev) return { ok: false, checked, brokenAt: r.id, reason: 'link', headHash: head.last_hash };
        const hash = auditRowHash(prev, { operatorId: r.operator_id, action: r.action, target: r.target, details: r.details, before: r.before, after: r.after, ip: r.ip, brandId: r.brand_id, createdAt: r.created_at });
        if (hash !== r.hash) return { ok: false, checked, brokenAt: r.id, reason: 'hash', headHash: head.last_hash };
        prev = r.hash;
        after = r.id;
        checked++;
      }
      if (rows.length < BATCH) break;
    }
    if (prev !== head.last_hash || after !== BigInt(head.last_id)) return { ok: false, checked, brokenAt: BigInt(head.last_id), reason: 'head', headHash: head.last_hash };
    return { ok: true, checked, headHash: head.last_hash };
  }
}
