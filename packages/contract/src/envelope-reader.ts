/**
 * How a client reads an answer of ours (no zod, so the site's first screen does not carry it): the value of a
 * success, or a failure's code, message and value. An answer that is not JSON reads as `system.error` when
 * the status says the server failed, else `response.invalid`; JSON that is not our envelope, as `response.invalid`.
 * The site and the console turn a failure into their own translated error.
 */
export type EnvelopeReading<V> = { ok: true; value: V } | { ok: false; code: string; message?: string; value?: unknown };

export async function readEnvelopeAnswer<V>(response: { ok: boolean; json(): Promise<unknown> }): Promise<EnvelopeReading<V>> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    return { ok: false, code: response.ok ? 'response.invalid' : 'system.error' };
  }
  if (!payload || typeof payload !== 'object' || !('success' in payload)) return { ok: false, code: 'response.invalid' };
  const envelope = payload as { success: unknown; value?: unknown; errorCode?: unknown; message?: unknown };
  if (envelope.success === true) return { ok: true, value: envelope.value as V };
  return {
    ok: false,
    code: typeof envelope.errorCode === 'string' ? envelope.errorCode : 'unknown.error',
    ...(typeof envelope.message === 'string' ? { message: envelope.message } : {}),
    value: envelope.value,
  };
}
