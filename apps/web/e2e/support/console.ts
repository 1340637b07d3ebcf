import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './start-server';

type Catalog = { [key: string]: Catalog | string };

/** The console's English catalog, read as data: the site's code (and so its tests) never imports the console's. */
const consoleEn = JSON.parse(readFileSync(path.join(repoRoot, 'apps/console/src/locales/en/translation.json'), 'utf8')) as Catalog;

/** A console label by its key (`support.chat.take`), `{{name}}` placeholders filled; a key the catalog lacks throws. */
export function consoleText(key: string, vars: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<Catalog | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), consoleEn);
  if (typeof found !== 'string') throw new Error(`the console catalog has no text ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));
}

/** Signs `username` in to the console at /console/ with a password (no authenticator enrolled), and waits for its navigation. */
export async function signInToConsole(page: Page, baseUrl: string, password: string, username = 'admin'): Promise<void> {
  await page.goto(`${baseUrl}/console/`);
  await page.getByLabel(consoleText('signIn.username')).fill(username);
  await page.getByLabel(consoleText('signIn.password')).fill(password);
  await page.getByRole('button', { name: consoleText('signIn.submit'), exact: true }).click();
  await page.getByRole('navigation', { name: consoleText('shell.navLabel') }).waitFor();
}

/** Follows a link of the console's side navigation, by its key under shell.sections (`chat`, `contentNotices`). */
export async function openConsoleSection(page: Page, section: string): Promise<void> {
  await page.getByRole('navigation', { name: consoleText('shell.navLabel') }).getByRole('link', { name: consoleText(`shell.sections.${section}`), exact: true }).click();
}
