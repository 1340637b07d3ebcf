import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface MemberSearchFilter {
  /** Only this brand's members (the operator's brand, or the brand a deployment-wide operator picked); null: every brand. */
  brandId: number | null;
  /** Start of the username, lower-cased. */
  usernamePrefix?: string | undefined;
  /** Digits only: matched against the number with its dialing code and the national number. */
  mobileDigits?: string | undefined;
  memberId?: number | undefined;
  ip?: string | undefined;
  status?: 'active' | 'locked' | undefined;
  type?: number | undefined;
  labelId?: number | undefined;
  sort: 'registeredAt' | 'username' | 'lastLoginAt';
  order: 'asc' | 'desc';
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * The operator's reads and writes on members that the site never makes: search, account status, an
 * operator's password reset, the brand's labels and operators' notes. Search conditions are written so
 * each uses an index of migration 0024 (a username prefix in byte order, addresses through member_ips).
 */
export class MemberAdminRepository {
  constructor(private readonly db: Db) {}

  #filtered(f: MemberSearchFilter) {
    return this.db.selectFrom('members as m').where((eb) => {
      const and: Expression<SqlBool>[] = [];
      if (f.brandId !== null) and.push(eb('m.brand_id', '=', f.brandId));
      if (f.memberId !== undefined) and.push(eb('m.id', '=', f.memberId));
      if (f.usernamePrefix !== undefined) and.push(sql<boolean>`m.username_key collate "C" like ${`${escapeLike(f.usernamePrefix.toLowerCase())}%`}`);
      if (f.mobileDigits !== undefined) {
        const national = f.mobileDigits.replace(/^0+/, '');
        and.push(eb.or([eb('m.mobile_key', '=', f.mobileDigits), eb('m.mobile', '=', national === '' ? f.mobileDigits : national)]));
      }
      if (f.ip !== undefined) {
        // One set of ids from both indexes (registration address, every login address), joined to members by key.
        const ip = f.ip;
        and.push(eb('m.id', 'in', eb.selectFrom('member_ips').select('member_id').where('ip', '=', ip).union(eb.selectFrom('members').select('id as member_id').where('register_ip', '=', ip))));
      }
      if (f.status !== undefined) and.push(eb('m.status', '=', f.status));
      if (f.type !== undefined) and.push(eb('m.customer_type', '=', f.type));
      if (f.labelId !== undefined) and.push(eb('m.id', 'in', eb.selectFrom('member_label_links').select('member_id').where('label_id', '=', f.labelId!)));
      return eb.and(and);
    });
  }

  /** A page of matches in the chosen order (ties broken by id), and the number of matches counted up to `countUpTo`. */
  async search(f: MemberSearchFilter, limit: number, offset: number, countUpTo: number) {
    const direction = f.order === 'asc' ? sql`asc` : sql`desc`;
    const order =
      f.sort === 'username'
        ? sql`m.username_key collate "C" ${direction}, m.id ${direction}`
        : f.sort === 'lastLoginAt'
          ? // The index's order (latest first, never logged in last), or exactly its reverse.
            f.order === 'desc'
            ? sql`m.last_login_at desc nulls last, m.id desc`
            : sql`m.last_login_at asc nulls first, m.id asc`
          : sql`m.id ${direction}`;
    const rows = await this.#filtered(f)
      .select(['m.id', 'm.brand_id', 'm.username', 'm.customer_type', 'm.status', 'm.created_at', 'm.last_login_at'])
      .orderBy(order)
      .limit(limit)
      .offset(offset)
      .execute();
    const counted = this.#filtered(f).select(sql`1`.as('one')).limit(countUpTo + 1);
    const { n } = await this.db
      .selectFrom(counted.as('c'))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return { rows, matches: Number(n) };
  }

  /** A member with the usernames of their upline and referrer. */
  profile(id: number) {
    return this.db
      .selectFrom('members as m')
      .leftJoin('members as u', 'u.id', 'm.upline_id')
      .leftJoin('members as r', 'r.id', 'm.referrer_id')
      .selectAll('m')
      .select(['u.username as upline_username', 'r.username as referrer_username'])
      .where('m.id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Moves the account from one status to the other, once: undefined when it did not have `from` (a parallel
   * change got there first, or it already had `to`). The counter each change takes orders them in the trail.
   */
  setStatus(id: number, from: 'active' | 'locked', to: 'active' | 'locked', reason: string, now: Date) {
    return this.db
      .updateTable('members')
      .set((eb) => ({ status: to, status_reason: reason, status_changed_at: now, status_version: eb('status_version', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', from)
      .returning(['status', 'status_version', 'status_changed_at'])
      .executeTakeFirst();
  }

  /** An operator's reset: the new password works once more only until the member chooses their own. */
  async setTemporaryPassword(id: number, passwordHash: string, now: Date): Promise<void> {
    await this.db.updateTable('members').set({ password_hash: passwordHash, password_changed_at: now, password_must_change: true }).where('id', '=', id).execute();
  }

  memberLabels(memberId: number) {
    return this.db
      .selectFrom('member_label_links as k')
      .innerJoin('brand_labels as l', 'l.id', 'k.label_id')
      .select(['l.id', 'l.name'])
      .where('k.member_id', '=', memberId)
      .orderBy('l.name_key')
      .orderBy('l.id')
      .execute();
  }

  /** Brands' labels by name; null: every brand. */
  brandLabels(brandId: number | null, limit: number) {
    return this.db
      .selectFrom('brand_labels')
      .select(['id', 'brand_id', 'name'])
      .$if(brandId !== null, (q) => q.where('brand_id', '=', brandId!))
      .orderBy('brand_id')
      .orderBy('name_key')
      .limit(limit)
      .execute();
  }

  /**
   * Puts the brand's label of this name (made if the brand has none, up to `brandLimit`) on a member with
   * fewer than `memberLimit` labels. One transaction holding the member's row (and, to make a label, the
   * brand's label lock), so parallel adds keep both limits.
   */
  addLabel(a: { brandId: number; memberId: number; name: string; operatorId: number; memberLimit: number; brandLimit: number }) {
    return this.db.transaction().execute(async (tx): Promise<{ outcome: 'added' | 'present' | 'member-limit' | 'brand-limit'; label?: { id: number; name: string } }> => {
      await tx.selectFrom('members').select('id').where('id', '=', a.memberId).forUpdate().executeTakeFirstOrThrow();
      const key = a.name.toLowerCase();
      const find = () => tx.selectFrom('brand_labels').select(['id', 'name']).where('brand_id', '=', a.brandId).where('name_key', '=', key).executeTakeFirst();
      let label = await find();
      if (!label) {
        await sql`select pg_advisory_xact_lock(${labelLockSpace}, ${a.brandId})`.execute(tx);
        label = await find();
        if (!label) {
          const { n } = await tx.selectFrom('brand_labels').select((eb) => eb.fn.countAll<string>().as('n')).where('brand_id', '=', a.brandId).executeTakeFirstOrThrow();
          if (Number(n) >= a.brandLimit) return { outcome: 'brand-limit' };
          label = await tx.insertInto('brand_labels').values({ brand_id: a.brandId, name: a.name, name_key: key, created_by: a.operatorId }).returning(['id', 'name']).executeTakeFirstOrThrow();
        }
      }
      const present = await tx.selectFrom('member_label_links').select('label_id').where('member_id', '=', a.memberId).where('label_id', '=', label.id).executeTakeFirst();
      if (present) return { outcome: 'present', label };
      const { n } = await tx.selectFrom('member_label_links').select((eb) => eb.fn.countAll<string>().as('n')).where('member_id', '=', a.memberId).executeTakeFirstOrThrow();
      if (Number(n) >= a.memberLimit) return { outcome: 'member-limit', label };
      await tx.insertInto('member_label_links').values({ member_id: a.memberId, label_id: label.id, added_by: a.operatorId }).execute();
      return { outcome: 'added', label };
    });
  }

  /** Takes a label off a member; the label's name when it was on. */
  async removeLabel(memberId: number, labelId: number): Promise<string | null> {
    const removed = await this.db.deleteFrom('member_label_links').where('member_id', '=', memberId).where('label_id', '=', labelId).returning('label_id').executeTakeFirst();
    if (!removed) return null;
    return (await this.db.selectFrom('brand_labels').select('name').where('id', '=', labelId).executeTakeFirst())?.name ?? '';
  }

  addNote(n: { memberId: number; brandId: number; operatorId: number; author: string; body: string; now: Date }) {
    return this.db
      .insertInto('member_notes')
      .values({ member_id: n.memberId, brand_id: n.brandId, operator_id: n.operatorId, author: n.author, body: n.body, created_at: n.now })
      .returning(['id', 'author', 'body', 'created_at'])
      .executeTakeFirstOrThrow();
  }

  /** Newest first, older than `before` when given. */
  notes(memberId: number, before: bigint | undefined, limit: number) {
    return this.db
      .selectFrom('member_notes')
      .select(['id', 'author', 'body', 'created_at'])
      .where('member_id', '=', memberId)
      .$if(before !== undefined, (q) => q.where('id', '<', before!))
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}

/** The first key of the advisory lock taken to make a brand's label (the second is the brand id). */
const labelLockSpace = 24_001;
