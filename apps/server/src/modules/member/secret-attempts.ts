import { sql } from 'kysely';
import type { ErrorCode } from '@lotus/contract/errors';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { tooMany } from '../../platform/rate-limits.ts';

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

/** How long a check waits for other checks of the same secret to be decided before answering "busy". */
const WAIT_STEP_MS = 50;
const WAIT_STEPS = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `verify` as one counted attempt at the member's `secret`. A slot is taken first, and only while
 * wrong answers plus checks in flight stay under `max`: so at most `max` wrong guesses are ever
 * evaluated, however many arrive at once. Right: the wrong answers are forgotten. Wrong: `wrong` code
 * with the attempts left, kept until `lockMinutes` after the last failure. With `max` wrong answers in
 * that time: the `locked` code with `retryAfterSeconds`, without checking. A check that finds every
 * slot taken by checks in flight waits for them (a member's double click with the right password must
 * not read as a lock-out), and answers TOO_MANY_REQUESTS if they take too long.
 */
export async function guardSecret(db: Db, memberId: number, secret: SecretKind, now: Date, verify: () => Promise<boolean>): Promise<void> {
  const rule = rules[secret];
  const forgetAt = new Date(now.getTime() + rule.lockMinutes * 60_000);
  for (let step = 0; ; step++) {
    const taken = await sql<{ attempts: number }>`
      insert into secret_attempts as s (member_id, secret, attempts, in_flight, reset_at) values (${memberId}, ${secret}, 0, 1, ${forgetAt})
      on conflict (member_id, secret) do update set
        attempts = case when s.reset_at <= ${now} then 0 else s.attempts end,
        in_flight = case when s.reset_at <= ${now} then 1 else s.in_flight + 1 end,
        reset_at = case when s.reset_at <= ${now} then excluded.reset_at else s.reset_at end
      where s.reset_at <= ${now} or s.attempts + s.in_flight < ${rule.max}
      returning attempts`.execute(db);
    if (taken.rows[0]) return decide(db, memberId, secret, rule, taken.rows[0].attempts, forgetAt, verify);
    const row = await db.selectFrom('secret_attempts').select(['attempts', 'reset_at']).where('member_id', '=', memberId).where('secret', '=', secret).executeTakeFirst();
    if (row && row.attempts >= rule.max && row.reset_at > now) {
      const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - now.getTime()) / 1000));
      throw new AppError(rule.locked, { value: { retryAfterSeconds } });
    }
    if (step >= WAIT_STEPS) throw tooMany(1000);
    await sleep(WAIT_STEP_MS);
  }
}

async function decide(db: Db, memberId: number, secret: SecretKind, rule: (typeof rules)[SecretKind], attempts: number, forgetAt: Date, verify: () => Promise<boolean>): Promise<void> {
  let right: boolean;
  try {
    right = await verify();
  } catch (error) {
    // Not an answer: give the slot back uncounted.
    await sql`update secret_attempts set in_flight = greatest(in_flight - 1, 0) where member_id = ${memberId} and secret = ${secret}`.execute(db);
    throw error;
  }
  if (right) {
    await sql`update secret_attempts set attempts = 0, in_flight = greatest(in_flight - 1, 0) where member_id = ${memberId} and secret = ${secret}`.execute(db);
    return;
  }
  // Each failure keeps the count for another lockMinutes: `max` wrong guesses lock for that long after the last.
  const after = await sql<{ attempts: number }>`
    update secret_attempts set attempts = attempts + 1, in_flight = greatest(in_flight - 1, 0), reset_at = greatest(reset_at, ${forgetAt})
    where member_id = ${memberId} and secret = ${secret} returning attempts`.execute(db);
  const failures = after.rows[0]?.attempts ?? attempts + 1;
  throw new AppError(rule.wrong, { value: { attemptsLeft: Math.max(0, rule.max - failures) } });
}
