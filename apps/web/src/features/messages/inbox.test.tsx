import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDialog } from '../../components/ui/dialog-stack-store';
import { setLanguage } from '../../lib/i18n';
import { storageKeys } from '../../lib/storage';
import { FakeSocket } from '../../test/fake-socket';
import { accountApi, ok } from '../../test/account-api';
import { statusValue } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { reloadSessionFromStorage } from '../session/stores/session-store';

const whitelabel = [
  { modId: 'COMM3', enabled: true, childrenNodes: [] },
  { modId: 'INBOX3', enabled: true, childrenNodes: [] },
  { modId: 'REWCEN3', enabled: true, childrenNodes: [{ modId: 'MANPLAYREB3', enabled: true, childrenNodes: [] }] },
];

interface Msg {
  id: number;
  category: string;
  title: string;
  body: string;
  read: boolean;
  broadcast: boolean;
  createdAt: string;
}

/** A small inbox server: list, open (marks read), delete, read all, count. */
function inboxServer(messages: Msg[]) {
  const unread = () => messages.filter((m) => !m.read).length;
  const answers = {
    inboxUnreadCount: () => ok({ unreadCount: unread() }),
    inboxList: ({ call }: { call: { url: string } }) => {
      const q = new URL(call.url, 'http://site.test').searchParams;
      const rows = messages.filter((m) => (!q.get('category') || m.category === q.get('category')) && (q.get('unread') !== 'true' || !m.read));
      return ok({ rows: rows.map(({ body, ...m }) => ({ ...m, preview: body.slice(0, 80) })), total: rows.length, unreadCount: unread() });
    },
    inboxDetail: ({ call }: { call: { url: string } }) => {
      const m = messages.find((x) => call.url.includes(`/messages/${x.id}`))!;
      m.read = true;
      return ok({ ...m, unreadCount: unread() });
    },
    inboxDelete: ({ call }: { call: { url: string } }) => {
      const i = messages.findIndex((x) => call.url.includes(`/messages/${x.id}`));
      messages.splice(i, 1);
      return ok({ unreadCount: unread() });
    },
    inboxReadAll: () => {
      for (const m of messages) m.read = true;
      return ok({ unreadCount: 0 });
    },
  };
  return answers;
}

async function openInbox(messages: Msg[]) {
  window.localStorage.setItem(storageKeys.token, 'token-1');
  window.localStorage.setItem(storageKeys.merchantCode, 'lotus');
  reloadSessionFromStorage();
  const api = accountApi(inboxServer(messages) as never);
  renderApp('/index', { handler: api.handler, status: statusValue({ info: { whitelabel } } as never) });
  const banner = await screen.findByRole('banner');
  return { api, banner };
}

const msgs = (): Msg[] => [
  { id: 3, category: 'payment', title: 'Deposit approved', body: 'Your deposit of 500.00 PKR was approved.', read: false, broadcast: false, createdAt: '2026-03-02T08:00:00.000Z' },
  { id: 2, category: 'promotion', title: 'Weekend bonus', body: 'Line one\nLine two', read: false, broadcast: true, createdAt: '2026-03-01T08:00:00.000Z' },
  { id: 1, category: 'account', title: 'Password changed', body: 'Your password was changed.', read: true, broadcast: false, createdAt: '2026-02-28T08:00:00.000Z' },
];

describe('platform information (messageV2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('counts a message that came while the live socket was still connecting (its push reached nobody)', async () => {
    FakeSocket.install();
    const messages = msgs().map((m) => ({ ...m, read: true }));
    const { api, banner } = await openInbox(messages);
    const headerInbox = await within(banner).findByTestId('header-inbox');
    await waitFor(() => expect(api.calls('inboxUnreadCount')).toHaveLength(1));
    await waitFor(() => expect(FakeSocket.sockets).toHaveLength(1));
    // A deposit is approved after the badge's count was fetched and before the socket is ready.
    messages[0]!.read = false;
    const socket = FakeSocket.last();
    socket.open();
    expect(socket.frames()[0]).toMatchObject({ type: 'auth', token: 'token-1' });
    socket.say({ type: 'ready' });
    await waitFor(() => expect(within(headerInbox).getByTestId('unread-badge')).toHaveTextContent('1'));
  });

  it('shows the unread badge in the header, opens a message (the badge falls), filters, deletes and reads all', async () => {
    const user = userEvent.setup();
    const { banner } = await openInbox(msgs());
    const headerInbox = await within(banner).findByTestId('header-inbox');
    await waitFor(() => expect(within(headerInbox).getByTestId('unread-badge')).toHaveTextContent('2'));
    await user.click(headerInbox);
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const rows = await within(dialog).findAllByTestId('inbox-row');
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.dataset.unread)).toEqual(['true', 'true', 'false']);

    await user.click(rows[1]!);
    expect(await within(dialog).findByRole('heading', { name: 'Weekend bonus' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('inbox-body').textContent).toBe('Line one\nLine two');
    await waitFor(() => expect(within(headerInbox).getByTestId('unread-badge')).toHaveTextContent('1'));

    await user.click(within(dialog).getByRole('button', { name: 'Back to messages' }));
    await user.click(await within(dialog).findByRole('tab', { name: 'Account' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('inbox-row')).toHaveLength(1));
    await user.click(within(dialog).getByTestId('inbox-row'));
    await user.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('No messages')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('inbox-row')).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: 'Read all' }));
    await waitFor(() => expect(within(headerInbox).queryByTestId('unread-badge')).toBeNull());
    expect(within(dialog).getAllByTestId('inbox-row').map((r) => r.dataset.unread)).toEqual(['false', 'false']);
  });

  it('reads in Urdu, right to left', async () => {
    await openInbox(msgs());
    await act(async () => void (await setLanguage('UR')));
    act(() => void openDialog('memberCentre', { props: { page: 'messageV2' } }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('tab', { name: 'ادائیگی' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'سب پڑھ لیے' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    await act(async () => void (await setLanguage('EN')));
  });
});
