import crypto from 'node:crypto';

/**
 * Hub88 signs every request body (both directions) with RSA-SHA256 (PKCS#1 v1.5), base64, in
 * `X-Hub88-Signature`: it signs its wallet calls with its private key and we verify with its public
 * key; we sign our Games API calls with our private key and Hub88 verifies with the public key we gave it.
 */

/** An RSA key from PEM text; throws a plain Error naming what is wrong (a configuration mistake). */
export function rsaKey(pem: string, kind: 'private' | 'public'): crypto.KeyObject {
  const key = kind === 'private' ? crypto.createPrivateKey(pem) : crypto.createPublicKey(pem);
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`the ${kind} key is ${key.asymmetricKeyType ?? 'not asymmetric'}, not RSA`);
  return key;
}

/** A fresh RSA key pair for one side of an integration, as PEM (PKCS#8 private, SPKI public). */
export function generateRsaPair(): { privateKey: string; publicKey: string } {
  const pair = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** The signature of a body: base64 of RSA-SHA256 over its exact bytes (UTF-8). */
export function signBody(body: string, privateKey: crypto.KeyObject): string {
  return crypto.sign('sha256', Buffer.from(body, 'utf8'), privateKey).toString('base64');
}

/**
 * Whether `signature` is a valid signature of `body` by the holder of `publicKey`. The check is
 * crypto.verify's (no secret is compared, so there is nothing to leak through timing); a missing,
 * malformed or oversized signature, or no key at all, is simply false.
 */
export function verifyBody(body: string, signature: unknown, publicKey: crypto.KeyObject | null): boolean {
  if (!publicKey || typeof signature !== 'string') return false;
  const text = signature.trim();
  if (text.length === 0 || text.length > 2048 || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return false;
  try {
    return crypto.verify('sha256', Buffer.from(body, 'utf8'), publicKey, Buffer.from(text, 'base64'));
  } catch {
    return false;
  }
}
