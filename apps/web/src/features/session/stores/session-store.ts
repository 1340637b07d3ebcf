import { create } from 'zustand';
import { readStoredJson, readToken, storageKeys, writeStored, writeToken, type StorageArea } from '../../../lib/storage';

/**
 * The member session (spec section 3 "Session storage"). The token is kept on its own key, raw, as
 * the API client sends it; the profile beside it, in the same storage: localStorage for one day when
 * "remember me" was ticked, otherwise sessionStorage. Logout clears both but keeps the merchant values.
 */
export interface SessionProfile {
  account: string;
  username: string;
  nickname: string;
  customerId: string;
  /** Account type: 1, 2, 41, 42 agent kinds; 4 a trial (free-play) account. */
  accountType: number | null;
  toUpline: boolean;
  memberLabel: string[];
  /** VIP rank of the member's club label; ranks above 4 use VIP customer service. */
  rankLevel: number;
  firstTimeLogin: boolean;
  /** Change-password-required flag (cpw). */
  mustChangePassword: boolean;
}

export const trialAccountType = 4;
export const agentAccountTypes: readonly number[] = [1, 2, 41, 42];

const emptyProfile: SessionProfile = {
  account: '',
  username: '',
  nickname: '',
  customerId: '',
  accountType: null,
  toUpline: false,
  memberLabel: [],
  rankLevel: 0,
  firstTimeLogin: false,
  mustChangePassword: false,
};

export interface SessionState extends SessionProfile {
  token: string | null;
  /** The session was started with "remember me" (kept in localStorage for a day). */
  remember: boolean;
  /** Derived flags of the spec's login state. */
  isLogin: boolean;
  isTrial: boolean;
  isAgent: boolean;
  startSession: (token: string, profile?: Partial<SessionProfile>, options?: { remember?: boolean }) => void;
  updateProfile: (profile: Partial<SessionProfile>) => void;
  clearSession: () => void;
}

function derive(token: string | null, profile: SessionProfile) {
  return {
    isLogin: Boolean(token),
    isTrial: profile.accountType === trialAccountType,
    isAgent: profile.accountType !== null && agentAccountTypes.includes(profile.accountType),
  };
}

const areaOf = (remember: boolean): StorageArea => (remember ? 'local' : 'session');

function loadInitial(): Pick<SessionState, 'token' | 'remember' | 'isLogin' | 'isTrial' | 'isAgent'> & SessionProfile {
  const found = readToken();
  const token = found?.token ?? null;
  const remember = found?.area === 'local';
  const profile = { ...emptyProfile, ...(found ? readStoredJson<Partial<SessionProfile>>(storageKeys.session, found.area) : null) };
  return { token, remember, ...profile, ...derive(token, profile) };
}

function persistProfile(profile: SessionProfile, remember: boolean) {
  writeStored(storageKeys.session, null, areaOf(!remember));
  writeStored(storageKeys.session, JSON.stringify(profile), areaOf(remember));
}

function pickProfile(s: SessionProfile): SessionProfile {
  const out = {} as Record<string, unknown>;
  for (const key of Object.keys(emptyProfile)) out[key] = s[key as keyof SessionProfile];
  return out as unknown as SessionProfile;
}

export const useSessionStore = create<SessionState>((set, get) => ({
  ...loadInitial(),
  startSession: (token, profile = {}, options = {}) => {
    const remember = options.remember ?? false;
    const next = { ...emptyProfile, ...profile };
    writeToken(token, remember);
    persistProfile(next, remember);
    set({ token, remember, ...next, ...derive(token, next) });
  },
  updateProfile: (profile) => {
    const next = { ...pickProfile(get()), ...profile };
    if (get().token) persistProfile(next, get().remember);
    set({ ...next, ...derive(get().token, next) });
  },
  clearSession: () => {
    // The merchant code, language and device id stay: they belong to the site, not to the member.
    writeToken(null, false);
    writeStored(storageKeys.session, null, 'local');
    writeStored(storageKeys.session, null, 'session');
    set({ token: null, remember: false, ...emptyProfile, ...derive(null, emptyProfile) });
  },
}));

/** Re-reads storage (tests, and another tab changing the session). */
export function reloadSessionFromStorage(): void {
  useSessionStore.setState(loadInitial());
}
