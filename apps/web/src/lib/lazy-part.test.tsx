import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyPart', () => {
  it('shows its placeholder, then the part with its props', async () => {
    const Part = lazyPart(() => Promise.resolve(Hello), { loading: ({ name }) => <span>waiting for {name}</span> });
    render(<Part name="Asha" />);
    expect(screen.getByText('waiting for Asha')).toBeInTheDocument();
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
  });

  it('shows its failure instead of breaking the page when the chunk cannot load, and the next mount tries again', async () => {
    const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(Hello);
    const Part = lazyPart(load, { Failed: ({ name }) => <p role="alert">No part for {name}</p> });
    const first = render(
      <main>
        <h1>Page</h1>
        <Part name="Asha" />
      </main>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No part for Asha');
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    first.unmount();
    render(<Part name="Bilal" />);
    expect(await screen.findByText('Hello Bilal')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
