import { describe, expect, it } from 'vitest';
import type { ChatConversation, ChatMessage } from '@lotus/contract/chat';
import { chatReducer, emptyChat, headerTextColour, lastAgentMessage, mergeMessages } from './chat-state';

const msg = (id: number, sender: ChatMessage['sender'] = 'customer', conversationId = 1): ChatMessage => ({ id, conversationId, sender, agentName: null, text: `m${id}`, imageId: null, createdAt: '2026-03-01T10:00:00Z' });
const conversation = (over: Partial<ChatConversation> = {}): ChatConversation => ({ id: 1, status: 'waiting', agentsOnline: false, agentReadUpTo: 0, customerReadUpTo: 0, messages: [], hasEarlier: false, ...over });

describe('the chat room state', () => {
  it('merges HTTP answers and socket copies once each, in order', () => {
    expect(mergeMessages([msg(3), msg(1)], [msg(2), msg(3)]).map((m) => m.id)).toEqual([1, 2, 3]);
    let s = chatReducer(emptyChat, { type: 'loaded', conversation: conversation({ messages: [msg(1)] }) });
    s = chatReducer(s, { type: 'event', event: { type: 'message', conversationId: 1, brandId: 1, message: msg(2, 'agent') } });
    s = chatReducer(s, { type: 'sent', message: msg(2, 'agent'), agentsOnline: true });
    expect(s.messages.map((m) => m.id)).toEqual([1, 2]);
    // A reload after a reconnect keeps what the socket brought and adds what it missed.
    s = chatReducer(s, { type: 'loaded', conversation: conversation({ messages: [msg(2, 'agent'), msg(3)] }) });
    expect(s.messages.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('ignores news of other conversations and keeps read marks moving forward only', () => {
    let s = chatReducer(emptyChat, { type: 'loaded', conversation: conversation({ agentReadUpTo: 5 }) });
    s = chatReducer(s, { type: 'event', event: { type: 'message', conversationId: 9, brandId: 1, message: msg(8, 'agent', 9) } });
    expect(s.messages).toEqual([]);
    s = chatReducer(s, { type: 'event', event: { type: 'read', conversationId: 1, brandId: 1, by: 'agent', upTo: 3 } });
    expect(s.agentReadUpTo).toBe(5);
    s = chatReducer(s, { type: 'event', event: { type: 'read', conversationId: 1, brandId: 1, by: 'agent', upTo: 7 } });
    expect(s.agentReadUpTo).toBe(7);
  });

  it('shows and clears the agent typing mark, and an agent message ends it', () => {
    let s = chatReducer(emptyChat, { type: 'loaded', conversation: conversation() });
    s = chatReducer(s, { type: 'event', event: { type: 'typing', conversationId: 1, brandId: 1, from: 'agent', typing: true } });
    expect(s.agentTyping).toBe(true);
    s = chatReducer(s, { type: 'event', event: { type: 'message', conversationId: 1, brandId: 1, message: msg(4, 'agent') } });
    expect([s.agentTyping, s.agentsOnline]).toEqual([false, true]);
    s = chatReducer(s, { type: 'event', event: { type: 'typing', conversationId: 1, brandId: 1, from: 'customer', typing: true } });
    expect(s.agentTyping).toBe(false);
  });

  it('starts afresh when a message lands in a new conversation after the last was closed', () => {
    let s = chatReducer(emptyChat, { type: 'loaded', conversation: conversation({ status: 'closed', messages: [msg(1), msg(2, 'agent')], agentReadUpTo: 1 }) });
    s = chatReducer(s, { type: 'sent', message: msg(10, 'customer', 2), agentsOnline: false });
    expect([s.conversationId, s.status, s.messages.map((m) => m.id), s.agentReadUpTo]).toEqual([2, 'waiting', [10], 0]);
    expect(lastAgentMessage([msg(1), msg(2, 'agent'), msg(3)])).toBe(2);
  });

  it('writes the header in whichever of white or dark reads better on the brand colour', () => {
    expect(headerTextColour('#0f766e')).toBe('#ffffff');
    expect(headerTextColour('#fde68a')).toBe('#0b0f14');
    expect(headerTextColour('#fff')).toBe('#0b0f14');
    expect(headerTextColour('not a colour')).toBe('#ffffff');
  });
});

describe('the agents-online mark', () => {
  it('turns on when an agent takes, reads or types in the conversation', () => {
    const base = chatReducer(emptyChat, { type: 'loaded', conversation: { id: 1, status: 'waiting', agentsOnline: false, agentReadUpTo: 0, customerReadUpTo: 0, messages: [], hasEarlier: false } });
    expect(base.agentsOnline).toBe(false);
    expect(chatReducer(base, { type: 'event', event: { type: 'conversation', conversationId: 1, brandId: 1, status: 'open', assignedTo: 3 } }).agentsOnline).toBe(true);
    expect(chatReducer(base, { type: 'event', event: { type: 'read', conversationId: 1, brandId: 1, by: 'agent', upTo: 1 } }).agentsOnline).toBe(true);
    expect(chatReducer(base, { type: 'event', event: { type: 'typing', conversationId: 1, brandId: 1, from: 'agent', typing: true } }).agentsOnline).toBe(true);
    expect(chatReducer(base, { type: 'event', event: { type: 'read', conversationId: 1, brandId: 1, by: 'customer', upTo: 1 } }).agentsOnline).toBe(false);
  });
});
