import { sql } from 'kysely';
import type { ErrorCode } from '@lotus/contract/errors';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * Attempt limits for a member's secrets checked inside a session: the 6-digit payment password (a
 * million values) and the login password asked again (change password, set payment password). Each
 * check first takes an attempt with one conditional upsert and only then compares the secret, so
 * parallel guesses never evaluate more than `max`; the count lives in PostgreSQL so every process of a
 * deployment shares it, with or without Redis, and a restart does not forget it.
 */
const rules = {
  payment: { max: 5, lockMinutes: 15, wrong: 'payment.password.invalid', locked: 'payment.password.locked' },
  login: { max: 5, lockMinutes: 15, wrong: 'password.old.invalid', locked: 'password.attempts.locked' },
} as const satisfies Record<string, { max: number; lockMinutes: number; wrong: ErrorCode; locked: ErrorCode }>;
export type SecretKind = keyof typeof rules;

/**
 * Runs `verify` as one counted attempt at the member's `secret`. Right: the count starts again.
 * Wrong: `wrong` code with the attempts left, and the count is kept until `lockMinutes` after the last
 * failure. Beyond `max` in that time: the `locked` code with `retryAfterSeconds`, without checking.
 */
export async function guardSecret(db: Db, memberId: number, secret: SecretKind, now: Date, verify: () => Promise<boolean>): Promise<void> {
  const rule = rules[secret];
  const forgetAt = new Date(now.getTime() + rule.lockMinutes * 60_000);
  const taken = await sql<{ attempts: number; reset_at: Date }>`
    insert into secret_attempts as s (member_id, secret, attempts, reset_at) values (${memberId}, ${secret}, 1, ${forgetAt})
    on conflict (member_id, secret) do update set
      attempts = case when s.reset_at <= ${now} then 1 else s.attempts + 1 end,
      reset_at = case when s.reset_at <= ${now} then excluded.reset_at else s.reset_at end
    returning attempts, reset_at`.execute(db);
  const { attempts, reset_at } = taken.rows[0]!;
  if (attempts > rule.max) {
    const retryAfterSeconds = Math.max(1, Math.ceil((new Date(reset_at).getTime() - now.getTime()) / 1000));
    throw new AppError(rule.locked, { value: { retryAfterSeconds } });
  }
  if (await verify()) {
    await db.deleteFrom('secret_attempts').where('member_id', '=', memberId).where('secret', '=', secret).execute();
    return;
  }
  // Each failure keeps the count for another lockMinutes: five wrong guesses lock for that long after the last.
  await sql`update secret_attempts set reset_at = greatest(reset_at, ${forgetAt}) where member_id = ${memberId} and secret = ${secret}`.execute(db);
  throw new AppError(rule.wrong, { value: { attemptsLeft: rule.max - attempts } });
}
