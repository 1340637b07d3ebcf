import { z } from 'zod';
import { str, text } from './text.ts';

/** Operators (back office): separate credentials and sessions, every action audited. */

/** A six-digit TOTP code (RFC 6238, what authenticator apps show). */
const otpSchema = z.string().trim().regex(/^\d{6}$/, 'six digits');

export const operatorLoginBodySchema = z
  .object({
    username: text(64).min(1),
    password: str().min(1).max(128),
    /** Required once the operator has enrolled a TOTP app (`operator.otp.required`). */
    otp: otpSchema.optional(),
  })
  .strict();
export const operatorLoginValueSchema = z.object({ token: z.string(), expiresAt: z.string() });

/** Enrolment: the secret to type in, the otpauth:// URI, and that URI as a QR image (data URL). Shown once. */
export const totpEnrolmentValueSchema = z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() });
export const totpCodeBodySchema = z.object({ otp: otpSchema }).strict();
export const totpStateValueSchema = z.object({ enabled: z.boolean() });
