import { errorCodes, type ErrorCode } from '@lotus/contract/errors';
import type { Failure } from '@lotus/contract/envelope';

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly value: unknown;

  constructor(code: ErrorCode, options: { status?: number; message?: string; value?: unknown } = {}) {
    super(options.message ?? errorCodes[code].message);
    this.code = code;
    this.status = options.status ?? errorCodes[code].status;
    this.value = options.value;
  }

  toBody(): Failure {
    const body: Failure = { success: false, errorCode: this.code, message: this.message };
    if (this.value !== undefined) body.value = this.value;
    return body;
  }
}
