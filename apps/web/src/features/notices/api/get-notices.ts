import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { noticesPageSize } from '@lotus/contract/content';
import type { LanguageCode } from '@lotus/contract/locales';
import { callApi } from '../../../lib/api-client';

/** One page of notices (9 a page, spec section 8) in the interface language. */
export const noticesQueryOptions = (pageNo: number, lang: LanguageCode) =>
  queryOptions({
    queryKey: ['notices', lang, pageNo],
    queryFn: () => callApi('noticeList', { query: { pageNo, pageSize: noticesPageSize } }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
