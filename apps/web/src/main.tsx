import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import '@fontsource/noto-naskh-arabic/400.css';
import '@fontsource/noto-naskh-arabic/600.css';
import '@fontsource/noto-naskh-arabic/700.css';
import './index.css';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { preloadPage } from './app/routes';
import { systemStatusQueryOptions } from './features/system/api/get-system-status';
import { warmLobby } from './features/games/lib/warm-lobby';
import { warmLottery } from './features/lottery/lib/warm-lottery';
import { loadWebFont } from './lib/web-font';

// The start-up status call, the page's chunk and the first data of a lobby or lottery hall go out
// now, while React is still starting, not after the first render has asked for them.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(systemStatusQueryOptions());
preloadPage(window.location.pathname);
warmLobby();
warmLottery(queryClient);
loadWebFont();

// A transition renders in slices that yield to the browser, so a slow phone never has one long
// blocked stretch while the site starts (the static spinner in index.html stays until it is done).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
