import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, me } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

const game = (over: Record<string, unknown> = {}) => ({
  id: 11,
  brandId: 1,
  code: 'thai-gov',
  name: 'Thai Government',
  family: 'THAI',
  group: 'SEA',
  drawSource: 'official',
  cadenceSeconds: null,
  schedule: { kind: 'monthly', days: [1, 16], time: '16:00' },
  timeZone: 'Asia/Bangkok',
  lockSeconds: 1800,
  enabled: true,
  nextDrawAt: '2026-03-16T09:00:00.000Z',
  awaitingResults: 1,
  resultExample: '123456,012,789,345,346,42',
  ...over,
});
const k3 = game({ id: 6, code: 'k3-fast', name: 'Fast 3', family: 'K3', group: 'K3', drawSource: 'rng', cadenceSeconds: 60, schedule: null, timeZone: 'Asia/Karachi', lockSeconds: 10, awaitingResults: 0, resultExample: null });

const issue = (over: Record<string, unknown> = {}) => ({
  id: '501',
  gameId: 6,
  gameCode: 'k3-fast',
  gameName: 'Fast 3',
  brandId: 1,
  drawSource: 'rng',
  numero: '20260301-0841',
  saleAt: '2026-03-01T09:00:00.000Z',
  lockAt: '2026-03-01T09:00:50.000Z',
  drawAt: '2026-03-01T09:01:00.000Z',
  status: 'open',
  phase: 'selling',
  result: null,
  drawnAt: null,
  settledAt: null,
  entries: 0,
  orders: 2,
  bets: 3,
  stake: '6.0000',
  payout: '0.0000',
  refunded: '2.0000',
  ...over,
});
const detail = (over: Record<string, unknown> = {}) => ({
  ...issue(),
  seedHash: 'ab'.repeat(32),
  seed: null,
  voided: null,
  resultEntries: [],
  open: { orders: 2, bets: 3, amount: '1234.5678' },
  resultExample: null,
  timeZone: 'Asia/Karachi',
  ...over,
});
const thaiDue = (over: Record<string, unknown> = {}) =>
  issue({ id: '900', gameId: 11, gameCode: 'thai-gov', gameName: 'Thai Government', drawSource: 'official', numero: '2026005', status: 'open', phase: 'due', entries: 1, orders: 4, stake: '80.0000', refunded: '0.0000', ...over });

describe('the lottery issues', () => {
  it('lists issues whose draw time has passed, filters by game, status and brand days, and orders by draw time', async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/lottery/games': () => ({ value: { rows: [k3, game()], total: 2 } }),
      'GET /ops/lottery/issues': () => ({
        value: { rows: [issue({ status: 'settled', phase: 'settled', result: '3,4,6', payout: '11.7600', stake: '1250.5099' }), issue({ id: '502', status: 'void', phase: 'cancelled', orders: 1 })], total: 2, capped: false, timeZone: 'Asia/Karachi' },
      }),
    });
    renderConsole('/lottery/issues');
    const table = await screen.findByRole('table', { name: 'Lottery issues' });
    const row = (await within(table).findByText('3,4,6')).closest('tr')!;
    expect(within(row).getByText('1,250.50')).toBeInTheDocument();
    expect(within(row).getByText('11.76')).toBeInTheDocument();
    expect(within(row).getByText('Settled')).toBeInTheDocument();
    expect(within(table).getByText('Cancelled')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open issue 20260301-0841 of Fast 3' })).toHaveAttribute('href', '/lottery/issues/501');
    // Settled and cancelled issues offer no cancel.
    expect(within(table).queryByRole('button', { name: /Cancel issue/ })).toBeNull();
    expect(server.find('GET', '/ops/lottery/issues')[0]!.query.get('status')).toBe('past');
    expect(await screen.findByText("Days are the brand's calendar days (Asia/Karachi).")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Game'), 'Fast 3');
    await waitFor(() => expect(server.find('GET', '/ops/lottery/issues').at(-1)!.query.get('gameId')).toBe('6'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Awaiting result');
    await waitFor(() => expect(server.find('GET', '/ops/lottery/issues').at(-1)!.query.get('status')).toBe('due'));
    await user.type(screen.getByLabelText('First draw day'), '2026-03-01');
    await waitFor(() => expect(server.find('GET', '/ops/lottery/issues').at(-1)!.query.get('from')).toBe('2026-03-01'));
    // A last day before the first one moves the first one with it.
    await user.type(screen.getByLabelText('Last draw day'), '2026-02-27');
    await waitFor(() => expect(Object.fromEntries(server.find('GET', '/ops/lottery/issues').at(-1)!.query)).toMatchObject({ from: '2026-02-27', to: '2026-02-27' }));
    await user.click(screen.getByRole('button', { name: 'Sort by Draw time' }));
    await waitFor(() => expect(server.find('GET', '/ops/lottery/issues').at(-1)!.query.get('sort')).toBe('-drawAt'));
    await user.click(screen.getByRole('button', { name: 'Sort by Draw time' }));
    await waitFor(() => expect(server.find('GET', '/ops/lottery/issues').at(-1)!.query.get('sort')).toBe('drawAt'));
  });

  it('cancels an open issue after a confirmation that names the orders and the amount to refund', async () => {
    let cancelled = false;
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/lottery/games': () => ({ value: { rows: [k3], total: 1 } }),
      'GET /ops/lottery/issues': () => ({ value: { rows: [cancelled ? issue({ status: 'void', phase: 'cancelled' }) : issue()], total: 1, capped: false, timeZone: 'Asia/Karachi' } }),
      'GET /ops/lottery/issues/:id': () => ({ value: detail() }),
      'POST /ops/lottery/issues/:id/cancel': () => {
        cancelled = true;
        return { value: { issue: detail({ status: 'void', phase: 'cancelled', voided: { at: '2026-03-01T09:00:20.000Z', by: 'admin', reason: 'Feed down', finished: false } }), refunded: { orders: 2, bets: 3, amount: '1234.5678' }, duplicate: false } };
      },
    });
    renderConsole('/lottery/issues?status=open');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel issue 20260301-0841' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Fast 3 issue 20260301-0841?' });
    expect(await within(dialog).findByText("It will not be drawn. 2 open orders (3 bets) get 1,234.56 back to their members' wallets at once.")).toBeInTheDocument();
    expect(within(dialog).getByText('It is still on sale: bets placed in the next moments are refunded too.')).toBeInTheDocument();
    // A reason is required before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel issue and refund' }));
    expect(within(dialog).getByText('Give a reason of 3 to 140 characters.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/lottery/issues/501/cancel')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit trail)'), 'Feed down');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel issue and refund' }));
    expect(await screen.findByText('Issue 20260301-0841 cancelled: 2 orders refunded, 1,234.56 in total.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/lottery/issues/501/cancel')[0]!.body).toEqual({ reason: 'Feed down' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  });

  it('says when another operator cancelled first, and why a drawn issue cannot be cancelled', async () => {
    let answer: 'duplicate' | 'drawn' = 'duplicate';
    fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/lottery/issues/:id': () => ({ value: detail() }),
      'POST /ops/lottery/issues/:id/cancel': () =>
        answer === 'duplicate'
          ? { value: { issue: detail({ status: 'void', phase: 'cancelled', voided: { at: '2026-03-01T09:00:20.000Z', by: 'checker', reason: 'Feed down', finished: true } }), refunded: { orders: 0, bets: 0, amount: '0.0000' }, duplicate: true } }
          : { status: 409, errorCode: 'request.state.invalid', errorValue: { status: 'settled' } },
    });
    renderConsole('/lottery/issues/501');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Fast 3 · issue 20260301-0841' })).toBeInTheDocument();
    expect(screen.getByText('2 orders, 3 bets, 1,234.56')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel issue' }));
    let dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit trail)'), 'Feed down');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel issue and refund' }));
    expect(await screen.findByText('Issue 20260301-0841 was already cancelled by checker; nothing more was refunded.')).toBeInTheDocument();
    // The page now shows the cancelled issue and offers no second cancel.
    expect(screen.getByText(/Cancelled by checker \(“Feed down”\) at/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel issue' })).toBeNull();

    answer = 'drawn';
    renderConsole('/lottery/issues/502');
    await user.click((await screen.findAllByRole('button', { name: 'Cancel issue' })).at(-1)!);
    dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit trail)'), 'Feed down');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel issue and refund' }));
    expect(await within(dialog).findByText('This issue is settled: it has its result and can no longer be cancelled. The list has been refreshed.')).toBeInTheDocument();
  });
});

describe('official results', () => {
  it("lists draws awaiting their result, hides another operator's number, and explains each answer", async () => {
    const answers = [
      { state: 'mismatch', winningNumber: null },
      { status: 400, errorCode: 'lottery.draw.invalid' },
      { status: 409, errorCode: 'lottery.result.not.due' },
      { state: 'drawn', winningNumber: '123456,012,789,345,346,42' },
    ];
    let drawn = false;
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me({ username: 'checker' }) }),
      'GET /ops/lottery/games': () => ({ value: { rows: [k3, game()], total: 2 } }),
      'GET /ops/lottery/issues': () => ({ value: { rows: drawn ? [] : [thaiDue()], total: drawn ? 0 : 1, capped: false, timeZone: 'Asia/Karachi' } }),
      'GET /ops/lottery/issues/:id': () => ({
        value: detail({
          ...thaiDue(drawn ? { status: 'drawn', phase: 'drawn', result: '123456,012,789,345,346,42' } : {}),
          resultExample: '123456,012,789,345,346,42',
          resultEntries: [{ operator: 'admin', mine: false, result: null, enteredAt: '2026-03-01T09:05:00.000Z' }],
        }),
      }),
      'POST /ops/lottery/results': () => {
        const a = answers.shift()!;
        if ('errorCode' in a) return a;
        if (a.state === 'drawn') drawn = true;
        return { value: a };
      },
    });
    renderConsole('/lottery/results');
    const table = await screen.findByRole('table', { name: 'Official results' });
    const row = (await within(table).findByText('2026005')).closest('tr')!;
    expect(within(row).getByText('1 entry: needs a second operator')).toBeInTheDocument();
    const query = server.find('GET', '/ops/lottery/issues')[0]!.query;
    expect([query.get('status'), query.get('source'), query.get('sort')]).toEqual(['due', 'official', 'drawAt']);
    // Only official games in the game filter.
    expect(within(screen.getByLabelText('Game')).queryByText('Fast 3')).toBeNull();

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Enter result for 2026005' }));
    const dialog = await screen.findByRole('dialog', { name: 'Result of Thai Government, issue 2026005' });
    expect(await within(dialog).findByText(/admin entered a result \(not shown/)).toBeInTheDocument();
    expect(within(dialog).getByText(/admin has entered a result\. Enter it yourself/)).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Winning number');
    expect(field).toHaveAccessibleDescription('Written like 123456,012,789,345,346,42');
    await user.click(within(dialog).getByRole('button', { name: 'Submit result' }));
    expect(within(dialog).getByText('Enter the winning number.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/lottery/results')).toHaveLength(0);

    await user.type(field, ' 123456,012,789,345,346,43 ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit result' }));
    expect(await within(dialog).findByText(/Your result differs from another operator's entry, so nothing was taken/)).toBeInTheDocument();
    expect(server.find('POST', '/ops/lottery/results')[0]!.body).toEqual({ gameId: 11, numero: '2026005', winningNumber: '123456,012,789,345,346,43' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit result' }));
    expect(await within(dialog).findByText('This is not a valid result for this game. Write it like 123456,012,789,345,346,42.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit result' }));
    expect(await within(dialog).findByText(/This issue takes no result now: its draw time has not come/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '123456,012,789,345,346,42');
    await user.click(within(dialog).getByRole('button', { name: 'Submit result' }));
    expect(await within(dialog).findByText('Result 123456,012,789,345,346,42 taken: two operators agree. The issue is drawn and its bets settle now.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await within(table).findByText('Nothing to show.')).toBeInTheDocument();
  });

  it("shows the first operator their own entry, waiting for a second operator", async () => {
    fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/lottery/issues/:id': () => ({
        value: detail({ ...thaiDue(), resultExample: '123456,012,789,345,346,42', resultEntries: [{ operator: 'admin', mine: true, result: '123456,012,789,345,346,42', enteredAt: '2026-03-01T09:05:00.000Z' }] }),
      }),
      'POST /ops/lottery/results': () => ({ value: { state: 'waiting.second', winningNumber: null } }),
    });
    renderConsole('/lottery/issues/900');
    const section = await screen.findByRole('region', { name: 'Official result' });
    expect(within(section).getByRole('listitem')).toHaveTextContent(/^You entered 123456,012,789,345,346,42/);
    expect(within(section).getByText(/You have entered a result; it waits for a second, different operator/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('Winning number'), '123456,012,789,345,346,42');
    await user.click(within(section).getByRole('button', { name: 'Submit result' }));
    expect(await within(section).findByText(/Your entry is saved \(it replaces your earlier one\)/)).toBeInTheDocument();
  });
});

describe('the lottery games', () => {
  it('shows each game with its schedule and state, and switches one off after a confirmation', async () => {
    let off = false;
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me({ brandId: 1 }) }),
      'GET /ops/lottery/games': () => ({ value: { rows: [k3, game({ enabled: !off })], total: 2 } }),
      'POST /ops/lottery/games/:id/switch': () => {
        off = true;
        return { value: { game: game({ enabled: false }), changed: true } };
      },
    });
    renderConsole('/lottery/games');
    const table = await screen.findByRole('table', { name: 'Lottery games' });
    const thai = (await within(table).findByText('Thai Government')).closest('tr')!;
    expect(within(thai).getByText('Monthly on day 1, 16 at 16:00')).toBeInTheDocument();
    expect(within(thai).getByText('Asia/Bangkok; closes 30 minutes before')).toBeInTheDocument();
    expect(within(thai).getByRole('link', { name: '1 issue' })).toHaveAttribute('href', '/lottery/results?game=11');
    const fast = within(table).getByText('Fast 3').closest('tr')!;
    expect(within(fast).getByText('Every minute')).toBeInTheDocument();
    expect(within(fast).getByText('Closes 10 seconds before the draw')).toBeInTheDocument();
    // A brand's operator sees no brand column.
    expect(within(table).queryByRole('columnheader', { name: 'Brand' })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(thai).getByRole('button', { name: 'Switch off Thai Government' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Switch Thai Government off?' });
    expect(dialog).toHaveTextContent('Issues already sold are still drawn');
    expect(server.find('POST', '/ops/lottery/games/11/switch')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByText('Thai Government is off.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/lottery/games/11/switch')[0]!.body).toEqual({ enabled: false });
    expect(await within(thai).findByText('Off')).toBeInTheDocument();
  });

  it('gives a view-only role the lottery pages without any action', async () => {
    fakeServer({
      'GET /ops/me': () => ({ value: me({ role: 'support', permissions: ['lottery.view'] }) }),
      'GET /ops/lottery/games': () => ({ value: { rows: [game()], total: 1 } }),
      'GET /ops/lottery/issues': () => ({ value: { rows: [thaiDue(), issue()], total: 2, capped: true, timeZone: null } }),
    });
    renderConsole('/');
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Issues', 'Official results', 'Lottery games', 'My account']);
    expect(await screen.findByRole('heading', { name: 'Lottery issues' })).toBeInTheDocument();
    expect(await screen.findByText("Days are each brand's own calendar days.")).toBeInTheDocument();
    expect(screen.getByText(/More than 10,000 issues match/)).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(nav).getByRole('link', { name: 'Official results' }));
    expect(await screen.findByText('Your role can see these results but not enter them.')).toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'Lottery games' }));
    expect(await screen.findByRole('table', { name: 'Lottery games' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Switch/ })).toBeNull();
  });
});
