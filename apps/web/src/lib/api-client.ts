import type { BodyOf, QueryOf, SiteEndpointName as EndpointName, ValueOf } from '@lotus/contract/endpoints';
import { readEnvelopeAnswer } from '@lotus/contract/envelope-reader';
import { routes } from 'virtual:endpoint-routes';
import { env } from '../config/env';
import { currentLanguageCode, i18n, translateErrorCode } from './i18n';
import { deviceId } from './device-id';
import { readStored, readToken, storageKeys, writeStored } from './storage';

/** Error codes the client raises itself (no answer, or an answer that is not our envelope). */
export const clientErrorCodes = ['network.error', 'response.invalid', 'unknown.error'] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

/**
 * A failed call. `message` is always display-ready: the translated text of a known code; the
 * server's own text only for a code the catalogs do not know.
 */
export class ApiError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly status: number,
    /** Extra facts from the failure envelope (e.g. the maintenance window). */
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function apiErrorFor(errorCode: string, status: number, serverMessage?: string, value?: unknown): ApiError {
  const text = translateErrorCode(errorCode) ?? (serverMessage || translateErrorCode('unknown.error') || errorCode);
  return new ApiError(errorCode, text, status, value);
}

/** The extra facts of a failure (e.g. `{ captcha: true }`, `{ retryAfterSeconds }`), when it is an ApiError. */
export function errorValue<T extends object>(error: unknown): Partial<T> {
  if (error instanceof ApiError && error.value && typeof error.value === 'object') return error.value as Partial<T>;
  return {};
}

export function isApiError(error: unknown, ...codes: string[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || codes.includes(error.errorCode));
}

/** The display text for anything thrown by a call (or a bug), never raw technical text. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return translateErrorCode('unknown.error') ?? i18n.t('common.unknownError');
}

/** Calls land in later issues one by one; features check the table before offering them. */
export function hasEndpoint(name: string): name is EndpointName {
  return Object.hasOwn(routes, name);
}

export function storedToken(): string | null {
  return readToken()?.token ?? null;
}

/** The brand's merchant code once the status call told us; before that the server picks the default brand. */
export function storedMerchantCode(): string | null {
  return readStored(storageKeys.merchantCode);
}

export function rememberMerchantCode(code: string): void {
  if (code && code !== storedMerchantCode()) writeStored(storageKeys.merchantCode, code);
}

export interface CallOptions<N extends EndpointName> {
  query?: QueryOf<N>;
  body?: BodyOf<N>;
  /** Values of the path's `:name` segments (e.g. `{ id: 7 }` for `/withdrawals/:id/confirm`). */
  params?: Record<string, string | number>;
  signal?: AbortSignal;
}

let publicKey: Promise<string> | null = null;

/** The server's RSA public key for sealed bodies, fetched once per page view. */
function serverPublicKey(): Promise<string> {
  publicKey ??= callApi('rsaKey')
    .then((k) => k.publicKey)
    .catch((error: unknown) => {
      // A failed fetch must not poison every later sealed call.
      publicKey = null;
      throw error;
    });
  return publicKey;
}

/** Forgets the cached key (the server rotated it and refused a sealed body). */
export function forgetServerKey(): void {
  publicKey = null;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * Calls an endpoint of the contract table by name: method, path and Module-Id come from the table,
 * the identity headers from what the site has stored. Resolves with the envelope's `value`.
 */
export async function callApi<N extends EndpointName>(name: N, options: CallOptions<N> = {}): Promise<ValueOf<N>> {
  const def = routes[name];
  const headers = identityHeaders(def.moduleId);

  let body: string | undefined;
  const hasBody = def.method !== 'GET' && def.method !== 'DELETE' && options.body !== undefined;
  if (hasBody) {
    const format = def.bodyFormat ?? 'json';
    if (def.enc) {
      // The sealing code loads with the first sealed call (log in, register, money): visitors browsing never need it.
      const { sealBody } = await import('@lotus/contract/body-encryption');
      const sealed = await sealBody(await serverPublicKey(), options.body);
      headers['Content-Type'] = 'application/json';
      headers.Encryption = sealed.header;
      body = JSON.stringify(sealed.body);
    } else if (format === 'form') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = queryString(options.body as Record<string, unknown>).slice(1);
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }

  const url = `${env.apiBase}${endpointPath(name, options.params)}${queryString(options.query as Record<string, unknown> | undefined)}`;
  let response: Response;
  try {
    response = await fetch(url, { method: def.method, headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw apiErrorFor('network.error', 0);
  }

  return def.envelope === false ? readPlain<ValueOf<N>>(response) : readEnvelope<ValueOf<N>>(response);
}

/** The call's path with its `:name` segments filled in from `params`. */
export function endpointPath(name: EndpointName, params?: Record<string, string | number>): string {
  return routes[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`${name}: missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** Reads a lottery gateway answer: plain JSON on success, `{ errorCode, message }` on failure. */
export async function readPlain<V>(response: Response): Promise<V> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw apiErrorFor(response.ok ? 'response.invalid' : 'system.error', response.status);
  }
  if (response.ok) return payload as V;
  const failure = (payload ?? {}) as { errorCode?: unknown; message?: unknown };
  const code = typeof failure.errorCode === 'string' ? failure.errorCode : 'unknown.error';
  throw apiErrorFor(code, response.status, typeof failure.message === 'string' ? failure.message : undefined);
}

/** The identity headers every call carries: language, device, module, device id, merchant, session. */
export function identityHeaders(moduleId: string): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Language: currentLanguageCode(),
    Device: env.device,
    'Module-Id': moduleId,
    'Device-Id': deviceId(),
  };
  const merchant = storedMerchantCode();
  if (merchant) headers.Merchant = merchant;
  const token = storedToken();
  if (token) headers.Authorization = token;
  return headers;
}

/** Reads our envelope: the value of a success, an ApiError (translated) for anything else. */
export async function readEnvelope<V>(response: Response): Promise<V> {
  const read = await readEnvelopeAnswer<V>(response);
  if (read.ok) return read.value;
  if (read.code === 'request.encryption.invalid') forgetServerKey();
  throw apiErrorFor(read.code, response.status, read.message, read.value);
}
