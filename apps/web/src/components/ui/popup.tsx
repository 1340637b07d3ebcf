import { clsx } from 'clsx';
import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { Button, type ButtonVariant } from './button';
import { pushEscapeCloser } from './escape-stack';
import { Icon, type IconName } from './icon';
import { SafeHtml } from './safe-html';

/**
 * The confirmation/popup helper of the spec: optional icon, title, HTML body and buttons; a click on
 * the cover (or Escape, when it is the topmost layer) closes it unless disabled; an optional timeout
 * closes it. `showPopup` resolves with the key of the pressed button, or null when the cover, Escape
 * or the timeout closed it.
 */
export type PopupIcon = 'info' | 'warning' | 'success' | 'error';

export interface PopupButton {
  key: string;
  label: ReactNode;
  variant?: ButtonVariant;
}

export interface PopupOptions {
  icon?: PopupIcon;
  title?: ReactNode;
  /** Trusted-shape HTML from the server or catalogs; sanitised before it is shown. */
  html?: string;
  /** Plain text body (preferred for our own messages). */
  text?: ReactNode;
  /** Defaults to a single translated OK button with key `ok`. */
  buttons?: PopupButton[];
  disableCoverClose?: boolean;
  timeoutMs?: number;
}

interface PopupEntry extends PopupOptions {
  id: number;
  resolve: (key: string | null) => void;
}

interface PopupState {
  popups: PopupEntry[];
}

const usePopupStore = create<PopupState>(() => ({ popups: [] }));
let nextId = 1;

export function showPopup(options: PopupOptions): Promise<string | null> {
  return new Promise((resolve) => {
    const id = nextId++;
    usePopupStore.setState((s) => ({ popups: [...s.popups, { ...options, id, resolve }] }));
  });
}

function settle(id: number, key: string | null) {
  const entry = usePopupStore.getState().popups.find((p) => p.id === id);
  if (!entry) return;
  usePopupStore.setState((s) => ({ popups: s.popups.filter((p) => p.id !== id) }));
  entry.resolve(key);
}

/** Closes every open popup (tests, and navigation away from a flow). */
export function dismissAllPopups(): void {
  for (const p of usePopupStore.getState().popups) settle(p.id, null);
}

const iconNames: Record<PopupIcon, IconName> = { info: 'info', warning: 'warning', success: 'check', error: 'warning' };
const iconTones: Record<PopupIcon, string> = {
  info: 'bg-sky-400/15 text-sky-300',
  warning: 'bg-gold-400/15 text-gold-300',
  success: 'bg-emerald-400/15 text-emerald-300',
  error: 'bg-rose-500/15 text-rose-300',
};

function PopupView({ entry, layer }: { entry: PopupEntry; layer: number }) {
  const { t } = useTranslation();
  const { id, timeoutMs, disableCoverClose } = entry;

  // Escape answers like the cover (issue 12: Escape closes a dialog); a popup that must be answered ignores both.
  useEffect(() => {
    if (disableCoverClose) return;
    return pushEscapeCloser(() => settle(id, null));
  }, [id, disableCoverClose]);

  useEffect(() => {
    if (!timeoutMs) return;
    const timer = setTimeout(() => settle(id, null), timeoutMs);
    return () => clearTimeout(timer);
  }, [id, timeoutMs]);

  const buttons = entry.buttons ?? [{ key: 'ok', label: t('common.ok') }];
  return (
    <div className="fixed inset-0 flex items-center justify-center p-4" style={{ zIndex: 100 + layer }}>
      <div
        data-testid="popup-cover"
        className="absolute inset-0 animate-fade-in bg-ink-950/70"
        onClick={() => {
          if (!disableCoverClose) settle(id, null);
        }}
        aria-hidden="true"
      />
      <div
        role="alertdialog"
        aria-modal="true"
        aria-label={typeof entry.title === 'string' ? entry.title : undefined}
        className="relative w-full max-w-sm animate-pop-in rounded-2xl border border-white/10 bg-ink-850 p-6 text-center shadow-2xl shadow-black/60"
      >
        {entry.icon ? (
          <div className={clsx('mx-auto mb-4 grid size-14 place-items-center rounded-full', iconTones[entry.icon])}>
            <Icon name={iconNames[entry.icon]} className="size-7" />
          </div>
        ) : null}
        {entry.title ? <h2 className="text-lg font-bold text-ink-50">{entry.title}</h2> : null}
        {entry.text ? <p className="mt-2 text-sm leading-relaxed text-ink-200">{entry.text}</p> : null}
        {entry.html ? (
          <SafeHtml className="prose-lotus mt-2 text-sm text-ink-200" html={entry.html} />
        ) : null}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {buttons.map((b, i) => (
            <Button
              key={b.key}
              variant={b.variant ?? (i === buttons.length - 1 ? 'primary' : 'secondary')}
              className="min-w-28 flex-1"
              onClick={() => settle(id, b.key)}
            >
              {b.label}
            </Button>
          ))}
        </div>
      </div>
    </div>
  );
}

export function PopupHost() {
  const popups = usePopupStore((s) => s.popups);
  if (popups.length === 0) return null;
  return createPortal(
    <>
      {popups.map((p, i) => (
        <PopupView key={p.id} entry={p} layer={i} />
      ))}
    </>,
    document.body,
  );
}
