import { useQuery } from '@tanstack/react-query';
import type { ValueOf } from '@lotus/contract/endpoints';
import type { opIssueStatusFilters } from '@lotus/contract/lottery';
import type { ListQuery } from '../../components/server-list';
import { callOps } from '../../lib/api';
import { useWorkingBrand } from '../../lib/working-brand';

export type LotteryGame = ValueOf<'opLotteryGames'>['rows'][number];
export type LotteryIssue = ValueOf<'opLotteryIssues'>['rows'][number];
export type LotteryIssueDetail = ValueOf<'opLotteryIssue'>;
export type IssuePage = ValueOf<'opLotteryIssues'>;
export type IssueStatus = (typeof opIssueStatusFilters)[number];
type Source = 'rng' | 'official';

/** The lists' cached pages and the issue detail: what a decision here changes. */
export const lotteryKeys = {
  games: ['list', 'lottery-games'] as const,
  allGames: ['lottery', 'all-games'] as const,
  issue: (id: string) => ['lottery', 'issue', id] as const,
};

/** Pages of lottery games, of the working brand (`brandId`; undefined: every brand the operator sees). */
export const gamesFetcher = (brandId: number | undefined) => (q: ListQuery, signal: AbortSignal) =>
  callOps('opLotteryGames', {
    query: { brandId, enabled: (q.filters.enabled || undefined) as 'true' | 'false' | undefined, source: (q.filters.source || undefined) as Source | undefined, pageNo: q.pageNo, pageSize: q.pageSize },
    signal,
  });

/** A page of issues: the list's filters plus the draw days the page keeps beside it. */
export const fetchIssues = (
  q: ListQuery,
  days: { from: string; to: string },
  signal: AbortSignal,
  fixed: { status?: IssueStatus; source?: Source; sort?: 'drawAt' | '-drawAt'; brandId?: number | undefined } = {},
) => {
  const status = fixed.status ?? ((q.filters.status || undefined) as IssueStatus | undefined);
  // Unless the operator orders the list: draws still ahead soonest first, the others newest first.
  const sort = fixed.sort ?? (q.sort ? (q.sort.desc ? '-drawAt' : 'drawAt') : status === 'open' ? 'drawAt' : '-drawAt');
  return callOps('opLotteryIssues', {
    query: {
      brandId: fixed.brandId,
      gameId: q.filters.game ? Number(q.filters.game) : undefined,
      status,
      source: fixed.source ?? ((q.filters.source || undefined) as Source | undefined),
      from: days.from || undefined,
      to: days.to || undefined,
      sort,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    },
    signal,
  });
};

/** Every game of the working brand (every game the operator may see for "All brands"; for the game filters), page after page of the largest size. */
export function useAllGames() {
  const brandId = useWorkingBrand().brand?.id;
  return useQuery({
    queryKey: [...lotteryKeys.allGames, brandId ?? null],
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const rows: LotteryGame[] = [];
      for (let pageNo = 1; pageNo <= 20; pageNo++) {
        const page = await callOps('opLotteryGames', { query: { brandId, pageNo, pageSize: 100 }, signal });
        rows.push(...page.rows);
        if (page.rows.length < 100 || rows.length >= page.total) break;
      }
      return rows;
    },
  });
}

export function useIssue(id: string) {
  return useQuery({ queryKey: lotteryKeys.issue(id), queryFn: ({ signal }) => callOps('opLotteryIssue', { params: { id }, signal }) });
}
