import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, me } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9]);
const deposit = (over: Record<string, unknown> = {}) => ({
  id: 41,
  channel: 'Bank transfer',
  amount: '25000.0000',
  reference: 'FT-7781',
  status: 'pending',
  reason: null,
  createdAt: '2026-03-01T23:30:00.000Z',
  decidedAt: null,
  member: 'ali77',
  memberId: 9,
  proofs: [],
  approval: { twoStep: true, firstApproval: null },
  ...over,
});
const channel = (over: Record<string, unknown> = {}) => ({
  id: 3,
  brandId: 1,
  code: 'BANK',
  kind: 'manual_bank',
  name: 'Bank transfer',
  enabled: true,
  sort: 0,
  minAmount: '100.0000',
  maxAmount: '50000.0000',
  dailyLimit: null,
  usedToday: '1250.5000',
  accounts: [{ bankName: 'Demo Bank', accountName: 'Lotus Ltd', accountNumber: '0011223344' }],
  ...over,
});
const card = (over: Record<string, unknown> = {}) => ({
  id: 12,
  memberId: 9,
  member: 'ali77',
  bankName: 'HBL',
  accountName: 'Ali Khan',
  accountNumber: '12345678901',
  createdAt: '2026-03-01T10:00:00.000Z',
  disabledAt: null,
  disabledReason: null,
  ...over,
});

describe('proof images in the deposit queue', () => {
  it('shows thumbnails fetched with the operator token and opens them in a viewer', async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/deposits': () => ({ value: { rows: [deposit({ proofs: ['a'.repeat(32), 'b'.repeat(32)] })], total: 1 } }),
      'GET /ops/proofs/:fileId': () => ({ raw: { body: PNG, type: 'image/png' } }),
    });
    renderConsole('/payments/deposits');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open proof image 2' }));
    const viewer = screen.getByRole('dialog', { name: 'Proofs of deposit #41 (ali77)' });
    const img = await within(viewer).findByRole('img', { name: 'Proof image 2 of 2' });
    expect(img.getAttribute('src')).toMatch(/^blob:/);
    expect(within(viewer).getByText('Image 2 of 2')).toBeInTheDocument();
    const fetched = server.find('GET', `/ops/proofs/${'b'.repeat(32)}`);
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched[0]!.headers.authorization).toBeTruthy();
    await user.click(within(viewer).getByRole('button', { name: 'Previous page' }));
    expect(await within(viewer).findByRole('img', { name: 'Proof image 1 of 2' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says why a proof cannot be shown', async () => {
    fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/deposits': () => ({ value: { rows: [deposit({ proofs: ['c'.repeat(32)] })], total: 1 } }),
      'GET /ops/proofs/:fileId': () => ({ status: 404, errorCode: 'not.found' }),
    });
    renderConsole('/payments/deposits');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open proof image 1' }));
    const viewer = screen.getByRole('dialog', { name: 'Proofs of deposit #41 (ali77)' });
    expect(await within(viewer).findByRole('alert')).toBeInTheDocument();
    expect(within(viewer).queryByRole('img')).toBeNull();
  });
});

describe('two-step approval in the queues', () => {
  it('gives the first approval with its own wording and shows the step and who approved first', async () => {
    let first = false;
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/deposits': () => ({
        value: { rows: [deposit(first ? { approval: { twoStep: true, firstApproval: { operatorId: 1, operator: 'admin', at: '2026-03-02T08:00:00.000Z' } } } : {})], total: 1 },
      }),
      'POST /ops/deposits/:id/decision': () => {
        first = true;
        return { value: deposit() };
      },
    });
    renderConsole('/payments/deposits');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Deposit queue' });
    expect(await within(table).findByText('Step 1 of 2')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'First approval #41' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve deposit #41?' });
    expect(dialog).toHaveTextContent('Your approval is the first of two');
    await user.click(within(dialog).getByRole('button', { name: 'First approval' }));
    expect(await screen.findByText('First approval of deposit #41 recorded; it waits for a second approval.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/deposits/41/decision')[0]!.body).toEqual({ approve: true });
    // Now step 2, first approved by this operator: they cannot give the second.
    expect(await within(table).findByText('Step 2 of 2')).toBeInTheDocument();
    expect(within(table).getByText(/First: admin/)).toBeInTheDocument();
    const second = within(table).getByRole('button', { name: 'Second approval #41' });
    expect(second).toBeDisabled();
    expect(second).toHaveAttribute('title', 'You gave the first approval: another operator must give the second.');
  });

  it('lets another operator holding approve_large give the second approval, and not one without it', async () => {
    const row = deposit({ approval: { twoStep: true, firstApproval: { operatorId: 7, operator: 'cashier1', at: '2026-03-02T08:00:00.000Z' } } });
    fakeServer({
      'GET /ops/me': () => ({ value: me({ id: 2, permissions: ['payments.view', 'payments.decide'] }) }),
      'GET /ops/deposits': () => ({ value: { rows: [row], total: 1 } }),
    });
    renderConsole('/payments/deposits');
    const button = await screen.findByRole('button', { name: 'Second approval #41' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'The second approval needs the permission to approve large payments.');
  });

  it('sends the second approval for an operator who may give it', async () => {
    const row = deposit({ approval: { twoStep: true, firstApproval: { operatorId: 7, operator: 'cashier1', at: '2026-03-02T08:00:00.000Z' } } });
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me({ id: 2 }) }),
      'GET /ops/deposits': () => ({ value: { rows: [row], total: 1 } }),
      'POST /ops/deposits/:id/decision': () => ({ value: deposit({ status: 'approved' }) }),
    });
    renderConsole('/payments/deposits');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Second approval #41' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve deposit #41?' });
    expect(dialog).toHaveTextContent('ali77 is credited 25,000.00 at once');
    await user.click(within(dialog).getByRole('button', { name: 'Second approval' }));
    expect(await screen.findByText('Deposit #41 approved.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/deposits/41/decision')).toHaveLength(1);
  });
});

describe('payment channels', () => {
  it('lists channels with their limits, refuses a bad channel before sending, and creates a good one', async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me({ brandId: 1 }) }),
      'GET /ops/payment-channels': () => ({ value: { rows: [channel()] } }),
      'GET /ops/payment-settings': () => ({ value: { approvalThreshold: '20000.0000' } }),
      'POST /ops/payment-channels': (req) => ({ value: channel({ id: 4, ...(req.body as object), minAmount: '200.0000', maxAmount: '1000.0000', dailyLimit: null }) }),
    });
    renderConsole('/payments/channels');
    const table = await screen.findByRole('table', { name: 'Payment channels' });
    const row = (await within(table).findByText('Bank transfer', { selector: 'span' })).closest('tr')!;
    expect(within(row).getByText('50,000.00')).toBeInTheDocument();
    expect(within(row).getByText('1,250.50')).toBeInTheDocument();
    expect(within(row).getByText('None')).toBeInTheDocument();
    expect(await screen.findByText('Deposits and withdrawals of 20,000.00 or more take two approvals by different operators.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New channel' }));
    const dialog = screen.getByRole('dialog', { name: 'New channel' });
    await user.type(within(dialog).getByLabelText('Code'), 'easy_pay');
    await user.type(within(dialog).getByLabelText('Name'), 'EasyPay');
    await user.type(within(dialog).getByLabelText('Minimum'), '200');
    await user.type(within(dialog).getByLabelText('Maximum'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Remove account 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The maximum must be at least the minimum.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/payment-channels')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Maximum'));
    await user.type(within(dialog).getByLabelText('Maximum'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Channel EasyPay saved.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/payment-channels')[0]!.body).toEqual({
      code: 'EASY_PAY',
      name: 'EasyPay',
      kind: 'manual_bank',
      minAmount: '200',
      maxAmount: '1000',
      dailyLimit: null,
      sort: 0,
      enabled: true,
      accounts: [],
    });
  });

  it('saves the two-step threshold, and empties it to one step', async () => {
    let threshold: string | null = null;
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me({ brandId: 1 }) }),
      'GET /ops/payment-channels': () => ({ value: { rows: [channel()] } }),
      'GET /ops/payment-settings': () => ({ value: { approvalThreshold: threshold } }),
      'PUT /ops/payment-settings': (req) => {
        const v = (req.body as { approvalThreshold: string | null }).approvalThreshold;
        threshold = v === null ? null : `${v}.0000`;
        return { value: { approvalThreshold: threshold } };
      },
    });
    renderConsole('/payments/channels');
    const user = userEvent.setup();
    expect(await screen.findByText('Every deposit and withdrawal takes one approval.')).toBeInTheDocument();
    const field = screen.getByLabelText('Threshold');
    await user.type(field, '12x');
    expect(screen.getByText('Give an amount above zero with at most 4 decimals.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '10000');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText('Threshold saved.')).toBeInTheDocument();
    expect(server.find('PUT', '/ops/payment-settings')[0]!.body).toEqual({ approvalThreshold: '10000' });
    expect(await screen.findByText('Deposits and withdrawals of 10,000.00 or more take two approvals by different operators.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Threshold'));
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText('Every deposit and withdrawal takes one approval.')).toBeInTheDocument();
    expect(server.find('PUT', '/ops/payment-settings')[1]!.body).toEqual({ approvalThreshold: null });
  });

  it('is not offered without payments.configure', async () => {
    fakeServer({
      'GET /ops/me': () => ({ value: me({ permissions: ['payments.view'] }) }),
      'GET /ops/deposits': () => ({ value: { rows: [], total: 0 } }),
    });
    renderConsole('/payments/deposits');
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(await within(nav).findByRole('link', { name: 'Bank cards' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Payment channels' })).toBeNull();
  });
});

describe('bank cards', () => {
  it('searches cards and disables one with a reason', async () => {
    let disabled = false;
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/bank-cards': () => ({ value: { rows: [card(disabled ? { disabledAt: '2026-03-02T09:00:00.000Z', disabledReason: 'Name mismatch' } : {})], total: 1 } }),
      'POST /ops/bank-cards/:id/disable': () => {
        disabled = true;
        return { value: card({ disabledAt: '2026-03-02T09:00:00.000Z', disabledReason: 'Name mismatch' }) };
      },
    });
    renderConsole('/payments/bank-cards');
    const user = userEvent.setup();
    expect(await screen.findByText('12345678901')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'ali');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(server.find('GET', '/ops/bank-cards').some((c) => c.query.get('q') === 'ali')).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Disable #12' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Disable bank card #12?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(server.find('POST', '/ops/bank-cards/12/disable')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit trail)'), 'Name mismatch');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Bank card #12 disabled.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/bank-cards/12/disable')[0]!.body).toEqual({ reason: 'Name mismatch' });
    expect(await screen.findByText('Name mismatch')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable #12' })).toBeNull();
  });
});
