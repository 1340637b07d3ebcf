import { create } from 'zustand';

/**
 * A round is in flight or open (mines): seeds must not change under it, so the fairness panel
 * waits. Set by the game screens, read by the panel.
 */
export const useRoundBusy = create<{ busy: boolean; setBusy: (busy: boolean) => void }>((set) => ({
  busy: false,
  setBusy: (busy) => set({ busy }),
}));
