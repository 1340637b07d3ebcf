import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { vnNorthFamily } from '@lotus/games/lottery/families/vn-north';
import { accountApi } from '../../../test/account-api';
import { renderApp } from '../../../test/render-app';
import { drawRow, FakeSocket, issue, plain, placeAndAnswer, playMenuOf, settingValue, storeSession } from './shared/test-kit';

const NORTH =
  '12345,67890,11145,22290,33301,44402,55503,66604,77705,88806,2345,5678,9045,0011,1111,2222,3333,4444,5555,6666,345,789,012,45,07,45,99';
const NEXT =
  '54321,67890,11145,22290,33301,44402,55503,66604,77705,88806,2345,5678,9045,0011,1111,2222,3333,4444,5555,6666,345,789,012,45,07,45,99';

const station = (gameId: number, code: string, displayName: string, over: Record<string, unknown> = {}) => ({
  gameId,
  code,
  remark: displayName,
  displayName,
  family: 'VNN',
  prizeMode: 'Elott',
  prizeModeId: 3,
  cadenceSeconds: null as number | null,
  drawSource: 'official' as 'official' | 'rng',
  station: 'HN' as string | null,
  region: 'north' as string | null,
  currentNumero: issue('2026327') as ReturnType<typeof issue> | null,
  ...over,
});

const menu = [
  { region: 'north', displayName: 'North', games: [station(20, 'vn-north', 'Hà Nội (North)')] },
  {
    region: 'fast',
    displayName: 'Fast draws',
    games: [station(23, 'vn-fast-north', '5-Minute North', { cadenceSeconds: 300, drawSource: 'rng', station: null, region: 'fast', currentNumero: issue('20261123-029') })],
  },
];

function lotteryApi(opened: { current: ReturnType<typeof drawRow>[] }, orders: { list: unknown[] } = { list: [] }) {
  return accountApi({
    vnGameMenu: () => plain(menu),
    vnGameMenuRecent: () => plain([]),
    vnOpened: ({ call }) => {
      const gameId = Number(new URL(call.url, 'http://x').searchParams.get('gameId'));
      return plain(gameId === 23 ? opened.current : []);
    },
    lotteryPlayMenu: () => plain(playMenuOf(vnNorthFamily, 'Elott', 3)),
    lotterySetting: () => plain(settingValue({ repeats: 'each' })),
    vnBet: () => plain({ orderNumbers: ['L1700000000000000001'], totalBettingAmount: '500.0000' }),
    lotteryTodayOrders: () => plain({ list: orders.list, total: orders.list.length }),
  });
}

beforeEach(() => FakeSocket.install());

describe('/vnlottery', () => {
  it('shows a visitor the stations, the sheet with its đầu / đuôi table and the history, and asks to log in to bet', async () => {
    const opened = { current: [drawRow(23, 'vn-fast-north', '20261123-028', NORTH)] };
    const api = lotteryApi(opened);
    renderApp('/vnlottery?station=vn-fast-north', { handler: api.handler });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vietnam lottery' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Fast draws', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /5-Minute North/, pressed: true })).toBeInTheDocument();

    const sheet = await screen.findByTestId('vn-prize-sheet');
    const rows = within(sheet).getAllByRole('row');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Special prizeĐB', 'First prizeG1', 'Second prizeG2', 'Third prizeG3', 'Fourth prizeG4', 'Fifth prizeG5', 'Sixth prizeG6', 'Seventh prizeG7']);
    expect(rows[0]).toHaveTextContent('12345');
    expect(rows[7]).toHaveTextContent('45074599');
    // đầu 4: the tails of 44 and the seven 45s.
    const headTail = screen.getByTestId('vn-head-tail');
    expect(within(headTail).getAllByRole('row')[5]).toHaveTextContent('44555555');

    expect(screen.getByRole('button', { name: 'Show the sheet of draw 20261123-028' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in to bet' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(api.calls('vnBet')).toHaveLength(0);
  });

  it('says honestly that an official station waits for its draw', async () => {
    renderApp('/vnlottery?station=vn-north', { handler: lotteryApi({ current: [] }).handler });
    expect(await screen.findByText('Waiting for the draw')).toBeInTheDocument();
    expect(screen.getByText(/once two operators confirm it/)).toBeInTheDocument();
  });

  it('lets a member pick lô numbers with a quick pick, prices them with the engine and bets through the VN call', { timeout: 20_000 }, async () => {
    storeSession();
    const opened = { current: [drawRow(23, 'vn-fast-north', '20261123-028', NORTH)] };
    const orders = { list: [] as unknown[] };
    const api = lotteryApi(opened, orders);
    renderApp('/vnlottery?station=vn-fast-north', { handler: api.handler });
    await screen.findByTestId('vn-prize-sheet');
    expect(await screen.findByRole('radio', { name: 'Lô 2 số', checked: true })).toBeInTheDocument();

    const grid = screen.getByRole('group', { name: 'Numbers 00 to 99' });
    await userEvent.click(screen.getByRole('button', { name: 'Doubles' }));
    expect(within(grid).getByRole('button', { name: '77', pressed: true })).toBeInTheDocument();
    await userEvent.click(within(grid).getByRole('button', { name: '05' }));
    // 11 numbers at 10 each.
    expect(screen.getByTestId('vn-bet-count')).toHaveTextContent('11');
    expect(screen.getByTestId('vn-bet-total')).toHaveTextContent('P 110.00');
    await userEvent.click(within(screen.getByRole('group', { name: 'Stake per number' })).getByRole('button', { name: '50' }));
    expect(screen.getByTestId('vn-bet-total')).toHaveTextContent('P 550.00');
    // The same confirmation as the other lotteries: issue, bets and total; Cancel sends nothing.
    const said = await placeAndAnswer('Cancel');
    expect(said).toMatch(/Issue 20261123-029/);
    expect(said).toMatch(/11 bets/);
    expect(said).toMatch(/Total P 550\.00/);
    expect(api.calls('vnBet')).toHaveLength(0);
    await placeAndAnswer();

    await waitFor(() => expect(api.calls('vnBet')).toHaveLength(1));
    const body = api.calls('vnBet')[0]!.body as { prizeMode: string; contents: unknown[] };
    expect(body.prizeMode).toBe('Elott');
    expect(body.contents).toEqual([
      { gameId: 23, playId: 21, bettingContent: '00,05,11,22,33,44,55,66,77,88,99', singleBetPrice: '2.0000', numero: [{ numero: '20261123-029', multiple: 25 }] },
    ]);
    expect(await screen.findByText('Bet placed. See it under My bets.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My bets', selected: true })).toBeInTheDocument();
  });

  it('retries a bet that failed without an outcome with the same clientOrderId', { timeout: 20_000 }, async () => {
    storeSession();
    const api = lotteryApi({ current: [] });
    const sent: string[] = [];
    const handler = async (call: Parameters<typeof api.handler>[0]) => {
      if (call.url.includes('/lotto-vn/lgw/betting')) {
        sent.push((JSON.parse(call.body!) as { clientOrderId: string }).clientOrderId);
        // The gateway gave up waiting: the bet may or may not have been placed.
        if (sent.length === 1) return plain({ errorCode: 'system.error', message: 'Gateway timeout' }, 504);
      }
      return api.handler(call);
    };
    renderApp('/vnlottery?station=vn-fast-north', { handler });
    expect(await screen.findByRole('radio', { name: 'Lô 2 số', checked: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Doubles' }));
    await placeAndAnswer();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await placeAndAnswer();
    expect(await screen.findByText('Bet placed. See it under My bets.')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]).toBe(sent[0]);
  });

  it('types 3-digit numbers for 3 càng, one content each', { timeout: 20_000 }, async () => {
    storeSession();
    const api = lotteryApi({ current: [] });
    renderApp('/vnlottery?station=vn-fast-north', { handler: api.handler });
    await userEvent.click(await screen.findByRole('tab', { name: 'Càng' }));
    await userEvent.click(screen.getByRole('radio', { name: '3 càng đặc biệt' }));
    const typed = screen.getByLabelText(/Type 3-digit numbers/);
    await userEvent.type(typed, '345 012 7{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Not 3-digit numbers: 7');
    await userEvent.clear(typed);
    await userEvent.type(typed, '345 012{Enter}');
    expect(within(screen.getByRole('list', { name: 'Picked numbers' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('vn-bet-total')).toHaveTextContent('P 20.00');
    await placeAndAnswer();
    await waitFor(() => expect(api.calls('vnBet')).toHaveLength(1));
    const body = api.calls('vnBet')[0]!.body as { contents: { bettingContent: string; playId: number }[] };
    expect(body.contents.map((c) => [c.playId, c.bettingContent])).toEqual([
      [51, '3_4_5'],
      [51, '0_1_2'],
    ]);
  });

  it('refreshes the sheet when a result is pushed over the websocket', async () => {
    const opened = { current: [drawRow(23, 'vn-fast-north', '20261123-028', NORTH)] };
    renderApp('/vnlottery?station=vn-fast-north', { handler: lotteryApi(opened).handler });
    const sheet = await screen.findByTestId('vn-prize-sheet');
    expect(within(sheet).getAllByRole('row')[0]).toHaveTextContent('12345');
    await waitFor(() => expect(FakeSocket.sockets.some((s) => !s.closed)).toBe(true));
    expect(FakeSocket.sockets[0]!.url).toMatch(/^ws:\/\/.+\/ws\?merchant=/);

    opened.current = [drawRow(23, 'vn-fast-north', '20261123-029', NEXT, '2026-11-22T21:10:00.000Z'), ...opened.current];
    await waitFor(() => expect(FakeSocket.sockets).not.toHaveLength(0));
    act(() => FakeSocket.emit({ type: 'lottery.drawn', gameId: 23, draw: opened.current[0] }));
    await waitFor(() => expect(within(screen.getByTestId('vn-prize-sheet')).getAllByRole('row')[0]).toHaveTextContent('54321'));
  });
});
