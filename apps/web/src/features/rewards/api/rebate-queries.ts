import { queryOptions } from '@tanstack/react-query';
import type { ValueOf } from '@lotus/contract/endpoints';
import { callApi } from '../../../lib/api-client';

export type RebateToday = ValueOf<'rebateToday'>;
export type RebatePayment = ValueOf<'rebateHistory'>['rows'][number];

/**
 * Today's cashback (GET /wps/member/rebate) and its history. Keys start with 'wallet': a bet settles
 * turnover and the wallet refresh after it (or after a claim) reloads these too.
 */
export const rebateTodayQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'rebate', 'today'],
    queryFn: () => callApi('rebateToday'),
  });

export const rebateHistoryQueryOptions = (pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: ['wallet', 'rebate', 'history', pageNo, pageSize],
    queryFn: () => callApi('rebateHistory', { query: { pageNo, pageSize } }),
  });

/** Claims today's accrued cashback under a request id (kept until the outcome is known; see useIdempotencyKey). */
export const claimRebate = (body: { requestId: string; day: string }) => callApi('rebateClaim', { body });
