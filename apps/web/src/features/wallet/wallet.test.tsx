import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openDialog } from '../../components/ui/dialog-stack-store';
import { storageKeys } from '../../lib/storage';
import { accountApi, fail, memberInfo, ok } from '../../test/account-api';
import { renderApp } from '../../test/render-app';
import { reloadSessionFromStorage } from '../session/stores/session-store';
import { paymentRedirect } from './components/deposit-page';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function storeSession() {
  window.localStorage.setItem(storageKeys.token, 'token-1');
  window.localStorage.setItem(storageKeys.merchantCode, 'lotus');
  reloadSessionFromStorage();
}

async function openPage(page: string, answers: Parameters<typeof accountApi>[0]) {
  storeSession();
  const api = accountApi(answers);
  const utils = renderApp('/index', { handler: api.handler });
  await screen.findByRole('banner');
  act(() => void openDialog('memberCentre', { props: { page } }));
  const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
  return { ...utils, api, dialog };
}

const balance = (main: string, pg: string) =>
  ok({ sumBalance: main, currency: 'PKR', currencySymbol: 'P', balance: [{ accountTypeId: 'main', availBalance: main }, { accountTypeId: 'game:PG', availBalance: pg }] });

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('my wallet', () => {
  it('transfers between wallets with a uuid and the exact decimal amount, then refreshes the balance', async () => {
    let moved = false;
    const { api, dialog } = await openPage('transferFund', {
      merchantWallet: () => ok({ isSingle: false, wallets: ['main', 'game:PG'] }),
      balance: () => (moved ? balance('1987.5000', '12.5000') : balance('2000.0000', '0.0000')),
      walletTransfer: () => {
        moved = true;
        return ok({ status: 'posted', balance: {}, duplicate: false });
      },
    });
    expect(await within(dialog).findAllByText('PG game wallet')).not.toHaveLength(0);
    expect(within(dialog).getAllByText('P 2,000.00').length).toBeGreaterThan(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '12.5');
    const before = api.calls('balance').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await within(dialog).findByText('Transfer complete.');
    const body = api.calls('walletTransfer')[0]!.body!;
    expect(body).toMatchObject({ from: 'main', to: 'game:PG', amount: '12.5000' });
    expect(body.clientTransferId).toMatch(uuid);
    await waitFor(() => expect(api.calls('balance').length).toBeGreaterThan(before));
    expect(await screen.findAllByText('P 1,987.50')).not.toHaveLength(0);
  });

  it('reuses the clientTransferId when the same submit is retried, and takes a new one after success', async () => {
    let attempt = 0;
    const { api, dialog } = await openPage('transferFund', {
      merchantWallet: () => ok({ isSingle: false, wallets: ['main', 'game:PG'] }),
      balance: () => balance('2000.0000', '0.0000'),
      walletTransfer: () => (++attempt === 1 ? fail(500, 'system.error') : ok({ status: 'posted', balance: {}, duplicate: attempt === 2 })),
    });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Amount' }), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await within(dialog).findByRole('alert');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await within(dialog).findByText('Transfer complete.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(api.calls('walletTransfer')).toHaveLength(3));
    const ids = api.calls('walletTransfer').map((c) => c.body!.clientTransferId);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('takes a new clientTransferId after a refusal, so the retry is not answered with the stored refusal', async () => {
    let attempt = 0;
    const { api, dialog } = await openPage('transferFund', {
      merchantWallet: () => ok({ isSingle: false, wallets: ['main', 'game:PG'] }),
      balance: () => balance('2000.0000', '0.0000'),
      walletTransfer: () => (++attempt === 1 ? fail(409, 'wallet.insufficient.funds') : ok({ status: 'posted', balance: {}, duplicate: false })),
    });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Amount' }), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await within(dialog).findByRole('alert');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await within(dialog).findByText('Transfer complete.');
    const ids = api.calls('walletTransfer').map((c) => c.body!.clientTransferId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('shows only the balance card and a note on a single-wallet brand', async () => {
    const { dialog } = await openPage('transferFund', { merchantWallet: () => ok({ isSingle: true, wallets: ['main'] }) });
    expect(await within(dialog).findByText(/nothing to transfer/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Transfer' })).toBeNull();
  });
});

describe('transfer to upline', () => {
  it('keeps the clientTransferId while the outcome is unknown, and takes a new one after a refusal', async () => {
    let attempt = 0;
    const { api, dialog } = await openPage('transferUpline', {
      memberInfo: () => ok(memberInfo({ toUpline: 'boss1' })),
      transferUpline: () => {
        attempt += 1;
        if (attempt === 1) return fail(502, 'system.error');
        if (attempt === 2) return fail(409, 'wallet.insufficient.funds');
        return ok({ upline: 'boss1', balance: {}, duplicate: false });
      },
    });
    const amount = await within(dialog).findByRole('textbox', { name: 'Amount' });
    const form = within(amount.closest('form')!);
    await userEvent.type(amount, '5');
    await userEvent.type(form.getByLabelText(/^Payment password/), '123456');
    const submit = () => userEvent.click(form.getByRole('button', { name: 'Transfer to upline' }));
    for (const calls of [1, 2]) {
      await submit();
      await waitFor(() => expect(api.calls('transferUpline')).toHaveLength(calls));
      await form.findByRole('alert');
    }
    await submit();
    await form.findByText('Transferred to boss1.');
    const ids = api.calls('transferUpline').map((c) => c.body!.clientTransferId);
    expect(ids[0]).toMatch(uuid);
    // A gateway fault: the same transfer, the same id. A refusal: nothing moved, a new id.
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
    expect(api.calls('transferUpline').map((c) => c.body!.amount)).toEqual(['5.0000', '5.0000', '5.0000']);
  });
});

describe('deposit', () => {
  const channels = [
    { id: 1, code: 'BANK', kind: 'manual_bank', name: 'Bank transfer', minAmount: '100.0000', maxAmount: '50000.0000', accounts: [{ bankName: 'Meezan', accountName: 'Lotus Ltd', accountNumber: '0123456789' }], demo: false },
    { id: 2, code: 'LOCALPAY', kind: 'online', name: 'Instant pay (demo)', minAmount: '10.0000', maxAmount: '50000.0000', accounts: [], demo: true },
  ];

  it('refuses a gif and a 6 MB file before upload, then sends up to 3 file ids', async () => {
    let n = 0;
    const { api, dialog } = await openPage('depositv2', {
      paymentChannels: () => ok(channels),
      uploadProof: () => ok({ fileId: `${++n}`.padStart(32, 'a') }),
      deposit: ({ body }) => ok({ id: 9, channel: 'Bank transfer', amount: '250.0000', reference: String(body?.reference), status: 'pending', reason: null, createdAt: '2026-01-01T00:00:00Z', decidedAt: null }),
    });
    const user = userEvent.setup({ applyAccept: false });
    expect(await within(dialog).findByText('0123456789')).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Add image');
    await user.upload(input, new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect(within(dialog).getByText('cat.gif is not a PNG or JPG image.')).toBeInTheDocument();
    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(input, big);
    expect(within(dialog).getByText('big.png is larger than 5 MB.')).toBeInTheDocument();
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png')]);
    expect(within(dialog).getByRole('button', { name: 'Remove b.png' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Add image')).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '250');
    await user.type(within(dialog).getByRole('textbox', { name: /^Transfer reference/ }), 'TRX-77');
    await user.click(within(dialog).getByRole('button', { name: 'Submit deposit' }));
    await within(dialog).findByText(/was submitted/);
    expect(api.calls('uploadProof')).toHaveLength(3);
    expect(api.calls('uploadProof').map((c) => (c.call.form?.get('file') as File).name)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(api.calls('uploadProof')[0]!.call.headers.Authorization).toBe('token-1');
    expect(api.calls('deposit')[0]!.body).toEqual({ channelId: 1, amount: '250.0000', reference: 'TRX-77', proofs: ['a'.repeat(31) + '1', 'a'.repeat(31) + '2', 'a'.repeat(31) + '3'] });
  });

  it('sends an online deposit and goes to the payment page', async () => {
    const go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    const { api, dialog } = await openPage('depositv2', {
      paymentChannels: () => ok(channels),
      deposit: () => ok({ id: 5, channel: 'Instant pay (demo)', amount: '150.0000', reference: '', status: 'pending', reason: null, createdAt: '2026-01-01T00:00:00Z', decidedAt: null, paymentUrl: '/payment/local/5?amount=150.0000' }),
    });
    // The demo stand-in is marked as such, on its card and in its form; the bank channel is not.
    const online = await within(dialog).findByRole('radio', { name: /Instant pay/ });
    expect(within(online).getByText('Demo')).toBeVisible();
    expect(within(within(dialog).getByRole('radio', { name: /Bank transfer/ })).queryByText('Demo')).toBeNull();
    expect(within(dialog).queryByText(/no real payment provider/)).toBeNull();
    await userEvent.click(online);
    expect(within(dialog).getByText(/no real payment provider/)).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/payment/local/5?amount=150.0000'));
    expect(api.calls('deposit')[0]!.body).toEqual({ channelId: 2, amount: '150.0000', reference: '', proofs: [] });
    go.mockRestore();
  });
});

describe('demo payment page', () => {
  it('"View deposit history" opens the member centre at the deposit history, not the deposit form', async () => {
    storeSession();
    const api = accountApi({
      localPay: () => ok({ depositId: 5, status: 'approved' }),
      deposits: () => ok({ rows: [{ id: 5, channel: 'Instant pay (demo)', amount: '150.0000', reference: '', status: 'approved', reason: null, createdAt: '2026-01-01T00:00:00Z', decidedAt: '2026-01-01T00:01:00Z' }], total: 1 }),
    });
    renderApp('/payment/local/5?amount=150.0000', { handler: api.handler });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await userEvent.click(await screen.findByRole('button', { name: 'View deposit history' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(dialog).getByRole('tab', { name: 'Deposit history' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'false');
    await waitFor(() => expect(api.calls('deposits')).toHaveLength(1));
    expect(within(dialog).queryByRole('textbox', { name: /^Amount/ })).toBeNull();
  });
});

describe('withdrawal', () => {
  const row = (id: number, status: string) => ({ id, amount: '150.0000', card: '****6789', status, reason: null, createdAt: '2026-01-01T00:00:00Z', paidAt: status === 'paid' ? '2026-01-01T01:00:00Z' : null, autoReceiptAt: status === 'paid' ? '2026-01-01T02:00:00Z' : null });

  it('shows the turnover message with the needed and done amounts', async () => {
    const { api, dialog } = await openPage('withdraw', {
      bankCards: () => ok([{ id: 3, bankName: 'Meezan', accountName: 'Ali', accountNumber: '****6789' }]),
      withdraw: () => fail(400, 'withdraw.turnover.required', { needed: '300.0000', done: '120.5000' }),
    });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: /^Amount/ }), '150');
    await userEvent.type(within(dialog).getByLabelText(/^Payment password/), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByText('Your turnover is not yet enough to withdraw: P 120.50 of P 300.00 done.')).toBeInTheDocument();
    expect(api.calls('withdraw')[0]!.body).toEqual({ cardId: 3, amount: '150.0000', paymentPassword: '123456' });
    expect(api.calls('withdraw')[0]!.call.headers.Encryption).toBeTruthy();
  });

  it('offers confirm received only for paid withdrawals', async () => {
    let rows = [row(7, 'paid'), row(8, 'pending'), row(9, 'received')];
    const { api, dialog } = await openPage('withdraw', {
      bankCards: () => ok([]),
      withdrawals: () => ok({ rows, total: rows.length }),
      confirmWithdrawal: () => {
        rows = rows.map((r) => (r.id === 7 ? { ...r, status: 'received', autoReceiptAt: null } : r));
        return ok(rows[0]);
      },
    });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Withdrawal history' }));
    const received = await within(dialog).findAllByRole('button', { name: 'I received it' });
    expect(received).toHaveLength(1);
    expect(within(dialog).getByText(/Will be marked received at/)).toBeInTheDocument();
    await userEvent.click(received[0]!);
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'I received it' })).toBeNull());
    const call = api.calls('confirmWithdrawal')[0]!;
    expect(new URL(call.call.url, 'http://x').pathname).toBe('/wps/payment/withdrawals/7/confirm');
    expect(call.body).toEqual({ received: true, proofs: [] });
  });
});

describe('account record', () => {
  it('shows times and asks for days in the brand zone (UTC+05:00), labelled, on a device in another zone', async () => {
    const deviceZone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    // 20:05 UTC: still March 1 on this device (12:05), already March 2 for the brand (01:05).
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-03-01T20:05:09Z'));
    try {
      const row = { id: 't1', time: '2026-03-01T20:05:09Z', type: 'deposit', wallet: 'main', amount: '50.0000', balanceAfter: '150.0000', reference: null };
      const { api, dialog } = await openPage('transactionHistory', { memberTransactions: () => ok({ rows: [row], pageNo: 1, pageSize: 20, total: 1 }) });
      const time = await within(dialog).findByText('03/02/2026, 01:05:09');
      expect(time.tagName).toBe('TIME');
      expect(time).toHaveAttribute('datetime', '2026-03-01T20:05:09Z');
      expect(within(dialog).getByText('Times shown in UTC+05:00')).toBeInTheDocument();
      // One movement is "1 record", not "1 records".
      expect(within(dialog).getByText('1 record')).toBeInTheDocument();
      // The default range is the brand's last 7 days, ending on the brand's today.
      const q = new URL(api.calls('memberTransactions')[0]!.call.url, 'http://x').searchParams;
      expect([q.get('from'), q.get('to')]).toEqual(['2026-02-24', '2026-03-02']);
      expect(within(dialog).getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute('aria-pressed', 'true');
    } finally {
      if (deviceZone === undefined) delete process.env.TZ;
      else process.env.TZ = deviceZone;
    }
  });

  it('pages and filters by type with the right query', async () => {
    const tx = (i: number) => ({ id: `t${i}`, time: '2026-01-01T00:00:00Z', type: 'bet', wallet: 'main', amount: '-10.0000', balanceAfter: '90.0000', reference: `r${i}` });
    const { api, dialog } = await openPage('transactionHistory', {
      memberTransactions: ({ call }) => {
        const q = new URL(call.url, 'http://x').searchParams;
        const pageNo = Number(q.get('pageNo'));
        return ok({ rows: Array.from({ length: 20 }, (_, i) => tx(i + pageNo * 100)), pageNo, pageSize: 20, total: 95 });
      },
    });
    await within(dialog).findByText('95 records');
    const first = new URL(api.calls('memberTransactions')[0]!.call.url, 'http://x').searchParams;
    expect(first.get('pageNo')).toBe('1');
    expect(first.get('pageSize')).toBe('20');
    expect(first.get('type')).toBeNull();
    expect(first.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Page range 3 and margin 1: 1 2 3 … 5.
    const nav = within(dialog).getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['', '1', '2', '3', '5', '']);
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(new URL(api.calls('memberTransactions').at(-1)!.call.url, 'http://x').searchParams.get('pageNo')).toBe('3'));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'bet');
    await waitFor(() => {
      const q = new URL(api.calls('memberTransactions').at(-1)!.call.url, 'http://x').searchParams;
      expect(q.get('type')).toBe('bet');
      expect(q.get('pageNo')).toBe('1');
    });
  });
});
