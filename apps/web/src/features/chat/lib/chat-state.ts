import type { ChatConversation, ChatEvent, ChatMessage, ChatStatus } from '@lotus/contract/chat';

/** The chat room's view of one conversation, merged from HTTP answers and socket events in any order. */
export interface ChatState {
  conversationId: number | null;
  status: ChatStatus | null;
  messages: ChatMessage[];
  hasEarlier: boolean;
  agentsOnline: boolean;
  /** The last of the customer's messages the agent has read. */
  agentReadUpTo: number;
  customerReadUpTo: number;
  agentTyping: boolean;
}

export const emptyChat: ChatState = { conversationId: null, status: null, messages: [], hasEarlier: false, agentsOnline: false, agentReadUpTo: 0, customerReadUpTo: 0, agentTyping: false };

export type ChatAction =
  | { type: 'loaded'; conversation: ChatConversation | null }
  | { type: 'earlier'; conversation: ChatConversation }
  | { type: 'sent'; message: ChatMessage; agentsOnline: boolean }
  | { type: 'event'; event: ChatEvent }
  | { type: 'typingTimeout' };

/** Messages by id, once each, in order: a socket copy and the HTTP answer of the same message meet here. */
export function mergeMessages(a: readonly ChatMessage[], b: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of a) byId.set(m.id, m);
  for (const m of b) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'loaded': {
      const c = action.conversation;
      if (!c) return { ...emptyChat };
      // A newer conversation (the last was closed) replaces the list; the same one merges.
      const same = state.conversationId === c.id;
      return {
        ...state,
        conversationId: c.id,
        status: c.status,
        messages: same ? mergeMessages(state.messages, c.messages) : c.messages,
        hasEarlier: same ? state.hasEarlier || c.hasEarlier : c.hasEarlier,
        agentsOnline: c.agentsOnline,
        agentReadUpTo: Math.max(same ? state.agentReadUpTo : 0, c.agentReadUpTo),
        customerReadUpTo: Math.max(same ? state.customerReadUpTo : 0, c.customerReadUpTo),
      };
    }
    case 'earlier':
      if (action.conversation.id !== state.conversationId) return state;
      return { ...state, messages: mergeMessages(action.conversation.messages, state.messages), hasEarlier: action.conversation.hasEarlier };
    case 'sent': {
      const m = action.message;
      const fresh = state.conversationId !== m.conversationId;
      return {
        ...state,
        conversationId: m.conversationId,
        status: fresh || state.status === 'closed' ? 'waiting' : state.status,
        messages: fresh ? [m] : mergeMessages(state.messages, [m]),
        hasEarlier: fresh ? false : state.hasEarlier,
        agentsOnline: action.agentsOnline,
        agentReadUpTo: fresh ? 0 : state.agentReadUpTo,
      };
    }
    case 'typingTimeout':
      return state.agentTyping ? { ...state, agentTyping: false } : state;
    case 'event': {
      const e = action.event;
      if (!('conversationId' in e) || e.conversationId !== state.conversationId) return state;
      if (e.type === 'message') return { ...state, messages: mergeMessages(state.messages, [e.message]), agentTyping: e.message.sender === 'agent' ? false : state.agentTyping, agentsOnline: e.message.sender === 'agent' ? true : state.agentsOnline };
      if (e.type === 'typing') return e.from === 'agent' ? { ...state, agentTyping: e.typing, agentsOnline: e.typing || state.agentsOnline } : state;
      // An agent who reads, takes or types in the conversation is on the desk.
      if (e.type === 'read') return e.by === 'agent' ? { ...state, agentReadUpTo: Math.max(state.agentReadUpTo, e.upTo), agentsOnline: true } : { ...state, customerReadUpTo: Math.max(state.customerReadUpTo, e.upTo) };
      if (e.type === 'conversation') return { ...state, status: e.status, agentTyping: e.status === 'closed' ? false : state.agentTyping, agentsOnline: e.status === 'open' ? true : state.agentsOnline };
      return state;
    }
  }
}

/** The newest agent message id, which a customer reading the list has now seen. */
export function lastAgentMessage(messages: readonly ChatMessage[]): number {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.sender === 'agent') return messages[i]!.id;
  return 0;
}

/** White or near-black text, whichever reads better on the brand's header colour (a #rgb or #rrggbb value). */
export function headerTextColour(background: string): string {
  const hex = background.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return '#ffffff';
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast against white vs against #0b0f14: pick the larger.
  return (1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.055 ? '#ffffff' : '#0b0f14');
}
