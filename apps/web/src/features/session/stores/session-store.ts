import { create } from 'zustand';
import { readStored, readStoredJson, storageKeys, writeStored } from '../../../lib/storage';

/**
 * The member session (spec section 3 "Session storage"). The token is kept on its own key, raw, as
 * the API client sends it; the profile beside it. Logout clears both but keeps the merchant values.
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
  /** Derived flags of the spec's login state. */
  isLogin: boolean;
  isTrial: boolean;
  isAgent: boolean;
  startSession: (token: string, profile?: Partial<SessionProfile>) => void;
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

function loadInitial(): Pick<SessionState, 'token' | 'isLogin' | 'isTrial' | 'isAgent'> & SessionProfile {
  const token = readStored(storageKeys.token);
  const profile = { ...emptyProfile, ...(token ? readStoredJson<Partial<SessionProfile>>(storageKeys.session) : null) };
  return { token, ...profile, ...derive(token, profile) };
}

function persistProfile(profile: SessionProfile) {
  writeStored(storageKeys.session, JSON.stringify(profile));
}

function pickProfile(s: SessionProfile): SessionProfile {
  const out = {} as Record<string, unknown>;
  for (const key of Object.keys(emptyProfile)) out[key] = s[key as keyof SessionProfile];
  return out as unknown as SessionProfile;
}

export const useSessionStore = create<SessionState>((set, get) => ({
  ...loadInitial(),
  startSession: (token, profile = {}) => {
    const next = { ...emptyProfile, ...profile };
    writeStored(storageKeys.token, token);
    persistProfile(next);
    set({ token, ...next, ...derive(token, next) });
  },
  updateProfile: (profile) => {
    const next = { ...pickProfile(get()), ...profile };
    persistProfile(next);
    set({ ...next, ...derive(get().token, next) });
  },
  clearSession: () => {
    // The merchant code and language stay: they belong to the site, not to the member.
    writeStored(storageKeys.token, null);
    writeStored(storageKeys.session, null);
    set({ token: null, ...emptyProfile, ...derive(null, emptyProfile) });
  },
}));

/** Re-reads storage (tests, and another tab changing the session). */
export function reloadSessionFromStorage(): void {
  useSessionStore.setState(loadInitial());
}
