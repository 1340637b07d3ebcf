import { queryOptions } from '@tanstack/react-query';
import type { QueryOf, ValueOf } from '@lotus/contract/endpoints';
import { callApi } from '../../../lib/api-client';

export type ProfitQuery = QueryOf<'memberProfit'>;
export type ProfitValue = ValueOf<'memberProfit'>;
export type ProfitRow = ProfitValue['rows'][number];

/** Personal profit and loss per brand day and category (GET /wps/member/profit); a 'wallet' key like the record's. */
export const memberProfitQueryOptions = (query: ProfitQuery) =>
  queryOptions({
    queryKey: ['wallet', 'profit', query],
    queryFn: () => callApi('memberProfit', { query }),
  });
