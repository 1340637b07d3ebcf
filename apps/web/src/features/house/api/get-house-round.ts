import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * One of the member's house rounds by its id (GET /house/rounds?roundId=), with its seeds' hash,
 * client seed and nonce: what the betting record shows as the round's fairness proof. Null when the
 * round is not the member's (or was voided).
 */
export const houseRoundQueryOptions = (token: string | null, roundId: string) =>
  queryOptions({
    queryKey: ['house', 'rounds', token, 'one', roundId],
    queryFn: async () => (await callApi('houseRounds', { query: { roundId, pageNo: 1, pageSize: 1 } })).rows[0] ?? null,
    enabled: Boolean(token && roundId),
  });
