import { keepPreviousData } from '@tanstack/react-query';
import type { ValueOf } from '@lotus/contract/endpoints';
import { callApi } from '../../../lib/api-client';

/** The lottery catalogue: game groups, play menus, game settings, prize series; every key starts with 'lottery'. */
export type LotteryGroups = ValueOf<'lotteryGames'>;
export type LotteryGameInfo = LotteryGroups[number]['games'][number];
export type PlayMenu = ValueOf<'lotteryPlayMenu'>[number];
export type PlayMenuGroup = PlayMenu['playMenuGroups'][number];
export type PlayMenuItem = PlayMenuGroup['playMenus'][number];
export type LotterySetting = ValueOf<'lotterySetting'>;
export type SeriesRange = ValueOf<'lotterySeries'>[number];
export type OpenIssue = ValueOf<'lotteryOpenIssues'>[number];

const MINUTE = 60_000;

/** Names come translated from the server, so the language is part of the key. */
export const gamesQuery = (language: string) => ({
  queryKey: ['lottery', 'games', language] as const,
  queryFn: () => callApi('lotteryGames'),
  staleTime: 5 * MINUTE,
  placeholderData: keepPreviousData,
});

export const playMenuQuery = (gameId: number | undefined, language: string) => ({
  queryKey: ['lottery', 'playMenu', gameId, language] as const,
  queryFn: () => callApi('lotteryPlayMenu', { params: { gameId: gameId! } }),
  enabled: gameId !== undefined,
  staleTime: 5 * MINUTE,
});

export const settingQuery = (gameId: number | undefined) => ({
  queryKey: ['lottery', 'setting', gameId] as const,
  queryFn: () => callApi('lotterySetting', { params: { gameId: gameId! } }),
  enabled: gameId !== undefined,
  staleTime: 5 * MINUTE,
});

/** Prize series need a session; visitors see prizes at the default series. */
export const seriesQuery = (token: string | null) => ({
  queryKey: ['lottery', 'series', token] as const,
  queryFn: () => callApi('lotterySeries'),
  enabled: Boolean(token),
  staleTime: 5 * MINUTE,
});

/** Every game's open issue, for the countdowns in the game list, with the device time it arrived. */
export const openIssuesQuery = () => ({
  queryKey: ['lottery', 'openIssues'] as const,
  queryFn: async () => ({ issues: await callApi('lotteryOpenIssues'), receivedAt: Date.now() }),
  staleTime: 15_000,
  refetchInterval: 30_000,
});
