import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, me } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const deposit = (over: Record<string, unknown> = {}) => ({
  id: 41,
  channel: 'Bank transfer',
  amount: '1250.5099',
  reference: 'FT-7781',
  status: 'pending',
  reason: null,
  createdAt: '2026-03-01T23:30:00.000Z',
  decidedAt: null,
  member: 'ali77',
  memberId: 9,
  proofs: ['a'.repeat(32), 'b'.repeat(32)],
  approval: { twoStep: false, firstApproval: null },
  ...over,
});
const withdrawal = (over: Record<string, unknown> = {}) => ({
  id: 17,
  amount: '150.0000',
  card: '*******8901',
  status: 'pending',
  reason: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  paidAt: null,
  autoReceiptAt: null,
  member: 'ali77',
  memberId: 9,
  proofs: [],
  approval: { twoStep: false, firstApproval: null },
  ...over,
});
const requirement = (over: Record<string, unknown> = {}) => ({
  id: '501',
  source: 'deposit',
  baseAmount: '250.0000',
  multiple: 1,
  required: '250.0000',
  done: '40.2500',
  status: 'open',
  createdAt: '2026-03-01T09:00:00.000Z',
  closedAt: null,
  ...over,
});

describe('the deposit queue', () => {
  it('lists pending deposits with two-decimal amounts and proof counts, and approves one after a confirmation', async () => {
    let decided = false;
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/proofs/:fileId': () => ({ raw: { body: PNG, type: 'image/png' } }),
      'GET /ops/deposits': (req) => ({ value: { rows: decided && req.query.get('status') === 'pending' ? [] : [deposit()], total: decided ? 0 : 1 } }),
      'POST /ops/deposits/:id/decision': () => {
        decided = true;
        return { value: deposit({ status: 'approved' }) };
      },
    });
    renderConsole('/payments/deposits');
    const table = await screen.findByRole('table', { name: 'Deposit queue' });
    const row = (await within(table).findByText('ali77')).closest('tr')!;
    // The member opens their page (balance, ledger, turnover) for an operator who may see members.
    expect(within(row).getByRole('link', { name: 'ali77' })).toHaveAttribute('href', '/members/9');
    expect(within(row).getByText('1,250.50')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Open proof image 1' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Open proof image 2' })).toBeInTheDocument();
    expect(within(row).getByText('One step')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(server.find('GET', '/ops/deposits')[0]!.query.get('status')).toBe('pending');

    const user = userEvent.setup();
    const approve = within(row).getByRole('button', { name: 'Approve #41' });
    await user.click(approve);
    const dialog = screen.getByRole('alertdialog', { name: 'Approve deposit #41?' });
    expect(dialog).toHaveTextContent('ali77 is credited 1,250.50 at once');
    // Nothing is sent until the operator confirms; Cancel is where focus starts.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(server.find('POST', '/ops/deposits/41/decision')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Deposit #41 approved.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/deposits/41/decision')[0]!.body).toEqual({ approve: true });
    expect(await within(table).findByText('Nothing to show.')).toBeInTheDocument();
  });

  it('rejects only with a reason, and shows a decision someone else took first', async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/deposits': () => ({ value: { rows: [deposit({ proofs: [] })], total: 1 } }),
      'POST /ops/deposits/:id/decision': () => ({ status: 409, errorCode: 'request.state.invalid' }),
    });
    renderConsole('/payments/deposits');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject #41' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject deposit #41?' });
    expect(within(dialog).getByLabelText('Reason (the member sees it)')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason of 3 to 140 characters.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/deposits/41/decision')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason (the member sees it)'), 'No such transfer');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This was already decided by someone else.');
    expect(server.find('POST', '/ops/deposits/41/decision')[0]!.body).toEqual({ approve: false, reason: 'No such transfer' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject #41' })).toHaveFocus();
  });
});

describe('the withdrawal queue', () => {
  it("pays a withdrawal after confirming the card, and opens the member's open turnover with a waiver", async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/withdrawals': () => ({ value: { rows: [withdrawal()], total: 1 } }),
      'POST /ops/withdrawals/:id/decision': () => ({ value: withdrawal({ status: 'paid' }) }),
      'GET /ops/members/:id/turnover-requirements': (req) => ({
        value: {
          rows: req.query.get('status') === 'open' ? [requirement()] : [requirement(), requirement({ id: '499', status: 'met', done: '250.0000' })],
          total: req.query.get('status') === 'open' ? 1 : 2,
          open: { needed: '250.0000', done: '40.2500', count: 1 },
          withdrawWithOpen: false,
        },
      }),
      'POST /ops/turnover-requirements/:id/waive': () => ({ value: requirement({ status: 'waived' }) }),
    });
    renderConsole('/payments/withdrawals');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark paid #17' }));
    const pay = screen.getByRole('alertdialog', { name: 'Mark withdrawal #17 as paid?' });
    expect(pay).toHaveTextContent("Confirm that 150.00 was sent to ali77's card *******8901.");
    await user.click(within(pay).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Withdrawal #17 marked paid.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/withdrawals/17/decision')[0]!.body).toEqual({ approve: true });

    await user.click(screen.getByRole('button', { name: 'Turnover: ali77' }));
    const dialog = screen.getByRole('dialog', { name: 'Turnover requirements of ali77' });
    expect(await within(dialog).findByText(/1 open: 40.25 of 250.00 bet\./)).toBeInTheDocument();
    expect(within(dialog).getByText(/holds withdrawals until every requirement is met or waived/)).toBeInTheDocument();
    expect(server.find('GET', '/ops/members/9/turnover-requirements').length).toBeGreaterThan(0);
    await user.click(await within(dialog).findByRole('button', { name: 'Waive' }));
    const waive = screen.getByRole('alertdialog', { name: 'Waive this requirement?' });
    expect(waive).toHaveTextContent('ali77 no longer has to bet the remaining 209.75 for this Deposit requirement.');
    await user.type(within(waive).getByLabelText('Reason for the waiver'), 'Promotion cancelled');
    await user.click(within(waive).getByRole('button', { name: 'Waive' }));
    expect(await within(dialog).findByText('Requirement waived.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/turnover-requirements/501/waive')[0]!.body).toEqual({ reason: 'Promotion cancelled' });
    // Escape closes the innermost dialog only.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no waiver without turnover.waive, and no turnover without turnover.view', async () => {
    fakeServer({
      'GET /ops/me': () => ({ value: me({ role: 'support', permissions: ['payments.view', 'turnover.view'] }) }),
      'GET /ops/withdrawals': () => ({ value: { rows: [withdrawal()], total: 1 } }),
      'GET /ops/members/:id/turnover-requirements': () => ({ value: { rows: [requirement()], total: 1, open: { needed: '250.0000', done: '40.2500', count: 1 }, withdrawWithOpen: true } }),
    });
    renderConsole('/payments/withdrawals');
    const user = userEvent.setup();
    expect(await screen.findByText('ali77')).toBeInTheDocument();
    // No members.view: the name is not a link to a page the operator cannot open.
    expect(screen.queryByRole('link', { name: 'ali77' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark paid #17' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Turnover: ali77' }));
    const dialog = screen.getByRole('dialog', { name: 'Turnover requirements of ali77' });
    expect(await within(dialog).findByText('40.25')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Waive' })).toBeNull();
  });
});
