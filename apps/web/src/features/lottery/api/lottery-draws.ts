import { keepPreviousData } from '@tanstack/react-query';
import type { ValueOf } from '@lotus/contract/endpoints';
import { callApi } from '../../../lib/api-client';

/** Issues and results of one game; keys start with 'lottery' and carry the game id. */
/** The issue answer with the device time it arrived: the issue clock runs from that moment. */
export type NearValue = ValueOf<'lotteryNear'> & { receivedAt: number };
export type CurrentIssue = NonNullable<NearValue['currentNumero']>;
export type DrawResult = ValueOf<'lotteryDrawHistory'>[number];
export type HotGap = ValueOf<'lotteryHotGap'>;
export type ChaseIssue = ValueOf<'lotteryChaseIssues'>[number];

// The answer carries `receivedAt`, so its key differs from a plain issue answer's ['lottery', 'near', id].
export const nearKey = (gameId: number | undefined) => ['lottery', 'near', gameId, 'clock'] as const;

export const nearQuery = (gameId: number | undefined) => ({
  queryKey: nearKey(gameId),
  queryFn: async (): Promise<NearValue> => ({ ...(await callApi('lotteryNear', { query: { gameId: gameId! } })), receivedAt: Date.now() }),
  enabled: gameId !== undefined,
  // The clock runs locally from the answer; a fresh answer is fetched at each lock and draw.
  staleTime: 30_000,
  refetchInterval: 60_000,
});

export const chaseIssuesQuery = (gameId: number | undefined, count: number, enabled = true) => ({
  queryKey: ['lottery', 'chase', gameId, count] as const,
  queryFn: () => callApi('lotteryChaseIssues', { params: { gameId: gameId! }, query: { count } }),
  enabled: enabled && gameId !== undefined,
  staleTime: 10_000,
});

export const drawHistoryQuery = (gameId: number | undefined, page: number, size: number) => ({
  queryKey: ['lottery', 'draws', gameId, 'page', page, size] as const,
  queryFn: () => callApi('lotteryDrawHistory', { params: { gameId: gameId! }, query: { page, size } }),
  enabled: gameId !== undefined,
  staleTime: 30_000,
  placeholderData: keepPreviousData,
});

export const hotGapQuery = (gameId: number | undefined, count: number) => ({
  queryKey: ['lottery', 'hotGap', gameId, count] as const,
  queryFn: () => callApi('lotteryHotGap', { params: { gameId: gameId! }, query: { count } }),
  enabled: gameId !== undefined,
  staleTime: 30_000,
  placeholderData: keepPreviousData,
});
