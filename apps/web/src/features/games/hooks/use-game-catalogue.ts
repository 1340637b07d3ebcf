import { useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { GameEntry } from '@lotus/contract/games';
import type { ValueOf } from '@lotus/contract/endpoints';
import type { VirtualGrid } from '../../../components/ui/virtual-grid';
import { cleanFilter, gameListKey, gameListPageQuery, gamePageSize, matchesKeyword, type GameListFilter } from '../api/games-queries';
import { useDebouncedValue, useThrottledValue } from './use-timed-value';

type GamePage = ValueOf<'gameList'>;

/** Search requests wait until typing pauses this long; what is already loaded is filtered at once. */
export const searchDebounceMs = 300;
/** Spec section 9: infinite scroll throttle 200 ms. */
export const scrollThrottleMs = 200;

/** Every game already loaded for a filter, in page order. */
function loadedGames(client: QueryClient, filter: GameListFilter): { games: GameEntry[]; total: number | null } {
  const pages = client
    .getQueriesData<GamePage>({ queryKey: gameListKey(filter) })
    .filter((entry): entry is [readonly unknown[], GamePage] => Boolean(entry[1]))
    .sort((a, b) => Number(a[0][3]) - Number(b[0][3]));
  return { games: pages.flatMap(([, page]) => page.games), total: pages[0]?.[1].total ?? null };
}

export interface CatalogueView {
  count: number;
  get: (index: number) => GameEntry | undefined;
  /** The first page is on its way (nothing to show yet). */
  pending: boolean;
  error: unknown;
  retry: () => void;
  /** Where the shown list comes from: the server's pages, or the loaded games filtered in the browser while a search request waits. */
  source: 'server' | 'local';
  /** The keyword the shown list reflects. */
  shownKeyword: string;
  /** A search request is still on its way. */
  searching: boolean;
}

/**
 * The catalogue behind a lobby grid: the server's pages (48 games each), loaded as the grid's window
 * reaches them, so a 10,000-game list costs only the pages looked at. A search keystroke filters
 * what is already loaded at once; the request for the keyword goes out once typing pauses, and
 * is not sent at all when every game of the filter is already loaded.
 */
export function useGameCatalogue(base: GameListFilter, keyword: string, grid: Pick<VirtualGrid, 'start' | 'end'>): CatalogueView {
  const client = useQueryClient();
  const typed = keyword.trim();
  const debounced = useDebouncedValue(typed, searchDebounceMs);

  const baseKey = JSON.stringify(cleanFilter(base));
  const baseFilter = useMemo(() => JSON.parse(baseKey) as GameListFilter, [baseKey]);
  const baseLoaded = typed ? loadedGames(client, baseFilter) : null;
  const baseComplete = baseLoaded !== null && baseLoaded.total !== null && baseLoaded.games.length >= baseLoaded.total;

  const serverKeyword = typed && !baseComplete ? debounced : '';
  const filter = useMemo(() => cleanFilter({ ...baseFilter, keyword: serverKeyword }), [baseFilter, serverKeyword]);
  const first = useQuery(gameListPageQuery(filter, 1));

  const local = typed !== '' && (baseComplete || debounced !== typed || !first.data);
  const fromPage = Math.floor(grid.start / gamePageSize) + 1;
  const toPage = Math.floor(Math.max(grid.end - 1, 0) / gamePageSize) + 1;
  const pageRange = useThrottledValue(`${fromPage}:${toPage}`, scrollThrottleMs);
  const pageNumbers = useMemo(() => {
    const [from, to] = pageRange.split(':').map(Number) as [number, number];
    const out: number[] = [];
    for (let p = Math.max(2, from); p <= to; p++) out.push(p);
    return out;
  }, [pageRange]);
  const total = first.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / gamePageSize));
  const wanted = pageNumbers.filter((p) => p <= lastPage);
  const more = useQueries({ queries: wanted.map((p) => gameListPageQuery(filter, p, !local && Boolean(first.data))) });

  if (local) {
    // A few hundred loaded games at most: filtering them on each keystroke takes well under a millisecond.
    const seen = new Set<number>();
    const localGames: GameEntry[] = [];
    const candidates = [...(baseLoaded?.games ?? [])];
    // Results already loaded for a shorter keyword ("dra" while typing "drag") are candidates too.
    if (debounced && typed.toLocaleLowerCase().includes(debounced.toLocaleLowerCase())) candidates.push(...loadedGames(client, { ...baseFilter, keyword: debounced }).games);
    for (const game of candidates) {
      if (seen.has(game.nodeId) || !matchesKeyword(game, typed)) continue;
      seen.add(game.nodeId);
      localGames.push(game);
    }
    return {
      count: localGames.length,
      get: (i) => localGames[i],
      pending: false,
      error: null,
      retry: () => void first.refetch(),
      source: 'local',
      shownKeyword: typed,
      searching: !baseComplete,
    };
  }

  const pages = new Map<number, GameEntry[]>();
  if (first.data) pages.set(1, first.data.games);
  more.forEach((q, i) => {
    if (q.data) pages.set(wanted[i]!, q.data.games);
  });
  const get = (index: number) => {
    const page = Math.floor(index / gamePageSize) + 1;
    const games = pages.get(page) ?? client.getQueryData<GamePage>(gameListPageQuery(filter, page).queryKey)?.games;
    return games?.[index % gamePageSize];
  };
  return {
    count: first.data ? total : first.isError ? 0 : 12,
    get,
    pending: first.isPending,
    error: first.error,
    retry: () => void first.refetch(),
    source: 'server',
    shownKeyword: filter.keyword ?? '',
    searching: first.isFetching && Boolean(filter.keyword),
  };
}
