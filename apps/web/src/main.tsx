import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import '@fontsource/noto-naskh-arabic/400.css';
import '@fontsource/noto-naskh-arabic/600.css';
import '@fontsource/noto-naskh-arabic/700.css';
import './index.css';
import { App } from './app/app';
import { preloadPage } from './app/routes';

// The page's chunk downloads alongside the start-up status call rather than after it.
preloadPage(window.location.pathname);

// A transition renders in slices that yield to the browser, so a slow phone never has one long
// blocked stretch while the site starts (the static spinner in index.html stays until it is done).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
