import crypto from 'node:crypto';
import { AppError } from './errors.ts';

/**
 * Opens a body sealed by `sealBody` (packages/contract/src/body-encryption.ts): RSA-OAEP(SHA-256)
 * unwraps the AES-256-GCM key from the `Encryption` header, which opens `value`. Anything that does
 * not open is `request.encryption.invalid`; nothing about why goes back to the client.
 */
export function openSealedBody(privateKey: crypto.KeyObject, header: string, value: string): unknown {
  try {
    const aesKey = crypto.privateDecrypt({ key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(header, 'base64'));
    if (aesKey.length !== 32) throw new Error('bad key length');
    const packed = Buffer.from(value, 'base64');
    if (packed.length < 12 + 16) throw new Error('too short');
    const decipher = crypto.createDecipheriv('aes-256-gcm', aesKey, packed.subarray(0, 12));
    decipher.setAuthTag(packed.subarray(packed.length - 16));
    const plain = Buffer.concat([decipher.update(packed.subarray(12, packed.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    throw new AppError('request.encryption.invalid');
  }
}

/** The endpoint layer's body opener: sealed bodies are opened; plain ones pass only where the brand allows. */
export function createBodyOpener(privateKey: crypto.KeyObject) {
  return function openBody(request: { headers: Record<string, unknown>; body: unknown }, ctx: { brand: { config: { encryptionRequired: boolean } } }): unknown {
    const header = request.headers.encryption;
    const body = request.body as { value?: unknown } | null | undefined;
    if (typeof header === 'string' && body && typeof body === 'object' && typeof body.value === 'string') return openSealedBody(privateKey, header, body.value);
    if (ctx.brand.config.encryptionRequired) throw new AppError('request_body_required');
    return request.body;
  };
}
