import { routes } from 'virtual:endpoint-routes';
import { chatTokenHeader, type ChatConversation, type ChatMessage } from '@lotus/contract/chat';
import { env } from '../../../config/env';
import { apiErrorFor, identityHeaders, readEnvelope, storedToken } from '../../../lib/api-client';
import { fetchFile } from '../../../lib/fetch-file';

/**
 * The chat room's calls. A member is known by their session token (identity headers); a visitor by the
 * chat token the server handed out with their first conversation, kept in this browser's storage so the
 * history is found again on the next visit.
 */
const chatTokenKey = 'lotus.chatToken';

export function readChatToken(): string | null {
  try {
    return window.localStorage.getItem(chatTokenKey);
  } catch {
    return null;
  }
}

function writeChatToken(token: string): void {
  try {
    window.localStorage.setItem(chatTokenKey, token);
  } catch {
    // Storage blocked: the conversation lasts for this page view.
  }
}

function headers(moduleId: string): Record<string, string> {
  const h = identityHeaders(moduleId);
  // A member talks as the member; the visitor token only speaks for a visitor.
  if (!storedToken()) {
    const chatToken = readChatToken();
    if (chatToken) h[chatTokenHeader] = chatToken;
  }
  return h;
}

type ChatCall = 'chatView' | 'chatStart' | 'chatSend' | 'chatSendImage' | 'chatRead';

async function request(name: ChatCall, init: { query?: string; json?: unknown; form?: FormData }): Promise<Response> {
  const def = routes[name];
  const h = headers(def.moduleId);
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    h['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) body = init.form;
  try {
    return await fetch(`${env.apiBase}${def.path}${init.query ?? ''}`, { method: def.method, headers: h, body });
  } catch {
    throw apiErrorFor('network.error', 0);
  }
}

export async function fetchConversation(before?: number): Promise<ChatConversation | null> {
  const value = await readEnvelope<{ conversation: ChatConversation | null }>(await request('chatView', { query: before ? `?before=${before}` : '' }));
  return value.conversation;
}

export async function startConversation(): Promise<ChatConversation> {
  const value = await readEnvelope<{ conversation: ChatConversation; chatToken: string | null }>(await request('chatStart', {}));
  if (value.chatToken) writeChatToken(value.chatToken);
  return value.conversation;
}

export interface Sent {
  message: ChatMessage;
  agentsOnline: boolean;
}

export async function sendText(text: string): Promise<Sent> {
  return readEnvelope<Sent>(await request('chatSend', { json: { text } }));
}

export async function sendImage(file: File): Promise<Sent> {
  const form = new FormData();
  form.append('file', file, file.name);
  return readEnvelope<Sent>(await request('chatSendImage', { form }));
}

export async function markRead(upTo: number): Promise<void> {
  await readEnvelope(await request('chatRead', { json: { upTo } }));
}

/** An image of the conversation as an object URL (the call needs the caller's headers, which an <img> cannot send). */
export async function imageUrl(imageId: string): Promise<string> {
  return URL.createObjectURL(await fetchFile('chatImage', { imageId }, { headers: headers(routes.chatImage.moduleId) }));
}

/** What the dialog lets a person pick, checked before any upload (the server checks the bytes again). */
export const chatImageTypes = ['image/png', 'image/jpeg'] as const;
export function imageProblem(file: File, maxBytes: number): 'type' | 'size' | null {
  if (!(chatImageTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}
