import { queryOptions } from '@tanstack/react-query';
import { callApi, hasEndpoint } from '../../../lib/api-client';

/**
 * Member info (GET /wps/member/info) arrives with the Accounts issue. Until the contract table has
 * it, the startup load is skipped; once it exists this loads it with the stored token.
 */
export const memberInfoEndpoint = 'memberInfo';

export function memberInfoAvailable(): boolean {
  return hasEndpoint(memberInfoEndpoint);
}

export interface MemberInfoLike {
  account?: string;
  nickname?: string;
  type?: number;
  toUpline?: string | boolean | null;
  clubLabel?: { labelName?: string; rankLevel?: number };
  memberLabel?: string[];
}

export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: () => (callApi as (n: string) => Promise<MemberInfoLike>)(memberInfoEndpoint),
    enabled: Boolean(token) && memberInfoAvailable(),
    staleTime: 60_000,
  });
