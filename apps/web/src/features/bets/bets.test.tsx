import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetRecord } from '@lotus/contract/bets';
import { openDialog } from '../../components/ui/dialog-stack-store';
import { setLanguage } from '../../lib/i18n';
import { storageKeys } from '../../lib/storage';
import { accountApi, ok } from '../../test/account-api';
import { renderApp } from '../../test/render-app';
import { plain } from '../lottery/vn/shared/test-kit';
import { reloadSessionFromStorage } from '../session/stores/session-store';

function storeSession() {
  window.localStorage.setItem(storageKeys.token, 'token-1');
  window.localStorage.setItem(storageKeys.merchantCode, 'lotus');
  reloadSessionFromStorage();
}

async function openPage(page: string, answers: Parameters<typeof accountApi>[0], dialogName = 'Member centre') {
  storeSession();
  const api = accountApi(answers);
  const utils = renderApp('/index', { handler: api.handler });
  await screen.findByRole('banner');
  act(() => void openDialog('memberCentre', { props: { page } }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  return { ...utils, api, dialog };
}

const query = (api: ReturnType<typeof accountApi>, name: 'memberBets' | 'memberProfit' | 'houseRounds', at = -1) => new URL(api.calls(name).at(at)!.call.url, 'http://x').searchParams;

const totals = (over: Partial<Record<'stake' | 'validTurnover' | 'win' | 'profit', string>> & { bets?: number } = {}) => ({
  bets: 3,
  stake: '12.0000',
  validTurnover: '11.0000',
  win: '16.0000',
  profit: '4.0000',
  ...over,
});

const bet = (id: string, over: Partial<BetRecord> = {}): BetRecord => ({
  id,
  category: 'RNG',
  vendor: 'HOUSE',
  game: 'dice',
  stake: '1.0000',
  validTurnover: '1.0000',
  win: '1.9800',
  profit: '0.9800',
  status: 'settled',
  placedAt: '2026-03-01T20:05:09.000Z',
  settledAt: '2026-03-01T20:05:09.000Z',
  detail: { kind: 'house', roundId: '3f0c2b9e-2a7e-4c55-9d7e-0a1b2c3d4e5f' },
  ...over,
});

const lotteryBet = bet('lott-1', {
  category: 'LOTT',
  vendor: 'LOTTERY',
  game: 'k3-fast',
  stake: '16.0000',
  validTurnover: '16.0000',
  win: '0.0000',
  profit: '-16.0000',
  detail: { kind: 'lottery', orderNumber: 'L1795380000000000001' },
});
const vendorBet = bet('pg-1', { category: 'RNG', vendor: 'PG', game: 'fortune-ox', status: 'open', win: '0.0000', profit: '0.0000', settledAt: null, detail: { kind: 'vendor', roundId: 'R-778899' } });

const page = (rows: BetRecord[], over: Record<string, unknown> = {}) => ok({ rows, totals: totals(), pageNo: 1, pageSize: 20, total: rows.length, ...over });

// 20:05 UTC on March 1 is already 01:05 on March 2 for the brand (Asia/Karachi, UTC+05:00).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-03-01T20:05:09Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('betting record', () => {
  it("asks for the brand's last 7 days, shows the totals and each bet in brand time, and sends each filter", async () => {
    const { api, dialog } = await openPage('personalHistoryCopy', { memberBets: () => page([bet('h1'), lotteryBet, vendorBet], { total: 3 }) });
    await within(dialog).findByText('3 bets');
    expect(Object.fromEntries(query(api, 'memberBets', 0))).toEqual({ from: '2026-02-24', to: '2026-03-02', pageNo: '1', pageSize: '20' });
    expect(within(dialog).getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

    const strip = within(dialog).getByRole('region', { name: 'Totals for this period' });
    expect(within(strip).getByText('+P 4.00')).toHaveClass('text-emerald-300');
    expect(within(strip).getByText('P 11.00')).toBeInTheDocument();
    expect(within(strip).getByText('P 16.00')).toBeInTheDocument();

    const list = within(dialog).getByRole('list', { name: 'Bets' });
    const lines = within(list).getAllByRole('button');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent('Dice');
    expect(lines[0]).toHaveTextContent('+P 0.98');
    expect(lines[0]).toHaveTextContent('Settled');
    expect(within(lines[0]!).getByText('03/02/2026, 01:05:09').tagName).toBe('TIME');
    expect(within(lines[1]!).getByText('-P 16.00')).toHaveClass('text-rose-300');
    expect(lines[2]).toHaveTextContent('Slots · PG');
    expect(lines[2]).toHaveTextContent('Open');
    expect(within(dialog).getByText('Times shown in UTC+05:00')).toBeInTheDocument();

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'LOTT');
    await waitFor(() => expect(query(api, 'memberBets').get('category')).toBe('LOTT'));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'settled');
    await waitFor(() => expect(query(api, 'memberBets').get('status')).toBe('settled'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect([query(api, 'memberBets').get('from'), query(api, 'memberBets').get('to')]).toEqual(['2026-03-01', '2026-03-01']));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Today' }));
    await waitFor(() => expect([query(api, 'memberBets').get('from'), query(api, 'memberBets').get('to')]).toEqual(['2026-03-02', '2026-03-02']));
    expect(query(api, 'memberBets').get('category')).toBe('LOTT');
    expect(query(api, 'memberBets').get('status')).toBe('settled');
  });

  it('offers only the categories the brand has, and refuses a range over 92 days without asking the server', async () => {
    const { api, dialog } = await openPage('personalHistoryCopy', { memberBets: () => page([bet('h1')]) });
    await within(dialog).findByText('1 bet');
    const options = within(within(dialog).getByRole('combobox', { name: 'Category' })).getAllByRole('option');
    // The fixture brand's menu, in its order (DS88 sports sits after live casino): live, sports, slots, lottery, fishing.
    expect(options.map((o) => o.textContent)).toEqual(['All categories', 'Live casino', 'Sports', 'Slots', 'Lottery', 'Fishing']);
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2025-10-01' } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose at most 92 days.');
    expect(api.calls('memberBets').map((c) => new URL(c.call.url, 'http://x').searchParams.get('from'))).not.toContain('2025-10-01');
    expect(within(dialog).queryByRole('region', { name: 'Totals for this period' })).toBeNull();
  });

  it('pages with the right query and keeps the filters', async () => {
    const { api, dialog } = await openPage('personalHistoryCopy', {
      memberBets: ({ call }) => {
        const pageNo = Number(new URL(call.url, 'http://x').searchParams.get('pageNo'));
        return page(
          Array.from({ length: 20 }, (_, i) => bet(`b${pageNo}-${i}`)),
          { pageNo, total: 45 },
        );
      },
    });
    await within(dialog).findByText('45 bets');
    const nav = within(dialog).getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(query(api, 'memberBets').get('pageNo')).toBe('3'));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'open');
    await waitFor(() => {
      expect(query(api, 'memberBets').get('status')).toBe('open');
      expect(query(api, 'memberBets').get('pageNo')).toBe('1');
    });
  });

  it('says so when the period has no bets', async () => {
    const { dialog } = await openPage('personalHistoryCopy', { memberBets: () => ok({ rows: [], totals: totals({ bets: 0, stake: '0.0000', validTurnover: '0.0000', win: '0.0000', profit: '0.0000' }), pageNo: 1, pageSize: 20, total: 0 }) });
    expect(await within(dialog).findByRole('heading', { name: 'No bets in this period' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Bets' })).toBeNull();
    expect(within(dialog).queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it("opens a house bet's round with its fairness proof and a link that verifies it", async () => {
    const round = {
      roundId: '3f0c2b9e-2a7e-4c55-9d7e-0a1b2c3d4e5f',
      game: 'dice',
      status: 'settled',
      bet: '1.0000',
      win: '1.9800',
      nonce: 7,
      serverSeedHash: 'a'.repeat(64),
      clientSeed: 'my-lucky-seed',
      result: { roll: 1234, target: 5000, direction: 'under' },
      createdAt: '2026-03-01T20:05:09.000Z',
    };
    const { api, dialog } = await openPage('personalHistoryCopy', { memberBets: () => page([bet('h1')]), houseRounds: () => ok({ rows: [round], total: 1 }) });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Dice/ }));
    const detail = await screen.findByRole('dialog', { name: 'Bet detail' });
    await within(detail).findByText('Rolled 12.34, under 50.00');
    expect(Object.fromEntries(query(api, 'houseRounds'))).toEqual({ roundId: round.roundId, pageNo: '1', pageSize: '1' });
    expect(within(detail).getByText('a'.repeat(64))).toBeInTheDocument();
    expect(within(detail).getByText('my-lucky-seed')).toBeInTheDocument();
    const link = within(detail).getByRole('link', { name: 'Verify this round' });
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/fair');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({ game: 'dice', hash: 'a'.repeat(64), clientSeed: 'my-lucky-seed', nonce: '7', diceTarget: '5000', diceDirection: 'under' });
    await userEvent.click(within(detail).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bet detail' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
  });

  it("opens a lottery bet's order in the lottery's order detail, and a vendor bet's round", async () => {
    const order = {
      orderNumber: 'L1795380000000000001',
      gameId: 6,
      gameCode: 'k3-fast',
      gameName: 'Fast 3',
      numero: '20261123-0101',
      chaseCount: 1,
      winningStop: false,
      amount: '16.0000',
      win: '0.0000',
      rebate: '0.0000',
      status: 'lost',
      createdAt: '2026-03-01T20:05:09.000Z',
      subOrders: [],
    };
    const { api, dialog } = await openPage('personalHistoryCopy', {
      memberBets: () => page([lotteryBet, vendorBet]),
      lotteryGames: () => plain([{ code: 'K3', gameGroupId: 3, displayName: 'Fast 3', games: [{ gameId: 6, code: 'k3-fast', remark: '', displayName: 'Fast 3', family: 'K3', prizeMode: 'Lott', prizeModeId: 1, cadenceSeconds: 60, drawSource: 'rng', station: null, region: null }] }]),
      lotteryOrderDetail: () => plain(order),
    });
    // The lottery's game name comes from its catalogue.
    await userEvent.click(await within(dialog).findByRole('button', { name: /Fast 3/ }));
    const detail = await screen.findByRole('dialog', { name: 'Order details' });
    await within(detail).findByText('L1795380000000000001');
    expect(new URL(api.calls('lotteryOrderDetail')[0]!.call.url, 'http://x').pathname).toBe('/lgw/orders/detail/L1795380000000000001/info');
    await userEvent.click(within(detail).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order details' })).toBeNull());

    await userEvent.click(within(dialog).getByRole('button', { name: /fortune-ox/ }));
    const vendor = await screen.findByRole('dialog', { name: 'Bet detail' });
    expect(within(vendor).getByText('PG')).toBeInTheDocument();
    expect(within(vendor).getByText('R-778899')).toBeInTheDocument();
    expect(api.calls('houseRounds')).toHaveLength(0);
  });
});

describe('personal profit and loss', () => {
  const rows = [
    { day: '2026-02-28', category: 'RNG', bets: 4, stake: '4.0000', validTurnover: '4.0000', win: '7.9200', profit: '3.9200', rebate: '0.0320' },
    { day: '2026-03-01', category: 'LOTT', bets: 1, stake: '16.0000', validTurnover: '16.0000', win: '0.0000', profit: '-16.0000', rebate: '0.0800' },
    { day: '2026-03-01', category: 'RNG', bets: 2, stake: '2.0000', validTurnover: '2.0000', win: '1.0000', profit: '-1.0000', rebate: '0.0160' },
  ] as const;
  const value = { rows, totals: { ...totals({ bets: 7, stake: '22.0000', validTurnover: '22.0000', win: '8.9200', profit: '-13.0800' }), rebate: '0.1280' } };

  it('shows the totals, a row per day and category, and a bar per day of the range (quiet days too)', async () => {
    const { api, dialog } = await openPage('personalProfit', { memberProfit: () => ok(value) });
    const table = await within(dialog).findByRole('table', { name: 'Per day and category' });
    expect(Object.fromEntries(query(api, 'memberProfit', 0))).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(within(within(dialog).getByRole('region', { name: 'Totals for this period' })).getByText('-P 13.08')).toHaveClass('text-rose-300');

    const body = within(table).getAllByRole('row').slice(1);
    expect(body.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Mar 1Lottery', 'Mar 1Slots', 'Feb 28Slots']);
    expect(within(body[2]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['+P 3.92', '4', 'P 4.00', 'P 4.00', 'P 7.92', 'P 0.03']);
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Day · category', 'Profit', 'Bets', 'Stake', 'Valid turnover', 'Win', 'Cashback']);
    // The period's cashback (claims and daily payments) beside the totals.
    expect(within(within(dialog).getByRole('region', { name: 'Totals for this period' })).getByText('P 0.12')).toBeInTheDocument();

    const chart = within(dialog).getByRole('img', { name: /daily profit from Feb 24 to Mar 2/ });
    const bars = chart.querySelectorAll('rect');
    expect(bars).toHaveLength(7);
    const bar = (day: string) => chart.querySelector(`rect[data-day="${day}"]`)!;
    expect(bar('2026-02-28').getAttribute('class')).toContain('fill-emerald-400');
    expect(bar('2026-03-01').getAttribute('class')).toContain('fill-rose-400');
    // March 1 lost 17.00 over both categories, the largest bar; February 28 won 3.92.
    expect(Number(bar('2026-03-01').getAttribute('height'))).toBeGreaterThan(Number(bar('2026-02-28').getAttribute('height')) * 4);
    expect(Number(bar('2026-02-25').getAttribute('height'))).toBe(0);
    expect(bar('2026-03-01').textContent).toBe('Mar 1: -P 17.00');

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'RNG');
    await waitFor(() => expect(query(api, 'memberProfit').get('category')).toBe('RNG'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(Object.fromEntries(query(api, 'memberProfit'))).toEqual({ from: '2026-03-02', to: '2026-03-02', category: 'RNG' }));
  });

  it('says so when nothing settled in the period', async () => {
    const { dialog } = await openPage('personalProfit', { memberProfit: () => ok({ rows: [], totals: totals({ bets: 0, stake: '0.0000', validTurnover: '0.0000', win: '0.0000', profit: '0.0000' }) }) });
    expect(await within(dialog).findByRole('heading', { name: 'No settled bets in this period' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(within(dialog).queryByRole('img')).toBeNull();
  });
});

describe('in Urdu', () => {
  // The setup file puts English back after each test.
  it('writes the record and the P&L in Urdu, right to left', async () => {
    await act(async () => void (await setLanguage('UR')));
    const { dialog } = await openPage('personalHistoryCopy', { memberBets: () => page([bet('h1')]), memberProfit: () => ok(profitValue()) }, 'ممبر سینٹر');
    await within(dialog).findByText('1 شرط');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(dialog).getByRole('region', { name: 'اس مدت کا مجموعہ' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'پچھلے 7 دن' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(within(dialog).getByRole('list', { name: 'شرطیں' })).getByText('طے شدہ')).toBeInTheDocument();
    // Amounts stay left to right inside the Urdu line.
    expect(within(dialog).getAllByText('+P 0.98')[0]!.closest('bdi')).toHaveAttribute('dir', 'ltr');

    await userEvent.click(within(dialog).getByRole('button', { name: 'ذاتی نفع و نقصان' }));
    expect(await within(dialog).findByRole('table', { name: 'دن اور زمرے کے لحاظ سے' })).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: 'درست ٹرن اوور' })).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: 'کیش بیک' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: /روزانہ منافع کا بار چارٹ/ })).toHaveClass('rtl:-scale-x-100');
  });

  function profitValue() {
    return { rows: [{ day: '2026-03-01', category: 'RNG', bets: 1, stake: '1.0000', validTurnover: '1.0000', win: '1.9800', profit: '0.9800', rebate: '0.0080' }], totals: { ...totals(), rebate: '0.0080' } };
  }
});
