import { clsx } from 'clsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Lazy images (spec sections 4 and 9): states loading, loaded and error; up to 3 attempts; loading
 * starts once the image comes within 1.3 viewports (an IntersectionObserver with a 30 % margin);
 * load starts are throttled to one batch per 200 ms; the last 200 loaded (and failed) addresses are
 * remembered so a card that scrolls back into a virtualised grid shows at once.
 */
export const lazyImageAttempts = 3;
export const lazyImagePreloadFactor = 1.3;
export const lazyImageThrottleMs = 200;
export const lazyImageCacheSize = 200;

export type LazyImageState = 'loading' | 'loaded' | 'error';

/** A set that forgets its oldest entries beyond `size` (insertion order). */
class RecentSet {
  #items = new Set<string>();
  constructor(private readonly size: number) {}
  has(key: string): boolean {
    return this.#items.has(key);
  }
  add(key: string): void {
    this.#items.delete(key);
    this.#items.add(key);
    if (this.#items.size > this.size) this.#items.delete(this.#items.values().next().value!);
  }
  clear(): void {
    this.#items.clear();
  }
}

/**
 * Starts image loads in throttled batches: the first request runs at once, later ones wait for the
 * next batch, at most one batch per `throttleMs`. A request cancelled before its batch (the card
 * scrolled away again) never loads, so a fast scroll through thousands of games starts none of them.
 */
class LoadScheduler {
  #pending = new Set<() => void>();
  #last = -Infinity;
  #timer: ReturnType<typeof setTimeout> | null = null;
  readonly loaded = new RecentSet(lazyImageCacheSize);
  readonly failed = new RecentSet(lazyImageCacheSize);

  constructor(private readonly throttleMs: number) {}

  request(start: () => void): () => void {
    this.#pending.add(start);
    const wait = this.#last + this.throttleMs - Date.now();
    if (wait <= 0) this.#flush();
    else this.#timer ??= setTimeout(() => this.#flush(), wait);
    return () => this.#pending.delete(start);
  }

  #flush(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#last = Date.now();
    const batch = [...this.#pending];
    this.#pending.clear();
    for (const start of batch) start();
  }

  /** Tests: forget timing, caches and the shared observer. */
  reset(): void {
    observer?.disconnect();
    observer = null;
    watchers.clear();
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#pending.clear();
    this.#last = -Infinity;
    this.loaded.clear();
    this.failed.clear();
  }
}

export const lazyImageScheduler = new LoadScheduler(lazyImageThrottleMs);

type Watcher = (inRange: boolean) => void;
const watchers = new Map<Element, Watcher>();
let observer: IntersectionObserver | null = null;

/** One observer for every lazy image; without IntersectionObserver everything counts as in range. */
function watch(element: Element, onChange: Watcher): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onChange(true);
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) watchers.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: `${Math.round((lazyImagePreloadFactor - 1) * 100)}% 0px` },
  );
  watchers.set(element, onChange);
  observer.observe(element);
  return () => {
    watchers.delete(element);
    observer?.unobserve(element);
  };
}

interface LazyImageProps {
  src: string;
  alt: string;
  className?: string;
  imgClassName?: string;
  /** Shown while loading and after the last failed attempt. */
  fallback?: ReactNode;
  attempts?: number;
}

function withAttempt(src: string, attempt: number): string {
  if (attempt === 0) return src;
  // A query mark per retry gets past a cached failure of the same URL.
  return `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;
}

interface Progress {
  src: string;
  attempt: number;
  /** The <img> is in the page (its load was started by the scheduler). */
  started: boolean;
  state: LazyImageState;
}

function initial(src: string): Progress {
  if (!src || lazyImageScheduler.failed.has(src)) return { src, attempt: 0, started: false, state: 'error' };
  if (lazyImageScheduler.loaded.has(src)) return { src, attempt: 0, started: true, state: 'loaded' };
  return { src, attempt: 0, started: false, state: 'loading' };
}

export function LazyImage({ src, alt, className, imgClassName, fallback, attempts = lazyImageAttempts }: LazyImageProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [progress, setProgress] = useState<Progress>(() => initial(src));
  const [inRange, setInRange] = useState(false);
  let current = progress;
  if (progress.src !== src) {
    current = initial(src);
    setProgress(current);
  }
  const { attempt, started, state } = current;
  const waiting = state === 'loading' && !started;

  useEffect(() => {
    const element = ref.current;
    if (!element || !waiting) return;
    return watch(element, setInRange);
  }, [waiting]);

  useEffect(() => {
    if (!waiting || !inRange) return;
    return lazyImageScheduler.request(() => setProgress((p) => (p.src === src ? { ...p, started: true } : p)));
  }, [waiting, inRange, src, attempt]);

  const onLoad = () => {
    lazyImageScheduler.loaded.add(src);
    setProgress((p) => ({ ...p, state: 'loaded' }));
  };
  const onError = () => {
    if (attempt + 1 < attempts) {
      setProgress((p) => ({ ...p, attempt: p.attempt + 1, started: false }));
    } else {
      lazyImageScheduler.failed.add(src);
      setProgress((p) => ({ ...p, state: 'error' }));
    }
  };

  return (
    <span ref={ref} data-state={state} className={clsx('relative block overflow-hidden', className)}>
      {state !== 'loaded' ? (
        <span className={clsx('absolute inset-0 grid place-items-center bg-ink-800', state === 'loading' && 'animate-pulse')}>{fallback}</span>
      ) : null}
      {started && state !== 'error' ? (
        <img
          key={attempt}
          src={withAttempt(src, attempt)}
          alt={alt}
          decoding="async"
          className={clsx('relative block size-full object-cover transition-opacity duration-300', state === 'loaded' ? 'opacity-100' : 'opacity-0', imgClassName)}
          onLoad={onLoad}
          onError={onError}
        />
      ) : null}
    </span>
  );
}
