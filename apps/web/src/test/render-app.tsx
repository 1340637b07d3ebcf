import { render } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction, type NavigateOptions, type To } from 'react-router';
import { vi } from 'vitest';
import type { StatusValue } from '@lotus/contract/system';
import { App } from '../app/app';
import { registerRules, statusValue } from './fixtures';

export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** A multipart body (uploads), as sent. */
  form?: FormData;
}

/** A JSON body, or bytes answered as a file of `contentType` (image calls). */
export type Reply = { status?: number; body: unknown; contentType?: string };
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
    if (custom?.contentType) return new Response(custom.body as Uint8Array<ArrayBuffer>, { status: custom.status ?? 200, headers: { 'Content-Type': custom.contentType } });
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

/** What a test reads and drives of the site's router: the current location, and navigation. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: To, options?: NavigateOptions) => void;
}

function RouterProbe({ report }: { report: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  // A layout effect runs in the commit itself: a transition's passive effects may wait until after paint,
  // when a test has already read the location.
  useLayoutEffect(() => report(location, navigate), [report, location, navigate]);
  return null;
}

/** A router handle for a test, and the probe that keeps it current from inside the site's router. */
function testRouter(): { router: TestRouter; probe: ReactNode } {
  const router: TestRouter = {
    state: { location: { pathname: '', search: '', hash: '', state: null, key: '' } },
    navigate: () => {
      throw new Error('the site has not rendered its routes yet');
    },
  };
  const report = (location: Location, navigate: NavigateFunction) => {
    router.state.location = location;
    router.navigate = (to, options) => void navigate(to, options);
  };
  return { router, probe: <RouterProbe report={report} /> };
}

export function renderApp(path: string, options: { status?: StatusValue; handler?: Handler } = {}) {
  const api = stubApi(options);
  const { router, probe } = testRouter();
  const utils = render(<App initialPath={path}>{probe}</App>);
  return { ...utils, router, ...api };
}

/** Renders the app with whatever fetch the test installed itself. */
export function renderWithoutStub(path: string) {
  return render(<App initialPath={path} />);
}
