/**
 * Sealing of "enc" call bodies (api-protocol.md): a fresh AES-256-GCM key per request encrypts the
 * JSON; the key is wrapped with the server's RSA-OAEP (SHA-256) public key. Body
 * `{ value: base64(iv || ciphertext || tag) }`, header `Encryption: <keyId>.<base64 wrapped key>`.
 * The header layout is this client's reading of the protocol until the contract package ships a
 * shared sealing helper; keep both sides on that helper once it exists.
 */
export interface RsaKeyValue {
  keyId: string;
  publicKey: string;
}

export interface SealedBody {
  value: string;
  header: string;
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function spkiBytes(publicKey: string): Uint8Array<ArrayBuffer> {
  const b64 = publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

let cachedKey: Promise<{ keyId: string; key: CryptoKey }> | null = null;

export async function sealBody(body: unknown, fetchKey: () => Promise<RsaKeyValue>): Promise<SealedBody> {
  cachedKey ??= fetchKey()
    .then(async (k) => ({
      keyId: k.keyId,
      key: await crypto.subtle.importKey('spki', spkiBytes(k.publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']),
    }))
    .catch((error: unknown) => {
      // A failed key fetch must not poison every later call.
      cachedKey = null;
      throw error;
    });
  const { keyId, key } = await cachedKey;
  const raw = crypto.getRandomValues(new Uint8Array(32));
  const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(body))),
  );
  const packed = new Uint8Array(iv.length + sealed.length);
  packed.set(iv);
  packed.set(sealed, iv.length);
  const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, raw));
  return { value: toBase64(packed), header: `${keyId}.${toBase64(wrapped)}` };
}

/** Drops the cached server key (after the server rotates it). */
export function forgetServerKey(): void {
  cachedKey = null;
}
