import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FairStream, commitServerSeed } from '@lotus/games/fair-rng';
import { playClassic } from '@lotus/games/house/classic-3x3';
import { playDice } from '@lotus/games/house/dice';
import { playDragon } from '@lotus/games/house/dragon-ways';
import { minesPlayerView, revealTile, cashOutMines, startMines, type MinesRound } from '@lotus/games/house/mines';
import { jsonView } from '@lotus/games/house/money';
import { storageKeys } from '../../lib/storage';
import { accountApi, fail, memberInfo, ok } from '../../test/account-api';
import { renderApp } from '../../test/render-app';
import { reloadSessionFromStorage } from '../session/stores/session-store';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const serverSeed = '5f'.repeat(32);
const serverSeedHash = commitServerSeed(serverSeed);
const clientSeed = 'lucky-7';

/** Results without waiting for animations: the screens honour prefers-reduced-motion. */
function reduceMotion() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: query.includes('reduced-motion'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

function storeSession() {
  window.localStorage.setItem(storageKeys.token, 'token-1');
  window.localStorage.setItem(storageKeys.merchantCode, 'lotus');
  reloadSessionFromStorage();
}

/** Money as the site shows it: two decimals, cut (never rounded up), thousands separators. */
const money = (u: bigint) => `P ${(u / 10_000n).toLocaleString('en')}.${((u / 100n) % 100n).toString().padStart(2, '0')}`;

/** Text without the bidi isolates that keep multipliers left-to-right. */
const plain = (el: Element) => (el.textContent ?? '').replace(/[\u2066-\u2069]/g, '');
const wire = (u: bigint) => `${u / 10_000n}.${(u % 10_000n).toString().padStart(4, '0')}`;

function roundValue(game: string, nonce: number, bet: bigint, win: bigint, result: unknown, over: Record<string, unknown> = {}) {
  return {
    roundId: crypto.randomUUID(),
    game,
    status: 'settled',
    bet: wire(bet),
    win: wire(win),
    nonce,
    serverSeedHash,
    clientSeed,
    result,
    createdAt: '2026-03-04T05:06:07.000Z',
    ...over,
  };
}

const balance = (amount: string) => ok({ sumBalance: amount, currency: 'PKR', currencySymbol: 'P', balance: [{ accountTypeId: 'main', availBalance: amount }] });

async function openGame(code: string, answers: Parameters<typeof accountApi>[0] = {}, options: { login?: boolean } = {}) {
  reduceMotion();
  if (options.login !== false) storeSession();
  const api = accountApi({
    houseFair: () => ok({ serverSeedHash, clientSeed, nonce: 3 }),
    houseRounds: () => ok({ rows: [], total: 0 }),
    houseMinesActive: () => ok(null),
    ...answers,
  });
  const utils = renderApp(`/house/${code}`, { handler: api.handler });
  const screenEl = await waitFor(() => {
    const el = document.querySelector<HTMLElement>('.hs-screen');
    if (!el) throw new Error('no game screen yet');
    return el;
  });
  return { ...utils, api, game: within(screenEl) };
}

describe('bet controls', () => {
  it('steps with min, half, double and max inside the game limits and the balance', async () => {
    const { game } = await openGame('dice', { balance: () => balance('2000.0000') });
    const input = await game.findByRole('textbox', { name: 'Bet amount' });
    expect(input).toHaveValue('1.00');
    await game.findByText('P 2,000.00');
    await userEvent.click(game.getByRole('button', { name: 'Largest bet' }));
    expect(input).toHaveValue('1000.00');
    await userEvent.click(game.getByRole('button', { name: 'Halve the bet' }));
    expect(input).toHaveValue('500.00');
    await userEvent.click(game.getByRole('button', { name: 'Double the bet' }));
    expect(input).toHaveValue('1000.00');
    await userEvent.click(game.getByRole('button', { name: 'Smallest bet' }));
    expect(input).toHaveValue('0.01');
    expect(game.getByText('Min 0.01 · Max 1,000.00 · Step 0.01')).toBeInTheDocument();
  });

  it('explains a bet off the steps, over the limit or over the balance, and sends nothing', async () => {
    const { game, api } = await openGame('classic-3x3', { balance: () => balance('3.0000') });
    const input = await game.findByRole('textbox', { name: 'Bet amount' });
    await game.findByText('P 3.00');
    await userEvent.clear(input);
    await userEvent.type(input, '0.07');
    await userEvent.tab();
    expect(game.getByRole('alert')).toHaveTextContent('Bets go up in steps of P 0.05.');
    await userEvent.clear(input);
    await userEvent.type(input, '150');
    expect(game.getByRole('alert')).toHaveTextContent('The largest bet is P 100.00.');
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    expect(game.getByRole('alert')).toHaveTextContent('Insufficient balance.');
    expect(game.getByRole('button', { name: 'Spin' })).toBeDisabled();
    // Max never offers more than the balance allows.
    await userEvent.click(game.getByRole('button', { name: 'Largest bet' }));
    expect(input).toHaveValue('3.00');
    expect(game.queryByRole('alert')).toBeNull();
    expect(api.calls('housePlay')).toHaveLength(0);
  });
});

describe('dice', () => {
  it('rolls once per click with a fresh round id, reuses it for a retry, and shows the server roll, balance and history', async () => {
    const dice = playDice(new FairStream(serverSeed, clientSeed, 3), 10_000n, { target: 5000, direction: 'under' });
    let attempt = 0;
    let played = false;
    const { game, api } = await openGame('dice', {
      balance: () => (played ? balance('1999.0000') : balance('2000.0000')),
      housePlay: () => {
        attempt += 1;
        if (attempt === 1) return fail(500, 'system.error');
        played = true;
        return ok(roundValue('dice', 3, dice.bet, dice.win, jsonView(dice), { balance: '1999.0000' }));
      },
      houseRounds: () => ok(played ? { rows: [roundValue('dice', 3, dice.bet, dice.win, jsonView(dice))], total: 1 } : { rows: [], total: 0 }),
    });
    await game.findByText('P 2,000.00');
    const roll = game.getByRole('button', { name: 'Roll' });
    await userEvent.click(roll);
    expect(await game.findByRole('alert')).toHaveTextContent('Unknown error.');
    // Double click: one request.
    await userEvent.dblClick(game.getByRole('button', { name: 'Roll' }));
    await game.findByTestId('dice-outcome');
    expect(api.calls('housePlay')).toHaveLength(2);
    const [first, second] = api.calls('housePlay');
    expect(first!.call.url).toContain('/house/games/dice/play');
    expect(first!.body).toEqual({ roundId: expect.stringMatching(uuid), bet: '1.0000', dice: { target: 5000, direction: 'under' } });
    expect(second!.body!.roundId).toBe(first!.body!.roundId);
    expect(game.getByTestId('dice-roll')).toHaveTextContent((dice.roll / 100).toFixed(2));
    expect(game.getByTestId('dice-outcome')).toHaveTextContent(dice.won ? 'You won' : 'No win this time.');
    await game.findByText('P 1,999.00');
    const row = await game.findByTestId('house-round');
    expect(row).toHaveTextContent(`Rolled ${(dice.roll / 100).toFixed(2)}, under 50.00`);
    // The verify link carries the round (the seed is not revealed yet, so only its hash).
    const href = within(row).getByRole('link', { name: 'Verify the round with nonce 3' }).getAttribute('href')!;
    const q = new URL(href, 'http://site.test').searchParams;
    expect(Object.fromEntries(q)).toEqual({ game: 'dice', hash: serverSeedHash, clientSeed, nonce: '3', bet: '1.0000', diceTarget: '5000', diceDirection: 'under' });
    // The next round gets a new id.
    await userEvent.click(game.getByRole('button', { name: 'Roll' }));
    await waitFor(() => expect(api.calls('housePlay')).toHaveLength(3));
    expect(api.calls('housePlay')[2]!.body!.roundId).not.toBe(first!.body!.roundId);
  });

  it('shows chance and multiplier from the engine, and flips direction keeping the chance', async () => {
    const { game } = await openGame('dice');
    const target = await game.findByRole('textbox', { name: 'Roll under' });
    await userEvent.clear(target);
    await userEvent.type(target, '25');
    expect(game.getByText(/^\u206625\.00%\u2069$/)).toBeInTheDocument();
    expect(game.getByText(/^\u20663\.96×\u2069$/)).toBeInTheDocument();
    await userEvent.click(game.getByRole('radio', { name: 'Roll over' }));
    expect(game.getByRole('textbox', { name: 'Roll over' })).toHaveValue('74.99');
    expect(game.getByText(/^\u206625\.00%\u2069$/)).toBeInTheDocument();
    await userEvent.clear(game.getByRole('textbox', { name: 'Roll over' }));
    await userEvent.type(game.getByRole('textbox', { name: 'Roll over' }), '99.99');
    expect(game.getByRole('alert')).toHaveTextContent('Choose a target from 1.99 to 99.98.');
  });
});

describe('slots', () => {
  it('lands the reels on the window the server returned and shows the win', async () => {
    // A winning round, found by replaying the engine over a few nonces.
    let nonce = 0;
    let round = playClassic(new FairStream(serverSeed, clientSeed, nonce), 5_000n);
    while (round.win === 0n) round = playClassic(new FairStream(serverSeed, clientSeed, ++nonce), 5_000n);
    const { game, api } = await openGame('classic-3x3', { housePlay: () => ok(roundValue('classic-3x3', nonce, round.bet, round.win, jsonView(round))) });
    await userEvent.click(await game.findByRole('button', { name: 'Spin' }));
    const win = await game.findByTestId('slot-win');
    expect(win).toHaveTextContent(money(round.win));
    const cells = [...game.getByTestId('slot-reels').querySelectorAll('[data-symbol]')].map((c) => c.getAttribute('data-symbol'));
    expect(cells).toEqual(round.window.flat());
    expect(api.calls('housePlay')[0]!.body).toEqual({ roundId: expect.stringMatching(uuid), bet: '0.5000' });
    expect(game.getByRole('list', { name: 'Wins on this spin' }).children).toHaveLength(round.lineWins.length);
  });

  it('plays the free-spin sequence of Dragon Ways to the feature total', async () => {
    let nonce = 0;
    let round = playDragon(new FairStream(serverSeed, clientSeed, nonce), 10_000n);
    while (round.freeSpins.length === 0) round = playDragon(new FairStream(serverSeed, clientSeed, ++nonce), 10_000n);
    const { game } = await openGame('dragon-ways', { housePlay: () => ok(roundValue('dragon-ways', nonce, round.bet, round.win, jsonView(round))) });
    await userEvent.click(await game.findByRole('button', { name: 'Spin' }));
    const sequence = await game.findByTestId('free-spin-sequence', {}, { timeout: 8000 });
    expect(within(sequence).getAllByRole('listitem')).toHaveLength(round.freeSpins.length);
    await waitFor(() => expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled(), { timeout: 15_000 });
    expect(within(sequence).getByText(money(round.featureWin))).toBeInTheDocument();
    // Every awarded spin was played: the counter ends at n of n.
    expect(game.getByTestId('free-spin-counter')).toHaveTextContent(`Free spin ${round.freeSpins.length} of ${round.freeSpins.length}`);
  }, 30_000);
});

describe('fairness panel', () => {
  it('checks the client seed before sending it, then saves it', async () => {
    const { game, api } = await openGame('crash', { houseClientSeed: ({ body }) => ok({ serverSeedHash, clientSeed: body!.clientSeed, nonce: 3 }) });
    await userEvent.click(await game.findByRole('tab', { name: 'Fairness' }));
    const input = await game.findByRole('textbox', { name: 'Client seed' });
    expect(input).toHaveValue(clientSeed);
    expect(game.getByText(serverSeedHash)).toBeInTheDocument();
    const save = game.getByRole('button', { name: 'Save' });
    await userEvent.clear(input);
    await userEvent.click(save);
    expect(game.getByRole('alert')).toHaveTextContent('Enter a client seed.');
    await userEvent.type(input, 'has space');
    await userEvent.click(save);
    expect(game.getByRole('alert')).toHaveTextContent('Use letters, digits and symbols only, without spaces.');
    await userEvent.clear(input);
    await userEvent.type(input, 'x'.repeat(65));
    await userEvent.click(save);
    expect(game.getByRole('alert')).toHaveTextContent('The client seed can be at most 64 characters.');
    await userEvent.clear(input);
    await userEvent.type(input, 'my-seed!');
    expect(game.queryByRole('alert')).toBeNull();
    expect(api.calls('houseClientSeed')).toHaveLength(0);
    await userEvent.click(save);
    await game.findByText('Client seed saved. Your next round uses it.');
    expect(api.calls('houseClientSeed')[0]!.body).toEqual({ clientSeed: 'my-seed!' });
  });

  it('rotates the seed pair and links the revealed seed to the verification page', async () => {
    const next = commitServerSeed('12'.repeat(32));
    const crash = { game: 'crash', bet: '10000', roll: 1, crashPoint: '250', target: 200, cashedOut: true, win: '20000' };
    const { game } = await openGame('crash', {
      houseRotateSeed: () => ok({ previous: { serverSeed, serverSeedHash, clientSeed, lastNonce: 3 }, next: { serverSeedHash: next, clientSeed, nonce: 0 } }),
      houseRounds: () => ok({ rows: [roundValue('crash', 3, 10_000n, 20_000n, crash)], total: 1 }),
    });
    await userEvent.click(await game.findByRole('tab', { name: 'Fairness' }));
    await userEvent.click(await game.findByRole('button', { name: 'Rotate seed pair' }));
    const revealed = await game.findByTestId('house-previous-seed');
    expect(revealed).toHaveTextContent(serverSeed);
    expect(await game.findByText(next)).toBeInTheDocument();
    const href = within(revealed).getByRole('link', { name: 'Verify with the revealed seed' }).getAttribute('href')!;
    expect(Object.fromEntries(new URL(href, 'http://site.test').searchParams)).toEqual({ game: 'crash', serverSeed, hash: serverSeedHash, clientSeed, nonce: '3', bet: '1.0000', target: '200' });
  });
});

describe('verification page', () => {
  it('recomputes a dice round in the browser, checks the hash and agrees with the server', async () => {
    reduceMotion();
    const expected = playDice(new FairStream(serverSeed, clientSeed, 7), 20_000n, { target: 5000, direction: 'over' });
    const api = accountApi({ houseVerify: () => ok({ serverSeedHash, result: jsonView(expected) }) });
    renderApp(`/fair?game=dice&serverSeed=${serverSeed}&hash=${serverSeedHash}&clientSeed=${clientSeed}&nonce=7&bet=2.0000&diceTarget=5000&diceDirection=over`, { handler: api.handler });
    const result = await screen.findByTestId('verify-result');
    expect(within(result).getByTestId('verify-headline')).toHaveTextContent((expected.roll / 100).toFixed(2));
    expect(within(result).getByTestId('verify-win')).toHaveTextContent(money(expected.win));
    expect(screen.getByTestId('verify-hash')).toHaveTextContent(serverSeedHash);
    expect(screen.getByTestId('verify-hash-match')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Compare with the server' }));
    await screen.findByTestId('verify-server-agrees');
    expect(api.calls('houseVerify')[0]!.call.url).toContain(`nonce=7`);
    expect(Object.fromEntries(new URL(api.calls('houseVerify')[0]!.call.url, 'http://site.test').searchParams)).toEqual({
      game: 'dice',
      serverSeed,
      clientSeed,
      nonce: '7',
      bet: '2.0000',
      diceTarget: '5000',
      diceDirection: 'over',
    });
  });

  it('recomputes a slot window and flags a seed that does not match the hash', async () => {
    reduceMotion();
    const expected = playClassic(new FairStream(serverSeed, clientSeed, 2), 5_000n);
    renderApp(`/fair?game=classic-3x3&serverSeed=${serverSeed}&hash=${'0'.repeat(64)}&clientSeed=${clientSeed}&nonce=2`, { handler: accountApi().handler });
    const result = await screen.findByTestId('verify-result');
    const names = within(result)
      .getAllByRole('img')
      .slice(0, 9)
      .map((img) => img.getAttribute('aria-label'));
    const label = (s: string) => ({ CHERRY: 'Cherry', LEMON: 'Lemon', ORANGE: 'Orange', PLUM: 'Plum', BELL: 'Bell', BAR: 'Bar', BAR2: 'Double bar', BAR3: 'Triple bar', SEVEN: 'Seven' })[s];
    // The grid reads row by row; the engine's window is reel by reel.
    expect(names).toEqual([0, 1, 2].flatMap((row) => expected.window.map((reel) => label(reel[row]!))));
    expect(screen.getByTestId('verify-hash-mismatch')).toBeInTheDocument();
    // A seed that is not 64 hex characters is refused before any replay.
    await userEvent.clear(screen.getByLabelText('Server seed'));
    await userEvent.type(screen.getByLabelText('Server seed'), 'xyz');
    expect(screen.getByText('The server seed is 64 hexadecimal characters (0-9, a-f).')).toBeInTheDocument();
    expect(screen.queryByTestId('verify-result')).toBeNull();
  });
});

describe('mines', () => {
  const view = (round: MinesRound, roundId: string, status: 'open' | 'settled' = round.status === 'playing' ? 'open' : 'settled') =>
    roundValue('mines', 5, round.bet, round.win, jsonView(minesPlayerView(round)), { roundId, status });

  it('starts, reveals tile by tile, cashes out, and shows the whole board at the end', async () => {
    const start = startMines(new FairStream(serverSeed, clientSeed, 5), 10_000n, 3);
    const safe = [...Array(25).keys()].filter((t) => !start.mines.includes(t));
    let state = start;
    let roundId = '';
    const { game, api } = await openGame('mines', {
      houseMinesStart: ({ body }) => {
        roundId = String(body!.roundId);
        return ok(view(state, roundId));
      },
      houseMinesReveal: ({ body }) => {
        state = revealTile(state, Number(body!.tile));
        return ok(view(state, roundId));
      },
      houseMinesCashout: () => {
        state = cashOutMines(state);
        return ok(view(state, roundId));
      },
    });
    await userEvent.click(await game.findByRole('button', { name: 'Start round' }));
    expect(api.calls('houseMinesStart')[0]!.body).toEqual({ roundId: expect.stringMatching(uuid), bet: '1.0000', mines: 3 });
    const cashOut = await game.findByRole('button', { name: /Cash out/ });
    expect(cashOut).toBeDisabled();
    await userEvent.click(game.getByRole('gridcell', { name: `Tile ${safe[0]! + 1}` }));
    await game.findByRole('gridcell', { name: `Tile ${safe[0]! + 1}, gem` });
    expect(api.calls('houseMinesReveal')[0]!.call.url).toContain(`/house/mines/${roundId}/reveal`);
    expect(game.getAllByText(/^\u20661\.125×\u2069$/).length).toBeGreaterThan(0);
    await userEvent.click(game.getByRole('gridcell', { name: `Tile ${safe[1]! + 1}` }));
    await game.findByRole('gridcell', { name: `Tile ${safe[1]! + 1}, gem` });
    await userEvent.click(game.getByRole('button', { name: /Cash out/ }));
    expect(plain(await game.findByTestId('mines-result'))).toBe(`Cashed out at 1.2857×: +${money(state.win)}`);
    for (const mine of start.mines) expect(game.getByRole('gridcell', { name: `Tile ${mine + 1}, mine, not picked` })).toBeInTheDocument();
    expect(game.getByRole('button', { name: 'Start round' })).toBeEnabled();
  });

  it('resumes the open round after a reload and loses on a mine', async () => {
    // A board whose tile 0 is a gem, so the round is still open after it.
    let nonce = 5;
    let state = revealTile(startMines(new FairStream(serverSeed, clientSeed, nonce), 10_000n, 3), 0);
    while (state.status !== 'playing') state = revealTile(startMines(new FairStream(serverSeed, clientSeed, ++nonce), 10_000n, 3), 0);
    const mine = state.mines[0]!;
    const roundId = crypto.randomUUID();
    const { game, api } = await openGame('mines', {
      houseMinesActive: () => ok(view(state, roundId)),
      houseMinesReveal: ({ body }) => {
        state = revealTile(state, Number(body!.tile));
        return ok(view(state, roundId));
      },
    });
    expect(await game.findByText('Your open round was restored. Carry on where you left off.')).toBeInTheDocument();
    expect(game.getByRole('gridcell', { name: 'Tile 1, gem' })).toBeInTheDocument();
    await userEvent.click(game.getByRole('gridcell', { name: `Tile ${mine + 1}` }));
    expect(await game.findByTestId('mines-result')).toHaveTextContent('You hit a mine. The board is revealed.');
    expect(game.getByRole('gridcell', { name: `Tile ${mine + 1}, mine` })).toBeInTheDocument();
    expect(api.calls('houseMinesReveal')[0]!.call.url).toContain(`/house/mines/${roundId}/reveal`);
  });
});

describe('the screen', () => {
  it('asks a visitor to log in and opens the login dialog', async () => {
    const { game } = await openGame('dice', {}, { login: false });
    expect(await game.findByText(/Log in to play\. Your balance/)).toBeInTheDocument();
    await userEvent.click(game.getAllByRole('button', { name: 'Log in to play' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('tells a trial account it plays on demo credit', async () => {
    window.localStorage.setItem(storageKeys.session, JSON.stringify({ accountType: 4 }));
    const { game } = await openGame('crash', { memberInfo: () => ok(memberInfo({ type: 4, isTrial: true })) });
    expect(await game.findByText('Trial account: you are playing with demo credit, not real money.')).toBeInTheDocument();
    expect(game.getByText('Demo balance')).toBeInTheDocument();
    expect(game.getByRole('button', { name: 'Place bet' })).toBeEnabled();
  });

  it('says so for an unknown game', async () => {
    reduceMotion();
    renderApp('/house/roulette', { handler: accountApi().handler });
    expect(await screen.findByRole('heading', { name: 'Game not found' })).toBeInTheDocument();
  });

  it('turns sound on and off (off by default)', async () => {
    const { game } = await openGame('mines');
    const toggle = await game.findByRole('button', { name: 'Turn sound on' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(game.getByRole('button', { name: 'Turn sound off' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(game.getByRole('button', { name: 'Turn sound off' }));
  });
});

