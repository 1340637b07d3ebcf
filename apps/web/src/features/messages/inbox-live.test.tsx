import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/storage';
import { accountApi, ok } from '../../test/account-api';
import { FakeSocket } from '../../test/fake-socket';
import { statusValue } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { reloadSessionFromStorage } from '../session/stores/session-store';

const whitelabel = [
  { modId: 'COMM3', enabled: true, childrenNodes: [] },
  { modId: 'INBOX3', enabled: true, childrenNodes: [] },
  { modId: 'REWCEN3', enabled: true, childrenNodes: [{ modId: 'MANPLAYREB3', enabled: true, childrenNodes: [] }] },
];

const balance = (sum: string) => ok({ sumBalance: sum, currency: 'PKR', currencySymbol: 'P', balance: [{ accountTypeId: 'main', availBalance: sum }] });

describe('the inbox socket', () => {
  beforeEach(() => FakeSocket.install());

  it('updates the badge from pushes, and the header balance when a payment message arrives', async () => {
    window.localStorage.setItem(storageKeys.token, 'token-1');
    window.localStorage.setItem(storageKeys.merchantCode, 'lotus');
    reloadSessionFromStorage();
    // The fake server's state: what the pushes below report is what a fetch reads too.
    let sum = '2000.0000';
    let unread = 0;
    const api = accountApi({ inboxUnreadCount: () => ok({ unreadCount: unread }), balance: () => balance(sum) } as never);
    renderApp('/index', { handler: api.handler, status: statusValue({ info: { whitelabel } } as never) });
    const banner = await screen.findByRole('banner');
    const shownBalance = await within(banner).findByTestId('header-balance');
    await waitFor(() => expect(shownBalance).toHaveTextContent('2,000.00'));

    // The token goes in the first frame, never in the URL.
    await waitFor(() => expect(FakeSocket.sockets).toHaveLength(1));
    const socket = FakeSocket.sockets[0]!;
    expect(socket.url).toMatch(/\/ws\/member$/);
    socket.open();
    expect(socket.frames()[0]).toEqual({ type: 'auth', token: 'token-1', merchant: 'lotus' });
    socket.say({ type: 'ready' });

    // A message of another kind changes the badge only.
    const balanceCalls = api.calls('balance').length;
    unread = 1;
    socket.say({ type: 'unread', unreadCount: 1, category: 'account' });
    const inbox = within(banner).getByTestId('header-inbox');
    await waitFor(() => expect(within(inbox).getByTestId('unread-badge')).toHaveTextContent('1'));
    expect(api.calls('balance')).toHaveLength(balanceCalls);

    // The deposit was approved: its message arrives and the balance is read again, without a page refresh.
    sum = '2500.0000';
    unread = 2;
    socket.say({ type: 'unread', unreadCount: 2, category: 'payment' });
    await waitFor(() => expect(shownBalance).toHaveTextContent('2,500.00'));
    expect(within(inbox).getByTestId('unread-badge')).toHaveTextContent('2');
  });
});
