/**
 * Keys and safe accessors for what the site keeps in localStorage. Access can throw (private mode,
 * disabled storage), and a broken store must never stop the site from starting.
 */
export const storageKeys = {
  token: 'lotus.token',
  session: 'lotus.session',
  merchantCode: 'lotus.merchantCode',
  language: 'lotus.language',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the value lives only for this page view.
  }
}

export function readStoredJson<T>(key: StorageKey): T | null {
  const raw = readStored(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
