/**
 * Keys and safe accessors for what the site keeps in localStorage (and, for a session that is not
 * remembered, sessionStorage). Access can throw (private mode, disabled storage), and a broken store
 * must never stop the site from starting.
 */
export const storageKeys = {
  token: 'lotus.token',
  /** When a remembered token (localStorage) stops being used: spec section 3, remember-me lasts 1 day. */
  tokenExpires: 'lotus.tokenExpires',
  session: 'lotus.session',
  merchantCode: 'lotus.merchantCode',
  language: 'lotus.language',
  deviceId: 'lotus.deviceId',
  /** '1' once the browser has Inter, the site's Latin face, in its cache (lib/web-font.ts). */
  webFont: 'lotus.webFont',
  /** The notice dialog's selected notice (spec section 3: "stored selected index"), across pages. */
  noticeIndex: 'lotus.noticeIndex',
  /** Popup announcements already shown in this browser session (ids), so a reload does not repeat them. */
  seenPopups: 'lotus.seenPopups',
  /** '1' between a first login and the first-login popups being asked for (sessionStorage). */
  firstLoginPopups: 'lotus.firstLoginPopups',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];
export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage {
  return which === 'local' ? window.localStorage : window.sessionStorage;
}

export function readStored(key: StorageKey, which: StorageArea = 'local'): string | null {
  try {
    return area(which).getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string | null, which: StorageArea = 'local'): void {
  try {
    if (value === null) area(which).removeItem(key);
    else area(which).setItem(key, value);
  } catch {
    // Storage full or blocked: the value lives only for this page view.
  }
}

export function readStoredJson<T>(key: StorageKey, which: StorageArea = 'local'): T | null {
  const raw = readStored(key, which);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Remember-me keeps the token for one day (spec section 9). */
export const rememberMs = 24 * 60 * 60 * 1000;

/**
 * Where the session token lives: a remembered session in localStorage with a one-day expiry, any
 * other in sessionStorage (gone when the tab closes). Returns the area it was found in.
 */
export function readToken(now = Date.now()): { token: string; area: StorageArea } | null {
  const inTab = readStored(storageKeys.token, 'session');
  if (inTab) return { token: inTab, area: 'session' };
  const kept = readStored(storageKeys.token, 'local');
  if (!kept) return null;
  const expires = Number(readStored(storageKeys.tokenExpires, 'local') ?? NaN);
  if (Number.isFinite(expires) && expires <= now) {
    writeStored(storageKeys.token, null, 'local');
    writeStored(storageKeys.tokenExpires, null, 'local');
    writeStored(storageKeys.session, null, 'local');
    return null;
  }
  return { token: kept, area: 'local' };
}

export function writeToken(token: string | null, remember: boolean, now = Date.now()): void {
  for (const which of ['local', 'session'] as const) writeStored(storageKeys.token, null, which);
  writeStored(storageKeys.tokenExpires, null, 'local');
  if (token === null) return;
  if (remember) {
    writeStored(storageKeys.token, token, 'local');
    writeStored(storageKeys.tokenExpires, String(now + rememberMs), 'local');
  } else {
    writeStored(storageKeys.token, token, 'session');
  }
}
