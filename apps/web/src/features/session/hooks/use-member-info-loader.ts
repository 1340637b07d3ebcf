import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { memberInfoQueryOptions } from '../api/get-member-info';
import { useSessionStore } from '../stores/session-store';

/** Loads member info whenever there is a session token: at startup and after every login (spec section 2). */
export function useMemberInfoLoader(): void {
  const token = useSessionStore((s) => s.token);
  const { data, error } = useQuery(memberInfoQueryOptions(token));

  useEffect(() => {
    if (!data) return;
    useSessionStore.getState().updateProfile({
      account: data.account,
      nickname: data.nickname,
      customerId: String(data.id),
      accountType: data.type,
      toUpline: Boolean(data.toUpline),
      memberLabel: data.memberLabel,
      rankLevel: data.clubLabel.rankLevel,
      firstTimeLogin: data.firstTimeLogin,
    });
  }, [data]);

  useEffect(() => {
    // An expired session (401) ends the stored session; other failures leave it for a retry.
    if (error instanceof ApiError && error.status === 401) useSessionStore.getState().clearSession();
  }, [error]);
}
