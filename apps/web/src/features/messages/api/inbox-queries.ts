import { queryOptions } from '@tanstack/react-query';
import type { ValueOf } from '@lotus/contract/endpoints';
import type { InboxCategory } from '@lotus/contract/messages';
import { callApi } from '../../../lib/api-client';

export type InboxList = ValueOf<'inboxList'>;
export type InboxRow = InboxList['rows'][number];
export type InboxMessage = ValueOf<'inboxDetail'>;

/** Every inbox query starts with this key: a broadcast or a change refreshes them together. */
export const inboxKey = ['inbox'] as const;
export const unreadCountKey = (token: string | null) => [...inboxKey, 'unread', token] as const;

/** The unread count (GET /wps/relay/CSP_unreadCount): the badge in the header and the side menu. */
export const unreadCountQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: unreadCountKey(token),
    queryFn: async () => (await callApi('inboxUnreadCount')).unreadCount,
    enabled: token !== null,
    staleTime: 60_000,
  });

export const inboxListQueryOptions = (q: { pageNo: number; pageSize: number; category: InboxCategory | null; unreadOnly: boolean }) =>
  queryOptions({
    queryKey: [...inboxKey, 'list', q],
    queryFn: () => callApi('inboxList', { query: { pageNo: q.pageNo, pageSize: q.pageSize, ...(q.category ? { category: q.category } : {}), ...(q.unreadOnly ? { unread: 'true' as const } : {}) } }),
  });

export const openMessage = (id: number) => callApi('inboxDetail', { params: { id } });
export const deleteMessage = (id: number) => callApi('inboxDelete', { params: { id } });
export const readAllMessages = () => callApi('inboxReadAll');
