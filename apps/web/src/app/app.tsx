import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './providers';
import { createAppRoutes } from './routes';
import { StartupGate } from './startup-gate';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The whole site: providers, then the startup gate, then the router. Tests pass a memory router. */
export function App({ router }: { router?: AppRouter }) {
  const [queryClient] = useState(createQueryClient);
  const [appRouter] = useState(() => router ?? createBrowserRouter(createAppRoutes()));
  return (
    <AppProviders queryClient={queryClient}>
      <StartupGate>
        <RouterProvider router={appRouter} />
      </StartupGate>
    </AppProviders>
  );
}
