import type { Redis } from 'ioredis';
import type { LoginValue } from '@lotus/contract/account';
import type { Principal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { hashToken, randomToken } from '../../platform/tokens.ts';
import type { SessionRepository } from './session.repository.ts';

/** Sliding expiry is written back at most this often, so busy sessions do not write on every call. */
const TOUCH_EVERY_MS = 60_000;
const CACHE_SECONDS = 60;
/** Without Redis each process keeps sessions this long; it drops its own on revoke at once. */
const LOCAL_CACHE_MS = 5_000;
const LOCAL_CACHE_MAX = 50_000;

export interface SessionMember {
  id: number;
  brand_id: number;
  customer_type: number;
  username: string;
  nickname: string;
  first_login_at: Date | null;
}

export interface IssueOptions {
  loginType: 'username' | 'sms' | 'register' | 'trial' | 'verification' | 'reset';
  remember: boolean;
  ip: string;
  userAgent: string;
  passwordExpired: boolean;
  weakPassword: boolean;
  /** Whether the brand forces a change of an expired password (PWDEXPFORCECHANGE3). */
  forceExpiredChange: boolean;
  /** An operator reset the password: the member must choose a new one. */
  mustChangePassword: boolean;
}

interface CachedSession extends Principal {
  expiresAt: number;
  lastSeenAt: number;
}

/**
 * Sessions: 256-bit random tokens, stored as SHA-256 in PostgreSQL, sliding expiry (half an hour of
 * inactivity, a day with remember-me), cached in Redis when configured, revoked on logout and on
 * password change.
 */
export class SessionService {
  readonly #local = new Map<string, { session: CachedSession; until: number }>();

  constructor(
    private readonly repo: SessionRepository,
    private readonly idleMs: number,
    private readonly rememberIdleMs: number,
    private readonly now: () => Date,
    private readonly redis?: Redis,
  ) {}

  async issue(member: SessionMember, o: IssueOptions): Promise<LoginValue> {
    const token = randomToken();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + (o.remember ? this.rememberIdleMs : this.idleMs));
    await this.repo.insert({
      token_hash: hashToken(token),
      member_id: member.id,
      brand_id: member.brand_id,
      remember: o.remember,
      login_type: o.loginType,
      expires_at: expiresAt,
      ip: o.ip,
      user_agent: o.userAgent.slice(0, 300),
      created_at: now,
      last_seen_at: now,
    });
    // SMS and social logins never force a change (spec section 4); nor do sessions that just set a password.
    const passwordLogin = o.loginType === 'username' || o.loginType === 'verification';
    return {
      token,
      id: member.id,
      userName: member.username,
      nickname: member.nickname,
      customerType: member.customer_type,
      firstTimeLogin: member.first_login_at === null,
      passwordExpired: o.passwordExpired,
      weakPassword: o.weakPassword,
      forceChangePassword: passwordLogin && (o.weakPassword || o.mustChangePassword || (o.passwordExpired && o.forceExpiredChange)),
      remember: o.remember,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** The principal behind a raw token, for the request's brand; `login.not.session` otherwise. */
  async authenticate(token: string | undefined, brandId: number): Promise<Principal> {
    if (!token || token.length > 200) throw new AppError('login.not.session');
    const tokenHash = hashToken(token);
    const now = this.now().getTime();
    let s = await this.#cached(tokenHash);
    let changed = s === null;
    if (!s) {
      const row = await this.repo.find(tokenHash);
      if (!row || row.revoked_at !== null || row.status !== 'active') throw new AppError('login.not.session');
      s = {
        memberId: row.member_id,
        brandId: row.brand_id,
        customerType: row.customer_type,
        username: row.username,
        tokenHash,
        loginType: row.login_type,
        remember: row.remember,
        expiresAt: row.expires_at.getTime(),
        lastSeenAt: row.last_seen_at.getTime(),
      };
    }
    if (s.expiresAt <= now || s.brandId !== brandId) throw new AppError('login.not.session');
    if (now - s.lastSeenAt >= TOUCH_EVERY_MS) {
      s.lastSeenAt = now;
      s.expiresAt = now + (s.remember ? this.rememberIdleMs : this.idleMs);
      await this.repo.touch(tokenHash, new Date(now), new Date(s.expiresAt));
      changed = true;
    }
    if (changed) await this.#store(s);
    const { expiresAt: _e, lastSeenAt: _l, ...principal } = s;
    return principal;
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.repo.revoke(tokenHash, this.now());
    this.#local.delete(tokenHash);
    await this.redis?.del(`sess:${tokenHash}`);
  }

  /** A member's live sessions, for an operator. */
  async memberSessions(memberId: number) {
    return (await this.repo.live(memberId, this.now())).map((s) => ({
      id: s.id.toString(),
      loginType: s.login_type,
      remember: s.remember,
      ip: s.ip,
      userAgent: s.user_agent,
      createdAt: s.created_at.toISOString(),
      lastSeenAt: s.last_seen_at.toISOString(),
      expiresAt: s.expires_at.toISOString(),
    }));
  }

  /** Ends one live session of a member (an operator's call); false when it is not one. */
  async revokeMemberSession(memberId: number, id: bigint): Promise<boolean> {
    const hash = await this.repo.revokeById(memberId, id, this.now());
    if (hash === undefined) return false;
    this.#local.delete(hash);
    await this.redis?.del(`sess:${hash}`);
    return true;
  }

  async revokeAll(memberId: number): Promise<void> {
    const hashes = await this.repo.revokeAll(memberId, this.now());
    for (const h of hashes) this.#local.delete(h);
    if (this.redis && hashes.length > 0) await this.redis.del(...hashes.map((h) => `sess:${h}`));
  }

  /**
   * With Redis, sessions are cached there (every process sees a revoke at once). Without it, each
   * process keeps them a few seconds: right for one embedded process; with several processes and no
   * Redis, another process may honour a revoked token for up to LOCAL_CACHE_MS.
   */
  async #cached(tokenHash: string): Promise<CachedSession | null> {
    if (this.redis) {
      const raw = await this.redis.get(`sess:${tokenHash}`);
      return raw ? (JSON.parse(raw) as CachedSession) : null;
    }
    const hit = this.#local.get(tokenHash);
    if (!hit || hit.until < Date.now()) return null;
    return { ...hit.session };
  }

  #store(s: CachedSession): Promise<unknown> | void {
    if (this.redis) return this.redis.set(`sess:${s.tokenHash}`, JSON.stringify(s), 'EX', CACHE_SECONDS);
    if (this.#local.size >= LOCAL_CACHE_MAX) this.#local.clear();
    this.#local.set(s.tokenHash, { session: { ...s }, until: Date.now() + LOCAL_CACHE_MS });
  }
}
