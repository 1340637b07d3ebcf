import { startBuiltServer, type RunningServer } from '../../../../tools/e2e-server.ts';

export { repoRoot, type RunningServer } from '../../../../tools/e2e-server.ts';

/** The real server serving the built site (tools/e2e-server.ts); `env` adds server settings (e.g. a cheap human check for tests). */
export function startServer(timeoutMs = 120_000, env: Record<string, string> = {}): Promise<RunningServer> {
  return startBuiltServer('apps/web', env, timeoutMs);
}
