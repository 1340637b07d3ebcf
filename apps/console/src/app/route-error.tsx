import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui';

/**
 * A section's chunk that could not be fetched: after a redeploy the old hashed file is gone (the
 * server answers 404), or the network dropped. Browsers word it differently; Vite's preload helper
 * reports a missing stylesheet or dependency as "Unable to preload".
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload|Loading chunk|ChunkLoadError/i.test(
    `${error.name} ${error.message}`,
  );
}

/**
 * A route's error element: what failed to load or render, in place of a blank page, with a reload
 * (a fresh index.html names the chunks the server has now). Under the shell it fills the page area
 * only, so the navigation stays usable.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <div role="alert" className="mx-auto max-w-md p-8">
      <h1 className="text-lg font-semibold text-slate-900">{chunk ? t('app.chunkError.title') : t('app.pageError.title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{chunk ? t('app.chunkError.text') : t('app.pageError.text')}</p>
      <Button className="mt-4" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </Button>
    </div>
  );
}
