import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, MemoryRouter, useRoutes } from 'react-router';
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
  const routes = (
    <>
      <AppRoutes />
      {children}
    </>
  );
  return (
    <AppProviders queryClient={queryClient}>
      <StartupGate>
        {initialPath === undefined ? <BrowserRouter>{routes}</BrowserRouter> : <MemoryRouter initialEntries={[initialPath]}>{routes}</MemoryRouter>}
      </StartupGate>
    </AppProviders>
  );
}
