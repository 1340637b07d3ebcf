import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../../../test/account-api';
import { stubApi } from '../../../test/render-app';
import { plain } from '../vn/shared/test-kit';
import { gamesQuery, playMenuQuery, settingQuery } from '../api/lottery-catalogue';
import { nearKey } from '../api/lottery-draws';
import { warmLottery } from './warm-lottery';

const game = (gameId: number, code: string, prizeMode = 'Official') => ({ gameId, code, name: code, family: 'k3', prizeMode, prizeModeId: 1, drawSource: 'rng' });
const groups = [
  { code: 'VN', displayName: 'Vietnam', games: [game(9, 'vn-south')] },
  { code: 'K3', displayName: 'Fast 3', games: [game(6, 'k3-fast'), game(7, 'k3-slow')] },
  { code: 'SSC', displayName: 'Shi Shi Cai', games: [game(3, 'ssc-1', 'Elott')] },
];

function serve() {
  const api = accountApi({
    lotteryGames: () => plain(groups),
    lotteryOpenIssues: () => plain([]),
    lotteryPlayMenu: ({ call }) => plain([{ url: call.url }]),
    lotterySetting: ({ call }) => plain({ url: call.url }),
    lotteryNear: ({ call }) => plain({ url: call.url, currentNumero: null, previousNumero: null }),
  });
  return stubApi({ handler: api.handler });
}

// Lets any call the games answer would start go out.
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const calledPaths = (calls: { url: string }[]) => calls.map((c) => new URL(c.url, 'http://site.test').pathname + new URL(c.url, 'http://site.test').search);

describe('warmLottery (the first lottery page asks for its data before React renders)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on /lottery asks for the game list and, once it answers, the first listed game\'s menu, setting and issue', async () => {
    const { calls } = serve();
    const client = new QueryClient();
    warmLottery(client, { pathname: '/lottery', search: '' });
    // Vietnam has a page of its own: the hall opens on the first Chinese-style game, Fast 3.
    await vi.waitFor(() => expect(client.getQueryData(nearKey(6))).toBeDefined());
    expect(client.getQueryData(gamesQuery('EN').queryKey)).toEqual(groups);
    expect(client.getQueryData(playMenuQuery(6, 'EN').queryKey)).toBeDefined();
    expect(client.getQueryData(settingQuery(6).queryKey)).toBeDefined();
    const paths = calledPaths(calls);
    expect(paths).toContain('/lgw/games/6/play_menu');
    expect(paths.some((p) => p.startsWith('/lgw/numeros/near') && p.includes('gameId=6'))).toBe(true);
    expect(paths.some((p) => p.includes('/7/'))).toBe(false);
  });

  it('opens the game ?gameCode= names, and on /elott the e-lottery games come first', async () => {
    const named = serve();
    const client = new QueryClient();
    warmLottery(client, { pathname: '/lottery', search: '?gameCode=k3-slow' });
    await vi.waitFor(() => expect(client.getQueryData(nearKey(7))).toBeDefined());
    expect(client.getQueryData(nearKey(6))).toBeUndefined();
    expect(named.calls.length).toBeGreaterThan(0);

    vi.unstubAllGlobals();
    serve();
    const elott = new QueryClient();
    warmLottery(elott, { pathname: '/elott', search: '' });
    await vi.waitFor(() => expect(elott.getQueryData(nearKey(3))).toBeDefined());
  });

  it('asks for nothing on other pages, or for a game the list does not have', async () => {
    const { calls } = serve();
    warmLottery(new QueryClient(), { pathname: '/rng', search: '' });
    warmLottery(new QueryClient(), { pathname: '/vnlottery', search: '' });
    expect(calls).toHaveLength(0);
    const client = new QueryClient();
    warmLottery(client, { pathname: '/lottery', search: '?gameCode=nope' });
    await vi.waitFor(() => expect(client.getQueryData(gamesQuery('EN').queryKey)).toBeDefined());
    await settle();
    expect(calledPaths(calls).filter((p) => p.includes('play_menu') || p.includes('near') || p.includes('setting'))).toEqual([]);
  });
});
