import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GameEntry } from '@lotus/contract/games';
import { lazyImageScheduler, lazyImageThrottleMs } from '../../components/ui/lazy-image';
import { storageKeys } from '../../lib/storage';
import { accountApi, fail, memberInfo, ok, type CallRecord } from '../../test/account-api';
import { statusValue } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { reloadSessionFromStorage } from '../session/stores/session-store';
import { GameCard } from './components/game-card';
import { launchRoute, resolveGameUrl, safeGameUrl } from './lib/launch';

const game = (over: Partial<GameEntry> = {}): GameEntry => ({
  nodeId: 2,
  gameCode: 'jade-lines',
  gameName: 'Jade Lines',
  displayName: 'Jade Lines',
  iconUrl: '/game-icons/house/jade-lines.svg',
  vassalage: 'HOUSE',
  vendorName: 'Lotus Studio',
  gameType: 'RNG',
  isGame: 'GAME',
  isHot: false,
  demo: true,
  classify: ['slots'],
  ...over,
});

const house = [
  game({ nodeId: 1, gameCode: 'classic-3x3', gameName: 'Classic 3x3', displayName: 'Classic 3x3' }),
  game(),
  game({ nodeId: 3, gameCode: 'dragon-ways', gameName: 'Dragon Ways', displayName: 'Dragon Ways' }),
  game({ nodeId: 4, gameCode: 'crash', gameName: 'Crash', displayName: 'Crash', classify: ['originals'], isHot: true }),
];

const lanes = {
  data: {
    lanes: [
      {
        title: 'RNG',
        cards: [
          { vassalage: 'HOUSE', displayName: 'Lotus Studio', gameType: 'RNG', icon: '/vendor-icons/house.svg', isHot: true },
          { vassalage: 'GEN01', displayName: 'Generated Studio 1', gameType: 'RNG', icon: '/vendor-icons/gen01.svg', isHot: false },
        ],
        gameClassify: [
          { key: 'slots', displayName: 'Slot machines', gameCount: 3 },
          { key: 'originals', displayName: 'Originals', gameCount: 1 },
        ],
      },
    ],
  },
};

const query = (record: CallRecord) => new URL(record.call.url, 'http://site.test').searchParams;

/** A gameList answer paging over `all`, filtered by keyword, vendor and tag as the server does. */
function listAnswer(all: readonly GameEntry[]) {
  return (record: CallRecord) => {
    const q = query(record);
    const pageNo = Number(q.get('pageNo') ?? 1);
    const pageSize = Number(q.get('pageSize') ?? 20);
    const keyword = q.get('keyword')?.toLowerCase();
    const rows = all.filter(
      (g) =>
        (!keyword || g.displayName.toLowerCase().includes(keyword)) &&
        (!q.get('vassalage') || g.vassalage === q.get('vassalage')) &&
        (!q.get('gameClassify') || g.classify.includes(q.get('gameClassify')!)),
    );
    return ok({ games: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNo, pageSize, total: rows.length, totalPages: Math.ceil(rows.length / pageSize) });
  };
}

function storeSession(token = 'token-1', accountType = 0) {
  window.localStorage.setItem(storageKeys.token, token);
  window.localStorage.setItem(storageKeys.session, JSON.stringify({ account: 'lotus7', accountType }));
  window.localStorage.setItem(storageKeys.merchantCode, 'lotus');
  reloadSessionFromStorage();
}

const gridOf = () => screen.findByTestId('game-grid');
const cardOf = async (name: string) => (await screen.findAllByTestId('game-card')).find((c) => within(c).queryByText(name))!;

describe('the slots hall', () => {
  it('shows the first tab when page is absent, moves to /rng?page=<code> on a tab, and renders only that tab', async () => {
    storeSession();
    const api = accountApi({ gameVendors: () => ok(lanes), gameList: listAnswer(house), vassGameType: () => ok({ content: { RNG: { HOUSE: ['originals', 'slots'] } } }) });
    const { router } = renderApp('/rng', { handler: api.handler });
    const tabs = await screen.findByRole('tablist', { name: 'Game studios' });
    await within(tabs).findByRole('tab', { name: 'Lotus Studio' });
    expect(within(tabs).getByRole('tab', { name: 'All games' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    await screen.findByText('Dragon Ways');
    expect(query(api.calls('gameList')[0]!).get('gameType')).toBe('RNG');
    expect(query(api.calls('gameList')[0]!).get('vassalage')).toBeNull();
    // The lane's classify tags are the filter chips of the "all" tab.
    expect(screen.getByRole('button', { name: 'Slot machines' })).toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Lotus Studio' }));
    expect(router.state.location.search).toBe('?page=HOUSE');
    expect(within(tabs).getByRole('tab', { name: 'Lotus Studio' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(api.calls('gameList').some((c) => query(c).get('vassalage') === 'HOUSE')).toBe(true));
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    // A studio tab's chips come from vassGameType for that studio, named as the lanes name them.
    expect(await screen.findByRole('button', { name: 'Originals' })).toBeInTheDocument();
    expect(query(api.calls('vassGameType')[0]!).get('vassalage')).toBe('HOUSE');
  });

  it('opens the tab named by page, and falls back to the first for an unknown code', async () => {
    storeSession();
    const api = accountApi({ gameVendors: () => ok(lanes), gameList: listAnswer(house) });
    const { unmount } = renderApp('/rng?page=GEN01', { handler: api.handler });
    const tabs = await screen.findByRole('tablist', { name: 'Game studios' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: 'Generated Studio 1' })).toHaveAttribute('aria-selected', 'true'));
    expect(query(api.calls('gameList')[0]!).get('vassalage')).toBe('GEN01');
    unmount();

    const again = accountApi({ gameVendors: () => ok(lanes), gameList: listAnswer(house) });
    renderApp('/rng?page=NOPE', { handler: again.handler });
    const tabs2 = await screen.findByRole('tablist', { name: 'Game studios' });
    await within(tabs2).findByRole('tab', { name: 'Lotus Studio' });
    await waitFor(() => expect(within(tabs2).getByRole('tab', { name: 'All games' })).toHaveAttribute('aria-selected', 'true'));
  });

  it('filters by classify chip with a new request', async () => {
    storeSession();
    const api = accountApi({ gameVendors: () => ok(lanes), gameList: listAnswer(house) });
    renderApp('/rng', { handler: api.handler });
    await screen.findByText('Crash');
    await userEvent.click(await screen.findByRole('button', { name: 'Originals' }));
    await waitFor(() => expect(screen.queryByText('Dragon Ways')).not.toBeInTheDocument());
    expect(screen.getByText('Crash')).toBeInTheDocument();
    expect(api.calls('gameList').some((c) => query(c).get('gameClassify') === 'originals')).toBe(true);
    expect(screen.getByRole('button', { name: 'Originals' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a visitor the whole hall (tabs, search, game cards, no hearts); pressing a game opens the login dialog', async () => {
    const api = accountApi({ gameVendors: () => ok(lanes), gameList: listAnswer(house) });
    const { router } = renderApp('/rng', { handler: api.handler });
    const tabs = await screen.findByRole('tablist', { name: 'Game studios' });
    await within(tabs).findByRole('tab', { name: 'Lotus Studio' });
    const card = await cardOf('Dragon Ways');
    expect(within(await gridOf()).getAllByTestId('game-card')).toHaveLength(4);
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toBeInTheDocument();
    // No wall in front of the list, and favourites are for members.
    expect(screen.queryByRole('heading', { name: 'Log in to play' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument();
    // The calls go out without a session; no member call is made.
    expect(api.calls('gameList')[0]!.call.headers.Authorization).toBeUndefined();
    expect(api.calls('favouriteIds')).toHaveLength(0);
    expect(api.calls('recentGames')).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: /^Dragon Ways/ }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rng');
    expect(api.calls('launchGame')).toHaveLength(0);
  });

  it('tells a visitor who types the address of a category without games that it has none yet', async () => {
    const api = accountApi({ gameVendors: () => ok({ data: { lanes: [] } }), gameList: listAnswer([]) });
    renderApp('/live', { handler: api.handler });
    expect(await screen.findByRole('heading', { name: 'No games in this section yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/index');
    // Nothing to search in: no search field, no filters.
    expect(screen.queryByRole('searchbox', { name: 'Search games' })).not.toBeInTheDocument();
    expect(query(api.calls('gameList')[0]!).get('gameType')).toBe('LIVE');
  });

  it("shows the server's winner board as it is: none on a fresh install, with a translated empty state", async () => {
    const api = accountApi({ hotGames: () => ok({ list: [game({ isHot: true })] }), winnerBoard: () => ok({ list: [] }) });
    renderApp('/hot', { handler: api.handler });
    expect(await screen.findByText('No wins to show yet.')).toBeInTheDocument();
    expect(api.calls('winnerBoard')).toHaveLength(1);
    expect(screen.queryByText(/\*\*\*/)).not.toBeInTheDocument();
  });
});

describe('search', () => {
  const many = Array.from({ length: 100 }, (_, i) =>
    game({ nodeId: 100 + i, gameCode: `g${i}`, gameName: i % 10 === 0 ? `Dragon Gold ${i}` : `Lucky Star ${i}`, displayName: i % 10 === 0 ? `Dragon Gold ${i}` : `Lucky Star ${i}` }),
  );

  it('filters the loaded games at once, then asks the server with the keyword once typing pauses', async () => {
    storeSession();
    const api = accountApi({ gameVendors: () => ok(lanes), gameList: listAnswer(many) });
    renderApp('/rng', { handler: api.handler });
    const grid = await gridOf();
    await screen.findByText('Dragon Gold 0');
    expect(grid).toHaveAttribute('data-count', '100');

    const box = screen.getByRole('searchbox', { name: 'Search games' });
    fireEvent.change(box, { target: { value: 'dragon' } });
    // Same render: only the loaded page (48 games) is filtered, so 5 of the 10 dragons show at once.
    const now = await gridOf();
    expect(now).toHaveAttribute('data-query', 'dragon');
    expect(now).toHaveAttribute('data-source', 'local');
    expect(within(now).getAllByTestId('game-card')).toHaveLength(5);
    expect(api.calls('gameList').some((c) => query(c).get('keyword'))).toBe(false);

    // After the pause the server's answer (all 10) replaces it.
    await waitFor(() => expect(screen.getByTestId('game-grid')).toHaveAttribute('data-source', 'server'));
    expect(within(screen.getByTestId('game-grid')).getAllByTestId('game-card')).toHaveLength(10);
    const searched = api.calls('gameList').filter((c) => query(c).get('keyword'));
    expect(searched).toHaveLength(1);
    expect(query(searched[0]!).get('keyword')).toBe('dragon');
    expect(query(searched[0]!).get('language')).toBe('EN');
  });

  it('sends no request when every game of the list is already loaded, and says when nothing matches', async () => {
    storeSession();
    const api = accountApi({ gameVendors: () => ok(lanes), gameList: listAnswer(house) });
    renderApp('/rng', { handler: api.handler });
    await screen.findByText('Dragon Ways');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'jade');
    expect(within(await gridOf()).getAllByTestId('game-card')).toHaveLength(1);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search games' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No games found' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 400));
    expect(api.calls('gameList').some((c) => query(c).get('keyword'))).toBe(false);
  });

  it('keeps the DOM small for a 10,000-game list (a window of rows, not every card)', async () => {
    storeSession();
    const huge = Array.from({ length: 10_000 }, (_, i) => game({ nodeId: i + 1, gameCode: `g${i}`, gameName: `Game ${i}`, displayName: `Game ${i}` }));
    const api = accountApi({ gameVendors: () => ok(lanes), gameList: listAnswer(huge) });
    renderApp('/rng', { handler: api.handler });
    const grid = await gridOf();
    await within(grid).findByText('Game 0');
    expect(grid).toHaveAttribute('data-count', '10000');
    const cells = within(grid).getAllByRole('listitem');
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.length).toBeLessThan(80);
    expect(cells[0]).toHaveAttribute('aria-setsize', '10000');
    expect(document.getElementsByTagName('*').length).toBeLessThan(1500);
  });
});

describe('favourites', () => {
  it('turns the heart on at once, sends the wanted state, and puts it back when the server refuses', async () => {
    storeSession();
    const saved = new Set<number>();
    let release: () => void = () => undefined;
    const api = accountApi({
      gameVendors: () => ok(lanes),
      gameList: listAnswer(house),
      favouriteIds: () => ok({ list: [...saved].map((nodeId) => ({ nodeId, vassalage: 'HOUSE', gameType: 'RNG' })) }),
      addFavourite: ({ body }) =>
        new Promise((resolve) => {
          release = () => {
            saved.add(Number(body!.nodeId));
            resolve(ok({ nodeId: body!.nodeId, favourite: true }));
          };
        }),
      removeFavourite: () => fail(409, 'game.favourites.limit'),
    });
    renderApp('/rng', { handler: api.handler });
    await waitFor(() => expect(api.calls('favouriteIds')).toHaveLength(1));
    const card = await cardOf('Jade Lines');
    await userEvent.click(within(card).getByRole('button', { name: 'Add Jade Lines to favourites' }));
    // Optimistic: on before the server answered.
    expect(within(card).getByRole('button', { name: 'Remove Jade Lines from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.calls('addFavourite')).toHaveLength(1));
    expect(api.calls('addFavourite')[0]!.body).toEqual({ nodeId: 2, vendor: 'HOUSE', gameType: 'RNG' });
    act(() => release());
    // The ids are read again once the change settled, and agree.
    await waitFor(() => expect(api.calls('favouriteIds')).toHaveLength(2));

    // Removing asks for "not a favourite" (a DELETE with the same reference); the refusal flips it back.
    await userEvent.click(within(await cardOf('Jade Lines')).getByRole('button', { name: 'Remove Jade Lines from favourites' }));
    await waitFor(() => expect(api.calls('removeFavourite')).toHaveLength(1));
    expect(api.calls('removeFavourite')[0]!.call.method).toBe('DELETE');
    expect(Object.fromEntries(query(api.calls('removeFavourite')[0]!))).toEqual({ nodeId: '2', vendor: 'HOUSE', gameType: 'RNG' });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('You have saved the most favourite games allowed.');
    expect(within(await cardOf('Jade Lines')).getByRole('button', { name: 'Remove Jade Lines from favourites' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives hearts to members only: none for a visitor or a trial account, and no favourites call', async () => {
    const api = accountApi({ hotGames: () => ok({ list: [game({ isHot: true })] }) });
    const { unmount } = renderApp('/hot', { handler: api.handler });
    expect(within(await cardOf('Jade Lines')).queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument();
    expect(api.calls('favouriteIds')).toHaveLength(0);
    unmount();

    storeSession('trial-token', 4);
    const trial = accountApi({ hotGames: () => ok({ list: [game({ isHot: true })] }), memberInfo: () => ok(memberInfo({ type: 4, isTrial: true })) });
    const again = renderApp('/hot', { handler: trial.handler });
    expect(within(await cardOf('Jade Lines')).queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument();
    expect(trial.calls('favouriteIds')).toHaveLength(0);
    again.unmount();

    storeSession();
    const member = accountApi({ hotGames: () => ok({ list: [game({ isHot: true })] }), favouriteIds: () => ok({ list: [] }) });
    renderApp('/hot', { handler: member.handler });
    expect(within(await cardOf('Jade Lines')).getByRole('button', { name: 'Add Jade Lines to favourites' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('lists favourites on /fav and takes a game off the page as soon as its heart goes off', async () => {
    storeSession();
    const api = accountApi({
      favouriteIds: () => ok({ list: [{ nodeId: 2, vassalage: 'HOUSE', gameType: 'RNG' }] }),
      favouriteList: () => ok({ games: [game()] }),
      removeFavourite: () => new Promise(() => undefined),
    });
    renderApp('/fav', { handler: api.handler });
    const card = await cardOf('Jade Lines');
    await userEvent.click(within(card).getByRole('button', { name: 'Remove Jade Lines from favourites' }));
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();
  });
});

describe('the VASSALAGE popup', () => {
  it('opens a dialog with the vendor’s games, and launching one closes it', async () => {
    storeSession();
    const entry = game({ nodeId: 50, gameCode: 'sportsbook', gameName: 'Summit Sportsbook', displayName: 'Summit Sportsbook', vassalage: 'SUMMIT', vendorName: 'Summit Sports', gameType: 'SPORTS', isGame: 'VASSALAGE' });
    const inside = [entry, game({ nodeId: 51, gameCode: 'football', gameName: 'Football', displayName: 'Football', vassalage: 'SUMMIT', vendorName: 'Summit Sports', gameType: 'SPORTS' })];
    const api = accountApi({
      gameVendors: () => ok({ data: { lanes: [] } }),
      gameList: (record) => (query(record).get('vassalage') === 'SUMMIT' ? listAnswer(inside)(record) : listAnswer([entry])(record)),
      launchGame: () => ok({ game_url: 'https://games.example.test/football?t=abc', mode: 'real' }),
    });
    const { router } = renderApp('/sports', { handler: api.handler });
    await userEvent.click(within(await cardOf('Summit Sportsbook')).getByRole('button', { name: /^Summit Sportsbook/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Summit Sportsbook' });
    expect(await within(dialog).findByText('Football')).toBeInTheDocument();
    // The entry itself is not one of the games in its own list.
    expect(within(dialog).getAllByTestId('game-card')).toHaveLength(1);
    expect(api.calls('launchGame')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: /^Football/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(api.calls('launchGame')[0]!.body).toMatchObject({ nodeId: 51, accountType: 1, vassalage: 'SUMMIT' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByTitle('Football')).toHaveAttribute('src', 'https://games.example.test/football?t=abc');
  });

  it('opens for a visitor too; pressing one of its games asks the visitor to log in', async () => {
    const entry = game({ nodeId: 50, gameCode: 'sportsbook', gameName: 'Summit Sportsbook', displayName: 'Summit Sportsbook', vassalage: 'SUMMIT', vendorName: 'Summit Sports', gameType: 'SPORTS', isGame: 'VASSALAGE' });
    const inside = [game({ nodeId: 51, gameCode: 'football', gameName: 'Football', displayName: 'Football', vassalage: 'SUMMIT', vendorName: 'Summit Sports', gameType: 'SPORTS' })];
    const api = accountApi({
      gameVendors: () => ok({ data: { lanes: [] } }),
      gameList: (record) => (query(record).get('vassalage') === 'SUMMIT' ? listAnswer(inside)(record) : listAnswer([entry])(record)),
    });
    renderApp('/sports', { handler: api.handler });
    await userEvent.click(within(await cardOf('Summit Sportsbook')).getByRole('button', { name: /^Summit Sportsbook/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Summit Sportsbook' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Football/ }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(api.calls('launchGame')).toHaveLength(0);
  });

  it('closes only with its own button', async () => {
    storeSession();
    const entry = game({ nodeId: 50, displayName: 'Summit Sportsbook', gameName: 'Summit Sportsbook', vassalage: 'SUMMIT', gameType: 'SPORTS', isGame: 'VASSALAGE' });
    const api = accountApi({ gameVendors: () => ok({ data: { lanes: [] } }), gameList: listAnswer([entry]) });
    renderApp('/sports', { handler: api.handler });
    await userEvent.click(within(await cardOf('Summit Sportsbook')).getByRole('button', { name: /^Summit Sportsbook/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Summit Sportsbook' });
    await userEvent.click(screen.getByTestId('modal-cover'));
    expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the embedded game page', () => {
  it('refreshes the balance when a house screen settles a round, and opens the login dialog when it asks, same origin only', async () => {
    storeSession();
    const api = accountApi({
      hotGames: () => ok({ list: [game({ isHot: true })] }),
      launchGame: () => ok({ game_url: '/house/jade-lines?lang=EN', mode: 'real' }),
    });
    const { router } = renderApp('/hot', { handler: api.handler });
    await userEvent.click(within(await cardOf('Jade Lines')).getByRole('button', { name: /^Jade Lines/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    await screen.findByTitle('Jade Lines');
    const post = (data: unknown, origin = window.location.origin) => act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin })));
    const balanceCalls = api.calls('balance').length;
    await post({ source: 'lotus-house', type: 'balance-changed' }, 'https://evil.example');
    await post({ source: 'other', type: 'balance-changed' });
    expect(api.calls('balance')).toHaveLength(balanceCalls);
    await post({ source: 'lotus-house', type: 'balance-changed' });
    await waitFor(() => expect(api.calls('balance').length).toBeGreaterThan(balanceCalls));
    await post({ source: 'lotus-house', type: 'login-required' });
    expect(await screen.findByRole('dialog', { name: /log in/i })).toBeInTheDocument();
  });
});

describe('launch', () => {
  const lottery = [
    game({ nodeId: 7, gameCode: 'ssc-1min', gameName: '1-Minute SSC', displayName: '1-Minute SSC', vassalage: 'LOTTO', gameType: 'LOTT' }),
    game({ nodeId: 8, gameCode: 'k3-fast', gameName: 'Fast 3', displayName: 'Fast 3', vassalage: 'LOTTO', gameType: 'ELOTT' }),
  ];

  it('opens the login dialog for a visitor and launches nothing', async () => {
    const api = accountApi({ hotGames: () => ok({ list: [game({ isHot: true })] }) });
    const { router } = renderApp('/hot', { handler: api.handler });
    await userEvent.click(within(await cardOf('Jade Lines')).getByRole('button', { name: /^Jade Lines/ }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hot');
    expect(api.calls('launchGame')).toHaveLength(0);
  });

  it('sends LOTT to /lottery and ELOTT to /elott with the game code, without the launch call', async () => {
    storeSession();
    const api = accountApi({ hotGames: () => ok({ list: lottery }) });
    const { router } = renderApp('/hot', { handler: api.handler });
    await userEvent.click(within(await cardOf('1-Minute SSC')).getByRole('button', { name: /^1-Minute SSC/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lottery'));
    expect(router.state.location.search).toBe('?gameCode=ssc-1min');
    await act(() => router.navigate('/hot'));
    await userEvent.click(within(await cardOf('Fast 3')).getByRole('button', { name: /^Fast 3/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elott'));
    expect(router.state.location.search).toBe('?gameCode=k3-fast');
    expect(api.calls('launchGame')).toHaveLength(0);
  });

  it('launches other games and embeds the answer on /game, prefixed with a launch CDN when it is relative', async () => {
    storeSession();
    const status = statusValue({ info: { launchGameCDNs: ['http://plain.example.test', 'https://cdn.example.test/'] } });
    const api = accountApi({ hotGames: () => ok({ list: [game()] }), launchGame: () => ok({ game_url: '/house/jade-lines?lang=EN', mode: 'real' }) });
    const { router } = renderApp('/hot', { handler: api.handler, status });
    await userEvent.click(within(await cardOf('Jade Lines')).getByRole('button', { name: /^Jade Lines/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    // The URL travels in router state, never in the address bar.
    expect(router.state.location.search).toBe('');
    expect(api.calls('launchGame')[0]!.body).toMatchObject({ nodeId: 2, accountType: 1, vassalage: 'HOUSE', language: 'EN', platform: 'html5-desktop', launchMode: 'GLS' });
    // Only the https CDN is used.
    expect(await screen.findByTitle('Jade Lines')).toHaveAttribute('src', 'https://cdn.example.test/house/jade-lines?lang=EN');
    expect(screen.getByRole('heading', { level: 1, name: 'Jade Lines' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the game…' })).toBeInTheDocument();
    fireEvent.load(screen.getByTitle('Jade Lines'));
    expect(screen.queryByRole('status', { name: 'Loading the game…' })).not.toBeInTheDocument();
  });

  it('asks for demo play for a trial account, and shows the server’s refusals', async () => {
    storeSession('trial-token', 4);
    let answer = fail(403, 'in_need_true_account');
    const api = accountApi({
      hotGames: () => ok({ list: [game()] }),
      memberInfo: () => ok(memberInfo({ type: 4, isTrial: true })),
      launchGame: () => answer,
    });
    const { router } = renderApp('/hot', { handler: api.handler });
    await userEvent.click(within(await cardOf('Jade Lines')).getByRole('button', { name: /^Jade Lines/ }));
    expect(await screen.findByRole('alertdialog', { name: 'Trial account' })).toHaveTextContent('Please register a real account');
    expect(api.calls('launchGame')[0]!.body).toMatchObject({ nodeId: 2, accountType: 0 });
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));

    answer = fail(409, 'game.demo.unavailable');
    await userEvent.click(within(await cardOf('Jade Lines')).getByRole('button', { name: /^Jade Lines/ }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('This game has no demo play');
    expect(router.state.location.pathname).toBe('/hot');
  });

  it('refuses to embed an address that is neither this site nor https', async () => {
    storeSession();
    const api = accountApi({ hotGames: () => ok({ list: [game()] }), launchGame: () => ok({ game_url: 'javascript:alert(1)', mode: 'real' }) });
    const { router } = renderApp('/hot', { handler: api.handler });
    await userEvent.click(within(await cardOf('Jade Lines')).getByRole('button', { name: /^Jade Lines/ }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('This game link cannot be opened here');
    expect(router.state.location.pathname).toBe('/hot');
  });

  it('shows the error state on /game for unsafe state, and the placeholder without any', async () => {
    storeSession();
    const { router } = renderApp('/index', { handler: accountApi().handler });
    await screen.findAllByRole('heading');
    await act(() => router.navigate('/game', { state: { url: 'http://evil.example.test/x', name: 'Evil', mode: 'real' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This game link cannot be opened here');
    expect(screen.queryByTitle('Evil')).not.toBeInTheDocument();
    await act(() => router.navigate('/game'));
    expect(await screen.findByRole('heading', { name: 'No game selected' })).toBeInTheDocument();
  });
});

describe('launch rules (pure)', () => {
  it('routes by entry kind and type', () => {
    expect(launchRoute(game({ isGame: 'VASSALAGE', vassalage: 'SUMMIT' }))).toEqual({ kind: 'vendorList', vendor: 'SUMMIT' });
    expect(launchRoute(game({ gameType: 'LOTT', gameCode: 'a b' }))).toEqual({ kind: 'lottery', to: '/lottery?gameCode=a%20b' });
    expect(launchRoute(game({ gameType: 'ELOTT', gameCode: 'k3' }))).toEqual({ kind: 'lottery', to: '/elott?gameCode=k3' });
    expect(launchRoute(game({ gameType: 'LIVE' }))).toEqual({ kind: 'embed' });
  });

  it('embeds only same-origin paths and https addresses', () => {
    const origin = 'http://127.0.0.1:8080';
    expect(safeGameUrl('/house/dice?lang=UR', origin)).toBe('/house/dice?lang=UR');
    expect(safeGameUrl('https://vendor.example/play?t=1', origin)).toBe('https://vendor.example/play?t=1');
    expect(safeGameUrl('http://127.0.0.1:8080/house/dice', origin)).toBe('/house/dice');
    for (const bad of ['http://vendor.example/play', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,hi', '', '  ']) {
      expect(safeGameUrl(bad, origin)).toBeNull();
    }
    expect(resolveGameUrl('/house/dice', [], origin)).toBe('/house/dice');
    expect(resolveGameUrl('/house/dice', ['https://a.example', 'https://b.example/'], origin, () => 0.9)).toBe('https://b.example/house/dice');
    expect(resolveGameUrl('https://vendor.example/x', ['https://a.example'], origin)).toBe('https://vendor.example/x');
    expect(resolveGameUrl('/house/dice', ['http://plain.example'], origin)).toBe('/house/dice');
  });
});

describe('game card', () => {
  it('keeps its drawn art while loading and shows it for good after the icon failed 3 times', () => {
    lazyImageScheduler.reset();
    vi.useFakeTimers();
    render(<GameCard game={game({ iconUrl: '/missing.svg' })} favourite={false} onLaunch={() => undefined} onToggleFavourite={() => undefined} />);
    const card = screen.getByTestId('game-card');
    const state = () => card.querySelector('[data-state]');
    expect(state()).toHaveAttribute('data-state', 'loading');
    expect(within(card).getByText('JL')).toBeInTheDocument();
    for (const src of ['/missing.svg', '/missing.svg?retry=1', '/missing.svg?retry=2']) {
      expect(card.querySelector('img')).toHaveAttribute('src', src);
      fireEvent.error(card.querySelector('img')!);
      act(() => vi.advanceTimersByTime(lazyImageThrottleMs));
    }
    expect(state()).toHaveAttribute('data-state', 'error');
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText('JL')).toBeInTheDocument();
  });
});
