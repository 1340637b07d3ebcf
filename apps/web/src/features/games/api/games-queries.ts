import { queryOptions } from '@tanstack/react-query';
import type { GameEntry } from '@lotus/contract/games';
import { callApi } from '../../../lib/api-client';

/**
 * Query keys and loaders of the game lobbies; every key starts with 'games'. Lists that do not depend
 * on the member (catalogue pages, vendors, hot games) are keyed by language only; favourites and
 * recent games by the session token as well.
 */
export const gamePageSize = 48;

/** What a catalogue page is filtered by (the gameList query without paging). */
export interface GameListFilter {
  language: string;
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  keyword?: string;
}

/** Drops empty fields so equal filters make equal keys. */
export function cleanFilter(filter: GameListFilter): GameListFilter {
  const out: GameListFilter = { language: filter.language };
  if (filter.gameType) out.gameType = filter.gameType;
  if (filter.vassalage) out.vassalage = filter.vassalage;
  if (filter.gameClassify) out.gameClassify = filter.gameClassify;
  if (filter.keyword?.trim()) out.keyword = filter.keyword.trim();
  return out;
}

/**
 * Calls started before the page is on screen (a lobby chunk starts its first page while React is
 * still revealing the route), handed to the query of the same key when it mounts: as initial data
 * when the answer is in, as its fetch when it is not. Used once, and only while fresh.
 */
interface Warm {
  at: number;
  promise: Promise<unknown>;
  value?: unknown;
}
const warmCalls = new Map<string, Warm>();
const warmFreshMs = 10_000;

function warmEntry(key: readonly unknown[]): Warm | undefined {
  const entry = warmCalls.get(JSON.stringify(key));
  return entry && Date.now() - entry.at < warmFreshMs ? entry : undefined;
}

export function warmUp(key: readonly unknown[], load: () => Promise<unknown>): void {
  const id = JSON.stringify(key);
  if (warmEntry(key)) return;
  const entry: Warm = { at: Date.now(), promise: load() };
  entry.promise.then(
    (value) => (entry.value = value),
    () => warmCalls.delete(id),
  );
  warmCalls.set(id, entry);
}

/** The warm call's promise for a query's fetch (used once). */
function fromWarm<T>(key: readonly unknown[], load: () => Promise<T>): Promise<T> {
  const entry = warmEntry(key);
  warmCalls.delete(JSON.stringify(key));
  return (entry?.promise as Promise<T> | undefined) ?? load();
}

/** Initial data from a warm call that has already answered. */
function warmOptions<T>(key: readonly unknown[]) {
  return {
    initialData: () => warmEntry(key)?.value as T | undefined,
    initialDataUpdatedAt: () => warmEntry(key)?.at,
  };
}

export const gameListKey = (filter: GameListFilter) => ['games', 'list', filter] as const;

const loadGamePage = (filter: GameListFilter, pageNo: number, signal?: AbortSignal) =>
  callApi('gameList', { query: { ...filter, pageNo, pageSize: gamePageSize, clientType: '3' }, signal });

export const gameListPageQuery = (filter: GameListFilter, pageNo: number, enabled = true) => {
  const queryKey = [...gameListKey(filter), pageNo] as const;
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fromWarm(queryKey, () => loadGamePage(filter, pageNo, signal)),
    ...warmOptions<Awaited<ReturnType<typeof loadGamePage>>>(queryKey),
    staleTime: 60_000,
    enabled,
  });
};

/** Starts a lobby's first page before its page mounts. */
export function warmGameList(filter: GameListFilter): void {
  const clean = cleanFilter(filter);
  warmUp([...gameListKey(clean), 1], () => loadGamePage(clean, 1));
}

const loadVendors = (language: string) => callApi('gameVendors', { query: { language } });

export const gameVendorsQuery = (language: string) => {
  const queryKey = ['games', 'vendors', language] as const;
  return queryOptions({
    queryKey,
    queryFn: () => fromWarm(queryKey, () => loadVendors(language)),
    ...warmOptions<Awaited<ReturnType<typeof loadVendors>>>(queryKey),
    staleTime: 5 * 60_000,
  });
};

export function warmGameVendors(language: string): void {
  warmUp(['games', 'vendors', language], () => loadVendors(language));
}

export const vassGameTypeQuery = (vassalage: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['games', 'vassGameType', vassalage] as const,
    queryFn: () => callApi('vassGameType', { query: { vassalage } }),
    staleTime: 5 * 60_000,
    enabled,
  });

export const hotGamesQuery = (language: string) =>
  queryOptions({
    queryKey: ['games', 'hot', language] as const,
    queryFn: () => callApi('hotGames', { query: { language, isPlatform: '2', platform: 'flash,html5-desktop' } }),
    staleTime: 60_000,
  });

export const favouriteIdsKey = (token: string | null) => ['games', 'favIds', token] as const;
export const favouriteIdsQuery = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: favouriteIdsKey(token),
    queryFn: () => callApi('favouriteIds'),
    staleTime: 60_000,
    enabled: enabled && Boolean(token),
  });

export const favouriteListQuery = (token: string | null, language: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['games', 'favList', token, language] as const,
    queryFn: () => callApi('favouriteList', { query: { language } }),
    enabled: enabled && Boolean(token),
  });

export const recentGamesQuery = (token: string | null, language: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['games', 'recent', token, language] as const,
    queryFn: () => callApi('recentGames', { query: { language } }),
    staleTime: 30_000,
    enabled: enabled && Boolean(token),
  });

export const popularGamesQuery = (language: string) =>
  queryOptions({
    queryKey: ['games', 'popular', language] as const,
    queryFn: () => callApi('popularGames', { query: { language, count: 20 } }),
    staleTime: 5 * 60_000,
  });

export const winnerBoardQuery = (language: string, gameCategory: string) =>
  queryOptions({
    queryKey: ['games', 'winners', language, gameCategory] as const,
    queryFn: () => callApi('winnerBoard', { query: { language, gameCategory, limitNum: 10 } }),
    staleTime: 60_000,
  });

/** A game matches a keyword when its name in the player's language, or its English name, contains it. */
export function matchesKeyword(game: GameEntry, keyword: string): boolean {
  const k = keyword.trim().toLocaleLowerCase();
  if (!k) return true;
  return game.displayName.toLocaleLowerCase().includes(k) || game.gameName.toLocaleLowerCase().includes(k);
}
