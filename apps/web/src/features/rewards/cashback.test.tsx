import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDialog } from '../../components/ui/dialog-stack-store';
import { setLanguage } from '../../lib/i18n';
import { storageKeys } from '../../lib/storage';
import { accountApi, fail, ok } from '../../test/account-api';
import { renderApp } from '../../test/render-app';
import { reloadSessionFromStorage } from '../session/stores/session-store';

async function openCashback(answers: Parameters<typeof accountApi>[0], dialogName = 'Member centre') {
  window.localStorage.setItem(storageKeys.token, 'token-1');
  window.localStorage.setItem(storageKeys.merchantCode, 'lotus');
  reloadSessionFromStorage();
  const api = accountApi(answers);
  renderApp('/index', { handler: api.handler });
  await screen.findByRole('banner');
  act(() => void openDialog('memberCentre', { props: { page: 'manualRebate' } }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  return { api, dialog };
}

const category = (c: string, rateBp: number, validTurnover: string, accrued: string, claimed = '0.0000') => ({ category: c, rateBp, validTurnover, earned: accrued, claimed, accrued });

/** Today (2026-03-02 for the brand in Asia/Karachi): 0.80 % of 1,000.00 slots and 0.50 % of 300.00 lottery, 1.00 claimed. */
function today(over: Record<string, unknown> = {}) {
  return {
    day: '2026-03-02',
    mode: 'manual',
    paidAt: '2026-03-02T19:05:00.000Z',
    categories: [category('LOTT', 50, '300.0000', '0.5000', '1.0000'), category('LIVE', 60, '0.0000', '0.0000'), category('RNG', 80, '1000.0000', '8.0000')],
    totals: { validTurnover: '1300.0000', earned: '9.5000', claimed: '1.0000', accrued: '8.5000', owed: '0.0000', payable: '8.5000' },
    canClaim: true,
    ...over,
  };
}

const claimPayment = {
  id: 'claim:7',
  source: 'claim',
  day: '2026-03-01',
  amount: '1.0000',
  status: 'paid',
  at: '2026-03-01T10:00:00.000Z',
  categories: [{ category: 'LOTT', validTurnover: '200.0000', rateBp: 50, amount: '1.0000' }],
  formula: 'LOTT 0.50% x 200.0000 = 1.0000; total 1.0000',
};
const dailyPayment = {
  id: 'daily:3:12',
  source: 'daily',
  day: '2026-03-01',
  amount: '0.7000',
  status: 'paid',
  at: '2026-03-01T19:06:00.000Z',
  categories: [
    { category: 'LOTT', validTurnover: '300.0000', rateBp: 50, amount: '0.5000' },
    { category: 'RNG', validTurnover: '25.0000', rateBp: 80, amount: '0.2000' },
  ],
  formula: 'LOTT 0.50% x 300.0000 = 1.5000 - 1.0000 claimed = 0.5000; RNG 0.80% x 25.0000 = 0.2000; total 0.7000',
};
const history = (rows: unknown[] = [dailyPayment, claimPayment]) => ok({ rows, pageNo: 1, pageSize: 10, total: rows.length });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-03-02T08:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cashback (manualRebate)', () => {
  it("shows today's accrual per category with rates, claims it once, and shows the payment", async () => {
    let claimed = false;
    const { api, dialog } = await openCashback({
      rebateToday: () => ok(claimed ? today({ totals: { validTurnover: '1300.0000', earned: '9.5000', claimed: '9.5000', accrued: '0.0000', owed: '0.0000', payable: '0.0000' }, canClaim: false }) : today()),
      rebateHistory: () => history(),
      rebateClaim: () => {
        claimed = true;
        return ok({ claim: { ...claimPayment, id: 'claim:8', day: '2026-03-02', amount: '8.5000' }, duplicate: false });
      },
    });
    expect(await within(dialog).findByTestId('cashback-accrued')).toHaveTextContent('P 8.50');
    expect(within(dialog).queryByTestId('cashback-owed')).toBeNull();
    const rows = within(dialog).getAllByTestId('cashback-category');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Lottery', 'Live casino', 'Slots']);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['0.50%', 'P 300.00', 'P 0.50claimed P 1.00']);
    expect(within(rows[2]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['0.80%', 'P 1,000.00', 'P 8.00']);
    // What is left is paid after the day ends, at the brand's 00:05.
    expect(within(dialog).getByText(/paid to your wallet automatically after the day ends, at \u206600:05 UTC\+05:00\u2069/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim cashback' }));
    await within(dialog).findByText('Added to your main wallet:');
    expect(api.calls('rebateClaim')).toHaveLength(1);
    const body = api.calls('rebateClaim')[0]!.body!;
    expect(body.day).toBe('2026-03-02');
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // The figures reload: nothing left to claim.
    expect(await within(dialog).findByRole('button', { name: 'Nothing to claim yet' })).toBeDisabled();
  });

  it('shows what a claim pays after cashback owed for bets voided since, and claims nothing when that takes it all', async () => {
    const { dialog } = await openCashback({
      rebateToday: () => ok(today({ totals: { validTurnover: '1300.0000', earned: '9.5000', claimed: '1.0000', accrued: '8.5000', owed: '2.2500', payable: '6.2500' } })),
      rebateHistory: () => history([]),
    });
    expect(await within(dialog).findByTestId('cashback-accrued')).toHaveTextContent('P 6.25');
    expect(within(dialog).getByText('Payable')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cashback-owed')).toHaveTextContent('Less cashback paid on bets later voided: P 2.25');
    expect(within(dialog).getByRole('button', { name: 'Claim cashback' })).toBeEnabled();
  });

  it('offers no claim when what is owed takes the whole accrual', async () => {
    const { dialog } = await openCashback({
      rebateToday: () => ok(today({ totals: { validTurnover: '1300.0000', earned: '9.5000', claimed: '1.0000', accrued: '8.5000', owed: '9.0000', payable: '0.0000' }, canClaim: false })),
      rebateHistory: () => history([]),
    });
    expect(await within(dialog).findByTestId('cashback-accrued')).toHaveTextContent('P 0.00');
    expect(within(dialog).getByRole('button', { name: 'Nothing to claim yet' })).toBeDisabled();
  });

  it('lists the history with each payment’s categories and formula', async () => {
    const { dialog } = await openCashback({ rebateToday: () => ok(today()), rebateHistory: () => history() });
    const list = await within(dialog).findByRole('list', { name: 'Cashback history' });
    const items = [...list.children] as HTMLElement[];
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Daily payment');
    expect(items[0]).toHaveTextContent('+P 0.70');
    expect(items[0]).toHaveTextContent('For Mar 1');
    expect(items[1]).toHaveTextContent('Claimed');
    await userEvent.click(within(items[0]!).getByText('Daily payment'));
    expect(within(items[0]!).getByText(dailyPayment.formula)).toBeVisible();
    expect(items[0]).toHaveTextContent('Slots · 0.80% of P 25.00P 0.20');
  });

  it('tells a refused claim in words and says when cashback is paid automatically', async () => {
    const { dialog } = await openCashback({ rebateToday: () => ok(today()), rebateHistory: () => history([]), rebateClaim: () => fail(409, 'rebate.day.ended') });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Claim cashback' }));
    expect(await within(dialog).findByText(/That day has ended/)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'No cashback paid yet' })).toBeInTheDocument();
  });

  it('offers no claim in automatic mode', async () => {
    const { dialog } = await openCashback({ rebateToday: () => ok(today({ mode: 'automatic', canClaim: false })), rebateHistory: () => history([]) });
    await within(dialog).findByTestId('cashback-accrued');
    expect(within(dialog).queryByRole('button', { name: /Claim|Nothing to claim/ })).toBeNull();
    expect(within(dialog).getByText(/is paid to your wallet automatically after the day ends, at \u206600:05/)).toBeInTheDocument();
  });

  it('writes the page in Urdu, right to left, with rates and amounts left to right', async () => {
    await act(async () => void (await setLanguage('UR')));
    const { dialog } = await openCashback({ rebateToday: () => ok(today()), rebateHistory: () => history() }, 'ممبر سینٹر');
    expect(await within(dialog).findByRole('heading', { name: /آج کا کیش بیک/ })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(dialog).getByRole('button', { name: 'کیش بیک وصول کریں' })).toBeEnabled();
    expect(within(dialog).getAllByText('0.50%')[0]!.closest('bdi')).toHaveAttribute('dir', 'ltr');
    await waitFor(() => expect(within(dialog).getByRole('list', { name: 'کیش بیک کی تاریخ' })).toBeInTheDocument());
  });
});
