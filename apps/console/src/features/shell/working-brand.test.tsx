import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as csv from '../../lib/csv';
import { workingBrandKey } from '../../lib/working-brand';
import { fakeServer, me, testBrands } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

const emptyList = () => ({ value: { rows: [], total: 0 } });
const emptyDashboard = () => ({ value: { brand: null, currency: 'PKR', today: '2026-05-01', days: [{ day: '2026-05-01', deposits: '0.0000', depositCount: 0, withdrawals: '0.0000', withdrawalCount: 0, ggr: '0.0000', bonuses: '0.0000', ngr: '0.0000', activeMembers: 0, newMembers: 0, categories: [] }], pending: { deposits: 0, withdrawals: 0 } } });
/** Two brands of different zones: Karachi (UTC+5) and Berlin (UTC+1 in March). */
const zonedBrands = [testBrands[0]!, { ...testBrands[1]!, timeZone: 'Europe/Berlin', currency: 'EUR' }];
const deposit = (over: Record<string, unknown> = {}) => ({
  id: 41,
  channel: 'Bank transfer',
  amount: '1250.5099',
  reference: 'FT-7781',
  status: 'pending',
  reason: null,
  createdAt: '2026-03-01T23:30:00.000Z',
  decidedAt: null,
  member: 'ali77',
  memberId: 9,
  brandId: 1,
  proofs: [],
  approval: { twoStep: false, firstApproval: null },
  ...over,
});
const memberPage = () => ({ value: { rows: [], total: 0, capped: false, pageNo: 1, pageSize: 20 } });
const picker = () => screen.getByRole('combobox', { name: 'Brand' });

describe('the working brand', () => {
  it('lets a deployment-wide operator pick a brand in the header; the dashboard follows and the pick is kept for this operator', async () => {
    const server = fakeServer({ 'GET /ops/me': () => ({ value: me() }), 'GET /ops/dashboard': emptyDashboard });
    renderConsole('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(picker()).getAllByRole('option').map((o) => o.textContent)).toEqual(['All brands', 'Lotus (LOTUS)', 'Second Brand (SECOND)']);
    expect(picker()).toHaveValue('');
    // No free-text brand field on the page any more.
    expect(screen.queryByRole('textbox', { name: /brand/i })).toBeNull();
    await waitFor(() => expect(server.find('GET', '/ops/dashboard')).toHaveLength(1));
    expect(server.find('GET', '/ops/dashboard')[0]!.query.has('brand')).toBe(false);

    await userEvent.selectOptions(picker(), 'Second Brand (SECOND)');
    await waitFor(() => expect(server.find('GET', '/ops/dashboard').at(-1)!.query.get('brand')).toBe('SECOND'));
    expect(window.localStorage.getItem(workingBrandKey(1))).toBe('2');
    await userEvent.selectOptions(picker(), 'All brands');
    await waitFor(() => expect(server.find('GET', '/ops/dashboard').at(-1)!.query.has('brand')).toBe(false));
    expect(window.localStorage.getItem(workingBrandKey(1))).toBeNull();
  });

  it('starts from the kept pick, per operator; a brand no longer listed falls back to all brands', async () => {
    window.localStorage.setItem(workingBrandKey(1), '2');
    window.localStorage.setItem(workingBrandKey(5), '1');
    const server = fakeServer({ 'GET /ops/me': () => ({ value: me() }), 'GET /ops/dashboard': emptyDashboard });
    const first = renderConsole('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(picker()).toHaveValue('2');
    await waitFor(() => expect(server.find('GET', '/ops/dashboard')[0]!.query.get('brand')).toBe('SECOND'));
    first.unmount();

    // Brand 2 was removed since: the console shows all brands, and asks for them.
    const gone = fakeServer({ 'GET /ops/me': () => ({ value: me({ brands: [testBrands[0]] }) }), 'GET /ops/dashboard': emptyDashboard });
    renderConsole('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(picker()).toHaveValue('');
    await waitFor(() => expect(gone.find('GET', '/ops/dashboard')).toHaveLength(1));
    expect(gone.find('GET', '/ops/dashboard')[0]!.query.has('brand')).toBe(false);
  });

  it("names a brand operator's brand without a picker", async () => {
    fakeServer({ 'GET /ops/me': () => ({ value: me({ brandId: 2, role: 'support', permissions: ['dashboard.view'] }) }), 'GET /ops/dashboard': emptyDashboard });
    renderConsole('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('working-brand')).toHaveTextContent('Second Brand (SECOND)');
    expect(screen.queryByRole('combobox', { name: 'Brand' })).toBeNull();
    expect(screen.getByTestId('time-zone')).toHaveTextContent('Times in Asia/Karachi');
  });

  it("shows times in the picked brand's zone, and with all brands of different zones each row's time in its brand's zone with the offset, also in the CSV", async () => {
    const rows = [deposit(), deposit({ id: 42, brandId: 2 })];
    const server = fakeServer({ 'GET /ops/me': () => ({ value: me({ brands: zonedBrands }) }), 'GET /ops/deposits': () => ({ value: { rows, total: 2 } }), 'GET /ops/withdrawals': emptyList });
    const download = vi.spyOn(csv, 'downloadCsv').mockImplementation(() => undefined);
    renderConsole('/payments/deposits');
    const table = await screen.findByRole('table', { name: 'Deposit queue' });
    // 23:30 UTC is 04:30 the next day in Karachi and 00:30 in Berlin.
    await waitFor(() => expect(within(table).getByText('2026-03-02 04:30:00 UTC+5')).toBeInTheDocument());
    expect(within(table).getByText('2026-03-02 00:30:00 UTC+1')).toHaveAttribute('title', 'Europe/Berlin');
    expect(screen.getByTestId('time-zone')).toHaveTextContent("Times in each row's brand zone (offset shown), otherwise UTC");
    await userEvent.click(screen.getByRole('button', { name: /CSV/ }));
    await waitFor(() => expect(download).toHaveBeenCalled());
    const file = download.mock.calls[0]![1];
    expect(file).toContain('2026-03-02 04:30:00 UTC+5');
    expect(file).toContain('2026-03-02 00:30:00 UTC+1');

    await userEvent.selectOptions(picker(), 'Second Brand (SECOND)');
    await waitFor(() => expect(server.find('GET', '/ops/deposits').at(-1)!.query.get('brandId')).toBe('2'));
    expect(screen.getByTestId('time-zone')).toHaveTextContent('Times in Europe/Berlin');
    // One zone on screen: named in the header, the times without an offset.
    await waitFor(() => expect(within(table).getAllByText('2026-03-02 00:30:00')).toHaveLength(2));
  });

  it('uses the one zone every brand keeps for all brands', async () => {
    fakeServer({ 'GET /ops/me': () => ({ value: me() }), 'GET /ops/deposits': () => ({ value: { rows: [deposit(), deposit({ id: 42, brandId: 2 })], total: 2 } }) });
    renderConsole('/payments/deposits');
    const table = await screen.findByRole('table', { name: 'Deposit queue' });
    await waitFor(() => expect(within(table).getAllByText('2026-03-02 04:30:00')).toHaveLength(2));
    expect(screen.getByTestId('time-zone')).toHaveTextContent('Times in Asia/Karachi');
  });

  it('sends the working brand as the filter of member search, the queues, the reports and the lottery issues', async () => {
    window.localStorage.setItem(workingBrandKey(1), '2');
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/labels': () => ({ value: { rows: [] } }),
      'GET /ops/members': memberPage,
      'GET /ops/withdrawals': emptyList,
      'GET /ops/reports/balances': () => ({ value: { rows: [], total: 0 } }),
      'GET /ops/lottery/games': emptyList,
      'GET /ops/lottery/issues': () => ({ value: { rows: [], total: 0, capped: false, timeZone: null } }),
    });
    const view = renderConsole('/members');
    await waitFor(() => expect(server.find('GET', '/ops/members')).not.toHaveLength(0));
    expect(server.find('GET', '/ops/members')[0]!.query.get('brandId')).toBe('2');
    expect(server.find('GET', '/ops/labels')[0]!.query.get('brand')).toBe('SECOND');
    await userEvent.selectOptions(picker(), 'All brands');
    await waitFor(() => expect(server.find('GET', '/ops/members').at(-1)!.query.has('brandId')).toBe(false));
    await userEvent.selectOptions(picker(), 'Lotus (LOTUS)');
    await waitFor(() => expect(server.find('GET', '/ops/members').at(-1)!.query.get('brandId')).toBe('1'));
    view.unmount();

    for (const [path, call, key, value] of [
      ['/payments/withdrawals', '/ops/withdrawals', 'brandId', '1'],
      ['/reports/balances', '/ops/reports/balances', 'brand', 'LOTUS'],
      ['/lottery/issues', '/ops/lottery/issues', 'brandId', '1'],
    ] as const) {
      const shown = renderConsole(path);
      await waitFor(() => expect(server.find('GET', call)).not.toHaveLength(0));
      expect(server.find('GET', call).at(-1)!.query.get(key), path).toBe(value);
      shown.unmount();
    }
  });
});
