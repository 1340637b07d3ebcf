import { routes } from 'virtual:endpoint-routes';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { FeedbackBody } from '@lotus/contract/feedback';
import { env } from '../../../config/env';
import { apiErrorFor, callApi, identityHeaders, readEnvelope } from '../../../lib/api-client';
import { fetchFile } from '../../../lib/fetch-file';

/**
 * Sends a feedback as one multipart form (PUT /wps/feedback): the text fields and up to 3 images in
 * `images`. With the member's session the feedback is theirs (identity headers carry it); without, a visitor's.
 */
export async function sendFeedback(body: FeedbackBody, images: File[], signal?: AbortSignal): Promise<{ id: number }> {
  const def = routes.feedback;
  const form = new FormData();
  form.append('category', body.category);
  form.append('content', body.content);
  if (body.contact) form.append('contact', body.contact);
  for (const file of images) form.append('images', file, file.name);
  // No Content-Type: the browser writes the multipart boundary itself.
  const headers = identityHeaders(def.moduleId);
  let response: Response;
  try {
    response = await fetch(`${env.apiBase}${def.path}`, { method: def.method, headers, body: form, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw apiErrorFor('network.error', 0);
  }
  return readEnvelope<{ id: number }>(response);
}

export const myFeedbackKey = ['feedback', 'mine'] as const;

/** The member's feedback, newest first, a page at a time (keyset: `next` is the last id). */
export function useMyFeedback(pageSize = 10) {
  return useInfiniteQuery({
    queryKey: [...myFeedbackKey, pageSize],
    queryFn: ({ pageParam, signal }) => callApi('myFeedback', { query: { pageSize, ...(pageParam ? { before: pageParam } : {}) }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/**
 * One image of the member's own feedback, as a Blob (GET myFeedbackImage). Its key stays outside
 * `myFeedbackKey`, so reloading the history does not download the images again; a file never changes.
 */
export function useMyFeedbackImage(feedbackId: number, fileId: string) {
  return useQuery({
    queryKey: ['feedback', 'image', feedbackId, fileId] as const,
    queryFn: ({ signal }) => fetchFile('myFeedbackImage', { id: feedbackId, fileId }, { signal }),
    staleTime: Infinity,
    retry: false,
  });
}
