import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatAmount } from '@lotus/contract/money';
import { commitServerSeed, FairStream } from '@lotus/games/fair-rng';
import { levelOdds, levelPrize } from '@lotus/games/lottery/pricing';
import { familyOf } from '@lotus/games/lottery/registry';
import type { Family } from '@lotus/games/lottery/types';
import { ltrText } from '../../lib/format';
import { accountApi } from '../../test/account-api';
import { renderApp } from '../../test/render-app';
import { useCartStore } from './stores/cart-store';
import { FakeSocket, plain, storeSession } from './vn/shared/test-kit';

const k3 = familyOf('K3')!;
const game = (gameId: number, code: string, displayName: string, family: string, over: Record<string, unknown> = {}) => ({
  gameId,
  code,
  remark: displayName,
  displayName,
  family,
  prizeMode: 'Lott',
  prizeModeId: 1,
  cadenceSeconds: 60 as number | null,
  drawSource: 'rng' as 'rng' | 'official',
  station: null,
  region: null,
  ...over,
});

const groups = [
  { code: 'SSC', gameGroupId: 1, displayName: 'Shi Shi Cai', games: [game(1, 'ssc-1min', '1-Minute SSC', 'SSC')] },
  { code: 'K3', gameGroupId: 3, displayName: 'Fast 3', games: [game(6, 'k3-fast', 'Fast 3', 'K3')] },
  { code: 'VN', gameGroupId: 9, displayName: 'Vietnam lottery', games: [game(20, 'vn-fast-north', '5-Minute North', 'VNN', { prizeMode: 'Elott', prizeModeId: 3, cadenceSeconds: 300 })] },
];

/** The play menu the server builds from the engine family (lottery.service.ts playMenu). */
function playMenuOf(family: Family<unknown, unknown>, prizeModeId = 1) {
  const name = (key: string) => family.names[key]?.EN ?? key;
  const byGroup = new Map<string, { playCode: string; playName: string; playMenus: unknown[] }>();
  for (const play of family.plays) {
    let g = byGroup.get(play.group);
    if (!g) byGroup.set(play.group, (g = { playCode: play.group, playName: name(play.group), playMenus: [] }));
    g.playMenus.push({
      playId: play.id,
      playCode: play.code,
      playName: name(play.code),
      singleBetPrice: '2.0000',
      playSwitch: true,
      pricing: play.pricing,
      approaches: [...play.approaches],
      picker: { ...play.picker, rows: play.picker.rows.map((r) => ({ ...r, balls: [...r.balls], name: name(`row:${r.label}`) })) },
      levels: play.levels(family.defaultRules).map((l) => ({ key: l.key, prize: formatAmount(levelPrize(l, 20_000n, 1980)), odds: levelOdds(l, 1980).toFixed(4) })),
    });
  }
  return [{ prizeModeId, prizeMode: 'Lott', playMenuGroups: [...byGroup.values()] }];
}

const setting = {
  bettingModes: [
    { code: 1, unit: '1', betAmountMax: '200000.0000', betMultipleMax: 10000, winAmountMax: '2000000.0000' },
    { code: 2, unit: '0.1', betAmountMax: '20000.0000', betMultipleMax: 10000, winAmountMax: '200000.0000' },
    { code: 3, unit: '0.01', betAmountMax: '2000.0000', betMultipleMax: 10000, winAmountMax: '20000.0000' },
    { code: 4, unit: '0.001', betAmountMax: '200.0000', betMultipleMax: 10000, winAmountMax: '2000.0000' },
  ],
  lockSeconds: 10,
  maxChaseIssues: 120,
  winAmountMaxPerIssue: '2000000.0000',
  rules: { tripleSizeParity: 'lose' },
};

const seed = '7c'.repeat(32);
function drawn(gameId: number, code: string, numero: string, withSeed = true) {
  const draw = k3.draw(new FairStream(seed, `${code}:${numero}`, 0));
  return {
    gameId,
    gameCode: code,
    numero,
    winningNumber: k3.formatDraw(draw),
    positions: k3.positions(draw),
    drawTime: '2026-11-22T21:00:00.000Z',
    seed: withSeed ? seed : null,
    seedHash: commitServerSeed(seed),
    status: 'drawn' as const,
  };
}

function current(numero: string, lockInMs = 40_000) {
  const now = Date.now();
  return {
    numero,
    remainTime: lockInMs + 10_000,
    lockTime: Math.ceil(lockInMs / 1000),
    isSale: true,
    saleTime: new Date(now - 10_000).toISOString(),
    lockAt: new Date(now + lockInMs).toISOString(),
    drawTime: new Date(now + lockInMs + 10_000).toISOString(),
    seedHash: 'a'.repeat(64),
  };
}

const order = (over: Record<string, unknown> = {}) => ({
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
  status: 'pending',
  createdAt: '2026-11-22T21:00:00.000Z',
  ...over,
});

const subOrder = (id: string, over: Record<string, unknown> = {}) => ({
  subOrderId: id,
  numero: '20261123-0101',
  playId: 1,
  playName: 'Sum',
  bettingContent: '11,12,13,14,15,16,17,18',
  approach: 1,
  mode: 1,
  unit: '1',
  series: 1980,
  multiple: 1,
  betCount: 8,
  amount: '16.0000',
  win: '0.0000',
  rebate: '0.0000',
  status: 'pending',
  winningNumber: null,
  cancellable: true,
  ...over,
});

function lotteryApi(state: { previous: ReturnType<typeof drawn> | null; history: ReturnType<typeof drawn>[]; orders: ReturnType<typeof order>[] }) {
  return accountApi({
    lotteryGames: () => plain(groups),
    lotteryOpenIssues: () => plain([{ gameId: 6, gameCode: 'k3-fast', ...current('20261123-0101') }]),
    lotteryPlayMenu: ({ call }) => plain(call.url.includes('/games/20/') ? playMenuOf(familyOf('VNN')!, 3) : playMenuOf(k3)),
    lotterySetting: () => plain(setting),
    lotterySeries: () => plain([{ gameGroupCode: 'K3', prizeModeId: 1, minSeries: 1700, maxSeries: 1980, maxBetSeries: 1980, defaultSeries: 1980 }]),
    lotteryNear: () => plain({ currentNumero: current('20261123-0101'), previousNumero: state.previous }),
    lotteryDrawHistory: () => plain(state.history),
    lotteryHotGap: () => plain({ issues: state.history.length, positions: [1, 2, 3].map((position) => ({ position, balls: [1, 2, 3, 4, 5, 6], hot: [1, 0, 0, 0, 0, 0], gap: [0, 1, 1, 1, 1, 1] })) }),
    lotteryChaseIssues: () => plain(Array.from({ length: 30 }, (_, i) => ({ numero: `20261123-0${101 + i}`, drawTime: '2026-11-22T21:00:00.000Z', lockAt: '2026-11-22T21:00:00.000Z' }))),
    lotteryBet: ({ body }) => plain({ orderNumber: 'L1795380000000000001', numero: body!.currentNumero, totalBettingAmount: body!.betCartAmountSum }),
    lotteryTodayOrders: () => plain({ list: state.orders, total: state.orders.length }),
    lotteryOrderSearch: () => plain({ list: [], total: 0 }),
    lotteryOrderDetail: () => plain({ ...order(), subOrders: [subOrder('11'), subOrder('12', { numero: '20261123-0102' })] }),
    lotteryCancel: ({ body }) => plain({ cancelled: (body!.subOrderIds as string[]).length, refunded: '16.0000' }),
  });
}

beforeEach(() => {
  FakeSocket.install();
  useCartStore.setState({ carts: {} });
});

async function openPage(path: string, state = { previous: drawn(6, 'k3-fast', '20261123-0100') as ReturnType<typeof drawn> | null, history: [drawn(6, 'k3-fast', '20261123-0100')], orders: [] as ReturnType<typeof order>[] }) {
  const api = lotteryApi(state);
  const utils = renderApp(path, { handler: api.handler });
  await screen.findByTestId('current-numero');
  return { ...utils, api, state };
}

const cart = () => screen.getByRole('complementary', { name: 'Bet cart' });
const picker = () => screen.getByRole('region', { name: 'Sum' });

describe('/lottery', () => {
  it('shows a visitor the games by family, the issue, the last result and the results, and asks to log in to bet', async () => {
    const user = userEvent.setup();
    const { router } = await openPage('/lottery?gameCode=k3-fast');
    expect(screen.getByRole('region', { name: 'Fast 3' })).toBeInTheDocument();
    expect(screen.getByTestId('current-numero')).toHaveTextContent('20261123-0101');
    expect(screen.getByTestId('issue-phase')).toHaveTextContent('Selling');
    expect(screen.getAllByRole('timer')[0]).toHaveAccessibleName(/^Betting closes in 00:(39|40|41)$/);
    expect(screen.getByTestId('previous-result')).toHaveAttribute('data-numero', '20261123-0100');
    expect(screen.getByTestId('seed-hash')).toHaveTextContent('a'.repeat(64));
    // The Vietnam games have their own page: /lottery lists the Chinese families only.
    const list = screen.getAllByRole('navigation', { name: 'Lottery games' })[0]!;
    expect(within(list).queryByText('5-Minute North')).not.toBeInTheDocument();
    const results = await screen.findByTestId('results-list');
    expect(within(results).getByText('20261123-0100')).toBeInTheDocument();

    await user.click(within(list).getAllByRole('button', { name: /1-Minute SSC/ })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?gameCode=ssc-1min'));
    await user.click(within(list).getAllByRole('button', { name: /Fast 3/ })[0]!);

    // Building a cart is open to everyone; betting asks for a login.
    await user.click(await within(picker()).findByRole('button', { name: /^11 / }));
    await user.click(within(picker()).getByRole('button', { name: 'Add to cart' }));
    await user.click(within(cart()).getByRole('button', { name: 'Log in to bet' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('prices a quick pick with the engine, adds it to the cart and bets the total to four decimals', async () => {
    storeSession();
    const user = userEvent.setup();
    const { api } = await openPage('/lottery?gameCode=k3-fast&playType=k3_sum');
    const bigRow = await within(picker()).findByRole('group', { name: 'Quick picks for Sum' });
    await user.click(within(bigRow).getByRole('button', { name: 'Big' }));
    expect(screen.getByTestId('selection-summary')).toHaveTextContent(/^8 bets\s*·\s*P 16\.00$/);
    // Unit 0.02 and multiple 3: 8 x 0.02 x 3 = 0.48.
    // The unit chooser is labelled and each unit says the stake of one bet.
    const units = within(picker()).getByRole('group', { name: 'Bet unit' });
    expect(within(picker()).getByText('Bet unit')).toBeVisible();
    expect(within(units).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['2 per bet', '0.2 per bet', '0.02 per bet', '0.002 per bet']);
    await user.click(within(units).getByRole('button', { name: '0.02 per bet' }));
    await user.click(within(picker()).getByRole('button', { name: 'Raise the multiple' }));
    await user.click(within(picker()).getByRole('button', { name: 'Raise the multiple' }));
    expect(screen.getByTestId('selection-summary')).toHaveTextContent(/^8 bets\s*·\s*P 0\.48$/);
    await user.selectOptions(within(picker()).getByLabelText('Series'), '1900');
    expect(within(picker()).getByLabelText('Series')).toHaveDisplayValue('1900 · rebate 4%');
    // The series is explained next to it, for the series chosen (1900 pays 95%: 2.00 x 2 x 0.95).
    expect(within(picker()).getByLabelText('Series')).toHaveAccessibleDescription(
      'Prize series 1900: a 2.00 bet on an even chance wins 3.80. A lower series pays smaller prizes and returns the difference as rebate (4% of the stake here).',
    );
    await user.click(within(picker()).getByRole('button', { name: 'Add to cart' }));
    expect(within(cart()).getByTestId('cart-total')).toHaveTextContent('P 0.48');
    // A second line: one sum, main unit.
    await user.click(within(picker()).getByRole('button', { name: '2 per bet' }));
    await user.click(within(picker()).getByRole('button', { name: /^3 / }));
    await user.click(within(picker()).getByRole('button', { name: 'Add to cart' }));
    expect(within(cart()).getByTestId('cart-total')).toHaveTextContent('P 6.48');
    await user.click(within(cart()).getByRole('button', { name: 'Place bet' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm your bet' });
    expect(confirm).toHaveTextContent('P 6.48');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await within(cart()).findByRole('status');
    const bet = api.calls('lotteryBet')[0]!.body!;
    expect(bet).toMatchObject({
      gameId: 6,
      currentNumero: '20261123-0101',
      prizeModeId: 1,
      bettingSlipString: '11,12,13,14,15,16,17,18~1~1~3/0.01~1900~3;3~1~1~1/1~1900~3',
      betCartAmountSum: '6.4800',
      chase: null,
      winningStop: false,
      device: 'WEB',
    });
    expect(within(cart()).getByText('Your cart is empty. Pick numbers and add them here.')).toBeInTheDocument();
    // The page turns to My orders after a bet.
    expect(await screen.findByRole('tab', { name: 'My orders', selected: true })).toBeInTheDocument();
  });

  it('chases a cart over upcoming issues with a doubling plan and stop-on-win', async () => {
    storeSession();
    const user = userEvent.setup();
    const { api } = await openPage('/lottery?gameCode=k3-fast&playType=k3_sum');
    await user.click(await within(picker()).findByRole('button', { name: /^10 / }));
    await user.click(within(picker()).getByRole('button', { name: 'Add to cart' }));
    await user.click(within(cart()).getByRole('button', { name: 'Chase' }));
    const planner = await screen.findByRole('dialog', { name: 'Chase plan' });
    const issues = within(planner).getByLabelText('Issues');
    await user.clear(issues);
    await user.type(issues, '4');
    await user.click(within(planner).getByRole('button', { name: 'Double each issue' }));
    await within(planner).findByLabelText('Multiple for issue 20261123-0104');
    expect(within(planner).getByLabelText('Multiple for issue 20261123-0104')).toHaveValue('8');
    expect(within(planner).getByTestId('chase-total')).toHaveTextContent('4 issues · P 30.00');
    await user.click(within(planner).getByRole('button', { name: 'Use this plan' }));
    expect(within(cart()).getByRole('button', { name: 'Chase: 4 issues' })).toBeInTheDocument();
    await user.click(within(cart()).getByRole('button', { name: 'Place bet' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls('lotteryBet')).toHaveLength(1));
    expect(api.calls('lotteryBet')[0]!.body).toMatchObject({
      currentNumero: '20261123-0101',
      chase: [
        { numero: '20261123-0101', multiple: 1 },
        { numero: '20261123-0102', multiple: 2 },
        { numero: '20261123-0103', multiple: 4 },
        { numero: '20261123-0104', multiple: 8 },
      ],
      winningStop: true,
      betCartAmountSum: '30.0000',
    });
  });

  it('shows a pushed result at once and verifies it in the browser', async () => {
    const user = userEvent.setup();
    const { state } = await openPage('/lottery?gameCode=k3-fast');
    const next = drawn(6, 'k3-fast', '20261123-0101');
    state.previous = next;
    state.history = [next, ...state.history];
    // The live socket opens once the page is idle, after the first screen.
    await waitFor(() => expect(FakeSocket.sockets).not.toHaveLength(0));
    act(() => FakeSocket.emit({ type: 'lottery.drawn', gameId: 6, draw: next }));
    await waitFor(() => expect(screen.getByTestId('previous-result')).toHaveAttribute('data-numero', '20261123-0101'));
    expect(await within(await screen.findByTestId('results-list')).findByText('20261123-0101')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify issue 20261123-0101' }));
    // The issue number is isolated in the title, so it reads left to right inside an Urdu one too.
    const dialog = await screen.findByRole('dialog', { name: `Verify issue ${ltrText('20261123-0101')}` });
    expect(within(dialog).getByText('k3-fast:20261123-0101')).toBeInTheDocument();
    expect(within(dialog).getByText('The seed matches the hash published before sales opened.')).toBeInTheDocument();
    expect(within(dialog).getByText('Match: the published result follows from the seed.')).toBeInTheDocument();
  });

  it('lists today’s orders, opens one and cancels its open bets', async () => {
    storeSession();
    const user = userEvent.setup();
    const { api } = await openPage('/lottery?gameCode=k3-fast', { previous: null, history: [], orders: [order()] });
    await user.click(screen.getByRole('tab', { name: 'My orders' }));
    await user.click(await screen.findByRole('button', { name: 'Open order L1795380000000000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await within(dialog).findByTestId('sub-orders');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select Sum, issue 20261123-0102' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 1 selected bet' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Cancel bets' })).getByRole('button', { name: 'Yes, cancel' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('1 bet cancelled; P 16.00 refunded.');
    expect(api.calls('lotteryCancel')[0]!.body).toEqual({ subOrderIds: ['12'] });
  });

  it('refuses a selection that makes no bet and translates a server refusal', async () => {
    storeSession();
    const user = userEvent.setup();
    const api = lotteryApi({ previous: null, history: [], orders: [] });
    const handler = async (call: Parameters<typeof api.handler>[0]) =>
      call.url.includes('/lgw/orders/betting') ? plain({ errorCode: 'lottery.issue.closed', message: 'closed' }, 409) : api.handler(call);
    renderApp('/lottery?gameCode=k3-fast&playType=k3_three_diff', { handler });
    await screen.findByTestId('current-numero');
    const desk = await screen.findByRole('region', { name: 'Three different' });
    await user.click(within(desk).getByRole('button', { name: 'Add to cart' }));
    expect(within(desk).getByRole('alert')).toHaveTextContent('Pick your numbers first.');
    const dice = within(desk).getByRole('group', { name: 'Dice' });
    for (const n of ['1', '2']) await user.click(within(dice).getByRole('button', { name: n }));
    await user.click(within(desk).getByRole('button', { name: 'Add to cart' }));
    expect(within(desk).getByRole('alert')).toHaveTextContent('This selection does not make a bet yet.');
    await user.click(within(dice).getByRole('button', { name: '3' }));
    await user.click(within(desk).getByRole('button', { name: 'Add to cart' }));
    await user.click(within(cart()).getByRole('button', { name: 'Place bet' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alertdialog', { name: 'The bet was not placed' })).toHaveTextContent('Betting for this draw is closed.');
  });

  it('retries a bet whose answer never came with the same clientOrderId, so the server places it once', async () => {
    storeSession();
    const user = userEvent.setup();
    const api = lotteryApi({ previous: null, history: [], orders: [] });
    const sent: string[] = [];
    const handler = async (call: Parameters<typeof api.handler>[0]) => {
      if (call.url.includes('/lgw/orders/betting')) {
        sent.push((JSON.parse(call.body!) as { clientOrderId: string }).clientOrderId);
        // The first bet is lost on the way (a timeout or a dropped connection): no answer at all.
        if (sent.length === 1) throw new TypeError('Failed to fetch');
      }
      return api.handler(call);
    };
    renderApp('/lottery?gameCode=k3-fast&playType=k3_sum', { handler });
    await screen.findByTestId('current-numero');
    await user.click(await within(picker()).findByRole('button', { name: /^10 / }));
    await user.click(within(picker()).getByRole('button', { name: 'Add to cart' }));
    const placeAndConfirm = async () => {
      await user.click(within(cart()).getByRole('button', { name: 'Place bet' }));
      await user.click(within(await screen.findByRole('alertdialog', { name: 'Confirm your bet' })).getByRole('button', { name: 'Confirm' }));
    };
    await placeAndConfirm();
    const failed = await screen.findByRole('alertdialog', { name: 'The bet was not placed' });
    expect(failed).toHaveTextContent('Network abnormal, please retry.');
    await user.click(within(failed).getByRole('button', { name: 'OK' }));
    await placeAndConfirm();
    await within(cart()).findByRole('status');
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual(expect.any(String));
    expect(sent[1]).toBe(sent[0]);
  });
});

describe('/lottery states and panels', () => {
  it('shows the locked state between lock and draw and keeps bets for the next issue', async () => {
    storeSession();
    const user = userEvent.setup();
    const base = lotteryApi({ previous: null, history: [], orders: [] });
    const now = Date.now();
    const locked = { ...current('20261123-0101'), lockTime: 0, isSale: false, remainTime: 6_000, lockAt: new Date(now - 4_000).toISOString(), drawTime: new Date(now + 6_000).toISOString() };
    const handler = async (call: Parameters<typeof base.handler>[0]) => (call.url.includes('/lgw/numeros/near') ? plain({ currentNumero: locked, previousNumero: null }) : base.handler(call));
    renderApp('/lottery?gameCode=k3-fast', { handler });
    await waitFor(() => expect(screen.getByTestId('issue-phase')).toHaveTextContent('Locked'));
    expect(screen.getByRole('timer', { name: /^Betting closed · draw in 00:0[5-7]$/ })).toBeInTheDocument();
    await user.click(await within(picker()).findByRole('button', { name: /^9 / }));
    await user.click(within(picker()).getByRole('button', { name: 'Add to cart' }));
    await user.click(within(cart()).getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByRole('alertdialog', { name: 'The bet was not placed' })).toHaveTextContent('Betting for this issue is closed. Wait for the next issue to open.');
    expect(base.calls('lotteryBet')).toHaveLength(0);
  });

  it('draws the trend chart with hot and gap figures', async () => {
    const user = userEvent.setup();
    await openPage('/lottery?gameCode=k3-fast', { previous: null, history: [drawn(6, 'k3-fast', '20261123-0100'), drawn(6, 'k3-fast', '20261123-0099')], orders: [] });
    await user.click(screen.getByRole('tab', { name: 'Trend chart' }));
    expect(await screen.findByRole('img', { name: 'Trend of Position 1 over the last 2 issues' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Position 3' }));
    expect(await screen.findByRole('img', { name: 'Trend of Position 3 over the last 2 issues' })).toBeInTheDocument();
    expect(screen.getByText(/^Hot: times drawn in the last 2 issues/)).toBeInTheDocument();
  });

  it('searches orders by game, status and dates', async () => {
    storeSession();
    const user = userEvent.setup();
    const { api } = await openPage('/lottery?gameCode=k3-fast', { previous: null, history: [], orders: [] });
    await user.click(screen.getByRole('tab', { name: 'My orders' }));
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('Game'), 'Fast 3');
    await user.selectOptions(screen.getByLabelText('Status'), 'Won');
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.type(screen.getByLabelText('To'), '2026-11-22');
    await user.click(screen.getAllByRole('button', { name: 'Search' }).at(-1)!);
    await waitFor(() => expect(api.calls('lotteryOrderSearch')).toHaveLength(1));
    const body = api.calls('lotteryOrderSearch')[0]!.body!;
    expect(body).toMatchObject({ gameId: 6, status: 'won', page: 1, size: 10 });
    // The picked days are the brand's (Asia/Karachi, UTC+5), whatever the device's zone; `to` is exclusive.
    expect(body.from).toBe('2026-11-19T19:00:00.000Z');
    expect(body.to).toBe('2026-11-22T19:00:00.000Z');
  });
});

describe('/elott', () => {
  it('lists the e-lottery games first, then the other lotteries', async () => {
    renderApp('/elott', { handler: lotteryApi({ previous: null, history: [], orders: [] }).handler });
    expect(await screen.findByRole('heading', { name: 'E-lottery', level: 1 })).toBeInTheDocument();
    const list = (await screen.findAllByRole('navigation', { name: 'Lottery games' }))[0]!;
    const names = within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual(['Vietnam lottery', 'Shi Shi Cai', 'Fast 3']);
    expect(await screen.findByRole('region', { name: '5-Minute North' })).toBeInTheDocument();
    // The Vietnamese family is not part of the hall's code: it loads, then the desk offers its plays.
    const vn = familyOf('VNN')!;
    const firstPlay = vn.names[vn.plays[0]!.code]?.EN ?? vn.plays[0]!.code;
    expect(await screen.findByRole('region', { name: firstPlay }, { timeout: 5_000 })).toBeInTheDocument();
  });
});
