import { render } from '@testing-library/react';
import { App, createQueryClient } from '../app/app';
import { startSession } from '../lib/session';

/** The whole console at `path` (a memory router), signed in unless told otherwise. */
export function renderConsole(path: string, { signedIn = true } = {}) {
  if (signedIn) startSession({ token: 'op-token', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return { queryClient, ...render(<App queryClient={queryClient} initialPath={path} />) };
}
