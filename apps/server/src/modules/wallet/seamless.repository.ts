import type { Db } from '../../db/database.ts';

/** The seamless wallet's records: vendor player sessions (opened at game launch, presented by the vendor as a token), and transfers by key. */
export class SeamlessRepository {
  constructor(private readonly db: Db) {}

  async openSession(row: { tokenHash: string; vendor: string; memberId: number; brandId: number; expiresAt: Date }): Promise<void> {
    await this.db.insertInto('vendor_sessions').values({ token_hash: row.tokenHash, vendor_code: row.vendor, member_id: row.memberId, brand_id: row.brandId, expires_at: row.expiresAt }).execute();
  }

  session(tokenHash: string, vendor: string) {
    return this.db.selectFrom('vendor_sessions').select(['member_id', 'expires_at']).where('token_hash', '=', tokenHash).where('vendor_code', '=', vendor).executeTakeFirst();
  }

  /** The member a vendor's session token belongs to, live or expired. */
  async sessionMember(vendor: string, tokenHash: string): Promise<number | undefined> {
    return (await this.session(tokenHash, vendor))?.member_id;
  }

  async hasLiveSession(vendor: string, memberId: number, now: Date): Promise<boolean> {
    const row = await this.db.selectFrom('vendor_sessions').select('token_hash').where('member_id', '=', memberId).where('vendor_code', '=', vendor).where('expires_at', '>', now).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /** A ledger transfer's status by key ('posted', 'rejected', 'tombstone', ...), or undefined when there is none. */
  async transferStatus(key: string): Promise<string | undefined> {
    return (await this.db.selectFrom('ledger_transfers').select('status').where('key', '=', key).executeTakeFirst())?.status;
  }
}
