import { queryOptions } from '@tanstack/react-query';
import type { StatusValue } from '@lotus/contract/system';
import { callApi, rememberMerchantCode } from '../../../lib/api-client';

/** The startup call: system status, brand and location. `host` picks the brand's domain routes. */
export async function getSystemStatus(): Promise<StatusValue> {
  const value = await callApi('systemStatus', { query: { host: window.location.host } });
  // From now on every call names the brand explicitly.
  rememberMerchantCode(value.info.brand.merchantCode);
  return value;
}

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: getSystemStatus,
    staleTime: 5 * 60_000,
    // Read again when a visitor comes back to the tab after that: a category that got games (or a
    // maintenance window) shows without a reload.
    refetchOnWindowFocus: true,
    retry: 1,
  });
