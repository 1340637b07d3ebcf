import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberSocketEvent } from '@lotus/contract/messages';
import { storageKeys } from '../../lib/storage';
import { accountApi, ok } from '../../test/account-api';
import { statusValue } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { reloadSessionFromStorage } from '../session/stores/session-store';

const whitelabel = [
  { modId: 'COMM3', enabled: true, childrenNodes: [] },
  { modId: 'INBOX3', enabled: true, childrenNodes: [] },
  { modId: 'REWCEN3', enabled: true, childrenNodes: [{ modId: 'MANPLAYREB3', enabled: true, childrenNodes: [] }] },
];

/** A stand-in for the browser WebSocket: the test opens it, reads the frames sent and pushes server events. */
class FakeSocket {
  static sockets: FakeSocket[] = [];
  static OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.sockets.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    act(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  push(event: MemberSocketEvent) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
}

const balance = (sum: string) => ok({ sumBalance: sum, currency: 'PKR', currencySymbol: 'P', balance: [{ accountTypeId: 'main', availBalance: sum }] });

describe('the inbox socket', () => {
  beforeEach(() => {
    FakeSocket.sockets = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('updates the badge from pushes, and the header balance when a payment message arrives', async () => {
    window.localStorage.setItem(storageKeys.token, 'token-1');
    window.localStorage.setItem(storageKeys.merchantCode, 'lotus');
    reloadSessionFromStorage();
    let sum = '2000.0000';
    const api = accountApi({ inboxUnreadCount: () => ok({ unreadCount: 0 }), balance: () => balance(sum) } as never);
    renderApp('/index', { handler: api.handler, status: statusValue({ info: { whitelabel } } as never) });
    const banner = await screen.findByRole('banner');
    const shownBalance = await within(banner).findByTestId('header-balance');
    await waitFor(() => expect(shownBalance).toHaveTextContent('2,000.00'));

    // The token goes in the first frame, never in the URL.
    await waitFor(() => expect(FakeSocket.sockets).toHaveLength(1));
    const socket = FakeSocket.sockets[0]!;
    expect(socket.url).toMatch(/\/ws\/member$/);
    socket.open();
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 'token-1', merchant: 'lotus' });
    socket.push({ type: 'ready' });

    // A message of another kind changes the badge only.
    const balanceCalls = api.calls('balance').length;
    socket.push({ type: 'unread', unreadCount: 1, category: 'account' });
    const inbox = within(banner).getByTestId('header-inbox');
    await waitFor(() => expect(within(inbox).getByTestId('unread-badge')).toHaveTextContent('1'));
    expect(api.calls('balance')).toHaveLength(balanceCalls);

    // The deposit was approved: its message arrives and the balance is read again, without a page refresh.
    sum = '2500.0000';
    socket.push({ type: 'unread', unreadCount: 2, category: 'payment' });
    await waitFor(() => expect(shownBalance).toHaveTextContent('2,500.00'));
    expect(within(inbox).getByTestId('unread-badge')).toHaveTextContent('2');
  });
});
