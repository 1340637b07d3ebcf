import type { BodyOf, QueryOf, ValueOf } from '@lotus/contract/endpoints';
import { readEnvelopeAnswer } from '@lotus/contract/envelope-reader';
import { routes, type OperatorEndpointName } from 'virtual:operator-routes';
import { i18n } from './i18n';
import { endSession, getSession } from './session';

export type { OperatorEndpointName };

/** Codes the client raises itself (no answer, or an answer that is not our envelope). */
export const clientErrorCodes = ['network.error', 'response.invalid', 'unknown.error'] as const;

/** A failed call; `message` is display-ready (the translated code, else the server's text). */
export class ApiError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly status: number,
    /** Extra facts of the failure (e.g. `{ retryAfterSeconds }`). */
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function translateErrorCode(code: string): string | undefined {
  if (!i18n.exists(code, { ns: 'errors', keySeparator: false })) return undefined;
  return i18n.t(code as never, { ns: 'errors', keySeparator: false }) as string;
}

export function apiErrorFor(errorCode: string, status: number, serverMessage?: string, value?: unknown): ApiError {
  const text = translateErrorCode(errorCode) ?? (serverMessage || translateErrorCode('unknown.error') || errorCode);
  return new ApiError(errorCode, text, status, value);
}

export function isApiError(error: unknown, ...codes: string[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || codes.includes(error.errorCode));
}

/** The display text for anything a call threw (or a bug), never raw technical text. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return translateErrorCode('unknown.error') ?? 'Something went wrong.';
}

/** The extra facts of a failure, when it is an ApiError that has them. */
export function errorValue<T extends object>(error: unknown): Partial<T> {
  if (error instanceof ApiError && error.value && typeof error.value === 'object') return error.value as Partial<T>;
  return {};
}

/** The answers that mean the operator's token no longer opens a session. */
const sessionEndedCodes = ['login.not.session', 'user.or.token.invalid'];

export interface CallOptions<N extends OperatorEndpointName> {
  query?: QueryOf<N>;
  body?: BodyOf<N>;
  /** Values of the path's `:name` segments. */
  params?: Record<string, string | number>;
  signal?: AbortSignal;
}

export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * Calls an operator endpoint of the contract table by name: method, path and Module-Id from the table,
 * the operator token (the login's answer, sent as the Authorization header as it is) from the session.
 * Resolves with the envelope's `value`. A refused token (expired, revoked, the operator disabled) ends
 * the session and the console returns to sign-in; other 401s (a wrong TOTP code) leave it alone.
 */
export async function callOps<N extends OperatorEndpointName>(name: N, options: CallOptions<N> = {}): Promise<ValueOf<N>> {
  const def: { method: string; path: string; moduleId: string } = routes[name];
  const headers: Record<string, string> = { Accept: 'application/json', 'Module-Id': def.moduleId, Language: 'EN' };
  const session = name === 'operatorLogin' ? null : getSession();
  if (name !== 'operatorLogin') {
    if (!session) throw apiErrorFor('login.not.session', 401);
    headers.Authorization = session.token;
  }
  let body: string | undefined;
  if (def.method !== 'GET' && def.method !== 'DELETE') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }
  const path = def.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = options.params?.[key];
    if (value === undefined) throw new Error(`${name}: missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  let response: Response;
  try {
    response = await fetch(`${path}${queryString(options.query as Record<string, unknown> | undefined)}`, { method: def.method, headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw apiErrorFor('network.error', 0);
  }
  try {
    return await readEnvelope<ValueOf<N>>(response);
  } catch (error) {
    if (session && isApiError(error, ...sessionEndedCodes)) endSession('expired');
    throw error;
  }
}

/**
 * An operator call whose answer is a file (a proof image): the bytes as a Blob, or the ApiError its
 * envelope carries when refused. The caller makes an object URL of it (an <img> cannot send the token).
 */
export async function fetchOpsBlob(name: OperatorEndpointName, params: Record<string, string | number>, signal?: AbortSignal): Promise<Blob> {
  const def: { method: string; path: string; moduleId: string } = routes[name];
  const session = getSession();
  if (!session) throw apiErrorFor('login.not.session', 401);
  const path = def.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
  let response: Response;
  try {
    response = await fetch(path, { method: def.method, headers: { 'Module-Id': def.moduleId, Language: 'EN', Authorization: session.token }, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw apiErrorFor('network.error', 0);
  }
  if (response.ok && !(response.headers.get('content-type') ?? '').startsWith('application/json')) return response.blob();
  try {
    await readEnvelope(response);
  } catch (error) {
    if (isApiError(error, ...sessionEndedCodes)) endSession('expired');
    throw error;
  }
  throw apiErrorFor('response.invalid', response.status);
}

/** Reads our envelope: the value of a success, an ApiError (translated) for anything else. */
export async function readEnvelope<V>(response: Response): Promise<V> {
  const read = await readEnvelopeAnswer<V>(response);
  if (read.ok) return read.value;
  throw apiErrorFor(read.code, response.status, read.message, read.value);
}
