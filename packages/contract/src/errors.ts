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
  'request.encryption.invalid': { status: 400, message: 'The encrypted body could not be opened.' },
  'login.credentials.invalid': { status: 400, message: 'The username or password is incorrect.' },
  'captcha.required': { status: 400, message: 'Please enter the captcha.' },
  'captcha.invalid': { status: 400, message: 'The captcha is incorrect.' },
  'human.check.failed': { status: 400, message: 'The human check failed, please try again.' },
  login_verify_required: { status: 403, message: 'This login needs extra verification.' },
  'login.verify.failed': { status: 400, message: 'The verification details do not match.' },
  'account.locked': { status: 403, message: 'This account is locked. Please contact customer service.' },
  in_need_true_account: { status: 403, message: 'Please register a real account to use this function.' },
  'agent.only': { status: 403, message: 'Only agent accounts can use this function.' },
  USER_NOT_EXIST: { status: 400, message: 'The username or email does not exist.' },
  'username.taken': { status: 409, message: 'This username is already registered.' },
  'mobile.taken': { status: 409, message: 'This mobile number is already registered.' },
  'affiliate.code.invalid': { status: 400, message: 'The invitation code is invalid.' },
  'referral.code.invalid': { status: 400, message: 'The referral code is invalid.' },
  'field.rule.failed': { status: 400, message: 'A field does not meet its rule.' },
  'age.not.confirmed': { status: 400, message: 'Please confirm that you are at least 18 years old.' },
  'mobile.invalid': { status: 400, message: 'The phone number is invalid.' },
  'sms.code.invalid': { status: 400, message: 'The verification code is invalid or expired.' },
  'password.inconsistent': { status: 400, message: 'The two passwords are inconsistent.' },
  'password.old.invalid': { status: 400, message: 'The old password is incorrect.' },
  'password.weak': { status: 400, message: 'Please choose a password other than the default one.' },
  'reset.token.invalid': { status: 400, message: 'This reset link is invalid or has expired.' },
  'wallet.insufficient.funds': { status: 409, message: 'Insufficient balance.' },
  'duplicate.transaction': { status: 409, message: 'This transaction id was already used for a different request.' },
  'wallet.unknown': { status: 400, message: 'There is no such wallet.' },
  'wallet.refused': { status: 409, message: 'The transfer was refused.' },
  'vendor.signature.invalid': { status: 401, message: 'The request signature is missing or wrong.' },
  'vendor.token.invalid': { status: 401, message: 'The player token is invalid or expired.' },
  'vendor.player.unknown': { status: 404, message: 'No such player.' },
  'wallet.currency.mismatch': { status: 400, message: 'The currency does not match the player wallet.' },
  'round.no.bet': { status: 409, message: 'The round has no live bet to win on.' },
  'round.has.win': { status: 409, message: 'A round with a win cannot be rolled back.' },
  'round.bet.rolled.back': { status: 409, message: 'This bet was already rolled back.' },
  'round.rollback.invalid': { status: 400, message: 'Only a bet can be rolled back.' },
  'dev.inbox.disabled': { status: 404, message: 'The development inbox is switched off.' },
  'system.error': { status: 500, message: 'Unknown error.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCodes;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorCodes, code);
}
