import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SecretKind } from './secret-attempts.ts';

/** `secret_attempts`: one row per member and secret, counting wrong answers and checks in flight. */
export class SecretAttemptsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Takes a slot for one check in one conditional upsert: a count older than its `reset_at` starts
   * again; otherwise only while wrong answers plus checks in flight stay under `max`. Returns the wrong
   * answers counted so far, or undefined when no slot was free.
   */
  async take(memberId: number, secret: SecretKind, max: number, now: Date, forgetAt: Date): Promise<number | undefined> {
    const taken = await sql<{ attempts: number }>`
      insert into secret_attempts as s (member_id, secret, attempts, in_flight, reset_at) values (${memberId}, ${secret}, 0, 1, ${forgetAt})
      on conflict (member_id, secret) do update set
        attempts = case when s.reset_at <= ${now} then 0 else s.attempts end,
        in_flight = case when s.reset_at <= ${now} then 1 else s.in_flight + 1 end,
        reset_at = case when s.reset_at <= ${now} then excluded.reset_at else s.reset_at end
      where s.reset_at <= ${now} or s.attempts + s.in_flight < ${max}
      returning attempts`.execute(this.db);
    return taken.rows[0]?.attempts;
  }

  state(memberId: number, secret: SecretKind) {
    return this.db.selectFrom('secret_attempts').select(['attempts', 'reset_at']).where('member_id', '=', memberId).where('secret', '=', secret).executeTakeFirst();
  }

  /** Gives a slot back uncounted (the check gave no answer). */
  async release(memberId: number, secret: SecretKind): Promise<void> {
    await sql`update secret_attempts set in_flight = greatest(in_flight - 1, 0) where member_id = ${memberId} and secret = ${secret}`.execute(this.db);
  }

  /** A right answer: the slot back, the wrong answers forgotten. */
  async forgive(memberId: number, secret: SecretKind): Promise<void> {
    await sql`update secret_attempts set attempts = 0, in_flight = greatest(in_flight - 1, 0) where member_id = ${memberId} and secret = ${secret}`.execute(this.db);
  }

  /** A wrong answer: counted, and the count kept until at least `forgetAt`. Returns the wrong answers now counted. */
  async fail(memberId: number, secret: SecretKind, forgetAt: Date): Promise<number | undefined> {
    const after = await sql<{ attempts: number }>`
      update secret_attempts set attempts = attempts + 1, in_flight = greatest(in_flight - 1, 0), reset_at = greatest(reset_at, ${forgetAt})
      where member_id = ${memberId} and secret = ${secret} returning attempts`.execute(this.db);
    return after.rows[0]?.attempts;
  }
}
