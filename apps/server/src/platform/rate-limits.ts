import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from './errors.ts';

/**
 * Named limits (points per window, then a block). With Redis they hold across processes; without it
 * each process counts alone, which is right for the one-process embedded install.
 */
const specs = {
  /** Login attempts from one address. */
  loginIp: { points: 30, duration: 60, blockDuration: 60 },
  /**
   * Failed logins of one account from one address: the lock-out. Keyed by both, so nobody can lock a
   * stranger out of their account from somewhere else (login.service.ts).
   */
  loginFailures: { points: 10, duration: 15 * 60, blockDuration: 15 * 60 },
  /** Failed logins from one address over every account: a generous cap on one source's guessing. */
  loginFailuresIp: { points: 100, duration: 15 * 60, blockDuration: 15 * 60 },
  /** Failed logins of one account from anywhere: never blocks, only brings the captcha (distributed guessing meets it). */
  loginFailuresAccount: { points: 1_000_000, duration: 15 * 60, blockDuration: 0 },
  register: { points: 10, duration: 60 * 60, blockDuration: 0 },
  /** One SMS per mobile per countdown is enforced by the code store; this is the hourly cap with its 5-minute cool-down. */
  smsMobile: { points: 5, duration: 60 * 60, blockDuration: 5 * 60 },
  smsIp: { points: 20, duration: 60 * 60, blockDuration: 5 * 60 },
  /** Captcha refresh: once a second (spec section 5), and a sane hourly cap. */
  captchaSecond: { points: 1, duration: 1, blockDuration: 0 },
  captchaHour: { points: 120, duration: 60 * 60, blockDuration: 0 },
  forgotIp: { points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
  forgotAccount: { points: 3, duration: 60 * 60, blockDuration: 0 },
  /** Extra login verification answers per ticket are capped in the database; this guards by address. */
  verifyIp: { points: 20, duration: 15 * 60, blockDuration: 15 * 60 },
  /** Proof uploads: per member and per address, taken before the file is read. */
  uploadsMember: { points: 20, duration: 60 * 60, blockDuration: 0 },
  uploadsIp: { points: 60, duration: 60 * 60, blockDuration: 0 },
  /** Feedback, daily: per address (visitors, and members behind one address), and per member when logged in. */
  feedbackIp: { points: 20, duration: 24 * 60 * 60, blockDuration: 0 },
  feedbackMember: { points: 10, duration: 24 * 60 * 60, blockDuration: 0 },
  /** Live chat: messages per conversation and per address a minute, conversations opened per address a day. */
  chatMessagesConversation: { points: 20, duration: 60, blockDuration: 0 },
  chatMessagesIp: { points: 60, duration: 60, blockDuration: 0 },
  chatConversationsIp: { points: 10, duration: 24 * 60 * 60, blockDuration: 0 },
  /** TOTP codes tried by one logged-in operator (enrolment and switching off; logins count toward the lock-out). */
  operatorOtp: { points: 10, duration: 15 * 60, blockDuration: 15 * 60 },
  /** Failed logins of an operator name that does not exist: it locks like a real one, so answers never tell which names exist. */
  operatorUnknown: { points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
} as const;
export type LimitName = keyof typeof specs;

export class RateLimits {
  readonly #limiters: Record<LimitName, RateLimiterAbstract>;

  constructor(redis?: Redis) {
    this.#limiters = Object.fromEntries(
      Object.entries(specs).map(([name, spec]) => {
        const keyPrefix = `rl:${name}`;
        const memory = new RateLimiterMemory({ ...spec, keyPrefix });
        const limiter = redis ? new RateLimiterRedis({ ...spec, keyPrefix, storeClient: redis, insuranceLimiter: memory }) : memory;
        return [name, limiter];
      }),
    ) as unknown as Record<LimitName, RateLimiterAbstract>;
  }

  /** Takes a point or throws TOO_MANY_REQUESTS with the seconds to wait. */
  async consume(name: LimitName, key: string, points = 1): Promise<void> {
    try {
      await this.#limiters[name].consume(key, points);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
      throw error;
    }
  }

  /** Points used in the current window. */
  async used(name: LimitName, key: string): Promise<number> {
    const res = await this.#limiters[name].get(key);
    return res?.consumedPoints ?? 0;
  }

  /** Seconds a key is still blocked for, or 0. */
  async blockedFor(name: LimitName, key: string): Promise<number> {
    const res = await this.#limiters[name].get(key);
    if (!res || res.consumedPoints <= specs[name].points) return 0;
    return Math.ceil(res.msBeforeNext / 1000);
  }

  async reset(name: LimitName, key: string): Promise<void> {
    await this.#limiters[name].delete(key);
  }
}

export function tooMany(msBeforeNext: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('TOO_MANY_REQUESTS', { message: `Too many requests, please retry after ${retryAfterSeconds} seconds.`, value: { retryAfterSeconds } });
}
