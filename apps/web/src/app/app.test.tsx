import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/render-app';
import { App } from './app';

function Broken(): never {
  throw new Error('a bug outside any page');
}

describe('the site', () => {
  it('shows a translated error with a retry, not a blank page, when something outside a page fails to render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi();
    render(
      <App initialPath="/index">
        <Broken />
      </App>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
