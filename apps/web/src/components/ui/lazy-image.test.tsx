import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyImage } from './lazy-image';

describe('LazyImage', () => {
  it('goes loading -> loaded', () => {
    const { container } = render(<LazyImage src="/a.png" alt="A" />);
    expect(container.firstChild).toHaveAttribute('data-state', 'loading');
    fireEvent.load(screen.getByRole('img', { name: 'A' }));
    expect(container.firstChild).toHaveAttribute('data-state', 'loaded');
  });

  it('tries up to 3 times before showing its error state', () => {
    const { container } = render(<LazyImage src="/b.png" alt="B" fallback={<span>no image</span>} />);
    fireEvent.error(screen.getByRole('img', { name: 'B' }));
    expect(screen.getByRole('img', { name: 'B' })).toHaveAttribute('src', '/b.png?retry=1');
    fireEvent.error(screen.getByRole('img', { name: 'B' }));
    expect(screen.getByRole('img', { name: 'B' })).toHaveAttribute('src', '/b.png?retry=2');
    fireEvent.error(screen.getByRole('img', { name: 'B' }));
    expect(container.firstChild).toHaveAttribute('data-state', 'error');
    expect(screen.queryByRole('img', { name: 'B' })).not.toBeInTheDocument();
    expect(screen.getByText('no image')).toBeInTheDocument();
  });
});
