import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { Icon } from '../components/ui/icon';
import { Spinner } from '../components/ui/spinner';
import { TimeoutError, withTimeout } from '../lib/with-timeout';

/** Spec sections 8 and 9: a page chunk that has not loaded after 120 s counts as failed. */
export const chunkLoadTimeoutMs = 120_000;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof TimeoutError) return true;
  if (!(error instanceof Error)) return false;
  // Browsers word a failed dynamic import differently; all of them mention the module or import.
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Loading chunk|ChunkLoadError/i.test(
    `${error.name} ${error.message}`,
  );
}

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[50vh] place-items-center">
      <Spinner className="size-10" label={t('common.loading')} />
    </div>
  );
}

export function PageLoadError({ chunk, onRetry }: { chunk: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-6 text-center">
      <div className="grid size-16 place-items-center rounded-2xl bg-rose-500/10 text-rose-300 ring-1 ring-rose-400/20">
        <Icon name="warning" className="size-8" />
      </div>
      <h1 className="mt-5 text-xl font-bold text-ink-50">{chunk ? t('chunkError.title') : t('pageError.title')}</h1>
      <p className="mt-2 text-sm leading-relaxed text-ink-300">{chunk ? t('chunkError.text') : t('pageError.text')}</p>
      <Button className="mt-6 min-w-40" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Shows a translated error with a retry instead of the failed subtree (a page, or the whole site at the root). */
export class PageErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) console.error('page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <PageLoadError chunk={isChunkLoadError(this.state.error)} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/** A lazy route page that can also be asked to start loading before it renders. */
export type LazyPageComponent = ComponentType & { preload: () => void };

/**
 * A route page loaded as a lazy chunk, raced against the 120 s limit. A failed or timed-out load
 * shows a translated error with a retry button; retrying starts a fresh import. Once the chunk has
 * arrived (for example preloaded while the app starts), the page renders directly rather than
 * through Suspense, which would hold a shown fallback for React's minimum of 300 ms.
 */
export function lazyPage(load: () => Promise<ComponentType>, timeoutMs: number = chunkLoadTimeoutMs): LazyPageComponent {
  let ready: ComponentType | null = null;
  let pending: Promise<{ default: ComponentType }> | null = null;
  const start = () => {
    pending ??= withTimeout(load(), timeoutMs).then((Page) => {
      ready = Page;
      return { default: Page };
    });
    pending.catch(() => {
      // A failed load is shown by the boundary; the next attempt starts a fresh import.
      pending = null;
    });
    return pending;
  };
  const make = () => lazy(start);
  let Page = make();

  function LazyPage() {
    const [attempt, setAttempt] = useState(0);
    // Decided once per mount, so a page never switches between the two paths (that would remount it).
    const [Direct] = useState(() => ready);
    const retry = () => {
      // React.lazy remembers a rejected load, so a retry needs a new lazy component.
      Page = make();
      setAttempt((a) => a + 1);
    };
    return (
      <PageErrorBoundary key={attempt} onRetry={retry}>
        {Direct && attempt === 0 ? (
          <Direct />
        ) : (
          <Suspense fallback={<PageLoading />}>
            <Page />
          </Suspense>
        )}
      </PageErrorBoundary>
    );
  }
  return Object.assign(LazyPage, { preload: () => void start().catch(() => undefined) });
}
