import { create } from 'zustand';

/**
 * One global stack of dialogs (architecture.md). Entries stay in the stack while their closing
 * fade runs (`open: false`) and leave when the modal reports it has exited.
 */
export interface DialogEntry {
  id: number;
  name: string;
  open: boolean;
  props: Record<string, unknown>;
  /** The path that deep-linked this dialog (e.g. /register); closing it leaves that path. */
  fromPath?: string;
}

interface DialogStackState {
  stack: DialogEntry[];
  openDialog: (name: string, options?: { props?: Record<string, unknown>; fromPath?: string }) => number;
  closeDialog: (idOrName: number | string) => void;
  removeDialog: (id: number) => void;
  closeAll: () => void;
}

/** What every dialog of the registry receives from the dialog host. */
export interface DialogProps {
  open: boolean;
  /** The dialog's own close button (and the dialog itself once done). */
  onClose: () => void;
  onExited: () => void;
  layer: number;
  /** What the opener passed (`openDialog(name, { props })`); each dialog reads its own. */
  props?: Record<string, unknown>;
}

let nextId = 1;

export const useDialogStack = create<DialogStackState>((set, get) => ({
  stack: [],
  openDialog: (name, options = {}) => {
    // Opening a dialog that is already open (e.g. a second click) just keeps it.
    const existing = get().stack.find((d) => d.name === name && d.open);
    if (existing) {
      // New props (e.g. another member centre page) go to the open dialog.
      if (options.props) set((s) => ({ stack: s.stack.map((d) => (d.id === existing.id ? { ...d, props: options.props ?? {} } : d)) }));
      return existing.id;
    }
    const id = nextId++;
    set((s) => ({ stack: [...s.stack, { id, name, open: true, props: options.props ?? {}, fromPath: options.fromPath }] }));
    return id;
  },
  closeDialog: (idOrName) =>
    set((s) => ({
      stack: s.stack.map((d) => ((typeof idOrName === 'number' ? d.id === idOrName : d.name === idOrName) ? { ...d, open: false } : d)),
    })),
  removeDialog: (id) => set((s) => ({ stack: s.stack.filter((d) => d.id !== id) })),
  closeAll: () => set((s) => ({ stack: s.stack.map((d) => ({ ...d, open: false })) })),
}));

export function openDialog(name: string, options?: { props?: Record<string, unknown>; fromPath?: string }): number {
  return useDialogStack.getState().openDialog(name, options);
}

export function closeDialog(idOrName: number | string): void {
  useDialogStack.getState().closeDialog(idOrName);
}

export function isDialogOpen(name: string): boolean {
  return useDialogStack.getState().stack.some((d) => d.name === name && d.open);
}
