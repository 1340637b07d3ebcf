import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../config/paths';
import { storageKeys } from '../lib/storage';
import { reloadSessionFromStorage } from '../features/session/stores/session-store';
import { useSideMenuStore } from '../features/shell/stores/side-menu-store';
import { statusValue } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { loadPage, pageExports } from './routes';

const sideMenu = () => screen.queryByRole('complementary', { name: 'Side menu' });

describe('routes', () => {
  it('sends / to /index', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Play bold/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/index');
  });

  it('shows a translated not-found page inside the full layout for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/index');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(sideMenu()).toBeInTheDocument();
  });

  it('gives every path of the table a page from its lazy group', async () => {
    for (const entry of routeTable) {
      const page = await loadPage(entry.group, pageExports[entry.path as keyof typeof pageExports]);
      expect(typeof page, entry.path).toBe('function');
    }
  });

  it('pads the footer by the phone bottom navigation\'s height, so its last line is never under the bar', async () => {
    renderApp('/index');
    const footer = await screen.findByRole('contentinfo');
    const bar = screen.getByRole('navigation', { name: 'Quick navigation' });
    // jsdom has no layout: the bar's height and the footer's clearance must come from the same variable and inset.
    const clearance = 'calc(var(--bottom-nav-height)+env(safe-area-inset-bottom))';
    expect(bar.className).toContain(`h-[${clearance}]`);
    expect(footer.className).toContain(`pb-[${clearance}]`);
    expect(footer.className).toContain('md:pb-0');
  });

  it('uses the layout of each path: header only, header and footer, none', async () => {
    const { router } = renderApp('/lottery?gameCode=CQSSC&playType=PLAY5');
    expect(await screen.findByRole('heading', { name: 'Lottery' })).toBeInTheDocument();
    // /lottery keeps its query: the game and play it opens (features/lottery tests cover the page).
    expect(router.state.location.search).toBe('?gameCode=CQSSC&playType=PLAY5');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(sideMenu()).not.toBeInTheDocument();

    await act(() => router.navigate('/pointMall'));
    expect(await screen.findByRole('heading', { name: 'Points mall' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(sideMenu()).not.toBeInTheDocument();

    await act(() => router.navigate('/helpmc'));
    expect(await screen.findByRole('heading', { name: 'Help centre' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    await act(() => router.navigate('/download'));
    expect(await screen.findByRole('heading', { name: 'Get the Lotus app' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('img', { name: 'QR code for the Android app' })).toBeInTheDocument();
  });

  it('keeps /seaLottery and /sealottery apart from unknown casings', async () => {
    const { router } = renderApp('/sealottery');
    expect(await screen.findByRole('heading', { name: 'Southeast Asia lottery' })).toBeInTheDocument();
    await act(() => router.navigate('/SEALOTTERY'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('opens the register dialog over home on /register, with the fields the server enables', async () => {
    const { router } = renderApp('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    expect(screen.getByRole('heading', { level: 1, name: /Play bold/ })).toBeInTheDocument();
    expect(await within(dialog).findByLabelText(/^Username/)).toBeRequired();
    expect(within(dialog).getByLabelText(/^Email/)).not.toBeRequired();
    expect(within(dialog).queryByLabelText(/WeChat/)).not.toBeInTheDocument();

    // Client checks: trimmed, required and the server's pattern.
    await userEvent.type(within(dialog).getByLabelText(/^Username/), ' 9abc ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText(/starting with a letter \(4 to 16 characters\)/)).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required.')).toBeInTheDocument();

    // Closing the deep-linked dialog leaves its URL.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('/register.html opens the register dialog and /login the login dialog', async () => {
    const { router } = renderApp('/register.html');
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    await act(() => router.navigate('/login'));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('runs the login check on /fav for a guest: the login dialog opens and the page does not', async () => {
    renderApp('/fav');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Favourites' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Please log in to continue' })).toBeInTheDocument();
  });

  it('opens /fav for a member', async () => {
    window.localStorage.setItem(storageKeys.token, 'token-1');
    reloadSessionFromStorage();
    renderApp('/fav');
    expect(await screen.findByRole('heading', { name: 'Favourites' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('login required for home', () => {
    const status = statusValue({ info: { brand: { loginRequiredForHome: true } } });

    it('sends a visitor without a session to /login', async () => {
      const { router } = renderApp('/rng', { status });
      expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    });

    it.each(['/helpmc', '/download', '/register', '/register.html'])('lets a visitor open %s', async (path) => {
      const { router } = renderApp(path, { status });
      await screen.findAllByRole('heading');
      expect(router.state.location.pathname).toBe(path);
    });

    it('lets a visitor with a stored session through', async () => {
      window.localStorage.setItem(storageKeys.token, 'token-1');
      reloadSessionFromStorage();
      const { router } = renderApp('/rng', { status });
      expect(await screen.findByRole('heading', { name: 'Slots' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/rng');
    });
  });

  describe('side menu', () => {
    it('is open on ordinary pages, closed on game pages, and re-applied on navigation after a toggle', async () => {
      const { router } = renderApp('/index');
      await screen.findByRole('heading', { level: 1, name: /Play bold/ });
      expect(sideMenu()).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
      expect(sideMenu()).not.toBeInTheDocument();

      await act(() => router.navigate('/rng'));
      await screen.findByRole('heading', { name: 'Slots' });
      expect(sideMenu()).toBeInTheDocument();

      await act(() => router.navigate('/game'));
      await screen.findByRole('heading', { name: 'Game' });
      expect(useSideMenuStore.getState().open).toBe(false);

      await act(() => router.navigate('/index'));
      await screen.findByRole('heading', { level: 1, name: /Play bold/ });
      expect(sideMenu()).toBeInTheDocument();
    });

    it('guards member items with the login check', async () => {
      renderApp('/index');
      const menu = await screen.findByRole('complementary', { name: 'Side menu' });
      await userEvent.click(within(menu).getByRole('button', { name: 'Deposit' }));
      expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    });

    it('shows cashback only when MANPLAYREB3 is on', async () => {
      renderApp('/index', {
        status: statusValue({ info: { whitelabel: [{ modId: 'REWCEN3', enabled: true, childrenNodes: [{ modId: 'MANPLAYREB3', enabled: false, childrenNodes: [] }] }] } }),
      });
      const menu = await screen.findByRole('complementary', { name: 'Side menu' });
      expect(within(menu).queryByRole('button', { name: 'Cashback' })).not.toBeInTheDocument();
      expect(within(menu).getByRole('button', { name: 'Rewards' })).toBeInTheDocument();
    });
  });

  describe('header', () => {
    it('lists hot, favourites and the brand navigation with DS88 right after live', async () => {
      renderApp('/index');
      const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
      const labels = within(nav).getAllByRole('link').map((a) => a.textContent);
      expect(labels).toEqual(['Hot', 'Favourites', 'Live casino', 'DS88 Sports', 'Slots', 'Lottery', 'Fishing']);
      expect(within(nav).getByRole('link', { name: 'DS88 Sports' })).toHaveAttribute('href', '/sports?vendor=DS88');
      expect(within(nav).getByRole('link', { name: 'Lottery' })).toHaveAttribute('href', '/lottery');
    });

    it('shows the seven footer links, falling back to /help', async () => {
      renderApp('/index', { status: statusValue({ info: { brand: { footerLinks: { terms: 'https://terms.example.test/' } } } }) });
      const links = within(await screen.findByRole('navigation', { name: 'Information' })).getAllByRole('link');
      expect(links.map((a) => a.textContent)).toEqual([
        'About Company',
        'Contact Us',
        'General Terms and Conditions',
        'Responsible Gaming',
        'Privacy Policy',
        'Affiliates',
        'Refund Policy',
      ]);
      expect(links[2]).toHaveAttribute('href', 'https://terms.example.test/');
      expect(links[0]).toHaveAttribute('href', '/help');
      expect(screen.getByText(/operated under licence no\. 8048\/JAZ issued by Gaming Services Provider N\.V\./)).toBeInTheDocument();
    });
  });
});
