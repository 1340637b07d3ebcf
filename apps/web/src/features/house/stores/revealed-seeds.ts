import { create } from 'zustand';

/**
 * Server seeds this browser has seen revealed (by rotating), by their SHA-256: the history then
 * links every round of a retired seed straight to a full verification. Public once revealed, so
 * keeping them in localStorage risks nothing.
 */
const storageKey = 'lotus.house.revealedSeeds';
const keep = 30;

function load(): Record<string, string> {
  try {
    const raw = window.localStorage.getItem(storageKey);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

interface RevealedSeeds {
  byHash: Record<string, string>;
  remember: (hash: string, seed: string) => void;
}

export const useRevealedSeeds = create<RevealedSeeds>((set, get) => ({
  byHash: load(),
  remember: (hash, seed) => {
    const entries = Object.entries({ ...get().byHash, [hash]: seed }).slice(-keep);
    const byHash = Object.fromEntries(entries);
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(byHash));
    } catch {
      // Storage blocked: kept for this page view only.
    }
    set({ byHash });
  },
}));
