import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Member info (GET /wps/member/info) for the stored token; the key carries the token, so a new login reloads it. */
export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: () => callApi('memberInfo'),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

/** The member's avatar: a drawn icon name (STATIC) or an image URL (CUSTOM). */
export const avatarQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'avatar', token],
    queryFn: () => callApi('avatar'),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
