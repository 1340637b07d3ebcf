import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { QueryOf } from '@lotus/contract/endpoints';
import { callApi } from '../../../lib/api-client';

/** Query keys and loaders of the wallet pages; every key starts with 'wallet' so one invalidation refreshes all. */
export const merchantWalletQuery = () => ({ queryKey: ['wallet', 'merchantWallet'] as const, queryFn: () => callApi('merchantWallet'), staleTime: 5 * 60_000 });
export const channelsQuery = () => ({ queryKey: ['wallet', 'channels'] as const, queryFn: () => callApi('paymentChannels'), staleTime: 60_000 });
export const bankCardsQuery = () => ({ queryKey: ['wallet', 'bankCards'] as const, queryFn: () => callApi('bankCards') });
export const withdrawalRulesQuery = () => ({ queryKey: ['wallet', 'withdrawalRules'] as const, queryFn: () => callApi('withdrawalRules') });
export const depositsQuery = (pageNo: number, pageSize = 10) => ({
  queryKey: ['wallet', 'deposits', pageNo, pageSize] as const,
  queryFn: () => callApi('deposits', { query: { pageNo, pageSize } }),
});
export const withdrawalsQuery = (pageNo: number, pageSize = 10) => ({
  queryKey: ['wallet', 'withdrawals', pageNo, pageSize] as const,
  queryFn: () => callApi('withdrawals', { query: { pageNo, pageSize } }),
});
/** The member's turnover requirements (bonus details), newest first, and what remains of the open ones. */
export const turnoverRequirementsQuery = (query: QueryOf<'turnoverRequirements'>) => ({
  queryKey: ['wallet', 'turnover', query] as const,
  queryFn: () => callApi('turnoverRequirements', { query }),
});
export const transactionsQuery = (query: QueryOf<'memberTransactions'>) => ({
  queryKey: ['wallet', 'transactions', query] as const,
  queryFn: () => callApi('memberTransactions', { query }),
});

/** After any money movement: the header balance and every wallet list load again. */
export function useRefreshWallet(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ['wallet'] }), [client]);
}
