import { describe, expect, it, vi } from 'vitest';
import { RealtimeHub } from '../../platform/realtime.ts';
import { displayAmount, displayTime, inboxNotices } from './inbox-events.ts';
import { fillPlaceholders, renderTemplate } from './inbox-templates.ts';
import type { InboxRepository } from './inbox.repository.ts';
import { InboxService } from './inbox.service.ts';

describe('event messages', () => {
  it('never throw into the money path: a failed write is logged and swallowed', async () => {
    const warn = vi.fn();
    const broken = { insertPersonal: () => Promise.reject(new Error('database down')) } as unknown as InboxRepository;
    const inbox = new InboxService(broken, new RealtimeHub(), () => Promise.resolve(), () => new Date(), { warn });
    const notices = inboxNotices(inbox);
    expect(() => notices.deposit({ brandId: 1, memberId: 2, id: 3, amount: 1_000_000n, currency: 'PKR', approved: true, reason: null })).not.toThrow();
    expect(() => notices.withdrawal({ brandId: 1, memberId: 2, id: 4, amount: 5_000n, currency: 'PKR', paid: false, reason: 'card' })).not.toThrow();
    expect(() => notices.passwordChanged({ brandId: 1, memberId: 2, at: new Date(), timeZone: 'Asia/Karachi' })).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(3));
  });

  it("name a moment on the brand's clock with its zone, across daylight saving", () => {
    const at = new Date('2026-11-25T02:10:00Z');
    expect(displayTime(at, 'Asia/Karachi')).toBe('2026-11-25 07:10 UTC+05:00 (Asia/Karachi)');
    expect(displayTime(at, 'America/St_Johns')).toBe('2026-11-24 22:40 UTC-03:30 (America/St_Johns)');
    expect(displayTime(new Date('2026-07-01T12:00:00Z'), 'Europe/London')).toBe('2026-07-01 13:00 UTC+01:00 (Europe/London)');
    expect(displayTime(new Date('2026-12-01T12:00:00Z'), 'Europe/London')).toBe('2026-12-01 12:00 UTC (Europe/London)');
    expect(displayTime(at, 'UTC')).toBe('2026-11-25 02:10 UTC');
    // A zone the runtime does not know never fails the message: UTC.
    expect(displayTime(at, 'Mars/Olympus')).toBe('2026-11-25 02:10 UTC');
  });

  it('fill numbered placeholders, in EN and UR, with amounts as members read them', () => {
    expect(displayAmount(12_345_678_9n)).toBe('12,345.67');
    expect(displayAmount(5_000n)).toBe('0.50');
    expect(fillPlaceholders('{1} then {0}, {2} stays', ['a', 'b'])).toBe('b then a, {2} stays');
    expect(renderTemplate('withdrawal.rejected', ['10.00', 'PKR', '9', 'card'], 'EN')).toEqual({
      title: 'Withdrawal rejected',
      body: 'Your withdrawal of 10.00 PKR (no. 9) was rejected and the amount returned to your wallet. Reason: card',
    });
    expect(renderTemplate('bonus.granted', ['5.00', 'PKR', 'Welcome'], 'UR')!.body).toBe('آپ کو 5.00 PKR کا بونس ملا ہے: Welcome۔');
    // A language without its own text reads English.
    expect(renderTemplate('contract.offered', ['dividend'], 'TH')!.title).toBe('New agent contract');
    expect(renderTemplate('no.such', [], 'EN')).toBeNull();
  });
});
