import type { ErrorCode } from '@lotus/contract/errors';
import { AppError } from '../../platform/errors.ts';
import { tooMany } from '../../platform/rate-limits.ts';
import type { SecretAttemptsRepository } from './secret-attempts.repository.ts';

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
export class SecretGuard {
  constructor(private readonly attempts: SecretAttemptsRepository) {}

  async guard(memberId: number, secret: SecretKind, now: Date, verify: () => Promise<boolean>): Promise<void> {
    const rule = rules[secret];
    const forgetAt = new Date(now.getTime() + rule.lockMinutes * 60_000);
    for (let step = 0; ; step++) {
      const attempts = await this.attempts.take(memberId, secret, rule.max, now, forgetAt);
      if (attempts !== undefined) return this.#decide(memberId, secret, attempts, forgetAt, verify);
      const row = await this.attempts.state(memberId, secret);
      if (row && row.attempts >= rule.max && row.reset_at > now) {
        const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - now.getTime()) / 1000));
        throw new AppError(rule.locked, { value: { retryAfterSeconds } });
      }
      if (step >= WAIT_STEPS) throw tooMany(1000);
      await sleep(WAIT_STEP_MS);
    }
  }

  async #decide(memberId: number, secret: SecretKind, attempts: number, forgetAt: Date, verify: () => Promise<boolean>): Promise<void> {
    const rule = rules[secret];
    let right: boolean;
    try {
      right = await verify();
    } catch (error) {
      // Not an answer: give the slot back uncounted.
      await this.attempts.release(memberId, secret);
      throw error;
    }
    if (right) return this.attempts.forgive(memberId, secret);
    // Each failure keeps the count for another lockMinutes: `max` wrong guesses lock for that long after the last.
    const failures = (await this.attempts.fail(memberId, secret, forgetAt)) ?? attempts + 1;
    throw new AppError(rule.wrong, { value: { attemptsLeft: Math.max(0, rule.max - failures) } });
  }
}
