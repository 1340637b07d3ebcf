import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { GameEntry } from '@lotus/contract/games';
import type { ValueOf } from '@lotus/contract/endpoints';
import { showPopup } from '../../../components/ui/popup';
import { callApi, errorMessage } from '../../../lib/api-client';
import { useLoginCheck } from '../../session/hooks/use-login-check';
import { useSessionStore } from '../../session/stores/session-store';
import { favouriteIdsKey, favouriteIdsQuery } from '../api/games-queries';

type FavouriteIds = ValueOf<'favouriteIds'>;
type FavouriteGame = Pick<GameEntry, 'nodeId' | 'vassalage' | 'gameType'>;

/** The latest change asked per game: an older answer (or failure) never overrides a newer click. */
const latest = new Map<number, number>();
let sequence = 0;

function withFavourite(data: FavouriteIds | undefined, game: FavouriteGame, favourite: boolean): FavouriteIds {
  const list = (data?.list ?? []).filter((f) => f.nodeId !== game.nodeId);
  if (favourite) list.unshift({ nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType });
  return { list };
}

export interface FavouritesApi {
  /** Favourites exist for real members only (spec section 6). */
  enabled: boolean;
  /** The member's favourites have loaded. */
  ready: boolean;
  isFavourite: (nodeId: number) => boolean;
  /** Runs the login check, then flips the game's state at once and tells the server the new state. */
  toggle: (game: FavouriteGame) => void;
}

/**
 * Favourite games: the ids load once per session; a toggle is optimistic (the heart changes at once)
 * and idempotent (the request names the wanted state, add or remove, never "toggle", so a repeat is
 * harmless). A failure puts the heart back and says why (e.g. the favourites limit).
 */
export function useFavourites(): FavouritesApi {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const isMember = useSessionStore((s) => s.isLogin && !s.isTrial);
  const loginCheck = useLoginCheck();
  const ids = useQuery(favouriteIdsQuery(token, isMember));
  const set = useMemo(() => new Set((ids.data?.list ?? []).map((f) => f.nodeId)), [ids.data]);

  const change = useMutation({
    mutationFn: ({ game, favourite }: { game: FavouriteGame; favourite: boolean; seq: number }) => {
      const ref = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      return favourite ? callApi('addFavourite', { body: ref }) : callApi('removeFavourite', { query: ref });
    },
    onMutate: async ({ game, favourite, seq }) => {
      latest.set(game.nodeId, seq);
      const key = favouriteIdsKey(token);
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<FavouriteIds>(key, (data) => withFavourite(data, game, favourite));
    },
    onError: (error, { game, favourite, seq }) => {
      if (latest.get(game.nodeId) !== seq) return;
      client.setQueryData<FavouriteIds>(favouriteIdsKey(token), (data) => withFavourite(data, game, !favourite));
      void showPopup({ icon: 'error', text: errorMessage(error) });
    },
    onSettled: (_data, _error, { game, seq }) => {
      if (latest.get(game.nodeId) !== seq) return;
      latest.delete(game.nodeId);
      void client.invalidateQueries({ queryKey: ['games', 'favList'] });
      if (latest.size === 0) void client.invalidateQueries({ queryKey: favouriteIdsKey(token) });
    },
  });
  const { mutate } = change;

  const toggle = useCallback(
    (game: FavouriteGame) => {
      if (!loginCheck()) return;
      const current = client.getQueryData<FavouriteIds>(favouriteIdsKey(useSessionStore.getState().token));
      const isFav = Boolean(current?.list.some((f) => f.nodeId === game.nodeId));
      mutate({ game, favourite: !isFav, seq: ++sequence });
    },
    [client, loginCheck, mutate],
  );

  const isFavourite = useCallback((nodeId: number) => set.has(nodeId), [set]);
  return { enabled: isMember, ready: ids.isSuccess, isFavourite, toggle };
}
