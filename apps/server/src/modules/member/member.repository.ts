import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MembersTable } from '../../db/schema.ts';

export type MemberRow = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;

/** Postgres' unique-violation code, with the index that was hit. */
export function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return null;
  return e.constraint ?? /"([^"]+)"/.exec(e.message ?? '')?.[1] ?? 'unknown';
}

export class MemberRepository {
  constructor(private readonly db: Db) {}

  byUsername(brandId: number, username: string) {
    return this.db.selectFrom('members').selectAll().where('brand_id', '=', brandId).where('username_key', '=', username.toLowerCase()).executeTakeFirst();
  }

  byMobile(brandId: number, mobileKey: string) {
    return this.db.selectFrom('members').selectAll().where('brand_id', '=', brandId).where('mobile_key', '=', mobileKey).executeTakeFirst();
  }

  /** A member with the username of their upline, for member info. */
  withUpline(id: number) {
    return this.db
      .selectFrom('members as m')
      .leftJoin('members as u', 'u.id', 'm.upline_id')
      .selectAll('m')
      .select('u.username as upline_username')
      .where('m.id', '=', id)
      .executeTakeFirst();
  }

  byId(id: number) {
    return this.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Members' account kinds (customer_type) by id, for other modules' rules (trial accounts); unknown ids are absent. */
  async customerTypes(ids: number[]): Promise<Map<number, number>> {
    const types = new Map<number, number>();
    for (let i = 0; i < ids.length; i += 5_000) {
      const rows = await this.db.selectFrom('members').select(['id', 'customer_type']).where('id', 'in', ids.slice(i, i + 5_000)).execute();
      for (const r of rows) types.set(r.id, r.customer_type);
    }
    return types;
  }

  byReferralCode(brandId: number, code: string) {
    return this.db.selectFrom('members').select(['id']).where('brand_id', '=', brandId).where('referral_code', '=', code.toUpperCase()).executeTakeFirst();
  }

  affiliate(brandId: number, code: string) {
    return this.db.selectFrom('affiliate_codes').select(['agent_id', 'domain']).where('brand_id', '=', brandId).where('code', '=', code).executeTakeFirst();
  }

  insert(row: NewMember) {
    return this.db.insertInto('members').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** The member's own new password: it also ends an operator's demand for one (a temporary password). */
  setPassword(id: number, passwordHash: string, now: Date) {
    return this.db.updateTable('members').set({ password_hash: passwordHash, password_changed_at: now, password_must_change: false }).where('id', '=', id).execute();
  }

  /** What the wallet needs of a member (see modules/wallet's MemberFacts). */
  async trialCredit(id: number): Promise<bigint> {
    return (await this.db.selectFrom('members').select('trial_credit').where('id', '=', id).executeTakeFirst())?.trial_credit ?? 0n;
  }

  async upline(id: number): Promise<{ id: number; username: string } | null> {
    const m = await this.withUpline(id);
    return m?.upline_id != null && m.upline_username ? { id: m.upline_id, username: m.upline_username } : null;
  }

  /** A member as a game vendor names them, with their brand's code (the seamless wallet's player lookup). */
  async vendorPlayer(id: number) {
    const m = await this.db.selectFrom('members as m').innerJoin('brands as b', 'b.id', 'm.brand_id').select(['m.id', 'm.username', 'm.customer_type', 'b.code']).where('m.id', '=', id).executeTakeFirst();
    return m && { id: m.id, username: m.username, customerType: m.customer_type, brandCode: m.code };
  }

  /** The payment password (withdrawals, bank cards, transfers), kept beside the login password. */
  setPaymentPassword(id: number, passwordHash: string) {
    return this.db.updateTable('members').set({ payment_password_hash: passwordHash }).where('id', '=', id).execute();
  }

  recordLogin(id: number, ip: string, now: Date) {
    return this.db.updateTable('members').set({ last_login_at: now, last_login_ip: ip }).where('id', '=', id).execute();
  }

  markFirstLogin(id: number, now: Date) {
    return this.db.updateTable('members').set({ first_login_at: now }).where('id', '=', id).where('first_login_at', 'is', null).execute();
  }

  setLanguage(id: number, language: string) {
    return this.db.updateTable('members').set({ language }).where('id', '=', id).execute();
  }

  setIcon(id: number, icon: string) {
    return this.db.updateTable('members').set({ avatar_icon: icon }).where('id', '=', id).execute();
  }

  async knowsIp(memberId: number, ip: string): Promise<boolean> {
    return (await this.db.selectFrom('member_ips').select('ip').where('member_id', '=', memberId).where('ip', '=', ip).executeTakeFirst()) !== undefined;
  }

  rememberIp(memberId: number, ip: string) {
    return this.db.insertInto('member_ips').values({ member_id: memberId, ip }).onConflict((oc) => oc.doNothing()).execute();
  }

  /** The member of a live reset token, without using it up (the new password is checked first). */
  async liveResetMember(tokenHash: string, now: Date): Promise<number | null> {
    const row = await this.db
      .selectFrom('password_resets')
      .select('member_id')
      .where('token_hash', '=', tokenHash)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row?.member_id ?? null;
  }

  insertReset(tokenHash: string, memberId: number, expiresAt: Date) {
    return this.db.insertInto('password_resets').values({ token_hash: tokenHash, member_id: memberId, expires_at: expiresAt }).execute();
  }

  /** Uses a reset token once; returns its member when it was live. */
  async consumeReset(tokenHash: string, now: Date): Promise<number | null> {
    const row = await this.db
      .updateTable('password_resets')
      .set({ consumed_at: now })
      .where('token_hash', '=', tokenHash)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('member_id')
      .executeTakeFirst();
    return row?.member_id ?? null;
  }

  insertTicket(row: { ticket_hash: string; member_id: number; remember: boolean; ip: string; expires_at: Date }) {
    return this.db.insertInto('login_tickets').values(row).execute();
  }

  liveTicket(ticketHash: string, now: Date) {
    return this.db
      .selectFrom('login_tickets')
      .selectAll()
      .where('ticket_hash', '=', ticketHash)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .where('attempts', '<', 5)
      .executeTakeFirst();
  }

  failTicket(ticketHash: string) {
    return this.db
      .updateTable('login_tickets')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('ticket_hash', '=', ticketHash)
      .execute();
  }

  async consumeTicket(ticketHash: string, now: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('login_tickets')
      .set({ consumed_at: now })
      .where('ticket_hash', '=', ticketHash)
      .where('consumed_at', 'is', null)
      .returning('member_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  putCaptcha(brandId: number, requester: string, answerHash: string, expiresAt: Date) {
    return this.db
      .insertInto('captchas')
      .values({ brand_id: brandId, requester, answer_hash: answerHash, expires_at: expiresAt })
      .onConflict((oc) => oc.columns(['brand_id', 'requester']).doUpdateSet({ answer_hash: answerHash, expires_at: expiresAt }))
      .execute();
  }

  /** Takes the requester's captcha (single use) and returns its answer hash when still live. */
  async takeCaptcha(brandId: number, requester: string, now: Date): Promise<string | null> {
    const row = await this.db
      .deleteFrom('captchas')
      .where('brand_id', '=', brandId)
      .where('requester', '=', requester)
      .returning(['answer_hash', 'expires_at'])
      .executeTakeFirst();
    return row && row.expires_at > now ? row.answer_hash : null;
  }
}
