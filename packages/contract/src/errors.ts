/**
 * Every error code the platform answers with, and its HTTP status. The web translates the code
 * (`errors.<code>` in its catalogs); the server's English message is a fallback for logs and tools.
 * Codes reuse the original platform family's names where the meaning fits (see api-protocol.md).
 */
export const errorCodes = {
  request_param_err: { status: 400, message: 'A request parameter is missing or invalid.' },
  request_body_required: { status: 400, message: 'This call needs an encrypted request body.' },
  'request.body.malformed': { status: 400, message: 'The request body is not valid JSON.' },
  'request.body.too.large': { status: 413, message: 'The request body is too large.' },
  'request.media.unsupported': { status: 415, message: 'The request body type is not supported.' },
  'merchant.not.exist': { status: 400, message: 'The merchant code is unknown.' },
  'module.id.unknown': { status: 400, message: 'The Module-Id header names no known module.' },
  'module.id.mismatch': { status: 400, message: 'The Module-Id header does not belong to this call.' },
  'language.not.supported': { status: 400, message: 'The language is not supported.' },
  'function.not.available': { status: 403, message: 'This function is not available.' },
  'region.restricted': { status: 403, message: 'Access is restricted from your location or IP address.' },
  'login.not.session': { status: 401, message: 'Not logged in, please log in.' },
  'user.or.token.invalid': { status: 401, message: 'The user or session token is invalid.' },
  'api.not.found': { status: 404, message: 'No such call.' },
  'method.not.allowed': { status: 405, message: 'This method is not allowed for the call.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests, please retry later.' },
  'system.error': { status: 500, message: 'Unknown error.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCodes;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorCodes, code);
}
