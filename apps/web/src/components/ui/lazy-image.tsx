import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';

/** Spec section 9: an image gets up to 3 attempts before it shows its error state. */
export const lazyImageAttempts = 3;

export type LazyImageState = 'loading' | 'loaded' | 'error';

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

export function LazyImage({ src, alt, className, imgClassName, fallback, attempts = lazyImageAttempts }: LazyImageProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LazyImageState>('loading');
  const [prevSrc, setPrevSrc] = useState(src);
  if (prevSrc !== src) {
    setPrevSrc(src);
    setAttempt(0);
    setState('loading');
  }

  return (
    <span data-state={state} className={clsx('relative block overflow-hidden', className)}>
      {state !== 'loaded' ? (
        <span className={clsx('absolute inset-0 grid place-items-center bg-ink-800', state === 'loading' && 'animate-pulse')}>
          {fallback}
        </span>
      ) : null}
      {state !== 'error' ? (
        <img
          key={attempt}
          src={withAttempt(src, attempt)}
          alt={alt}
          loading="lazy"
          decoding="async"
          className={clsx('block size-full object-cover transition-opacity duration-300', state === 'loaded' ? 'opacity-100' : 'opacity-0', imgClassName)}
          onLoad={() => setState('loaded')}
          onError={() => {
            if (attempt + 1 < attempts) setAttempt(attempt + 1);
            else setState('error');
          }}
        />
      ) : null}
    </span>
  );
}
