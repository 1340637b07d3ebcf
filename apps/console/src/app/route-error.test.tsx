import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { isChunkLoadError, RouteError } from './route-error';

/** The console's shape: a frame with navigation, its pages under a pathless route with RouteError. */
function renderFailing(error: Error) {
  const Page = lazy(() => Promise.reject(error));
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <div>
            <nav aria-label="Sections">frame</nav>
            <Outlet />
          </div>
        ),
        errorElement: <RouteError />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              {
                path: 'audit',
                element: (
                  <Suspense fallback={<p role="status">Loading…</p>}>
                    <Page />
                  </Suspense>
                ),
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/audit'] },
  );
  return render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('a page that fails to load', () => {
  // React and the router report the errors the route boundary catches; the test asserts on the page.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('says a missing chunk (gone after a redeploy) needs a reload, and keeps the frame', async () => {
    renderFailing(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/console/assets/audit-1a2b3c.js'));
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The console may have been updated since you opened it');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
  });

  it('says so in general words when the page itself failed', async () => {
    renderFailing(new Error('boom'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it("knows each browser's words for a failed dynamic import", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/console/assets/a.js',
      'error loading dynamically imported module: https://x/console/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /console/assets/a.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
