import { queryOptions } from '@tanstack/react-query';
import type { QueryOf, ValueOf } from '@lotus/contract/endpoints';
import { callApi } from '../../../lib/api-client';

export type BetRecordsQuery = QueryOf<'memberBets'>;
export type BetRecordsValue = ValueOf<'memberBets'>;
export type BetRow = BetRecordsValue['rows'][number];
export type BetTotals = BetRecordsValue['totals'];

/**
 * The betting record (GET /wps/member/bets). The key starts with 'wallet' so a settled round or bet,
 * which refreshes every wallet key, refreshes the record too.
 */
export const memberBetsQueryOptions = (query: BetRecordsQuery) =>
  queryOptions({
    queryKey: ['wallet', 'bets', query],
    queryFn: () => callApi('memberBets', { query }),
  });
