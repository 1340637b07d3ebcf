import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

// Its own file: whether the visit's first page has been shown is kept for the whole visit (the module).
describe('page fade', () => {
  it('shows the visit\'s first page at once and fades in the pages the visitor moves to', async () => {
    const { router } = renderApp('/index');
    await screen.findByRole('heading', { level: 1, name: /Play bold/ });
    expect(document.getElementById('main')).not.toHaveClass('animate-fade-in');

    await act(async () => router.navigate('/promotions'));
    await screen.findByRole('heading', { level: 1, name: 'Promotions' });
    expect(document.getElementById('main')).toHaveClass('animate-fade-in');

    // Back on the first page, it fades like any other.
    await act(async () => router.navigate('/index'));
    await screen.findByRole('heading', { level: 1, name: /Play bold/ });
    expect(document.getElementById('main')).toHaveClass('animate-fade-in');
  });
});
