import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '../db/database.ts';
import { AppError } from './errors.ts';

/**
 * The self-hosted human check: an ALTCHA proof-of-work the browser solves before login, register and
 * SMS requests (in place of the original's third-party puzzle). Challenges are HMAC-signed with the
 * deployment's shared secret, expire after 10 minutes, and each solution is accepted once.
 */
export class HumanCheck {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly cost: number,
    private readonly maxCounter: number,
    private readonly now: () => Date,
  ) {}

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: this.cost,
      counter: randomInt(Math.floor(this.maxCounter / 2), this.maxCounter),
      deriveKey,
      expiresAt: new Date(this.now().getTime() + 10 * 60_000),
      hmacSignatureSecret: this.secret,
    });
  }

  /** Throws `human.check.failed` unless `encoded` (base64 JSON {challenge, solution}) is a fresh, valid solution. */
  async verify(encoded: string | undefined): Promise<void> {
    if (!encoded) throw new AppError('human.check.failed');
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Payload;
    } catch {
      throw new AppError('human.check.failed');
    }
    const signature = payload?.challenge?.signature;
    if (typeof signature !== 'string' || !payload.solution) throw new AppError('human.check.failed');
    let verified: boolean;
    try {
      verified = (await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: this.secret })).verified;
    } catch {
      verified = false;
    }
    if (!verified) throw new AppError('human.check.failed');
    const now = this.now();
    const inserted = await this.db
      .insertInto('used_human_checks')
      .values({ signature, expires_at: new Date(now.getTime() + 11 * 60_000) })
      .onConflict((oc) => oc.column('signature').doNothing())
      .returning('signature')
      .executeTakeFirst();
    if (!inserted) throw new AppError('human.check.failed'); // a replayed solution
    if (Math.random() < 0.01) await this.db.deleteFrom('used_human_checks').where('expires_at', '<', now).execute();
  }
}
