import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StatusValue } from '@lotus/contract/system';
import { statusValue } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/** A status answer for a brand of the deployment other than the demo's. */
function brandNamed(name: string, images: { logoUrl?: string; iconUrl?: string } = {}): StatusValue {
  const status = statusValue();
  status.info.brand = { ...status.info.brand, name, logoUrl: images.logoUrl ?? null, iconUrl: images.iconUrl ?? null };
  return status;
}

const header = () => screen.findByRole('banner');

describe("the site shows the brand's own name and marks", () => {
  it('draws the mark with the brand name when the brand has no logo, and names the tab after the brand', async () => {
    renderApp('/index', { status: brandNamed('Royal Fortune') });
    const home = await within(await header()).findByRole('link', { name: 'Royal Fortune home page' });
    const mark = within(home).getByRole('img', { name: 'Royal Fortune' });
    expect(mark.textContent).toBe('Royal Fortune');
    expect(screen.queryByText('Lotus')).not.toBeInTheDocument();
    expect(document.title).toBe('Royal Fortune');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('img', { name: 'Royal Fortune' })).toBeInTheDocument();
  });

  it("shows the brand's logo and icon images, and its drawn mark with the name if the logo does not load", async () => {
    renderApp('/index', { status: brandNamed('Golden Lotus', { logoUrl: 'https://cdn.example.com/golden/logo.svg', iconUrl: '/golden-icon.png' }) });
    const home = await within(await header()).findByRole('link', { name: 'Golden Lotus home page' });
    const logo = within(home).getByRole('img', { name: 'Golden Lotus' });
    expect(logo).toHaveAttribute('src', 'https://cdn.example.com/golden/logo.svg');
    expect(document.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/golden-icon.png');
    fireEvent.error(logo);
    const drawn = within(home).getByRole('img', { name: 'Golden Lotus' });
    expect(drawn.tagName.toLowerCase()).toBe('svg');
    expect(drawn.textContent).toBe('Golden Lotus');
  });
});
