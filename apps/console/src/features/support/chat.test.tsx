import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatEvent } from '@lotus/contract/chat';
import { allPermissions, fakeServer, me } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

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

const row = (over: Record<string, unknown> = {}) => ({
  id: 5,
  brandId: 1,
  brandCode: 'LOTUS',
  status: 'waiting',
  customerName: 'ali77',
  memberId: 42,
  assignedTo: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  lastMessageAt: '2026-03-01T10:01:00.000Z',
  lastMessage: 'Where is my deposit?',
  unread: 1,
  closedAt: null,
  ...over,
});
const msg = (id: number, sender: 'customer' | 'agent', text: string) => ({ id, conversationId: 5, sender, agentName: sender === 'agent' ? 'admin' : null, text, imageId: null, createdAt: '2026-03-01T10:01:00.000Z' });

describe('the chat desk', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the queue, takes a conversation, answers with a canned reply, marks it read and hears the customer live', async () => {
    let state = row();
    let messages = [msg(10, 'customer', 'Where is my deposit?')];
    let agentRead = 0;
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me({ permissions: [...allPermissions, 'support.view', 'support.reply'] }) }),
      'GET /ops/chat/conversations': (r) => ({ value: { rows: r.query.get('status') === 'closed' ? [] : [state], total: 1, agentsOnline: [{ id: 1, username: 'admin' }, { id: 3, username: 'sara' }] } }),
      'GET /ops/chat/conversations/:id': () => ({ value: { conversation: state, messages, hasEarlier: false, customerReadUpTo: 0, agentReadUpTo: agentRead } }),
      'POST /ops/chat/conversations/:id/assign': () => {
        state = row({ status: 'open', assignedTo: { id: 1, username: 'admin' } });
        return { value: state };
      },
      'POST /ops/chat/conversations/:id/read': (r) => {
        agentRead = (r.body as { upTo: number }).upTo;
        return { value: { upTo: agentRead } };
      },
      'POST /ops/chat/conversations/:id/messages': (r) => {
        const m = msg(11, 'agent', (r.body as { text: string }).text);
        messages = [...messages, m];
        return { value: { message: m, agentsOnline: true } };
      },
      'GET /ops/chat/canned': () => ({ value: { rows: [{ id: 1, brandId: 1, title: 'Greeting', text: 'Hello! How can I help?' }] } }),
      'POST /ops/chat/conversations/:id/images': () => ({ value: { message: msg(13, 'agent', ''), agentsOnline: true } }),
    });
    renderConsole('/support/chat');
    const user = userEvent.setup();
    const queue = await screen.findByRole('list', { name: 'Queue' });
    await user.click(await within(queue).findByRole('button', { name: /ali77/ }));
    const conversation = await screen.findByRole('region', { name: 'Conversation with ali77' });
    expect(await within(conversation).findByText('Where is my deposit?')).toBeInTheDocument();
    // The customer's message on screen is read.
    await waitFor(() => expect(server.find('POST', '/ops/chat/conversations/5/read')[0]?.body).toEqual({ upTo: 10 }));
    // The socket names the operator in its first frame.
    await waitFor(() => expect(FakeSocket.last?.sent[0]).toMatchObject({ type: 'auth', operatorToken: expect.any(String) }));

    await user.click(within(conversation).getByRole('button', { name: 'Take' }));
    await waitFor(() => expect(within(conversation).getByText(/with admin/)).toBeInTheDocument());
    await user.selectOptions(within(conversation).getByRole('combobox', { name: 'Canned reply…' }), 'Greeting');
    expect(within(conversation).getByRole('textbox', { name: 'Reply' })).toHaveValue('Hello! How can I help?');
    await user.click(within(conversation).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.find('POST', '/ops/chat/conversations/5/messages')[0]?.body).toEqual({ text: 'Hello! How can I help?' }));
    expect(await within(conversation).findByText('Hello! How can I help?', { selector: 'p' })).toBeInTheDocument();

    const socket = FakeSocket.last!;
    socket.push({ type: 'ready', role: 'agent' });
    expect(await screen.findByText('You are on the desk')).toBeInTheDocument();
    socket.push({ type: 'typing', conversationId: 5, brandId: 1, from: 'customer', typing: true });
    expect(within(conversation).getByTestId('customer-typing')).toBeInTheDocument();
    messages = [...messages, msg(12, 'customer', 'Thanks, it was today')];
    socket.push({ type: 'message', conversationId: 5, brandId: 1, message: messages[2]! });
    expect(await within(conversation).findByText('Thanks, it was today')).toBeInTheDocument();
    // An image: a GIF is refused before any upload; a PNG goes as multipart.
    await userEvent.setup({ applyAccept: false }).upload(within(conversation).getByLabelText('Image…'), new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(within(conversation).getByRole('alert')).toHaveTextContent('Send one PNG or JPG image of at most 5 MB.');
    await user.upload(within(conversation).getByLabelText('Image…'), new File([new Uint8Array([0x89, 0x50])], 'shot.png', { type: 'image/png' }));
    await waitFor(() => expect(server.find('POST', '/ops/chat/conversations/5/images')).toHaveLength(1));
    // Assigning lists the agents on the desk.
    expect(within(within(conversation).getByRole('combobox', { name: 'Give to…' })).getByRole('option', { name: 'sara' })).toBeInTheDocument();
  });

  it('searches transcripts by member and day', async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me({ brandId: 1, permissions: ['support.view'] }) }),
      'GET /ops/chat/conversations': () => ({ value: { rows: [], total: 0, agentsOnline: [] } }),
      'GET /ops/chat/canned': () => ({ value: { rows: [] } }),
    });
    renderConsole('/support/chat');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Transcripts' }));
    await user.type(screen.getByLabelText('Member'), 'ali');
    await user.type(screen.getByLabelText('From (UTC day)'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const q = server.find('GET', '/ops/chat/conversations').at(-1)!.query;
      expect([q.get('status'), q.get('q'), q.get('from'), q.get('brandId')]).toEqual(['closed', 'ali', '2026-03-01', '1']);
    });
    // A view-only operator gets no reply tools.
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  });
});
