import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { openDialog } from '../../components/ui/dialog-stack-store';
import { setLanguage } from '../../lib/i18n';
import { storageKeys } from '../../lib/storage';
import type { FetchCall } from '../../test/render-app';
import { renderApp } from '../../test/render-app';
import { linkTarget } from '../announcements/components/announcement-link';
import { indexOf, itemOfIndex, pageOfIndex } from './lib/notice-index';

const notices = Array.from({ length: 11 }, (_, i) => ({ id: 100 + i, title: `Notice ${i}`, content: `<p>Body ${i}<script>window.bad = 1</script><img src="x" onerror="window.bad = 1"></p>`, publishedAt: '2026-03-01T10:00:00.000Z' }));
const item = (over: Record<string, unknown>) => ({ id: 1, type: 'B', groupName: 'w_home', title: 'Banner', content: '', url: null, linkageType: null, externalLink: null, ...over });
const announcements = {
  banners: [item({ id: 1, title: 'Lottery every few minutes', linkageType: 'URL', externalLink: '/lottery' }), item({ id: 2, title: 'Welcome bonus' }), item({ id: 3, groupName: 'w_login', title: 'Welcome back, player' })],
  player: [item({ id: 4, type: 'PL', groupName: null, title: 'News', content: 'Maintenance on Tuesday' })],
  popup: [],
  promotion: [item({ id: 42, type: 'PR', groupName: null, title: 'Daily cashback', content: '<p>Back every day<script>window.bad = 1</script></p>' }), item({ id: 43, type: 'PR', groupName: null, title: 'Weekend boost' })],
  home: [],
};

function handler(call: FetchCall) {
  const url = new URL(call.url, 'http://site.test');
  if (url.pathname === '/wps/home/notice') {
    const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 9);
    return { body: { success: true, value: { list: notices.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: notices.length, pageNo, pageSize } } };
  }
  if (url.pathname === '/wps/relay/MCSFE_getListAnnouncements') {
    const types = (url.searchParams.get('types') ?? '').split(',');
    const pick = <T,>(k: string, v: T[]) => (types.includes(k) ? v : []);
    return { body: { success: true, value: { banners: pick('B', announcements.banners), player: pick('PL', announcements.player), popup: [], promotion: pick('PR', announcements.promotion), home: [] } } };
  }
  return undefined;
}

afterEach(async () => {
  await setLanguage('EN');
});

describe('the stored notice index', () => {
  it('names a page of 9 and an item on it', () => {
    expect([pageOfIndex(0), itemOfIndex(0)]).toEqual([1, 0]);
    expect([pageOfIndex(8), itemOfIndex(8)]).toEqual([1, 8]);
    expect([pageOfIndex(10), itemOfIndex(10)]).toEqual([2, 1]);
    expect(indexOf(2, 1)).toBe(10);
  });
});

describe('notices', () => {
  it('open at the stored index: its page and item, with sanitised HTML; paging stores the new selection', async () => {
    window.localStorage.setItem(storageKeys.noticeIndex, '10');
    const api = renderApp('/noticePage', { handler });
    const nav = await screen.findByRole('navigation', { name: 'Notice titles' });
    const list = within(nav).getByRole('list');
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['Notice 9', 'Notice 10']);
    expect(within(list).getByRole('button', { name: 'Notice 10' })).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByText('Body 10')).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article.innerHTML).not.toContain('script');
    expect(article.innerHTML).not.toContain('onerror');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(api.calls.some((c) => c.url.includes('pageNo=2') && c.url.includes('pageSize=9'))).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(9));
    expect(window.localStorage.getItem(storageKeys.noticeIndex)).toBe('0');
    await user.click(within(list).getByRole('button', { name: 'Notice 3' }));
    expect(await screen.findByText('Body 3')).toBeInTheDocument();
    expect(window.localStorage.getItem(storageKeys.noticeIndex)).toBe('3');
  });

  it('show in the notice dialog, in Urdu too', async () => {
    await setLanguage('UR');
    window.localStorage.setItem(storageKeys.noticeIndex, '2');
    renderApp('/index', { handler });
    await screen.findByRole('banner');
    act(() => void openDialog('notice'));
    const dialog = await screen.findByRole('dialog', { name: 'اطلاعات' });
    expect(await within(dialog).findByText('Body 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Notice 2' })).toHaveAttribute('aria-current', 'true');
  });
});

describe('announcements on the site', () => {
  it('make the home carousel and marquee; the marquee opens the notices', async () => {
    renderApp('/index', { handler });
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    // The carousel takes the hero's place; the page keeps its heading.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(carousel).getByRole('link', { name: 'Lottery every few minutes' })).toHaveAttribute('href', '/lottery');
    expect(within(carousel).queryByText('Welcome back, player')).toBeNull();
    const user = userEvent.setup();
    await user.click(within(carousel).getByRole('button', { name: 'Next banner' }));
    expect(within(carousel).getByText('Welcome bonus')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Latest news, open the notices' }));
    expect(await screen.findByRole('dialog', { name: 'Notices' })).toBeInTheDocument();
  });

  it('show the login-dialog banner in the login dialog', async () => {
    renderApp('/index', { handler });
    await screen.findByRole('banner');
    act(() => void openDialog('login'));
    const dialog = await screen.findByRole('dialog', { name: /log in/i });
    expect(await within(dialog).findByText('Welcome back, player')).toBeInTheDocument();
  });

  it('list the promotions on the promotions page, marking the one a link names', async () => {
    renderApp('/promotions?id=42', { handler });
    const card = (await screen.findByRole('heading', { name: 'Daily cashback' })).closest('li')!;
    expect(await within(card).findByText('Back every day')).toBeInTheDocument();
    expect(card.innerHTML).not.toContain('script');
    expect(card.className).toContain('ring-2');
    expect(screen.getByRole('heading', { name: 'Weekend boost' }).closest('li')!.className).not.toContain('ring-2');
  });

  it('link to a site path, a web address, a promotion or a game, and nothing else', () => {
    expect(linkTarget({ linkageType: 'URL', externalLink: '/lottery' })).toEqual({ kind: 'path', to: '/lottery' });
    expect(linkTarget({ linkageType: 'URL', externalLink: 'https://e.org' })).toEqual({ kind: 'external', href: 'https://e.org' });
    expect(linkTarget({ linkageType: 'URL', externalLink: 'javascript:alert(1)' })).toBeNull();
    expect(linkTarget({ linkageType: 'P', externalLink: '42' })).toEqual({ kind: 'path', to: '/promotions?id=42' });
    expect(linkTarget({ linkageType: 'G', externalLink: '77' })).toEqual({ kind: 'game', nodeId: 77 });
    expect(linkTarget({ linkageType: null, externalLink: null })).toBeNull();
  });
});
