import { wallTimeOf, zoneOffsetLabel } from '../../platform/zoned-time.ts';
import type { InboxService } from './inbox.service.ts';

/** Money as members read it: two decimals (cut, never rounded up) and thousands separators. */
export function displayAmount(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = (abs / 10_000n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = ((abs % 10_000n) / 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

/**
 * A moment as a message shows it: on the brand's clock, with the zone named, `2026-11-25 07:10 UTC+05:00
 * (Asia/Karachi)`; a brand on UTC reads `2026-11-25 02:10 UTC`. The text is fixed when the message is sent.
 */
export function displayTime(at: Date, timeZone: string): string {
  let wall: number;
  try {
    wall = wallTimeOf(at.getTime(), timeZone);
  } catch {
    // A zone this runtime does not know (the console refuses them; a row written by hand may hold one): UTC.
    return displayTime(at, 'UTC');
  }
  const text = new Date(wall).toISOString().slice(0, 16).replace('T', ' ');
  const offset = zoneOffsetLabel(at, timeZone);
  return offset === 'UTC' && /^(Etc\/)?(UTC|GMT)$/.test(timeZone) ? `${text} UTC` : `${text} ${offset} (${timeZone})`;
}

/** What the payments module tells members once a decision's money has committed (PaymentsService calls these). */
export interface PaymentNotices {
  deposit(d: { brandId: number; memberId: number; id: number; amount: bigint; currency: string; approved: boolean; reason: string | null }): void;
  withdrawal(w: { brandId: number; memberId: number; id: number; amount: bigint; currency: string; paid: boolean; reason: string | null }): void;
}

/** What the member module tells members (AccountService calls it after the change). */
export interface AccountNotices {
  /** `timeZone`: the brand's, in which the message names the moment. */
  passwordChanged(m: { brandId: number; memberId: number; at: Date; timeZone: string }): void;
}

/**
 * What changes who a member is for broadcasts (labels, VIP level, upline) calls once it committed, so the
 * unread badge is right at once: the member desk's labels now; a VIP level change or an agent line move (with
 * `downline`) when those are built. Awaited, and never rejects.
 */
export interface AudienceNotices {
  audienceChanged(m: { memberId: number; downline?: boolean }): Promise<void>;
}

/** Hooks later schemes use: a bonus granted, an agent contract offered. */
export interface RewardNotices {
  bonusGranted(b: { brandId: number; memberId: number; amount: bigint; currency: string; name: string }): void;
  contractOffered(c: { brandId: number; memberId: number; kind: string }): void;
}

/**
 * The inbox's event messages. Each goes out after the money or change committed, and a failure to write it is
 * logged and swallowed (`InboxService.notify`): it never fails or undoes what happened.
 */
export function inboxNotices(inbox: InboxService): PaymentNotices & AccountNotices & RewardNotices & AudienceNotices {
  return {
    deposit: (d) =>
      inbox.notify({ brandId: d.brandId, memberId: d.memberId, template: d.approved ? 'deposit.approved' : 'deposit.rejected', params: [displayAmount(d.amount), d.currency, String(d.id), d.reason ?? '-'] }),
    withdrawal: (w) =>
      inbox.notify({ brandId: w.brandId, memberId: w.memberId, template: w.paid ? 'withdrawal.paid' : 'withdrawal.rejected', params: [displayAmount(w.amount), w.currency, String(w.id), w.reason ?? '-'] }),
    passwordChanged: (m) => inbox.notify({ brandId: m.brandId, memberId: m.memberId, template: 'password.changed', params: [displayTime(m.at, m.timeZone)] }),
    bonusGranted: (b) => inbox.notify({ brandId: b.brandId, memberId: b.memberId, template: 'bonus.granted', params: [displayAmount(b.amount), b.currency, b.name] }),
    audienceChanged: (m) => inbox.audienceChanged(m),
    contractOffered: (c) => inbox.notify({ brandId: c.brandId, memberId: c.memberId, template: 'contract.offered', params: [c.kind] }),
  };
}
