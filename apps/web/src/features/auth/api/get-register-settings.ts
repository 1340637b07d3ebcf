import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The registration field rules (GET /wps/system/setting/register). */
export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'register-settings'],
    queryFn: () => callApi('registerSettings'),
    staleTime: 5 * 60_000,
  });
