import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allPermissions, fakeServer, me } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

const day = (n: number) => new Date(Date.UTC(2026, 4, 1 + n)).toISOString().slice(0, 10);
const zeros = (d: string) => ({ day: d, deposits: '0.0000', depositCount: 0, withdrawals: '0.0000', withdrawalCount: 0, ggr: '0.0000', bonuses: '0.0000', ngr: '0.0000', activeMembers: 0, newMembers: 0, categories: [] as unknown[] });
const dashboard = (over: Record<string, unknown> = {}) => {
  const days = Array.from({ length: 30 }, (_, i) => zeros(day(i)));
  days[28] = { ...zeros(day(28)), deposits: '20.0000', depositCount: 1, ggr: '30.0000', ngr: '30.0000', activeMembers: 1, newMembers: 1, categories: [{ category: 'SPORTS', bets: 1, stake: '30.0000', win: '0.0000', ggr: '30.0000' }] };
  days[29] = {
    ...zeros(day(29)),
    deposits: '1234567.8912',
    depositCount: 2,
    withdrawals: '40.0000',
    withdrawalCount: 1,
    ggr: '-6.0000',
    bonuses: '5.0000',
    ngr: '-11.0000',
    activeMembers: 2,
    newMembers: 3,
    categories: [
      { category: 'LIVE', bets: 2, stake: '14.0000', win: '25.0000', ggr: '-11.0000' },
      { category: 'RNG', bets: 1, stake: '5.0000', win: '0.0000', ggr: '5.0000' },
    ],
  };
  return { brand: null, currency: 'PKR', today: day(29), days, pending: { deposits: 4, withdrawals: 7 }, ...over };
};

beforeEach(() => {
  // Recharts measures its container; jsdom has no layout.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

describe('the dashboard', () => {
  it('is the home of an operator who may see it, with today’s cards, 30-day totals, queues and GGR by category', async () => {
    const server = fakeServer({ 'GET /ops/me': () => ({ value: me() }), 'GET /ops/dashboard': () => ({ value: dashboard() }) });
    renderConsole('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText(`Today (${day(29)})`)).toBeInTheDocument();
    // Two decimals, cut toward zero; negative GGR and NGR shown as such.
    expect(screen.getAllByText('1,234,567.89').length).toBeGreaterThanOrEqual(1);
    expect(screen.getAllByText('-11.00').length).toBeGreaterThanOrEqual(1);
    // 30 days: deposits 1,234,587.89 over 3, GGR 24.00, NGR 19.00.
    expect(screen.getByText('1,234,587.89')).toBeInTheDocument();
    expect(screen.getByText('24.00')).toBeInTheDocument();
    expect(screen.getByText('19.00')).toBeInTheDocument();
    const queues = screen.getByRole('region', { name: 'Awaiting a decision' });
    expect(within(queues).getByText('4')).toBeInTheDocument();
    expect(within(queues).getByText('7')).toBeInTheDocument();
    expect(within(queues).getAllByRole('link', { name: 'Open the queue' })[0]).toHaveAttribute('href', '/payments/deposits');
    const table = screen.getByRole('table', { name: 'GGR by category' });
    const live = within(table).getByText('Live casino').closest('tr')!;
    expect(within(live).getAllByText('-11.00')).toHaveLength(2);
    expect(within(table).getByText('Sports').closest('tr')).toHaveTextContent('30.00');
    expect(server.find('GET', '/ops/dashboard')[0]!.query.get('brand')).toBeNull();
  });

  it('follows the working brand picked in the header, and shows the server’s refusal', async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      // The second brand keeps another currency in this deployment: every brand together is refused.
      'GET /ops/dashboard': (req) =>
        req.query.get('brand') === null && server.find('GET', '/ops/dashboard').length > 1 ? { errorCode: 'request_param_err', message: 'These brands keep different currencies: pick a brand.' } : { value: dashboard({ brand: req.query.get('brand') }) },
    });
    renderConsole('/dashboard');
    await screen.findByText(`Today (${day(29)})`);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Lotus (LOTUS)');
    await waitFor(() => expect(server.find('GET', '/ops/dashboard').at(-1)!.query.get('brand')).toBe('LOTUS'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'All brands');
    expect(await screen.findByText(/The figures could not be loaded/)).toBeInTheDocument();
  });

  it('is not offered without dashboard.view: home is the first section the operator may open', async () => {
    fakeServer({ 'GET /ops/me': () => ({ value: me({ permissions: allPermissions.filter((p) => p !== 'dashboard.view') }) }), 'GET /ops/members': () => ({ value: { rows: [], total: 0, capped: false, pageNo: 1, pageSize: 20 } }), 'GET /ops/labels': () => ({ value: { rows: [] } }) });
    renderConsole('/dashboard');
    // Members is the first section after the dashboard.
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });
});
