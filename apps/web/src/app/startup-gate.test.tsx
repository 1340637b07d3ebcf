import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { statusValue } from '../test/fixtures';
import { renderApp } from '../test/render-app';

describe('startup gate', () => {
  it('renders the site for status 0', async () => {
    const { calls } = renderApp('/index');
    expect(await screen.findByRole('heading', { level: 1, name: /Play bold/ })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    // The status call goes first, without a Merchant header (the server picks the default brand).
    expect(calls[0]!.url).toMatch(/^\/wps\/system\/status\?host=/);
    expect(calls[0]!.headers.Merchant).toBeUndefined();
    expect(calls[0]!.headers['Module-Id']).toBe('COMM3');
  });

  it('keeps the site on screen when a later re-read of the status fails', async () => {
    let offline = false;
    const { calls } = renderApp('/index', {
      handler: (call) => (offline && call.url.startsWith('/wps/system/status') ? { status: 503, body: { success: false, errorCode: 'system.error', message: 'down' } } : undefined),
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Play bold/ })).toBeInTheDocument();
    // Six minutes later the visitor comes back to the tab, and the network is gone.
    offline = true;
    const later = Date.now() + 6 * 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/wps/system/status')).length).toBeGreaterThan(1));
    // Its one retry fails too; the page stays.
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/wps/system/status')).length).toBe(3), { timeout: 8000 });
    expect(screen.getByRole('heading', { level: 1, name: /Play bold/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("renders the maintenance page for status 1, with the window in the brand time zone, the operator's message and Contact Us", async () => {
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    renderApp('/index', {
      status: statusValue({ status: 1, maintenance: { from: '2026-03-01T20:00:00Z', to: '2026-03-01T22:30:00Z', message: 'New live tables arrive tonight.' } }),
    });
    expect(await screen.findByRole('heading', { name: 'System Maintenance' })).toBeInTheDocument();
    expect(screen.getByText('RESTRICTION OF VISIT')).toBeInTheDocument();
    expect(screen.getByText(/system is under maintenance/i)).toBeInTheDocument();
    expect(screen.getByText('New live tables arrive tonight.')).toBeInTheDocument();
    // 20:00 UTC is 01:00 the next day in Asia/Karachi (UTC+5).
    expect(screen.getByText('03/02/2026, 01:00:00')).toBeInTheDocument();
    expect(screen.getByText('03/02/2026, 03:30:00')).toBeInTheDocument();
    expect(screen.getByText('Times shown in UTC+05:00')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hot' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(open).toHaveBeenCalledWith('https://chat.example.test/', expect.any(String), expect.any(String));
  });

  it('renders the IP restriction page for status 2 with the IP and country', async () => {
    renderApp('/index', { status: statusValue({ status: 2, regionRestriction: true, location: { ip: '198.51.100.23', country: 'US' } }) });
    expect(await screen.findByRole('heading', { name: 'IP Restriction' })).toBeInTheDocument();
    expect(screen.getByText('198.51.100.23')).toBeInTheDocument();
    expect(screen.getByText('United States (US)')).toBeInTheDocument();
    expect(screen.getByText(/may not access this site because of your location or IP address/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('renders nothing for any other status', async () => {
    const { container, fetchMock } = renderApp('/index', { status: statusValue({ status: 7 as 0 }) });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a translated network error with a retry when the status call cannot be made', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const { renderWithoutStub } = await import('../test/render-app');
    renderWithoutStub('/index');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('Network abnormal, please retry.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
