import type { BodyOf, ValueOf } from '@lotus/contract/endpoints';
import { callApi } from '../../../lib/api-client';

/** The member's lottery orders; keys start with ['lottery', 'orders'] so one invalidation refreshes them all. */
export type OrdersValue = ValueOf<'lotteryTodayOrders'>;
export type LotteryOrder = OrdersValue['list'][number];
export type OrderDetail = ValueOf<'lotteryOrderDetail'>;
export type SubOrder = OrderDetail['subOrders'][number];
export type OrderSearch = Omit<BodyOf<'lotteryOrderSearch'>, 'page' | 'size'>;
export type BetBody = BodyOf<'lotteryBet'>;

export const ordersKey = ['lottery', 'orders'] as const;

export const todayOrdersQuery = (token: string | null, language: string) => ({
  queryKey: [...ordersKey, 'today', token, language] as const,
  queryFn: () => callApi('lotteryTodayOrders'),
  enabled: Boolean(token),
  staleTime: 15_000,
});

export const orderSearchQuery = (token: string | null, search: OrderSearch, page: number, size: number, language: string, enabled = true) => ({
  queryKey: [...ordersKey, 'search', token, search, page, size, language] as const,
  queryFn: () => callApi('lotteryOrderSearch', { body: { ...search, page, size } }),
  enabled: enabled && Boolean(token),
  staleTime: 15_000,
});

export const orderDetailQuery = (token: string | null, orderNumber: string | null, language: string) => ({
  queryKey: [...ordersKey, 'detail', token, orderNumber, language] as const,
  queryFn: () => callApi('lotteryOrderDetail', { params: { orderNumber: orderNumber! } }),
  enabled: Boolean(token && orderNumber),
  staleTime: 5_000,
});

export const placeBet = (body: BetBody) => callApi('lotteryBet', { body });
export const cancelSubOrders = (subOrderIds: string[]) => callApi('lotteryCancel', { body: { subOrderIds } });
