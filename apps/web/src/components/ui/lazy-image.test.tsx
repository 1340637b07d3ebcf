import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyImage, lazyImageScheduler, lazyImageThrottleMs } from './lazy-image';

type ObserverCallback = (entries: { target: Element; isIntersecting: boolean }[]) => void;

/** A stand-in IntersectionObserver that the test drives by hand. */
function installObserver() {
  const observed = new Set<Element>();
  let callback: ObserverCallback = () => undefined;
  let options: IntersectionObserverInit | undefined;
  class FakeObserver {
    constructor(cb: ObserverCallback, init?: IntersectionObserverInit) {
      callback = cb;
      options = init;
    }
    observe(el: Element) {
      observed.add(el);
    }
    unobserve(el: Element) {
      observed.delete(el);
    }
    disconnect() {
      observed.clear();
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    options: () => options,
    observed,
    show: (el: Element, isIntersecting = true) => act(() => callback([{ target: el, isIntersecting }])),
  };
}

beforeEach(() => {
  lazyImageScheduler.reset();
  vi.useFakeTimers();
});
afterEach(() => {
  lazyImageScheduler.reset();
});

describe('LazyImage', () => {
  it('goes loading -> loaded', () => {
    const { container } = render(<LazyImage src="/a.png" alt="A" />);
    expect(container.firstChild).toHaveAttribute('data-state', 'loading');
    fireEvent.load(screen.getByRole('img', { name: 'A' }));
    expect(container.firstChild).toHaveAttribute('data-state', 'loaded');
  });

  it('tries up to 3 times (each retry through the throttle) before showing its error state', () => {
    const { container } = render(<LazyImage src="/b.png" alt="B" fallback={<span>no image</span>} />);
    fireEvent.error(screen.getByRole('img', { name: 'B' }));
    // The retry waits for the next load batch.
    expect(screen.queryByRole('img', { name: 'B' })).toBeNull();
    act(() => vi.advanceTimersByTime(lazyImageThrottleMs));
    expect(screen.getByRole('img', { name: 'B' })).toHaveAttribute('src', '/b.png?retry=1');
    fireEvent.error(screen.getByRole('img', { name: 'B' }));
    act(() => vi.advanceTimersByTime(lazyImageThrottleMs));
    expect(screen.getByRole('img', { name: 'B' })).toHaveAttribute('src', '/b.png?retry=2');
    fireEvent.error(screen.getByRole('img', { name: 'B' }));
    expect(container.firstChild).toHaveAttribute('data-state', 'error');
    expect(screen.queryByRole('img', { name: 'B' })).not.toBeInTheDocument();
    expect(screen.getByText('no image')).toBeInTheDocument();
  });

  it('remembers loaded and failed addresses, so a remounted card skips loading and retries', () => {
    const first = render(<LazyImage src="/c.png" alt="C" />);
    fireEvent.load(screen.getByRole('img', { name: 'C' }));
    first.unmount();
    const again = render(<LazyImage src="/c.png" alt="C" />);
    expect(again.container.firstChild).toHaveAttribute('data-state', 'loaded');
    again.unmount();

    act(() => vi.advanceTimersByTime(lazyImageThrottleMs));
    const broken = render(<LazyImage src="/d.png" alt="D" attempts={1} />);
    act(() => vi.advanceTimersByTime(lazyImageThrottleMs));
    fireEvent.error(screen.getByRole('img', { name: 'D' }));
    broken.unmount();
    const later = render(<LazyImage src="/d.png" alt="D" />);
    expect(later.container.firstChild).toHaveAttribute('data-state', 'error');
    expect(screen.queryByRole('img', { name: 'D' })).toBeNull();
  });

  it('starts loading only within 1.3 viewports, and at most one batch of starts per 200 ms', () => {
    const io = installObserver();
    render(
      <>
        <LazyImage src="/e1.png" alt="E1" />
        <LazyImage src="/e2.png" alt="E2" />
        <LazyImage src="/e3.png" alt="E3" />
      </>,
    );
    expect(io.options()?.rootMargin).toBe('30% 0px');
    const [s1, s2, s3] = [...io.observed];
    expect(screen.queryAllByRole('img')).toHaveLength(0);

    // The first image in range starts at once.
    io.show(s1!);
    expect(screen.getByRole('img', { name: 'E1' })).toBeInTheDocument();
    // The next two wait for the next batch, and one that leaves range before it never starts.
    act(() => vi.advanceTimersByTime(50));
    io.show(s2!);
    io.show(s3!);
    io.show(s3!, false);
    expect(screen.queryByRole('img', { name: 'E2' })).toBeNull();
    act(() => vi.advanceTimersByTime(lazyImageThrottleMs - 50 - 1));
    expect(screen.queryByRole('img', { name: 'E2' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('img', { name: 'E2' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'E3' })).toBeNull();
  });
});
