import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, MemoryRouter, useRoutes } from 'react-router';
import { PageErrorBoundary } from './lazy-page';
import { AppProviders, createQueryClient } from './providers';
import { createAppRoutes } from './routes';
import { StartupGate } from './startup-gate';

const appRoutes = createAppRoutes();

function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * The whole site: providers, then the startup gate, then the routes. The router is the declarative
 * one (the site loads no route data, and the data router is twice the code). Tests start it at
 * `initialPath` in memory and may put a probe (`children`) inside it. `main.tsx` passes the query
 * client whose start-up call it has already sent.
 */
export function App({ initialPath, queryClient: given, children }: { initialPath?: string; queryClient?: QueryClient; children?: ReactNode }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  // The last net: a render error outside any page (header, menus) shows an error with a retry
  // (a reload), never a blank site; pages have their own boundary with a finer retry.
  const routes = (
    <PageErrorBoundary onRetry={() => window.location.reload()}>
      <AppRoutes />
      {children}
    </PageErrorBoundary>
  );
  return (
    <AppProviders queryClient={queryClient}>
      <StartupGate>
        {initialPath === undefined ? <BrowserRouter>{routes}</BrowserRouter> : <MemoryRouter initialEntries={[initialPath]}>{routes}</MemoryRouter>}
      </StartupGate>
    </AppProviders>
  );
}
