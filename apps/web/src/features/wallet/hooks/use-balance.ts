import { useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { callApi } from '../../../lib/api-client';
import { unitsFromDecimal } from '../../../lib/format';
import { useSessionStore } from '../../session/stores/session-store';

/** Header balance hidden as stars (spec section 2): one switch for the whole visit. */
export const useBalanceMask = create<{ masked: boolean; toggle: () => void }>((set) => ({
  masked: false,
  toggle: () => set((s) => ({ masked: !s.masked })),
}));

export const balanceQueryOptions = (token: string | null) => ({
  queryKey: ['wallet', 'balance', token] as const,
  queryFn: () => callApi('balance'),
  enabled: Boolean(token),
  staleTime: 30_000,
});

export interface BalanceApi {
  /** The total in 1/10,000 units, or null before it loaded (never a made-up number). */
  sumBalance: bigint | null;
  currencySymbol: string | null;
  isFetching: boolean;
  isError: boolean;
  refresh: () => void;
}

/** An unreadable amount shows as unknown ("—"), never as a guess. */
function safeUnits(text: string): bigint | null {
  try {
    return unitsFromDecimal(text);
  } catch {
    return null;
  }
}

/** The member's total balance (GET /wps/v2/wallets/balance, value.sumBalance). */
export function useBalance(): BalanceApi {
  const token = useSessionStore((s) => s.token);
  const query = useQuery(balanceQueryOptions(token));
  return {
    sumBalance: query.data ? safeUnits(query.data.sumBalance) : null,
    currencySymbol: query.data?.currencySymbol ?? null,
    isFetching: query.isFetching,
    isError: query.isError,
    refresh: () => void query.refetch(),
  };
}
