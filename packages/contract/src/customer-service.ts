/**
 * Customer-service links of type 3 travel obfuscated (api-protocol.md): the path is
 * base64url(iv || AES-256-GCM ciphertext || tag) followed by an 8-character key, and the AES key is
 * SHA-256 of those 8 characters. It keeps the link out of plain sight in page data; it is not a secret
 * from the visitor. WebCrypto runs the same in Node and the browser, so both sides share this file.
 */
const keyLength = 8;

async function aesKey(secret: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export async function obfuscateLink(url: string): Promise<string> {
  const random = crypto.getRandomValues(new Uint8Array(keyLength));
  const secret = Array.from(random, (b) => alphabet[b % alphabet.length]).join('');
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(secret), new TextEncoder().encode(url)));
  const packed = new Uint8Array(iv.length + sealed.length);
  packed.set(iv);
  packed.set(sealed, iv.length);
  return toBase64Url(packed) + secret;
}

/** Opens a type 3 path; throws when it was tampered with. */
export async function revealLink(path: string): Promise<string> {
  if (path.length <= keyLength + 16) throw new Error('customer service link too short');
  const secret = path.slice(-keyLength);
  const packed = fromBase64Url(path.slice(0, -keyLength));
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: packed.slice(0, 12) }, await aesKey(secret), packed.slice(12));
  return new TextDecoder().decode(plain);
}
