import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { memberInfoQueryOptions } from '../api/get-member-info';
import { useSessionStore } from '../stores/session-store';

/** Loads member info at startup when a session token is stored (spec section 2, startup view). */
export function useMemberInfoLoader(): void {
  const token = useSessionStore((s) => s.token);
  const { data, error } = useQuery(memberInfoQueryOptions(token));

  useEffect(() => {
    if (!data) return;
    useSessionStore.getState().updateProfile({
      account: data.account ?? '',
      nickname: data.nickname ?? '',
      accountType: data.type ?? null,
      toUpline: Boolean(data.toUpline),
      memberLabel: data.memberLabel ?? [],
      rankLevel: data.clubLabel?.rankLevel ?? 0,
    });
  }, [data]);

  useEffect(() => {
    // An expired session (401) ends the stored session; other failures leave it for a retry.
    if (error instanceof ApiError && error.status === 401) useSessionStore.getState().clearSession();
  }, [error]);
}
