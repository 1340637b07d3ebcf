import { vi } from 'vitest';

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

/** `raw`: a file answer (a proof image), sent as it is with its content type instead of the envelope. */
type Answer = { status?: number; value?: unknown; errorCode?: string; message?: string; errorValue?: unknown; raw?: { body: Uint8Array; type: string } };
type Handler = (req: Recorded) => Answer | Promise<Answer>;

/**
 * A stand-in for the server behind `fetch`: handlers by "METHOD /path" (path parameters as `:id`) answer
 * our envelope; every request is recorded. An unhandled request fails the test loudly.
 */
export function fakeServer(handlers: Record<string, Handler>) {
  const calls: Recorded[] = [];
  const routes = Object.entries(handlers).map(([key, handler]) => {
    const [method, pattern] = key.split(' ') as [string, string];
    return { method, re: new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`), handler };
  });
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://console.test');
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
    const req: Recorded = { method: init.method ?? 'GET', path: url.pathname, query: url.searchParams, headers, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(req);
    const route = routes.find((r) => r.method === req.method && r.re.test(req.path));
    if (!route) throw new Error(`unexpected request ${req.method} ${req.path}`);
    const a = await route.handler(req);
    const status = a.status ?? (a.errorCode ? 400 : 200);
    if (a.raw) return new Response(a.raw.body as BodyInit, { status, headers: { 'content-type': a.raw.type } });
    const payload = a.errorCode ? { success: false, errorCode: a.errorCode, message: a.message ?? 'server text', ...(a.errorValue === undefined ? {} : { value: a.errorValue }) } : { success: true, value: a.value };
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetch: fetchMock, find: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

export const allPermissions = [
  'dashboard.view', 'members.view', 'members.edit', 'members.lock', 'members.password', 'members.adjust', 'payments.view', 'payments.decide', 'payments.approve_large',
  'payments.configure', 'turnover.view', 'turnover.waive', 'lottery.view', 'lottery.manage', 'lottery.results', 'lottery.cancel', 'games.view', 'games.manage', 'games.import',
  'vendors.manage', 'brand.view', 'brand.manage', 'reports.view', 'reports.export', 'audit.view', 'operators.view', 'operators.manage',
];

/** The brands of the fake deployment: both keep Pakistan's zone unless a test says otherwise. */
export const testBrands = [
  { id: 1, code: 'LOTUS', name: 'Lotus', timeZone: 'Asia/Karachi', currency: 'PKR' },
  { id: 2, code: 'SECOND', name: 'Second Brand', timeZone: 'Asia/Karachi', currency: 'PKR' },
];

/** opMe's answer: deployment-wide by default (every test brand); a brand's operator sees their brand only. */
export const me = (over: Record<string, unknown> = {}) => {
  const brandId = (over.brandId ?? null) as number | null;
  const brands = brandId === null ? testBrands : testBrands.filter((b) => b.id === brandId);
  return { id: 1, username: 'admin', brandId: null, role: 'owner', permissions: allPermissions, totpEnabled: false, brands, ...over };
};
