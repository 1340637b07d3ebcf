import { createPortal } from 'react-dom';
import { create } from 'zustand';
import { Spinner } from './spinner';

/** The spec's "loader": a full-page cover with a spinner while a short step runs (logout). */
const useBusyStore = create<{ label: string | null }>(() => ({ label: null }));

export async function withBusyOverlay<T>(label: string, run: () => Promise<T>): Promise<T> {
  useBusyStore.setState({ label });
  try {
    return await run();
  } finally {
    useBusyStore.setState({ label: null });
  }
}

export function BusyOverlayHost() {
  const label = useBusyStore((s) => s.label);
  if (label === null) return null;
  return createPortal(
    <div className="fixed inset-0 z-[200] grid animate-fade-in place-items-center bg-ink-950/70 backdrop-blur-sm">
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-white/10 bg-ink-850 px-8 py-6 shadow-2xl">
        <Spinner className="size-8" label={label} />
        <p className="text-sm font-semibold text-ink-100">{label}</p>
      </div>
    </div>,
    document.body,
  );
}
