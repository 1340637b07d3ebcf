import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BusyOverlayHost } from '../components/ui/busy-overlay';
import { PopupHost } from '../components/ui/popup';
import { ApiError } from '../lib/api-client';
import { i18n } from '../lib/i18n';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Client errors (bad input, forbidden, no session) will not pass on a retry; network and 5xx may.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <PopupHost />
        <BusyOverlayHost />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
