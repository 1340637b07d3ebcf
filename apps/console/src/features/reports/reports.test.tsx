import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allPermissions, fakeServer, me } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

const dayRow = (day: string, over: Record<string, unknown> = {}) => ({ day, deposits: '150.0000', depositCount: 2, withdrawals: '40.0000', withdrawalCount: 1, ggr: '-6.0000', bonuses: '5.0000', ngr: '-11.0000', activeMembers: 2, newMembers: 3, categories: [], ...over });

describe('the reports', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens on the brand's last seven days, in the brand's zone, not the browser's", async () => {
    // 20:00 UTC on the 24th is 01:00 on the 25th in Karachi (UTC+5).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T20:00:00Z') });
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/reports/daily': () => ({ value: { brand: null, currency: 'PKR', rows: [] } }),
    });
    renderConsole('/reports/daily');
    await waitFor(() => expect(server.find('GET', '/ops/reports/daily').length).toBeGreaterThan(0));
    const asked = server.find('GET', '/ops/reports/daily')[0]!;
    expect([asked.query.get('from'), asked.query.get('to')]).toEqual(['2026-11-19', '2026-11-25']);
  });

  it('shows daily figures for a range and refuses a range over 92 days before asking the server', async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/reports/daily': (req) => ({ value: { brand: null, currency: 'PKR', rows: [dayRow(req.query.get('from')!), dayRow(req.query.get('to')!, { ggr: '30.0000', ngr: '30.0000' })] } }),
    });
    renderConsole('/reports/daily');
    const table = await screen.findByRole('table', { name: 'Daily figures' });
    await waitFor(() => expect(within(table).getAllByText('-11.00').length).toBeGreaterThan(0));
    expect(within(table).getAllByText('150.00')).toHaveLength(2);
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2025-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(/at most 92 days apart/)).toBeInTheDocument();
    expect(server.find('GET', '/ops/reports/daily').every((c) => c.query.get('from') !== '2025-01-01')).toBe(true);
    expect(screen.getByRole('button', { name: /CSV/ })).toBeInTheDocument();
  });

  it('groups GGR by vendor on request', async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/reports/ggr': (req) => ({
        value: {
          brand: null,
          currency: 'PKR',
          rows:
            req.query.get('by') === 'vendor'
              ? [{ day: '2026-05-01', category: 'LIVE', vendor: 'EVO', bets: 2, stake: '14.0000', win: '25.0000', ggr: '-11.0000' }]
              : [{ day: '2026-05-01', category: 'LIVE', vendor: null, bets: 2, stake: '14.0000', win: '25.0000', ggr: '-11.0000' }],
        },
      }),
    });
    renderConsole('/reports/ggr');
    const table = await screen.findByRole('table', { name: 'GGR by category and vendor' });
    expect(await within(table).findByText('Live casino')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Group by'), 'vendor');
    expect(await within(screen.getByRole('table', { name: 'GGR by category and vendor' })).findByText('EVO')).toBeInTheDocument();
    expect(server.find('GET', '/ops/reports/ggr').some((c) => c.query.get('by') === 'vendor')).toBe(true);
  });

  it('pages balances from a minimum, sorted by the server; no CSV export without reports.export', async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me({ permissions: allPermissions.filter((p) => p !== 'reports.export') }) }),
      'GET /ops/reports/balances': () => ({ value: { rows: [{ memberId: 9, username: 'ali77', brand: 'LOTUS', balance: '515.0000', currency: 'PKR' }], total: 1 } }),
    });
    renderConsole('/reports/balances');
    const table = await screen.findByRole('table', { name: 'Member balances' });
    expect(await within(table).findByText('515.00')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Minimum balance'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(server.find('GET', '/ops/reports/balances').some((c) => c.query.get('minBalance') === '500')).toBe(true));
    expect(server.find('GET', '/ops/reports/balances')[0]!.query.get('sort')).toBe('balance');
    expect(screen.queryByRole('button', { name: /CSV/ })).toBeNull();
    expect(screen.getByText('CSV export needs the reports.export permission.')).toBeInTheDocument();
  });
});
