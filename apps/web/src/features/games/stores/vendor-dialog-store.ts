import { create } from 'zustand';

/** The VASSALAGE popup: which vendor's game list is open (one at a time). */
export interface VendorDialogTarget {
  vendor: string;
  title: string;
}

interface VendorDialogState {
  target: VendorDialogTarget | null;
  open: boolean;
  show: (target: VendorDialogTarget) => void;
  close: () => void;
  clear: () => void;
}

export const useVendorDialog = create<VendorDialogState>((set) => ({
  target: null,
  open: false,
  show: (target) => set({ target, open: true }),
  close: () => set({ open: false }),
  clear: () => set({ target: null, open: false }),
}));
