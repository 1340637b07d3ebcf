import { useSyncExternalStore } from 'react';

/**
 * The operator's session: the token the login answered and when it expires, kept in sessionStorage so
 * it lives as long as the tab (a closed tab signs out; a shared machine keeps nothing after it).
 */
export interface OperatorSession {
  token: string;
  expiresAt: string;
}

const key = 'lotus.console.session';
const listeners = new Set<() => void>();
let current: OperatorSession | null = read();

function read(): OperatorSession | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<OperatorSession>;
    if (typeof parsed.token !== 'string' || typeof parsed.expiresAt !== 'string') return null;
    return { token: parsed.token, expiresAt: parsed.expiresAt };
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

/** Why the operator was sent back to sign-in, shown there once. */
export type SignOutReason = 'expired' | 'signedOut' | null;
let lastReason: SignOutReason = null;

export function getSession(): OperatorSession | null {
  if (current && Date.parse(current.expiresAt) <= Date.now()) endSession('expired');
  return current;
}

export function startSession(session: OperatorSession): void {
  current = session;
  lastReason = null;
  try {
    window.sessionStorage.setItem(key, JSON.stringify(session));
  } catch {
    // Storage can be off (private mode quotas): the session still lives in memory for this page.
  }
  emit();
}

export function endSession(reason: Exclude<SignOutReason, null>): void {
  const had = current !== null;
  current = null;
  lastReason = reason;
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing stored
  }
  if (had) emit();
}

/** The reason of the last sign-out, once (the sign-in page shows it). */
export function takeSignOutReason(): SignOutReason {
  const reason = lastReason;
  lastReason = null;
  return reason;
}

/** Re-reads the stored session (tests reset storage between cases). */
export function reloadSession(): void {
  current = read();
  lastReason = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

/** The current session; re-renders when it starts or ends (the shell ends it when it expires). */
export function useSession(): OperatorSession | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
