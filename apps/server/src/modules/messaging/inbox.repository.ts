import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** Who a member is, for the broadcasts that reach them: brand, VIP level, labels, and their agent line (self and uplines). */
export interface Audience {
  memberId: number;
  brandId: number;
  vip: number;
  labels: number[];
  line: number[];
}

export interface MessageRow {
  id: bigint;
  brand_id: number;
  member_id: number | null;
  category: string;
  template: string | null;
  params: string[];
  title: string;
  body: string;
  created_at: Date;
  read: boolean;
}

export interface NewPersonal {
  brandId: number;
  memberId: number;
  category: string;
  template: string | null;
  params: string[];
  title: string;
  body: string;
  at: Date;
}

export interface NewBroadcast {
  brandId: number;
  category: string;
  title: string;
  body: string;
  kind: 'brand' | 'vip' | 'label' | 'agent';
  targetId: number | null;
  sentBy: number;
  at: Date;
}

export interface BroadcastRow {
  id: bigint;
  brand_id: number;
  category: string;
  title: string;
  body: string;
  target_kind: 'brand' | 'vip' | 'label' | 'agent';
  target_id: number | null;
  target_name: string | null;
  sent_by: string | null;
  created_at: Date;
  read_count: number;
}

/** How deep an agent line is walked (self and up to this many uplines). */
const maxLineDepth = 30;
/** Rows per broadcast in `inbox_read_all_counts` (by member id), so members reading all at once seldom wait on one another. */
const readAllSlots = 16;

/** The broadcasts (alias `m`) that reach a member. */
function reaches(a: Audience): RawBuilder<boolean> {
  const labels = a.labels.length > 0 ? sql`(m.target_kind = 'label' and m.target_id in (${sql.join(a.labels)}))` : sql`false`;
  const line = a.line.length > 0 ? sql`(m.target_kind = 'agent' and m.target_id in (${sql.join(a.line)}))` : sql`false`;
  return sql<boolean>`(m.member_id is null and m.brand_id = ${a.brandId} and (m.target_kind = 'brand' or (m.target_kind = 'vip' and m.target_id <= ${a.vip}) or ${labels} or ${line}))`;
}

/**
 * Owns `inbox_messages`, `inbox_marks` and `inbox_counters`. A member's counter row is locked (for update)
 * by every change to what it counts, so two parallel opens or deletes of one message change it once.
 */
export class InboxRepository {
  constructor(private readonly db: Db) {}

  /** Who the member is now; inside a transaction (`db`), as of that transaction. */
  async audience(memberId: number, db: Kysely<Database> = this.db): Promise<Audience | null> {
    const m = await db.selectFrom('members').select(['id', 'brand_id', 'club_rank_level']).where('id', '=', memberId).executeTakeFirst();
    if (!m) return null;
    const [labels, line] = await Promise.all([
      db.selectFrom('member_label_links').select('label_id').where('member_id', '=', memberId).execute(),
      sql<{ id: number }>`with recursive line(id, upline_id, depth) as (
          select id, upline_id, 0 from members where id = ${memberId}
          union all
          select p.id, p.upline_id, line.depth + 1 from members p join line on p.id = line.upline_id where line.depth < ${maxLineDepth}
        ) select id from line`.execute(db),
    ]);
    return { memberId, brandId: m.brand_id, vip: m.club_rank_level, labels: labels.map((l) => l.label_id), line: line.rows.map((r) => Number(r.id)) };
  }

  /** The unread count as kept; `stale` when a broadcast newer than the watermark exists (or the member has no counter yet). */
  async counter(memberId: number, brandId: number): Promise<{ unread: number; stale: boolean }> {
    const r = await sql<{ unread: number | null; watermark: bigint | null; latest: bigint | null }>`
      select (select personal_unread + broadcast_unread from inbox_counters where member_id = ${memberId}) as unread,
             (select watermark from inbox_counters where member_id = ${memberId}) as watermark,
             (select max(id) from inbox_messages where member_id is null and brand_id = ${brandId}) as latest`.execute(this.db);
    const row = r.rows[0]!;
    if (row.unread === null || row.watermark === null) return { unread: 0, stale: true };
    const latest = row.latest === null ? 0n : BigInt(row.latest);
    return { unread: Number(row.unread), stale: latest > BigInt(row.watermark) };
  }

  /**
   * Folds the broadcasts newer than the watermark into the member's counter (once: under the counter's lock),
   * and answers the count; null for a member who does not exist. `recount` counts every folded broadcast again.
   * Who the member is is read under the lock, so a fold racing a label, VIP level or upline change either sees
   * it or is undone by `forgetBroadcasts`, which waits for the lock.
   */
  async fold(memberId: number, recount = false): Promise<number | null> {
    return this.db.transaction().execute(async (tx) => {
      const c = await lockCounter(tx, memberId);
      const a = await this.audience(memberId, tx);
      if (!a) return null;
      const latestRow = await sql<{ latest: bigint | null }>`select max(id) as latest from inbox_messages where member_id is null and brand_id = ${a.brandId}`.execute(tx);
      const latest = latestRow.rows[0]?.latest === null || latestRow.rows[0]?.latest === undefined ? 0n : BigInt(latestRow.rows[0].latest);
      const from = recount ? c.read_below : c.watermark > c.read_below ? c.watermark : c.read_below;
      let broadcastUnread = recount ? 0 : c.broadcast_unread;
      if (latest > from) {
        const n = await sql<{ n: number }>`select count(*)::int as n from inbox_messages m
          where ${reaches(a)} and m.id > ${from} and m.id <= ${latest}
            and not exists (select 1 from inbox_marks k where k.member_id = ${a.memberId} and k.message_id = m.id)`.execute(tx);
        broadcastUnread += n.rows[0]!.n;
      }
      const watermark = latest > c.watermark ? latest : c.watermark;
      const r = await tx
        .updateTable('inbox_counters')
        .set({ broadcast_unread: broadcastUnread, watermark })
        .where('member_id', '=', a.memberId)
        .returning(sql<number>`personal_unread + broadcast_unread`.as('unread'))
        .executeTakeFirstOrThrow();
      return Number(r.unread);
    });
  }

  /**
   * The broadcasts reaching a member changed (a label, their VIP level, their upline): the counter forgets the
   * broadcasts it folded, so the next ask counts them again for who the member is now. With `downline`, everyone
   * below them in agent lines too (their line moved with them), in one statement. Personal counts stay.
   */
  async forgetBroadcasts(memberId: number, downline: boolean): Promise<void> {
    const members = downline
      ? sql`(with recursive down(id, depth) as (
            select ${memberId}::int, 0
            union all
            select d.id, down.depth + 1 from members d join down on d.upline_id = down.id where down.depth < ${maxLineDepth}
          ) select id from down)`
      : sql`(${memberId})`;
    await sql`update inbox_counters set broadcast_unread = 0, watermark = read_below where member_id in ${members}`.execute(this.db);
  }

  async insertPersonal(m: NewPersonal): Promise<{ id: bigint; unread: number }> {
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('inbox_messages')
        .values({ brand_id: m.brandId, member_id: m.memberId, category: m.category, template: m.template, params: JSON.stringify(m.params), title: m.title, body: m.body, target_kind: 'member', created_at: m.at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const c = await tx
        .insertInto('inbox_counters')
        .values({ member_id: m.memberId, personal_unread: 1 })
        .onConflict((oc) => oc.column('member_id').doUpdateSet({ personal_unread: sql`inbox_counters.personal_unread + 1` }))
        .returning(sql<number>`personal_unread + broadcast_unread`.as('unread'))
        .executeTakeFirstOrThrow();
      return { id: row.id, unread: Number(c.unread) };
    });
  }

  /**
   * One row, whoever the audience: the count reaches members when they next ask (or are told over the socket).
   * `alongside` runs in the same transaction (the audit row), so the broadcast and its audit commit together.
   */
  async insertBroadcast(b: NewBroadcast, alongside: (trx: Tx, id: bigint) => Promise<void>): Promise<bigint> {
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('inbox_messages')
        .values({ brand_id: b.brandId, member_id: null, category: b.category, template: null, params: '[]', title: b.title, body: b.body, target_kind: b.kind, target_id: b.targetId, sent_by: b.sentBy, created_at: b.at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await alongside(tx, row.id);
      return row.id;
    });
  }

  /** A message the member can see (their own, not deleted; or a broadcast reaching them that they did not delete). */
  async visible(a: Audience, id: bigint): Promise<MessageRow | null> {
    const r = await sql<MessageRow>`
      select m.id, m.brand_id, m.member_id, m.category, m.template, m.params, m.title, m.body, m.created_at,
        case when m.member_id is not null then m.read_at is not null
             else (k.read_at is not null or m.id <= coalesce(c.read_below, 0)) end as read
      from inbox_messages m
      left join inbox_marks k on k.member_id = ${a.memberId} and k.message_id = m.id
      left join inbox_counters c on c.member_id = ${a.memberId}
      where m.id = ${id} and ((m.member_id = ${a.memberId} and m.deleted_at is null) or (${reaches(a)} and k.deleted_at is null))`.execute(this.db);
    return r.rows[0] ?? null;
  }

  async list(a: Audience, q: { category?: string | undefined; unread: boolean; limit: number; offset: number }): Promise<{ rows: MessageRow[]; total: number }> {
    const c = await this.db.selectFrom('inbox_counters').select('read_below').where('member_id', '=', a.memberId).executeTakeFirst();
    const readBelow = c?.read_below ?? 0n;
    const readExpr = sql`case when m.member_id is not null then m.read_at is not null else (k.read_at is not null or m.id <= ${readBelow}) end`;
    const filters = [
      sql`((m.member_id = ${a.memberId} and m.deleted_at is null) or (${reaches(a)} and (k.deleted_at is null)))`,
      ...(q.category ? [sql`m.category = ${q.category}`] : []),
      ...(q.unread ? [sql`not (${readExpr})`] : []),
    ];
    const where = sql.join(filters, sql` and `);
    const from = sql`from inbox_messages m left join inbox_marks k on k.member_id = ${a.memberId} and k.message_id = m.id where ${where}`;
    const [rows, total] = await Promise.all([
      sql<MessageRow>`select m.id, m.brand_id, m.member_id, m.category, m.template, m.params, m.title, m.body, m.created_at, ${readExpr} as read ${from} order by m.id desc limit ${q.limit} offset ${q.offset}`.execute(this.db),
      sql<{ n: number }>`select count(*)::int as n ${from}`.execute(this.db),
    ]);
    return { rows: rows.rows, total: total.rows[0]!.n };
  }

  /** Marks a personal message read; answers the unread count, and whether it changed. */
  async readPersonal(memberId: number, id: bigint, at: Date): Promise<{ changed: boolean; unread: number }> {
    return this.db.transaction().execute(async (tx) => {
      await lockCounter(tx, memberId);
      const hit = await tx.updateTable('inbox_messages').set({ read_at: at }).where('id', '=', id).where('member_id', '=', memberId).where('read_at', 'is', null).where('deleted_at', 'is', null).returning('id').executeTakeFirst();
      return { changed: hit !== undefined, unread: await adjust(tx, memberId, hit ? { personal_unread: -1 } : {}) };
    });
  }

  async deletePersonal(memberId: number, id: bigint, at: Date): Promise<{ changed: boolean; unread: number }> {
    return this.db.transaction().execute(async (tx) => {
      await lockCounter(tx, memberId);
      const hit = await tx.updateTable('inbox_messages').set({ deleted_at: at }).where('id', '=', id).where('member_id', '=', memberId).where('deleted_at', 'is', null).returning('read_at').executeTakeFirst();
      return { changed: hit !== undefined, unread: await adjust(tx, memberId, hit && hit.read_at === null ? { personal_unread: -1 } : {}) };
    });
  }

  /**
   * A read or deleted marker on a broadcast. It was unread when the member had no marker and it is above
   * `read_below`; it is in the counter only when at or below the watermark (a later fold skips marked ones).
   */
  async markBroadcast(memberId: number, id: bigint, what: 'read' | 'deleted', at: Date): Promise<{ changed: boolean; unread: number }> {
    return this.db.transaction().execute(async (tx) => {
      const c = await lockCounter(tx, memberId);
      const values = what === 'read' ? { member_id: memberId, message_id: id, read_at: at } : { member_id: memberId, message_id: id, deleted_at: at };
      const inserted = await tx
        .insertInto('inbox_marks')
        .values(values)
        .onConflict((oc) => oc.columns(['member_id', 'message_id']).doNothing())
        .returning('message_id')
        .executeTakeFirst();
      let changed = inserted !== undefined;
      if (!inserted && what === 'deleted') {
        const hit = await tx.updateTable('inbox_marks').set({ deleted_at: at }).where('member_id', '=', memberId).where('message_id', '=', id).where('deleted_at', 'is', null).returning('message_id').executeTakeFirst();
        changed = hit !== undefined;
      }
      const wasCounted = inserted !== undefined && id > c.read_below && id <= c.watermark;
      return { changed, unread: await adjust(tx, memberId, wasCounted ? { broadcast_unread: -1 } : {}) };
    });
  }

  /**
   * Everything read: personal rows stamped, broadcasts up to the newest one read by `read_below`. Each broadcast
   * this newly reads (it reaches the member, and they left no marker on it) gains one reader in
   * `inbox_read_all_counts`, under the counter's lock, so a member is counted once however often they read all.
   */
  async readAll(memberId: number, at: Date): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const c = await lockCounter(tx, memberId);
      const a = await this.audience(memberId, tx);
      if (!a) return;
      const latestRow = await sql<{ latest: bigint | null }>`select max(id) as latest from inbox_messages where member_id is null and brand_id = ${a.brandId}`.execute(tx);
      const latest = latestRow.rows[0]?.latest == null ? 0n : BigInt(latestRow.rows[0].latest);
      if (latest > c.read_below) {
        // In broadcast order, so two members of one slot take its rows in the same order (no deadlock).
        await sql`insert into inbox_read_all_counts (message_id, slot, members)
          select m.id, ${memberId % readAllSlots}::smallint, 1 from inbox_messages m
          where ${reaches(a)} and m.id > ${c.read_below} and m.id <= ${latest}
            and not exists (select 1 from inbox_marks k where k.member_id = ${memberId} and k.message_id = m.id)
          order by m.id
          on conflict (message_id, slot) do update set members = inbox_read_all_counts.members + 1`.execute(tx);
      }
      await tx.updateTable('inbox_messages').set({ read_at: at }).where('member_id', '=', memberId).where('read_at', 'is', null).where('deleted_at', 'is', null).execute();
      await tx
        .updateTable('inbox_counters')
        .set({ personal_unread: 0, broadcast_unread: 0, read_below: sql`greatest(read_below, ${latest})`, watermark: sql`greatest(watermark, ${latest})` })
        .where('member_id', '=', memberId)
        .execute();
    });
  }

  async broadcasts(brandId: number, limit: number, offset: number): Promise<{ rows: BroadcastRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      sql<BroadcastRow>`select m.id, m.brand_id, m.category, m.title, m.body, m.target_kind, m.target_id, m.created_at,
          o.username as sent_by,
          case m.target_kind when 'label' then (select name from brand_labels where id = m.target_id)
                             when 'agent' then (select username from members where id = m.target_id) else null end as target_name,
          (select count(*)::int from inbox_marks k where k.message_id = m.id and k.read_at is not null)
            + (select coalesce(sum(members), 0)::int from inbox_read_all_counts r where r.message_id = m.id) as read_count
        from inbox_messages m left join operators o on o.id = m.sent_by
        where m.member_id is null and m.brand_id = ${brandId}
        order by m.id desc limit ${limit} offset ${offset}`.execute(this.db),
      sql<{ n: number }>`select count(*)::int as n from inbox_messages m where m.member_id is null and m.brand_id = ${brandId}`.execute(this.db),
    ]);
    return { rows: rows.rows, total: total.rows[0]!.n };
  }

  async brandExists(brandId: number): Promise<boolean> {
    return (await this.db.selectFrom('brands').select('id').where('id', '=', brandId).executeTakeFirst()) !== undefined;
  }

  async labelInBrand(labelId: number, brandId: number): Promise<string | null> {
    const r = await this.db.selectFrom('brand_labels').select('name').where('id', '=', labelId).where('brand_id', '=', brandId).executeTakeFirst();
    return r?.name ?? null;
  }

  /** An agent of the brand by username (any agent type; a member with a downline counts too). */
  async agentByUsername(brandId: number, username: string): Promise<{ id: number; username: string } | null> {
    const r = await this.db.selectFrom('members').select(['id', 'username']).where('brand_id', '=', brandId).where('username_key', '=', username.toLowerCase()).executeTakeFirst();
    return r ?? null;
  }
}

type Tx = Transaction<Database>;

async function lockCounter(tx: Tx, memberId: number) {
  await tx.insertInto('inbox_counters').values({ member_id: memberId }).onConflict((oc) => oc.column('member_id').doNothing()).execute();
  return tx.selectFrom('inbox_counters').selectAll().where('member_id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
}

async function adjust(tx: Tx, memberId: number, by: { personal_unread?: number; broadcast_unread?: number }): Promise<number> {
  const r = await tx
    .updateTable('inbox_counters')
    .set({
      personal_unread: sql`greatest(personal_unread + ${by.personal_unread ?? 0}, 0)`,
      broadcast_unread: sql`greatest(broadcast_unread + ${by.broadcast_unread ?? 0}, 0)`,
    })
    .where('member_id', '=', memberId)
    .returning(sql<number>`personal_unread + broadcast_unread`.as('unread'))
    .executeTakeFirstOrThrow();
  return Number(r.unread);
}
