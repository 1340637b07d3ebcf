import type { Db } from '../db/database.ts';

/** Where the local SMS and mail adapters keep what they "sent", for the development inbox. */
export class DevOutbox {
  constructor(private readonly db: Db) {}

  async put(channel: 'sms' | 'mail', recipient: string, subject: string, body: string): Promise<void> {
    await this.db.insertInto('dev_outbox').values({ channel, recipient, subject, body }).execute();
  }

  async latest(limit = 50) {
    const rows = await this.db.selectFrom('dev_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
    return rows.map((r) => ({ id: r.id, channel: r.channel, recipient: r.recipient, subject: r.subject, body: r.body, createdAt: r.created_at.toISOString() }));
  }
}
