import type { ValueOf } from '@lotus/contract/endpoints';
import { callApi } from '../../../../lib/api-client';

/**
 * Query options of the Vietnam and Thai lottery pages. Every key starts with `lottery`, so a drawn
 * result pushed over the websocket can refresh them by prefix. Calls that need a session are only
 * enabled with a token (a visitor sees results, never an error).
 */
export type VnMenu = ValueOf<'vnGameMenu'>;
export type VnStation = VnMenu[number]['games'][number];
export type LotteryGroups = ValueOf<'lotteryGames'>;
export type LotteryGameView = LotteryGroups[number]['games'][number];
export type DrawRow = ValueOf<'vnOpened'>[number];
export type PlayMenu = ValueOf<'lotteryPlayMenu'>;
export type PlayMenuItem = PlayMenu[number]['playMenuGroups'][number]['playMenus'][number];
export type LotterySetting = ValueOf<'lotterySetting'>;
export type OrderRow = ValueOf<'lotteryTodayOrders'>['list'][number];
export type OrderDetail = ValueOf<'lotteryOrderDetail'>;
export type Issue = NonNullable<ValueOf<'lotteryNear'>['currentNumero']>;

export const vnMenuQuery = (lang: string) => ({
  queryKey: ['lottery', 'vn', 'menu', lang] as const,
  queryFn: () => callApi('vnGameMenu'),
  staleTime: 15_000,
});

export const vnRecentQuery = (token: string | null, lang: string) => ({
  queryKey: ['lottery', 'vn', 'recent', token, lang] as const,
  queryFn: () => callApi('vnGameMenuRecent'),
  enabled: Boolean(token),
  staleTime: 60_000,
});

export const vnOpenedQuery = (gameId: number | null, count = 100) => ({
  queryKey: ['lottery', 'vn', 'opened', gameId, count] as const,
  queryFn: () => callApi('vnOpened', { query: { gameId: gameId ?? undefined, count } }),
  enabled: gameId !== null,
  staleTime: 30_000,
});

export const lotteryGamesQuery = (lang: string) => ({
  queryKey: ['lottery', 'games', lang] as const,
  queryFn: () => callApi('lotteryGames'),
  staleTime: 5 * 60_000,
});

export const playMenuQuery = (gameId: number | null, lang: string) => ({
  queryKey: ['lottery', 'playMenu', gameId, lang] as const,
  queryFn: () => callApi('lotteryPlayMenu', { params: { gameId: gameId! } }),
  enabled: gameId !== null,
  staleTime: 5 * 60_000,
});

export const settingQuery = (gameId: number | null) => ({
  queryKey: ['lottery', 'setting', gameId] as const,
  queryFn: () => callApi('lotterySetting', { params: { gameId: gameId! } }),
  enabled: gameId !== null,
  staleTime: 60_000,
});

export const nearQuery = (gameId: number | null) => ({
  queryKey: ['lottery', 'near', gameId] as const,
  queryFn: () => callApi('lotteryNear', { query: { gameId: gameId! } }),
  enabled: gameId !== null,
  staleTime: 10_000,
});

export const drawHistoryQuery = (gameId: number | null, size = 30) => ({
  queryKey: ['lottery', 'draws', gameId, size] as const,
  queryFn: () => callApi('lotteryDrawHistory', { params: { gameId: gameId! }, query: { page: 1, size } }),
  enabled: gameId !== null,
  staleTime: 30_000,
});

export const seriesQuery = (token: string | null) => ({
  queryKey: ['lottery', 'series', token] as const,
  queryFn: () => callApi('lotterySeries'),
  enabled: Boolean(token),
  staleTime: 5 * 60_000,
});

export const todayOrdersQuery = (token: string | null, lang: string) => ({
  queryKey: ['lottery', 'orders', 'today', token, lang] as const,
  queryFn: () => callApi('lotteryTodayOrders'),
  enabled: Boolean(token),
  staleTime: 10_000,
});

export const orderDetailQuery = (token: string | null, orderNumber: string | null, lang: string) => ({
  queryKey: ['lottery', 'orders', 'detail', token, orderNumber, lang] as const,
  queryFn: () => callApi('lotteryOrderDetail', { params: { orderNumber: orderNumber! } }),
  enabled: Boolean(token) && orderNumber !== null,
});
