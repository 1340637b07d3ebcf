import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { thaiFamily } from '@lotus/games/lottery/families/thai';
import { accountApi } from '../../../test/account-api';
import { renderApp } from '../../../test/render-app';
import { drawRow, FakeSocket, issue, plain, placeAndAnswer, playMenuOf, settingValue, storeSession } from '../vn/shared/test-kit';

const game = (gameId: number, code: string, displayName: string, official: boolean) => ({
  gameId,
  code,
  remark: displayName,
  displayName,
  family: 'THAI',
  prizeMode: 'SEA',
  prizeModeId: 4,
  cadenceSeconds: official ? null : 300,
  drawSource: official ? ('official' as const) : ('rng' as const),
  station: null,
  region: null,
});

const games = [{ code: 'SEA', gameGroupId: 10, displayName: 'Thai lottery', games: [game(25, 'thai-gov', 'Thai Government', true), game(26, 'thai-fast', '5-Minute Thai', false)] }];

function thaiApi(latest: { current: ReturnType<typeof drawRow> | null }, rules: Record<string, unknown> = { blocked: {} }) {
  return accountApi({
    lotteryGames: () => plain(games),
    lotteryNear: ({ call }) => {
      const gameId = Number(new URL(call.url, 'http://x').searchParams.get('gameId'));
      return plain(gameId === 26 ? { currentNumero: issue('20261123-029'), previousNumero: latest.current } : { currentNumero: issue('2026023', { remainTime: 8 * 86_400_000, lockTime: 8 * 86_400 }), previousNumero: null });
    },
    lotteryPlayMenu: () => plain(playMenuOf(thaiFamily as never, 'SEA', 4)),
    lotterySetting: () => plain(settingValue(rules)),
    lotterySeries: () => plain([{ gameGroupCode: 'SEA', prizeModeId: 4, minSeries: 1700, maxSeries: 1980, maxBetSeries: 1980, defaultSeries: 1980 }]),
    lotteryDrawHistory: () => plain(latest.current ? [latest.current] : []),
    lotteryBet: () => plain({ orderNumber: 'L1700000000000000002', numero: '20261123-029', totalBettingAmount: '30.0000' }),
    lotteryTodayOrders: () => plain({ list: [], total: 0 }),
  });
}

beforeEach(() => FakeSocket.install());

describe('/seaLottery', () => {
  it('shows the result card as Thai sites do, and the government draw waiting for its result', async () => {
    const latest = { current: drawRow(26, 'thai-fast', '20261123-028', '746160,298,503,362,289,28') };
    renderApp('/seaLottery?game=thai-fast', { handler: thaiApi(latest).handler });
    expect(await screen.findByRole('heading', { level: 1, name: 'Southeast Asia lottery' })).toBeInTheDocument();
    const card = await screen.findByTestId('thai-result');
    expect(within(card).getByRole('img', { name: 'First prize 746160' })).toBeInTheDocument();
    expect(card).toHaveTextContent('298503');
    expect(card).toHaveTextContent('362289');
    expect(within(card).getByText('2 ตัวบน').closest('div')).toHaveTextContent('60');

    await userEvent.click(screen.getByRole('button', { name: /Thai Government/ }));
    expect(await screen.findByText('Waiting for the draw')).toBeInTheDocument();
    expect(screen.getByText(/The government draw is at/)).toBeInTheDocument();
  });

  it('builds a bet list on the digit pad and bets it with the amount the engine computes', { timeout: 20_000 }, async () => {
    storeSession();
    const api = thaiApi({ current: null }, { blocked: { thai_2bottom: ['42'] } });
    renderApp('/seaLottery?game=thai-fast', { handler: api.handler });
    expect(await screen.findByText('Blocked numbers pay half')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: /^2 ตัวล่าง/ }));
    const pad = screen.getByRole('group', { name: 'Digit pad' });
    await userEvent.click(within(pad).getByRole('button', { name: '4' }));
    await userEvent.click(within(pad).getByRole('button', { name: '2' }));
    await userEvent.click(screen.getByRole('button', { name: '20' }));
    await userEvent.click(within(pad).getByRole('button', { name: '0' }));
    await userEvent.click(within(pad).getByRole('button', { name: '7' }));
    const list = screen.getByRole('list', { name: 'Numbers to bet' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Pays ½');
    expect(screen.getByTestId('thai-total')).toHaveTextContent('P 30.00');

    // The same confirmation as the other lotteries: issue, bets and total; Cancel sends nothing.
    const said = await placeAndAnswer('Cancel');
    expect(said).toMatch(/Issue 20261123-029/);
    expect(said).toMatch(/2 bets/);
    expect(said).toMatch(/Total P 30\.00/);
    expect(api.calls('lotteryBet')).toHaveLength(0);
    await placeAndAnswer();
    await waitFor(() => expect(api.calls('lotteryBet')).toHaveLength(1));
    expect(api.calls('lotteryBet')[0]!.body).toMatchObject({
      gameId: 26,
      currentNumero: '20261123-029',
      bettingSlipString: '42~2~6~1/1~1980~5;07~2~6~1/1~1980~10',
      prizeModeId: 4,
      betCartAmountSum: '30.0000',
    });
    expect(await screen.findByText(/Bet placed \(order L1700000000000000002\)/)).toBeInTheDocument();
  });

  it('retries a bet that got no answer with the same clientOrderId, and takes a new one after a refusal', { timeout: 20_000 }, async () => {
    storeSession();
    const api = thaiApi({ current: null });
    const sent: string[] = [];
    const handler = async (call: Parameters<typeof api.handler>[0]) => {
      if (call.url.includes('/lgw/orders/betting')) {
        sent.push((JSON.parse(call.body!) as { clientOrderId: string }).clientOrderId);
        // No answer (a dropped connection), then a definite refusal, then a success.
        if (sent.length === 1) throw new TypeError('Failed to fetch');
        if (sent.length === 2) return plain({ errorCode: 'wallet.insufficient.funds', message: 'Not enough' }, 409);
      }
      return api.handler(call);
    };
    renderApp('/seaLottery?game=thai-fast', { handler });
    await userEvent.click(await screen.findByRole('radio', { name: /^2 ตัวล่าง/ }));
    const pad = screen.getByRole('group', { name: 'Digit pad' });
    await userEvent.click(within(pad).getByRole('button', { name: '4' }));
    await userEvent.click(within(pad).getByRole('button', { name: '2' }));
    await placeAndAnswer();
    expect(await screen.findByRole('alert')).toHaveTextContent('Network abnormal, please retry.');
    await placeAndAnswer();
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place bet' })).toBeEnabled());
    await placeAndAnswer();
    expect(await screen.findByText(/Bet placed \(order L1700000000000000002\)/)).toBeInTheDocument();
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[0]);
  });

  it('refuses a triple for 3 tod and refreshes the card when a draw is pushed', async () => {
    const latest = { current: null as ReturnType<typeof drawRow> | null };
    renderApp('/seaLottery?game=thai-fast', { handler: thaiApi(latest).handler });
    await userEvent.click(await screen.findByRole('radio', { name: /^3 ตัวโต๊ด/ }));
    const pad = screen.getByRole('group', { name: 'Digit pad' });
    for (let i = 0; i < 3; i++) await userEvent.click(within(pad).getByRole('button', { name: '1' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The selection does not make a valid bet for this play.');

    expect(await screen.findByText('Waiting for the draw')).toBeInTheDocument();
    latest.current = drawRow(26, 'thai-fast', '20261123-029', '123456,012,789,345,678,42');
    await waitFor(() => expect(FakeSocket.sockets.length).toBeGreaterThan(0));
    await waitFor(() => expect(FakeSocket.sockets).not.toHaveLength(0));
    act(() => FakeSocket.emit({ type: 'lottery.drawn', gameId: 26, draw: latest.current }));
    expect(await screen.findByRole('img', { name: 'First prize 123456' })).toBeInTheDocument();
  });
});
