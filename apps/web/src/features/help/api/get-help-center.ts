import { queryOptions } from '@tanstack/react-query';
import type { LanguageCode } from '@lotus/contract/locales';
import { callApi } from '../../../lib/api-client';

export const helpCenterQueryOptions = (lang: LanguageCode) =>
  queryOptions({
    queryKey: ['system', 'help-center', lang],
    queryFn: () => callApi('helpCenter', { query: { lang, device: 'web' } }),
    staleTime: 10 * 60_000,
  });
