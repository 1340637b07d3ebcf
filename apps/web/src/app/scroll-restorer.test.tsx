import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ScrollRestorer } from './scroll-restorer';

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

describe('scroll restorer', () => {
  it('opens a new page at the top and returns to the reading position on Back', () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    let navigate: NavigateFunction = () => undefined;
    function Probe() {
      const nav = useNavigate();
      useEffect(() => {
        navigate = nav;
      }, [nav]);
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/rng']}>
        <ScrollRestorer />
        <Probe />
      </MemoryRouter>,
    );
    setScrollY(1200);
    scrollTo.mockClear();
    act(() => void navigate('/live'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    setScrollY(300);
    act(() => void navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
    act(() => void navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });
});
