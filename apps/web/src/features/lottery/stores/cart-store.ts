import { create } from 'zustand';
import type { Approach } from '@lotus/games/lottery/types';

/**
 * The bet cart of each game for this page view: lines of slips waiting to be placed. A line keeps
 * what its slip says (balls, approach, play, mode/unit, series, multiple) and the bet count the
 * engine gave it; its amount is computed from those, never stored.
 */
export interface CartLine {
  id: string;
  playId: number;
  playName: string;
  groupName: string;
  balls: string;
  approach: Approach;
  count: number;
  mode: number;
  unit: string;
  series: number;
  multiple: number;
}

interface CartState {
  carts: Record<number, CartLine[]>;
  add: (gameId: number, line: Omit<CartLine, 'id'>) => void;
  remove: (gameId: number, id: string) => void;
  clear: (gameId: number) => void;
}

let nextLine = 1;

export const useCartStore = create<CartState>((set) => ({
  carts: {},
  add: (gameId, line) => set((s) => ({ carts: { ...s.carts, [gameId]: [...(s.carts[gameId] ?? []), { ...line, id: `l${nextLine++}` }] } })),
  remove: (gameId, id) => set((s) => ({ carts: { ...s.carts, [gameId]: (s.carts[gameId] ?? []).filter((l) => l.id !== id) } })),
  clear: (gameId) => set((s) => ({ carts: { ...s.carts, [gameId]: [] } })),
}));

const none: CartLine[] = [];
export const useCartLines = (gameId: number | undefined): CartLine[] => useCartStore((s) => (gameId === undefined ? none : (s.carts[gameId] ?? none)));
