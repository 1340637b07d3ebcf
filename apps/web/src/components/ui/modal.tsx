import { clsx } from 'clsx';
import { useEffect, useEffectEvent, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { lockBodyScroll } from './body-scroll-lock';
import { pushEscapeCloser } from './escape-stack';
import { Icon } from './icon';

/** Spec section 2: the wrapper appears 100 ms after opening and leaves 100 ms after closing (fade). */
export const modalWrapperDelayMs = 100;

export interface ModalProps {
  open: boolean;
  /** Called by the modal's own close button and by Escape on the topmost modal (never a background click). */
  onClose: () => void;
  /** Called once the closing fade has finished and the modal left the page. */
  onExited?: () => void;
  title?: ReactNode;
  /** Optional background of the panel (a CSS background value: gradient or image). */
  background?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Position in the dialog stack; later dialogs sit above earlier ones. */
  layer?: number;
  className?: string;
  children?: ReactNode;
}

const widths = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl' } as const;

export function Modal({ open, onClose, onExited, title, background, size = 'md', layer = 0, className, children }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);
  const [prevOpen, setPrevOpen] = useState(open);
  const panelRef = useRef<HTMLDivElement>(null);
  const exited = useEffectEvent(() => onExited?.());
  const escape = useEffectEvent(() => onClose());

  // Opening mounts the cover at once; the wrapper follows after the spec's delay, then fades in.
  if (prevOpen !== open) {
    setPrevOpen(open);
    setShown(false);
    if (open) setMounted(true);
  }

  useEffect(() => {
    if (open) {
      const timer = setTimeout(() => setShown(true), modalWrapperDelayMs);
      return () => clearTimeout(timer);
    }
    if (!mounted) return;
    const timer = setTimeout(() => {
      setMounted(false);
      exited();
    }, modalWrapperDelayMs);
    return () => clearTimeout(timer);
  }, [open, mounted]);

  useEffect(() => {
    if (!mounted) return;
    return lockBodyScroll();
  }, [mounted]);

  // Escape closes the topmost open modal (issue 12); a background click still never does.
  useEffect(() => {
    if (!open) return;
    return pushEscapeCloser(() => escape());
  }, [open]);

  // Focus moves into the dialog and returns to where it came from.
  useEffect(() => {
    if (!shown) return;
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.focus();
    return () => previous?.focus?.();
  }, [shown]);

  if (!mounted) return null;
  const z = 60 + layer * 2;
  const panelStyle: CSSProperties | undefined = background ? { background } : undefined;

  return createPortal(
    <div className="fixed inset-0 flex items-center justify-center p-3 sm:p-6" style={{ zIndex: z }}>
      {/* The cover only dims the page: by the spec a click on it never closes the modal. */}
      <div
        data-testid="modal-cover"
        className={clsx('absolute inset-0 bg-ink-950/75 backdrop-blur-sm transition-opacity duration-100', open ? 'opacity-100' : 'opacity-0')}
        aria-hidden="true"
      />
      {shown || !open ? (
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={title ? titleId : undefined}
          tabIndex={-1}
          style={panelStyle}
          className={clsx(
            'relative flex max-h-[calc(100dvh-1.5rem)] min-h-[200px] w-full min-w-[200px] flex-col overflow-hidden rounded-2xl border border-white/10 bg-ink-850 shadow-2xl shadow-black/60 outline-none',
            'transition-[opacity,transform] duration-100',
            shown ? 'scale-100 opacity-100' : 'scale-[.98] opacity-0',
            widths[size],
            className,
          )}
        >
          <div className="flex items-start gap-3 px-5 pt-5 sm:px-6">
            {title ? (
              <h2 id={titleId} className="min-w-0 flex-1 text-lg font-bold text-ink-50">
                {title}
              </h2>
            ) : (
              <span className="flex-1" />
            )}
            <button
              type="button"
              onClick={onClose}
              className="-me-2 -mt-1 grid size-9 place-items-center rounded-full text-ink-300 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-gold-300"
              aria-label={t('common.close')}
            >
              <Icon name="close" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pt-2 pb-6 sm:px-6">{children}</div>
        </div>
      ) : null}
    </div>,
    document.body,
  );
}
