/**
 * Encrypted request bodies (api-protocol.md): a fresh AES-256-GCM key per request encrypts the JSON;
 * the key travels RSA-OAEP(SHA-256)-wrapped in the `Encryption` header; the body is
 * `{ "value": base64(iv || ciphertext || tag) }`. This is the client half (WebCrypto), shared by the
 * web and by tests; the server opens it with Node's crypto.
 */
function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

export interface SealedBody {
  body: { value: string };
  /** The value of the `Encryption` header. */
  header: string;
}

/** Seals a JSON payload for the server whose RSA-OAEP public key (base64 SPKI) is given. */
export async function sealBody(publicKeySpki: string, payload: unknown): Promise<SealedBody> {
  const rsa = await crypto.subtle.importKey('spki', fromBase64(publicKeySpki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aesRaw = crypto.getRandomValues(new Uint8Array(32));
  const aes = await crypto.subtle.importKey('raw', aesRaw, 'AES-GCM', false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(payload))));
  const packed = new Uint8Array(iv.length + sealed.length);
  packed.set(iv);
  packed.set(sealed, iv.length);
  const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsa, aesRaw));
  return { body: { value: toBase64(packed) }, header: toBase64(wrapped) };
}
