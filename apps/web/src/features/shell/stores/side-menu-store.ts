import { create } from 'zustand';
import { sideMenuOpenFor } from '../lib/side-menu-rule';

interface SideMenuState {
  /** Docked side menu on wide screens. */
  open: boolean;
  /** Off-canvas drawer on phones (and on layouts without a docked menu). */
  drawerOpen: boolean;
  toggle: () => void;
  setOpen: (open: boolean) => void;
  toggleDrawer: () => void;
  closeDrawer: () => void;
  /** Called on every navigation: the page rule sets the docked state, the drawer closes. */
  applyRouteRule: (pathname: string) => void;
}

export const useSideMenuStore = create<SideMenuState>((set) => ({
  open: true,
  drawerOpen: false,
  toggle: () => set((s) => ({ open: !s.open })),
  setOpen: (open) => set({ open }),
  toggleDrawer: () => set((s) => ({ drawerOpen: !s.drawerOpen })),
  closeDrawer: () => set({ drawerOpen: false }),
  applyRouteRule: (pathname) => set({ open: sideMenuOpenFor(pathname), drawerOpen: false }),
}));
