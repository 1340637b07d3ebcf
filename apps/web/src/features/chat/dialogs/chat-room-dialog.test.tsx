import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatEvent } from '@lotus/contract/chat';
import { statusValue } from '../../../test/fixtures';
import { renderApp, type FetchCall } from '../../../test/render-app';

/** A stand-in socket: records frames, lets the test push server events. */
class FakeSocket {
  static last: FakeSocket | null = null;
  static OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    }, 0);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  push(event: ChatEvent) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
}

const message = (id: number, sender: 'customer' | 'agent', text: string) => ({ id, conversationId: 7, sender, agentName: sender === 'agent' ? 'desk' : null, text, imageId: null, createdAt: '2026-03-01T10:00:00Z' });

describe('the chat room dialog', () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', FakeSocket);
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens from customer service when the brand uses the built-in chat; a visitor starts a conversation, keeps its token and talks to an agent', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    let sentId = 100;
    const handler = (call: FetchCall) => {
      const path = new URL(call.url, 'http://site.test').pathname;
      if (path === '/wps/chat/conversation' && call.method === 'GET') return { body: { success: true, value: { conversation: null } } };
      if (path === '/wps/chat/conversation') return { body: { success: true, value: { conversation: { id: 7, status: 'waiting', agentsOnline: false, agentReadUpTo: 0, customerReadUpTo: 0, messages: [], hasEarlier: false }, chatToken: 'visitor-token-abcdefghijklmnopqrstuvwxyz' } } };
      if (path === '/wps/chat/messages') return { body: { success: true, value: { message: message(++sentId, 'customer', JSON.parse(call.body!).text), agentsOnline: false } } };
      if (path === '/wps/chat/read') return { body: { success: true, value: { upTo: JSON.parse(call.body!).upTo } } };
      return undefined;
    };
    const { calls } = renderApp('/index', { status: statusValue({ info: { customerService: [{ type: 4, path: 'chat', label: 'live chat' }] } }), handler });
    const buttons = await screen.findAllByRole('button', { name: 'Customer service' });
    await userEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Live chat' });
    expect(open).not.toHaveBeenCalled();
    // The header wears the brand's chat colour; nobody is on the desk.
    expect(within(dialog).getByRole('heading', { name: 'Live chat' }).closest('header')).toHaveStyle({ background: '#0f766e' });
    expect(await within(dialog).findByTestId('chat-offline')).toHaveTextContent('Our agents are offline right now');

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Type a message…' }), 'Hello there{Enter}');
    expect(await within(dialog).findByText('Hello there')).toBeInTheDocument();
    expect(window.localStorage.getItem('lotus.chatToken')).toBe('visitor-token-abcdefghijklmnopqrstuvwxyz');
    const send = calls.find((c) => c.url.endsWith('/wps/chat/messages'))!;
    expect(send.headers['chat-token']).toBe('visitor-token-abcdefghijklmnopqrstuvwxyz');
    expect(send.headers.Authorization).toBeUndefined();

    // The socket names the visitor in its first frame, not in the URL.
    await waitFor(() => expect(FakeSocket.last?.sent[0]).toMatchObject({ type: 'auth', chatToken: 'visitor-token-abcdefghijklmnopqrstuvwxyz' }));
    expect(FakeSocket.last!.url).toMatch(/\/ws\/chat$/);
    const socket = FakeSocket.last!;
    socket.push({ type: 'ready', role: 'customer' });
    socket.push({ type: 'typing', conversationId: 7, brandId: 1, from: 'agent', typing: true });
    expect(within(dialog).getByTestId('chat-typing')).toHaveTextContent('Support is typing…');
    socket.push({ type: 'message', conversationId: 7, brandId: 1, message: message(200, 'agent', 'Hi, how can I help?') });
    expect(within(dialog).getByText('Hi, how can I help?')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('chat-typing')).not.toBeInTheDocument();
    // The agent's message is marked read; the agent's read mark shows on the visitor's bubble.
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/wps/chat/read') && JSON.parse(c.body!).upTo === 200)).toBe(true));
    expect(within(dialog).getByTestId('chat-mark')).toHaveTextContent('Sent');
    socket.push({ type: 'read', conversationId: 7, brandId: 1, by: 'agent', upTo: 101 });
    expect(within(dialog).getByTestId('chat-mark')).toHaveTextContent('Read');
    // Typing is announced to the agent while the visitor writes.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Type a message…' }), 'a');
    expect(socket.sent).toContainEqual({ type: 'typing', typing: true });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Live chat' })).not.toBeInTheDocument());
  });

  it('refuses an image that is not png or jpg before any upload, and previews one that is', async () => {
    const handler = (call: FetchCall) => {
      const path = new URL(call.url, 'http://site.test').pathname;
      if (path === '/wps/chat/conversation') return { body: { success: true, value: { conversation: { id: 7, status: 'open', agentsOnline: true, agentReadUpTo: 0, customerReadUpTo: 0, messages: [message(1, 'customer', 'older')], hasEarlier: false } } } };
      return undefined;
    };
    window.localStorage.setItem('lotus.chatToken', 'visitor-token-abcdefghijklmnopqrstuvwxyz');
    const { calls } = renderApp('/index', { status: statusValue({ info: { customerService: [{ type: 4, path: 'chat', label: 'live chat' }] } }), handler });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Customer service' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Live chat' });
    // History on reopen; an agent is online, so no offline notice.
    expect(await within(dialog).findByText('older')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('chat-offline')).not.toBeInTheDocument();
    const input = within(dialog).getByLabelText('Send an image');
    await userEvent.upload(input, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Only PNG or JPG images can be sent.');
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    await userEvent.upload(input, new File([new Uint8Array([0x89, 0x50])], 'shot.png', { type: 'image/png' }));
    expect(within(dialog).getByRole('img', { name: 'Image to send' })).toHaveAttribute('src', 'blob:preview');
    expect(within(dialog).getByRole('button', { name: 'Send image' })).toBeEnabled();
    expect(calls.some((c) => c.url.endsWith('/wps/chat/images'))).toBe(false);
  });
});
