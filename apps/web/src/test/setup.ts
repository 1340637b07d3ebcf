import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { afterEach, beforeEach, vi } from 'vitest';
import { dismissAllPopups } from '../components/ui/popup';
import { useDialogStack } from '../components/ui/dialog-stack-store';
import { applyDocumentLanguage, i18n, i18nReady } from '../lib/i18n';
import { reloadSessionFromStorage } from '../features/session/stores/session-store';
import { useSideMenuStore } from '../features/shell/stores/side-menu-store';

// The English catalog files load before any test renders.
await i18nReady;

// Route chunks load through real dynamic imports; the first one in a worker can take a moment.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no WebCrypto subtle API; the customer-service links need it.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// Desktop by default; tests that need a phone override matchMedia.
function installMatchMedia(phone: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      // A phone matches max-width queries; the desktop default is wide, matching min-width ones.
      matches: phone ? query.includes('max-width') : query.includes('min-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

beforeEach(() => {
  installMatchMedia(false);
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(async () => {
  cleanup();
  dismissAllPopups();
  useDialogStack.setState({ stack: [] });
  useSideMenuStore.setState({ open: true, drawerOpen: false });
  window.localStorage.clear();
  window.sessionStorage.clear();
  reloadSessionFromStorage();
  await i18n.changeLanguage('en');
  applyDocumentLanguage();
  document.body.removeAttribute('style');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

export { installMatchMedia };
