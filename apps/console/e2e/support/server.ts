import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { repoRoot, startBuiltServer, type RunningServer } from '../../../../tools/e2e-server.ts';

export { repoRoot, type RunningServer };
export const shots = path.join(repoRoot, 'test-results/screenshots');

/** The real server serving the built console (tools/e2e-server.ts). */
export function startServer(env: Record<string, string>, timeoutMs = 120_000): Promise<RunningServer> {
  return startBuiltServer('apps/console', env, timeoutMs);
}

/** Debian's Chromium (never a downloaded browser build), headless, quiet on the network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

export const viewports = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 1024, height: 768 },
} as const;
