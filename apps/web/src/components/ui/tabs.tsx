import { clsx } from 'clsx';
import { useCallback, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useScrollFades } from '../../lib/use-scroll-fades';

export interface TabItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
}

interface TabsProps {
  items: readonly TabItem[];
  value: string;
  onChange: (key: string) => void;
  label: string;
  className?: string;
  /** Renders the panel of the active tab; only that panel is in the page. */
  children?: ReactNode;
}

/** Accessible tab strip: arrow keys follow reading direction, so they flip under RTL. */
export function Tabs({ items, value, onChange, label, className, children }: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement | null>(null);
  // A strip wider than its place scrolls sideways (no scrollbar): its sides fade where more tabs are.
  const { watch, style: fades } = useScrollFades<HTMLDivElement>();
  const setList = useCallback(
    (el: HTMLDivElement | null) => {
      listRef.current = el;
      return watch(el);
    },
    [watch],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((i) => i.key === value);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    let next: number;
    if (event.key === 'ArrowRight') next = rtl ? index - 1 : index + 1;
    else if (event.key === 'ArrowLeft') next = rtl ? index + 1 : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else return;
    event.preventDefault();
    const target = items[(next + items.length) % items.length];
    if (!target) return;
    onChange(target.key);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-key="${CSS.escape(target.key)}"]`)?.focus();
  };

  return (
    <div className={className}>
      <div
        ref={setList}
        style={fades}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="no-scrollbar flex gap-1 overflow-x-auto rounded-xl border border-white/5 bg-ink-900/70 p-1"
      >
        {items.map((item) => {
          const active = item.key === value;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              data-key={item.key}
              id={`${baseId}-tab-${item.key}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onChange(item.key)}
              className={clsx(
                'flex shrink-0 items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition',
                // The page's gold focus ring would vanish on the gold selected tab (arrow keys select as they move):
                // that one gets a dark ring inside it.
                active ? 'bg-gold-400 text-ink-950 shadow focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ink-950' : 'text-ink-200 hover:bg-white/5 hover:text-white',
              )}
            >
              {item.icon}
              {item.label}
            </button>
          );
        })}
      </div>
      {children !== undefined ? (
        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${value}`} className="mt-4">
          {children}
        </div>
      ) : null}
    </div>
  );
}
