import { routes } from 'virtual:endpoint-routes';
import { maxProofBytes } from '@lotus/contract/payments';
import { env } from '../config/env';
import { apiErrorFor, identityHeaders, readEnvelope } from './api-client';

/** What the spec accepts as a proof image: png or jpg, at most 5 MB each. */
export const proofTypes = ['image/png', 'image/jpeg'] as const;
export const proofMaxBytes = maxProofBytes;

/** Why a file cannot be a proof image, checked in the browser before any upload; null when it can. */
export function proofProblem(file: File): 'type' | 'size' | null {
  if (!(proofTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > proofMaxBytes) return 'size';
  return null;
}

/**
 * Uploads one proof image (POST multipart/form-data, field `file`) with the same identity headers
 * as `callApi`; resolves with the server's file id, rejects with a translated ApiError.
 */
export async function uploadProof(file: File, signal?: AbortSignal): Promise<string> {
  const def = routes.uploadProof;
  const form = new FormData();
  form.append('file', file, file.name);
  // No Content-Type: the browser writes the multipart boundary itself.
  const headers = identityHeaders(def.moduleId);
  let response: Response;
  try {
    response = await fetch(`${env.apiBase}${def.path}`, { method: def.method, headers, body: form, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw apiErrorFor('network.error', 0);
  }
  const value = await readEnvelope<{ fileId: string }>(response);
  return value.fileId;
}
