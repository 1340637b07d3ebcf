import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BodyOf, ValueOf } from '@lotus/contract/endpoints';
import { callApi } from '../../../lib/api-client';
import type { HouseGameCode } from '../lib/games';

/** Query keys and loaders of the house studio; every key starts with 'house'. */
export type HouseRound = ValueOf<'housePlay'>;
export type FairState = ValueOf<'houseFair'>;
export type RotateValue = ValueOf<'houseRotateSeed'>;

export const fairQuery = (token: string | null) => ({
  queryKey: ['house', 'fair', token] as const,
  queryFn: () => callApi('houseFair'),
  enabled: Boolean(token),
});

export const roundsQuery = (token: string | null, game: HouseGameCode, pageSize = 10) => ({
  queryKey: ['house', 'rounds', token, game, pageSize] as const,
  queryFn: () => callApi('houseRounds', { query: { game, pageNo: 1, pageSize } }),
  enabled: Boolean(token),
});

export const activeMinesQuery = (token: string | null) => ({
  queryKey: ['house', 'minesActive', token] as const,
  queryFn: () => callApi('houseMinesActive'),
  enabled: Boolean(token),
  // A reload must find the open round as it is now, never a cached copy.
  staleTime: 0,
  gcTime: 0,
});

export const playRound = (code: HouseGameCode, body: BodyOf<'housePlay'>) => callApi('housePlay', { params: { code }, body });
export const startMines = (body: BodyOf<'houseMinesStart'>) => callApi('houseMinesStart', { body });
export const revealMine = (roundId: string, tile: number) => callApi('houseMinesReveal', { params: { roundId }, body: { tile } });
export const cashOutMines = (roundId: string) => callApi('houseMinesCashout', { params: { roundId } });

/**
 * After a round settles: the balance (every wallet key), the history and the seed state (the nonce
 * moved) load again. The embedding page is told too, so its header balance follows.
 */
export function useAfterRound(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: ['wallet'] });
    void client.invalidateQueries({ queryKey: ['house', 'rounds'] });
    void client.invalidateQueries({ queryKey: ['house', 'fair'] });
    notifyParent('balance-changed');
  }, [client]);
}

/** Messages the game screen posts to the page that embeds it (the site's /game page), same origin only. */
export type HouseParentMessage = 'login-required' | 'balance-changed';

export function isEmbedded(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

export function notifyParent(type: HouseParentMessage, extra: Record<string, unknown> = {}): boolean {
  if (!isEmbedded()) return false;
  try {
    window.parent.postMessage({ source: 'lotus-house', type, ...extra }, window.location.origin);
    return true;
  } catch {
    return false;
  }
}
