import { readStored, storageKeys, writeStored } from './storage';

/** What the server accepts as a Device-Id (request-context.ts): 8 to 64 of [A-Za-z0-9_-]. */
export const deviceIdPattern = /^[A-Za-z0-9_-]{8,64}$/;

let memoryId: string | null = null;

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  // base64url of 18 bytes: 24 characters, no padding.
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A stable random id for this browser, sent as the `Device-Id` header: the server binds the captcha
 * to it (else to the address, which many visitors may share). Kept in localStorage; a blocked storage
 * keeps it for the page view.
 */
export function deviceId(): string {
  const stored = readStored(storageKeys.deviceId);
  if (stored && deviceIdPattern.test(stored)) return stored;
  memoryId ??= randomId();
  writeStored(storageKeys.deviceId, memoryId);
  return memoryId;
}
