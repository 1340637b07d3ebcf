import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkLoadTimeoutMs, lazyPage } from './lazy-page';

function Loaded() {
  return <h1>Loaded page</h1>;
}

describe('lazy page chunks', () => {
  // React reports the errors the boundary catches; the test asserts on the page instead.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders a preloaded page at once, with no loading state, and loads its chunk once', async () => {
    const load = vi.fn<() => Promise<typeof Loaded>>().mockResolvedValue(Loaded);
    const Page = lazyPage(load);
    Page.preload();
    Page.preload();
    await act(async () => {
      await Promise.resolve();
    });
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the chunk-load error after 120 s without an answer, and retries', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<typeof Loaded>>()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValueOnce(Loaded);
    const Page = lazyPage(load);
    render(<Page />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(chunkLoadTimeoutMs - 1);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Page load timeout, check your network and try again.')).toBeInTheDocument();

    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the chunk-load error when the chunk fails to load', async () => {
    const Page = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/help.js')));
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
  });
});
