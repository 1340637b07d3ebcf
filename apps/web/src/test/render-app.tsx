import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { StatusValue } from '@lotus/contract/system';
import { App } from '../app/app';
import { createAppRoutes } from '../app/routes';
import { registerRules, statusValue } from './fixtures';

export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** A multipart body (uploads), as sent. */
  form?: FormData;
}

export type Reply = { status?: number; body: unknown };
export type Handler = (call: FetchCall) => Reply | undefined | Promise<Reply | undefined>;

/** Stubs fetch with the real envelope: `{ success: true, value }` per path, or a handler's answer. */
export function stubApi(options: { status?: StatusValue; handler?: Handler } = {}) {
  const calls: FetchCall[] = [];
  const status = options.status ?? statusValue();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const call: FetchCall = {
      url,
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? init.body : undefined,
      form: init?.body instanceof FormData ? init.body : undefined,
    };
    calls.push(call);
    const custom = await options.handler?.(call);
    const reply = (code: number, body: unknown) =>
      new Response(JSON.stringify(body), { status: code, headers: { 'Content-Type': 'application/json' } });
    if (custom) return reply(custom.status ?? 200, custom.body);
    const path = new URL(url, 'http://site.test').pathname;
    if (path === '/wps/system/status') return reply(200, { success: true, value: status });
    if (path === '/wps/system/setting/register') return reply(200, { success: true, value: registerRules });
    if (path === '/wps/system/helpCenter') return reply(200, { success: true, value: [] });
    return reply(404, { success: false, errorCode: 'api.not.found', message: 'No such call.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function renderApp(path: string, options: { status?: StatusValue; handler?: Handler } = {}) {
  const api = stubApi(options);
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const utils = render(<App router={router} />);
  return { ...utils, router, ...api };
}

/** Renders the app with whatever fetch the test installed itself. */
export function renderWithoutStub(path: string) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  return render(<App router={router} />);
}
