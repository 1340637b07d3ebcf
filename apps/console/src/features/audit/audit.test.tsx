import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, me } from '../../test/fake-server';
import { renderConsole } from '../../test/render';
import { zonedDayStart } from '../../lib/format';
import { detailsText, diffEntries } from './audit-page';

const entry = (over: Record<string, unknown> = {}) => ({
  id: '12',
  operatorId: 1,
  operator: 'admin',
  action: 'withdrawal.reject',
  target: 'withdrawal:17',
  details: { amount: '150.0000', member: 9, reason: 'Card mismatch' },
  before: null,
  after: null,
  ip: '10.0.0.8',
  brandId: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  hash: 'ab'.repeat(32),
  ...over,
});

describe('the audit trail', () => {
  it('lists entries newest first as the server pages them, details on one line with two-decimal amounts, and each change as before → after', async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/audit': () => ({
        value: {
          rows: [
            entry({ before: { status: 'pending', amount: '150.0000' }, after: { status: 'rejected', amount: '150.0000' } }),
            entry({ id: '11', operatorId: null, operator: '', action: 'operator.login.failed', target: 'ghost', details: { reason: 'credentials' }, ip: '10.0.0.9', createdAt: '2026-03-01T09:00:00.000Z' }),
          ],
          total: 2,
        },
      }),
    });
    renderConsole('/audit');
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    await within(table).findByText('withdrawal:17');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('withdrawal.reject');
    expect(rows[0]).toHaveTextContent('amount: 150.00 · member: 9 · reason: Card mismatch');
    // Only what changed: the status, not the unchanged amount.
    const change = within(rows[0]!).getByRole('list');
    expect(change).toHaveTextContent('status: pending → rejected');
    expect(change).not.toHaveTextContent('amount');
    expect(rows[1]).toHaveTextContent('(system)');
    expect(server.find('GET', '/ops/audit')[0]!.query.get('pageSize')).toBe('50');
  });

  it("filters by operator (typed, or by clicking a name), action prefix and days, and sends the server's query", async () => {
    const server = fakeServer({ 'GET /ops/me': () => ({ value: me() }), 'GET /ops/audit': () => ({ value: { rows: [entry({ operatorId: 7, operator: 'fatima' })], total: 1 } }) });
    renderConsole('/audit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'fatima' }));
    expect(await screen.findByLabelText('Operator ID')).toHaveValue('7');
    const action = screen.getByLabelText('Action');
    await user.type(action, 'BAD!{Enter}');
    expect(action).toHaveAttribute('aria-invalid', 'true');
    await user.clear(action);
    await user.type(action, 'member.{Enter}');
    const from = screen.getByLabelText('From day');
    await user.type(from, '2026-03-01');
    const to = screen.getByLabelText('To day');
    await user.type(to, '2026-03-02');
    const last = server.find('GET', '/ops/audit').at(-1)!.query;
    expect(last.get('operatorId')).toBe('7');
    expect(last.get('action')).toBe('member.');
    // Days start at midnight in the zone the header names (the brands' Asia/Karachi).
    expect(last.get('from')).toBe(zonedDayStart('2026-03-01', 'Asia/Karachi'));
    expect(last.get('from')).toBe('2026-02-28T19:00:00.000Z');
    // `to` is exclusive on the server: the day after the last day asked for.
    expect(last.get('to')).toBe('2026-03-02T19:00:00.000Z');
    expect(server.find('GET', '/ops/audit').some((c) => c.query.get('action') === 'BAD!')).toBe(false);
  });

  it('verifies the chain for a deployment-wide operator and names the first broken entry', async () => {
    let ok = true;
    fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/audit': () => ({ value: { rows: [], total: 0 } }),
      'GET /ops/audit/verify': () => ({ value: ok ? { ok: true, checked: 42, brokenAt: null, reason: null, headHash: 'f00d' } : { ok: false, checked: 17, brokenAt: '18', reason: 'hash', headHash: 'f00d' } }),
    });
    renderConsole('/audit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verify the chain' }));
    expect(await screen.findByText(/The chain is intact: 42 entries checked/)).toBeInTheDocument();
    ok = false;
    await user.click(screen.getByRole('button', { name: 'Verify the chain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("The chain is broken at entry 18 (17 entries checked before it). That entry's content was changed after it was written.");
  });

  it("offers no chain check to a brand's operator (the chain spans every brand)", async () => {
    fakeServer({ 'GET /ops/me': () => ({ value: me({ brandId: 3, permissions: ['audit.view'] }) }), 'GET /ops/audit': () => ({ value: { rows: [entry()], total: 1 } }) });
    renderConsole('/audit');
    await screen.findByText('withdrawal:17');
    expect(screen.queryByRole('button', { name: 'Verify the chain' })).toBeNull();
  });

  it('writes nested details as JSON and leaves empty ones out; a diff of plain values is one line', () => {
    expect(detailsText({ turnover: { multiple: 2 }, reason: null, amount: '-5.5000' })).toBe('turnover: {"multiple":2} · amount: -5.50');
    expect(diffEntries('active', 'locked')).toEqual([{ key: null, before: 'active', after: 'locked' }]);
    expect(diffEntries(null, { name: 'VIP' })).toEqual([{ key: 'name', before: '—', after: 'VIP' }]);
    expect(diffEntries({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
