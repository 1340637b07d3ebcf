import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatusValue } from '@lotus/contract/system';
import { statusValue } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/** A status answer whose brand can play only these categories (the server sends only navigation that leads to them). */
function brandWith(navigation: StatusValue['info']['brand']['navigation'], gameCategories: StatusValue['info']['brand']['gameCategories']) {
  const status = statusValue();
  status.info.brand = { ...status.info.brand, navigation, gameCategories };
  return status;
}

/** The default install: house slots and the lottery, nothing yet in live casino, sports, fishing or PVP. */
const defaultInstall = () => brandWith([{ gameType: 'LOTT' }, { gameType: 'ELOTT' }, { gameType: 'RNG' }], ['ELOTT', 'LOTT', 'RNG']);

const labels = (region: HTMLElement) => within(region).getAllByRole('link').map((a) => a.textContent);

describe('game navigation follows what the brand can play', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows only categories with games in the header, side menu, bottom navigation and home tiles', async () => {
    renderApp('/index', { status: defaultInstall() });
    await screen.findByRole('heading', { level: 1, name: /Play bold/ });
    expect(labels(await screen.findByRole('navigation', { name: 'Main navigation' }))).toEqual(['Hot', 'Favourites', 'Lottery', 'E-lottery', 'Slots']);
    const menu = await screen.findByRole('complementary', { name: 'Side menu' });
    expect(within(menu).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
    expect(within(menu).queryByRole('link', { name: 'Live casino' })).not.toBeInTheDocument();
    const tiles = screen.getByRole('region', { name: 'Game categories' });
    expect(within(tiles).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/lottery', '/elott', '/rng']);
    const bottom = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(within(bottom).getByRole('link', { name: 'Games' })).toHaveAttribute('href', '/rng');
    for (const hidden of ['Live casino', 'Fishing', 'Sports', 'Player vs player']) expect(screen.queryByRole('link', { name: hidden })).not.toBeInTheDocument();
  });

  it('points the bottom navigation at the first category with games when there are no slots, and drops it when there are none', async () => {
    const { unmount } = renderApp('/index', { status: brandWith([{ gameType: 'LOTT' }], ['LOTT']) });
    const bottom = await screen.findByRole('navigation', { name: 'Quick navigation' });
    expect(within(bottom).getByRole('link', { name: 'Games' })).toHaveAttribute('href', '/lottery');
    unmount();

    renderApp('/index', { status: brandWith([], []) });
    await screen.findByRole('heading', { level: 1, name: /Play bold/ });
    const empty = await screen.findByRole('navigation', { name: 'Quick navigation' });
    expect(within(empty).queryByRole('link', { name: 'Games' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Game categories' })).not.toBeInTheDocument();
  });

  it('brings a category back when the server says it has games, without a reload', async () => {
    let status = defaultInstall();
    const { calls } = renderApp('/index', {
      handler: (call) => (new URL(call.url, 'http://site.test').pathname === '/wps/system/status' ? { body: { success: true, value: status } } : undefined),
    });
    await screen.findByRole('heading', { level: 1, name: /Play bold/ });
    expect(labels(screen.getByRole('navigation', { name: 'Main navigation' }))).not.toContain('Live casino');
    const statusCalls = () => calls.filter((c) => c.url.includes('/wps/system/status')).length;
    expect(statusCalls()).toBe(1);

    // An operator imports a live casino game; the visitor comes back to the tab later.
    status = brandWith([{ gameType: 'LOTT' }, { gameType: 'ELOTT' }, { gameType: 'LIVE' }, { gameType: 'RNG' }], ['ELOTT', 'LOTT', 'LIVE', 'RNG']);
    // The status is fresh for five minutes; ten later the visitor returns to the tab.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
      // The query client handles focus a tick later; the clock stays ten minutes on until then.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    vi.useRealTimers();
    await waitFor(() => expect(labels(screen.getByRole('navigation', { name: 'Main navigation' }))).toEqual(['Hot', 'Favourites', 'Lottery', 'E-lottery', 'Live casino', 'Slots']));
    expect(within(screen.getByRole('region', { name: 'Game categories' })).getByRole('link', { name: /Live casino/ })).toHaveAttribute('href', '/live');
    expect(statusCalls()).toBe(2);
  });
});
