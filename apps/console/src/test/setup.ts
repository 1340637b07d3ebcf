import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, i18nReady, setLanguage } from '../lib/i18n';
import { reloadSession } from '../lib/session';

await i18nReady;
// jsdom has no object URLs: proof images are shown through them.
let objectUrls = 0;
if (!URL.createObjectURL) URL.createObjectURL = () => `blob:console.test/${++objectUrls}`;
if (!URL.revokeObjectURL) URL.revokeObjectURL = () => undefined;
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  // A test that switched to Urdu leaves the next one in English.
  if (i18n.language !== 'en') await setLanguage('en');
  window.sessionStorage.clear();
  window.localStorage.clear();
  reloadSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
