import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, me } from '../../test/fake-server';
import { renderConsole } from '../../test/render';
import { getSession } from '../../lib/session';

const emptyList = () => ({ value: { rows: [], total: 0 } });
const emptyDashboard = () => ({ value: { brand: null, currency: 'PKR', today: '2026-05-01', days: [{ day: '2026-05-01', deposits: '0.0000', depositCount: 0, withdrawals: '0.0000', withdrawalCount: 0, ggr: '0.0000', bonuses: '0.0000', ngr: '0.0000', activeMembers: 0, newMembers: 0, categories: [] }], pending: { deposits: 0, withdrawals: 0 } } });

describe('the shell', () => {
  it('names the operator, the working brand, the role and the time zone, and lists the built sections they may open', async () => {
    fakeServer({ 'GET /ops/me': () => ({ value: me() }), 'GET /ops/dashboard': emptyDashboard });
    renderConsole('/');
    // The dashboard is home for operators who may see it.
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('operator-name')).toHaveTextContent('admin');
    expect(screen.getByText('Role: owner')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveDisplayValue('All brands');
    expect(screen.getByTestId('time-zone')).toHaveTextContent('Times in Asia/Karachi');
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    // Only sections with pages: no placeholders for the ones still to come.
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Dashboard', 'Members', 'Deposits', 'Withdrawals', 'Bank cards', 'Payment channels', 'Issues', 'Official results', 'Lottery games', 'Catalogue', 'Lobby tabs', 'Vendors', 'Import', 'Daily figures', 'GGR by game', 'Member balances', 'Operators', 'Roles', 'Brand', 'Audit trail', 'My account']);
  });

  it("shows only what the role permits, and sends a forbidden address to the operator's first section", async () => {
    fakeServer({ 'GET /ops/me': () => ({ value: me({ username: 'sam', brandId: 2, role: 'support', permissions: ['dashboard.view', 'payments.view', 'turnover.view'] }) }), 'GET /ops/deposits': emptyList, 'GET /ops/dashboard': emptyDashboard });
    renderConsole('/audit');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('working-brand')).toHaveTextContent('Second Brand (SECOND)');
    expect(screen.getByText('Role: support')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Dashboard', 'Deposits', 'Withdrawals', 'Bank cards', 'My account']);
    await userEvent.click(within(nav).getByRole('link', { name: 'Deposits' }));
    expect(await screen.findByRole('heading', { name: 'Deposit queue' })).toBeInTheDocument();
    // No payments.configure: no channels link. No decision rights: no approve or reject buttons column.
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('lands an operator with no section on their account page', async () => {
    fakeServer({ 'GET /ops/me': () => ({ value: me({ role: 'read-only', permissions: [] }) }) });
    renderConsole('/');
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(screen.getByText('Your role gives you no section of the console yet. Ask an owner to grant you one.')).toBeInTheDocument();
  });

  it('signs out: the server ends the session first, then the token is gone and sign-in says so', async () => {
    const server = fakeServer({ 'GET /ops/me': () => ({ value: me({ permissions: ['payments.view'] }) }), 'GET /ops/deposits': emptyList, 'DELETE /ops/session/logout': () => ({ value: {} }) });
    renderConsole('/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You have signed out.');
    expect(getSession()).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    const [logout] = server.find('DELETE', '/ops/session/logout');
    expect(logout!.headers.authorization).toBe('op-token');
  });

  it('drops the token even when the server cannot be reached to sign out', async () => {
    fakeServer({ 'GET /ops/me': () => ({ value: me({ permissions: ['payments.view'] }) }), 'GET /ops/deposits': emptyList, 'DELETE /ops/session/logout': () => ({ status: 503, errorCode: 'system.error' }) });
    renderConsole('/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('goes back to sign-in when the server ends the session', async () => {
    fakeServer({ 'GET /ops/me': () => ({ status: 401, errorCode: 'login.not.session' }) });
    renderConsole('/payments/withdrawals');
    expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.');
  });
});
