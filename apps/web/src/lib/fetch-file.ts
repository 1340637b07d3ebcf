import type { SiteEndpointName } from '@lotus/contract/endpoints';
import { routes } from 'virtual:endpoint-routes';
import { env } from '../config/env';
import { apiErrorFor, endpointPath, identityHeaders, readEnvelope } from './api-client';

/**
 * Calls a file endpoint of the contract (an image: `file` in the table) and resolves with its bytes as a Blob,
 * for an object URL: an <img> cannot send the identity headers the call needs. A refusal is the envelope, as
 * for every call, and rejects with its translated ApiError.
 */
export async function fetchFile(
  name: SiteEndpointName,
  params: Record<string, string | number>,
  options: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Blob> {
  const def = routes[name];
  let response: Response;
  try {
    response = await fetch(`${env.apiBase}${endpointPath(name, params)}`, { method: def.method, headers: options.headers ?? identityHeaders(def.moduleId), signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw apiErrorFor('network.error', 0);
  }
  if (response.ok && !(response.headers.get('content-type') ?? '').startsWith('application/json')) return response.blob();
  await readEnvelope(response);
  // A success that is JSON is not a file.
  throw apiErrorFor('response.invalid', response.status);
}
