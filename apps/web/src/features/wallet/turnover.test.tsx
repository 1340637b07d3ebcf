import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { withdrawalRulesSchema } from '@lotus/contract/payments';
import type { turnoverRequirementSchema } from '@lotus/contract/turnover';
import { openDialog } from '../../components/ui/dialog-stack-store';
import { setLanguage } from '../../lib/i18n';
import { storageKeys } from '../../lib/storage';
import { accountApi, fail, ok } from '../../test/account-api';
import { renderApp } from '../../test/render-app';
import { reloadSessionFromStorage } from '../session/stores/session-store';

type Requirement = z.infer<typeof turnoverRequirementSchema>;
type Rules = z.infer<typeof withdrawalRulesSchema>;

async function openPage(page: string, answers: Parameters<typeof accountApi>[0], dialogName = 'Member centre') {
  window.localStorage.setItem(storageKeys.token, 'token-1');
  window.localStorage.setItem(storageKeys.merchantCode, 'lotus');
  reloadSessionFromStorage();
  const api = accountApi(answers);
  renderApp('/index', { handler: api.handler });
  await screen.findByRole('banner');
  act(() => void openDialog('memberCentre', { props: { page } }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  return { api, dialog };
}

// 20:05 UTC on March 1 is 01:05 on March 2 for the brand (Asia/Karachi, UTC+05:00).
const requirement = (id: string, over: Partial<Requirement> = {}): Requirement => ({
  id,
  source: 'deposit',
  baseAmount: '1000.0000',
  multiple: 1,
  required: '1000.0000',
  done: '620.5000',
  status: 'open',
  createdAt: '2026-03-01T20:05:09.000Z',
  closedAt: null,
  ...over,
});

// Oldest first, as the server sends them: turnover works on the deposit, the adjustment waits.
const deposit = requirement('1');
const adjustment = requirement('2', { source: 'adjustment', baseAmount: '200.0000', multiple: 5, done: '0.0000', createdAt: '2026-03-02T09:30:00.000Z' });

const rules = (over: Partial<Rules> = {}): Rules => ({
  minAmount: '100.0000',
  maxAmount: '500000.0000',
  perDay: 5,
  usedToday: 0,
  turnover: { needed: '2000.0000', done: '620.5000' },
  requirements: [deposit, adjustment],
  withdrawWithOpenTurnover: false,
  hasPaymentPassword: true,
  ...over,
});

const card = () => ok([{ id: 3, bankName: 'Meezan', accountName: 'Ali', accountNumber: '****6789' }]);

async function fillForm(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '150');
  await userEvent.type(within(dialog).getByLabelText(/^Payment password/), '123456');
}

describe('withdrawal form with turnover requirements', () => {
  it('lists each open requirement with its progress and date, the total left, and blocks the submit with the reason', async () => {
    const { api, dialog } = await openPage('withdraw', { bankCards: card, withdrawalRules: () => ok(rules()) });
    const panel = await within(dialog).findByRole('region', { name: 'Turnover requirements' });
    expect(within(panel).getByText('Still to bet:')).toHaveTextContent('Still to bet: P 1,379.50');
    expect(within(panel).getByText(/Valid bets count once they are settled/)).toHaveTextContent('Requirements are met one at a time, oldest first.');

    const items = within(within(panel).getByRole('list', { name: 'Open requirements' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Deposit P 1,000.00 · × 1');
    const bar = within(items[0]!).getByRole('progressbar', { name: 'Deposit: turnover progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '62');
    expect(bar).toHaveAttribute('aria-valuetext', 'P 620.50 of P 1,000.00');
    expect(items[0]).toHaveTextContent('P 620.50 / P 1,000.00');
    expect(items[0]).toHaveTextContent('Left: P 379.50');
    expect(within(items[0]!).getByText('03/02/2026, 01:05:09').tagName).toBe('TIME');
    expect(items[1]).toHaveTextContent('Adjustment P 200.00 · × 5');
    expect(within(items[1]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(items[1]).toHaveTextContent('03/02/2026, 14:30:00');
    expect(within(panel).getByText('Times shown in UTC+05:00')).toBeInTheDocument();
    expect(within(panel).queryByText('You can withdraw while requirements are open.')).toBeNull();

    const submit = within(dialog).getByRole('button', { name: 'Withdraw' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(/^You can withdraw once your turnover requirements are met: .P\s1,379\.50. still to bet\.$/);
    await fillForm(dialog);
    await userEvent.click(submit);
    expect(api.calls('withdraw')).toHaveLength(0);

    // The whole list is one step away.
    await userEvent.click(within(panel).getByRole('button', { name: 'See all in bonus details' }));
    expect(within(dialog).getByRole('button', { name: 'Bonus details' })).toHaveAttribute('aria-current', 'page');
  });

  it('says the brand allows withdrawing with requirements open, and sends the withdrawal', async () => {
    const five = [deposit, adjustment, requirement('3', { source: 'bonus' }), requirement('4'), requirement('5', { source: 'rebate' })];
    const { api, dialog } = await openPage('withdraw', {
      bankCards: card,
      withdrawalRules: () => ok(rules({ requirements: five, withdrawWithOpenTurnover: true })),
      withdraw: () => ok({ id: 9, amount: '150.0000', card: '****6789', status: 'pending', reason: null, createdAt: '2026-03-02T10:00:00Z', paidAt: null, autoReceiptAt: null }),
    });
    const panel = await within(dialog).findByRole('region', { name: 'Turnover requirements' });
    expect(within(panel).getByText('You can withdraw while requirements are open.')).toBeInTheDocument();
    // The form shows the three turnover works on first; the rest are in the bonus details.
    expect(within(within(panel).getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(panel).getByRole('button', { name: '2 more in bonus details' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/You can withdraw once/)).toBeNull();

    await fillForm(dialog);
    const submit = within(dialog).getByRole('button', { name: 'Withdraw' });
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await within(dialog).findByText('Your withdrawal request was submitted.');
    expect(api.calls('withdraw')[0]!.body).toEqual({ cardId: 3, amount: '150.0000', paymentPassword: '123456' });
  });

  it('shows no requirements and does not block when none is open', async () => {
    const { dialog } = await openPage('withdraw', { bankCards: card, withdrawalRules: () => ok(rules({ turnover: null, requirements: [] })) });
    await within(dialog).findByText(/^Limits:/);
    expect(within(dialog).queryByRole('region', { name: 'Turnover requirements' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });
});

describe('bonus details', () => {
  const met = requirement('7', { source: 'bonus', baseAmount: '100.0000', multiple: 5, required: '500.0000', done: '500.0000', status: 'met', createdAt: '2026-02-20T08:00:00.000Z', closedAt: '2026-02-25T19:30:00.000Z' });
  const waived = requirement('6', { source: 'adjustment', baseAmount: '50.0000', multiple: null, required: '300.0000', done: '0.0000', status: 'waived', createdAt: '2026-02-10T08:00:00.000Z', closedAt: '2026-02-11T08:00:00.000Z' });
  const all = [deposit, met, waived];
  const value = (rows: Requirement[], over: Record<string, unknown> = {}) => ok({ rows, total: rows.length, open: { needed: '1000.0000', done: '620.5000', count: 1 }, withdrawWithOpen: false, ...over });
  const query = (api: ReturnType<typeof accountApi>) => Object.fromEntries(new URL(api.calls('turnoverRequirements').at(-1)!.call.url, 'http://x').searchParams);

  it('sums up what remains open and lists every requirement with its terms, progress, status and dates', async () => {
    const { api, dialog } = await openPage('bonusDetails', {
      turnoverRequirements: ({ call }) => {
        const status = new URL(call.url, 'http://x').searchParams.get('status');
        return value(status ? all.filter((r) => r.status === status) : all);
      },
    });
    const summary = await within(dialog).findByRole('region', { name: 'What remains open' });
    expect(within(summary).getByText('P 379.50')).toBeInTheDocument();
    expect(within(summary).getByText('1 open requirement')).toBeInTheDocument();
    expect(within(summary).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '62');
    expect(within(summary).getByText('Withdrawals open once every requirement is met.')).toBeInTheDocument();
    expect(query(api)).toEqual({ pageNo: '1', pageSize: '10' });

    expect(within(dialog).getByText('3 requirements')).toBeInTheDocument();
    expect(within(dialog).getByText('Times shown in UTC+05:00')).toBeInTheDocument();
    const items = within(within(dialog).getByRole('list', { name: 'Turnover requirements' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/^DepositOpenCreditedP 1,000.00Terms× 1RequiredP 1,000.00/);
    expect(items[0]).toHaveTextContent('Left: P 379.50');
    expect(items[0]).toHaveTextContent('Created:03/02/2026, 01:05:09');
    expect(items[0]).not.toHaveTextContent('Met:');
    expect(items[1]).toHaveTextContent(/^BonusMetCreditedP 100.00Terms× 5RequiredP 500.00/);
    expect(within(items[1]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(items[1]).toHaveTextContent('Created:02/20/2026, 13:00:00Met:02/26/2026, 00:30:00');
    expect(items[2]).toHaveTextContent(/^AdjustmentWaivedCreditedP 50.00TermsFixed amountRequiredP 300.00/);
    expect(items[2]).toHaveTextContent('Lifted by the operator: nothing left to bet for it.');
    expect(within(items[2]!).queryByRole('progressbar')).toBeNull();
    expect(items[2]).toHaveTextContent('Waived:02/11/2026, 13:00:00');

    const filters = within(dialog).getByRole('group', { name: 'Status' });
    expect(within(filters).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Open', 'Met', 'Waived']);
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(filters).getByRole('button', { name: 'Met' }));
    await waitFor(() => expect(query(api)).toEqual({ status: 'met', pageNo: '1', pageSize: '10' }));
    await within(dialog).findByText('1 requirement');
    expect(within(filters).getByRole('button', { name: 'Met' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(within(dialog).getByRole('list', { name: 'Turnover requirements' })).getAllByRole('listitem')).toHaveLength(1);
    // The summary is about every open requirement, whatever the filter shows.
    expect(within(dialog).getByRole('region', { name: 'What remains open' })).toHaveTextContent('P 379.50');
  });

  it('pages through the list', async () => {
    const { api, dialog } = await openPage('bonusDetails', { turnoverRequirements: () => value([deposit], { total: 23 }) });
    const nav = await within(dialog).findByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(query(api)).toEqual({ pageNo: '3', pageSize: '10' }));
  });

  it('says when nothing is open and a filter has no requirement', async () => {
    const { dialog } = await openPage('bonusDetails', { turnoverRequirements: () => value([], { open: null }) });
    expect(await within(dialog).findByText('Nothing left to bet: no requirement is open.')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'No turnover requirements yet' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Waived' }));
    expect(await within(dialog).findByRole('heading', { name: 'No waived requirements' })).toBeInTheDocument();
  });

  it('shows the error and loads again on retry', async () => {
    let calls = 0;
    // A 4xx, which the query does not retry by itself.
    const { dialog } = await openPage('bonusDetails', { turnoverRequirements: () => (++calls === 1 ? fail(403, 'function.not.available') : value([deposit])) });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This function is not available.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('1 requirement')).toBeInTheDocument();
  });

  it('is written in Urdu, right to left, with amounts kept left to right', async () => {
    await act(async () => void (await setLanguage('UR')));
    const { dialog } = await openPage('bonusDetails', { turnoverRequirements: () => value(all, { withdrawWithOpen: true }) }, 'ممبر سینٹر');
    const summary = await within(dialog).findByRole('region', { name: 'باقی جاری تقاضے' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(summary).getByText('1 جاری تقاضا')).toBeInTheDocument();
    expect(within(summary).getByText('تقاضے جاری ہونے کے باوجود آپ رقم نکلوا سکتے ہیں۔')).toBeInTheDocument();
    expect(within(summary).getByText('P 379.50').closest('bdi')).toHaveAttribute('dir', 'ltr');
    const items = within(within(dialog).getByRole('list', { name: 'ٹرن اوور کے تقاضے' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('جمع شدہ رقم');
    expect(items[0]).toHaveTextContent('1 گنا');
    expect(within(items[1]!).getByText('مکمل')).toBeInTheDocument();
    expect(within(items[2]!).getByText('مقررہ رقم')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'معاف شدہ' })).toHaveAttribute('aria-pressed', 'false');
  });
});
