import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as csv from '../../lib/csv';
import { allPermissions, fakeServer, me } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

const searchRow = (over: Record<string, unknown> = {}) => ({
  id: 9,
  username: 'ali77',
  brand: 'lotus',
  type: 0,
  status: 'active',
  balance: '1250.5099',
  currency: 'PKR',
  registeredAt: '2026-03-01T10:00:00.000Z',
  lastLoginAt: null,
  ...over,
});
const page = (rows: unknown[]) => ({ value: { rows, total: rows.length, capped: false, pageNo: 1, pageSize: 20 } });

export const profile = (over: Record<string, unknown> = {}) => ({
  id: 9,
  username: 'ali77',
  brand: { id: 1, code: 'lotus' },
  type: 0,
  isAgent: false,
  isTrial: false,
  status: 'active',
  statusChangedAt: null,
  statusReason: null,
  nickname: 'Ali',
  language: 'EN',
  countryDialingCode: '92',
  mobile: '3001234567',
  email: null,
  payeeName: null,
  qqNum: null,
  line: null,
  whatsapp: null,
  facebook: null,
  wechat: null,
  idNumber: null,
  club: { labelName: 'Silver', rankLevel: 2 },
  siteLabels: [],
  labels: [{ id: 3, name: 'VIP watch' }],
  upline: null,
  referrer: null,
  referralCode: 'R7',
  affiliateCodeUsed: null,
  registerMethod: 'username',
  registerDomain: null,
  registerUrl: null,
  registerIp: '10.1.1.1',
  registeredAt: '2026-03-01T10:00:00.000Z',
  firstLoginAt: null,
  lastLoginAt: null,
  lastLoginIp: null,
  passwordChangedAt: '2026-03-01T10:00:00.000Z',
  passwordMustChange: false,
  paymentPasswordSet: true,
  currency: 'PKR',
  wallets: [
    { wallet: 'main', balance: '1250.5099' },
    { wallet: 'holds', balance: '0.0000' },
  ],
  sumBalance: '1250.5099',
  ...over,
});
const ledgerRow = (id: string, over: Record<string, unknown> = {}) => ({ id, time: '2026-03-02T10:00:00.000Z', kind: 'deposit', wallet: 'main', amount: '250.0000', balanceAfter: '1250.5099', key: `deposit:${id}`, details: {}, ...over });

describe('member search', () => {
  it('searches by username prefix, status and sort, shows two-decimal balances and links to the member', async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/labels': () => ({ value: { rows: [{ id: 3, name: 'VIP watch', brand: 'lotus' }] } }),
      'GET /ops/members': () => page([searchRow()]),
    });
    renderConsole('/members');
    const table = await screen.findByRole('table', { name: 'Members' });
    const row = (await within(table).findByRole('link', { name: 'ali77' })).closest('tr')!;
    expect(within(row).getByText('1,250.50')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username starts with'), 'al{Enter}');
    await user.selectOptions(screen.getByLabelText('Status'), 'locked');
    await user.selectOptions(screen.getByLabelText('Label'), '3');
    await user.click(screen.getByRole('button', { name: 'Sort by Registered' }));
    const q = server.find('GET', '/ops/members').at(-1)!.query;
    expect(Object.fromEntries(q)).toMatchObject({ username: 'al', status: 'locked', labelId: '3', sort: 'registeredAt', order: 'desc', pageNo: '1', pageSize: '20' });
    expect(within(row).getByRole('link', { name: 'ali77' })).toHaveAttribute('href', '/members/9');
  });

  it('refuses a malformed id or address in place and does not send it', async () => {
    const server = fakeServer({ 'GET /ops/me': () => ({ value: me() }), 'GET /ops/labels': () => ({ value: { rows: [] } }), 'GET /ops/members': () => page([]) });
    renderConsole('/members');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Member ID'), 'abc{Enter}');
    expect(screen.getByText('A member ID is a whole number.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('IP address'), '10.0.0.1{Enter}');
    await waitFor(() => expect(server.find('GET', '/ops/members').at(-1)!.query.get('ip')).toBe('10.0.0.1'));
    expect(server.find('GET', '/ops/members').some((c) => c.query.has('memberId'))).toBe(false);
  });
});

describe('the member page', () => {
  it('shows the profile and balance, and only the actions the role permits', async () => {
    fakeServer({ 'GET /ops/me': () => ({ value: me({ permissions: ['members.view'] }) }), 'GET /ops/members/:id': () => ({ value: profile() }) });
    renderConsole('/members/9');
    expect(await screen.findByRole('heading', { name: /ali77/ })).toBeInTheDocument();
    expect(screen.getByTestId('member-balance')).toHaveTextContent('1,250.50 PKR');
    expect(screen.getByText('+92 3001234567')).toBeInTheDocument();
    for (const name of ['Adjust balance', 'Lock', 'Unlock', 'Reset password']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('adjusts the balance with a reason and a turnover multiple, one request id per dialog, and the ledger shows the new row', async () => {
    let adjusted = false;
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/members/:id': () => ({ value: profile(adjusted ? { sumBalance: '1350.5099' } : {}) }),
      'POST /ops/members/:id/adjustments': () => {
        const duplicate = adjusted;
        adjusted = true;
        return { value: { balance: '1350.5099', duplicate } };
      },
      'GET /ops/members/:id/ledger': () => ({ value: { rows: adjusted ? [ledgerRow('2', { kind: 'adjustment', amount: '100.0000', details: { reason: 'goodwill' } }), ledgerRow('1')] : [ledgerRow('1')], nextBefore: null } }),
    });
    renderConsole('/members/9?tab=ledger');
    const ledger = await screen.findByRole('table', { name: 'Ledger' });
    await within(ledger).findByText('deposit');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Adjust the balance of ali77' });
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(within(dialog).getByText(/Enter a non-zero amount/)).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason of 3 to 140 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount'), '100');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'goodwill');
    await user.click(within(dialog).getByLabelText('A multiple of the credit'));
    await user.type(within(dialog).getByLabelText('Multiple'), '3');
    expect(within(dialog).getByText('ali77 is credited 100.00 at once. Before withdrawing, they must bet 300.00.')).toBeInTheDocument();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByText('Balance of ali77 adjusted: now 1,350.50.')).toBeInTheDocument();
    // A double click posts once; a retry would carry the same request id, which the server books once.
    const posts = server.find('POST', '/ops/members/9/adjustments');
    expect(posts).toHaveLength(1);
    expect((posts[0]!.body as { requestId: string }).requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0]!.body).toMatchObject({ amount: '100', reason: 'goodwill', turnover: { multiple: 3 } });
    expect(await within(ledger).findByText('adjustment')).toBeInTheDocument();
    expect(within(ledger).getByText('reason: goodwill')).toBeInTheDocument();
    expect(screen.getByTestId('member-balance')).toHaveTextContent('1,350.50');
  });

  it('sends a debit without a turnover requirement, and a fixed turnover amount with a credit', async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/members/:id': () => ({ value: profile() }),
      'POST /ops/members/:id/adjustments': () => ({ value: { balance: '1000.0000', duplicate: false } }),
    });
    renderConsole('/members/9');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    let dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByLabelText('A fixed amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '-25.5');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'chargeback');
    expect(within(dialog).getByText('A debit takes no turnover requirement.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    await screen.findByText(/adjusted: now 1,000.00/);
    expect(server.find('POST', '/ops/members/9/adjustments')[0]!.body).toEqual({ amount: '-25.5', reason: 'chargeback', requestId: expect.any(String) });

    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Amount'), '50');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'bonus');
    await user.click(within(dialog).getByLabelText('A fixed amount'));
    await user.type(within(dialog).getByLabelText('Amount to bet'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(server.find('POST', '/ops/members/9/adjustments')).toHaveLength(2));
    const [first, second] = server.find('POST', '/ops/members/9/adjustments').map((p) => p.body as { requestId: string; turnover?: unknown });
    expect(second!.turnover).toEqual({ amount: '500' });
    // A new dialog is a new adjustment: a new request id.
    expect(second!.requestId).not.toBe(first!.requestId);
  });

  it('locks with a required reason and shows the locked state; unlock is offered then', async () => {
    let status = 'active';
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/members/:id': () => ({ value: profile({ status, statusReason: status === 'locked' ? 'chargeback fraud' : null }) }),
      'POST /ops/members/:id/lock': () => {
        status = 'locked';
        return { value: { status: 'locked', changed: true, statusChangedAt: '2026-03-03T00:00:00.000Z' } };
      },
    });
    renderConsole('/members/9');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Lock' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Lock ali77?' });
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    expect(within(dialog).getByText('Give a reason of 3 to 140 characters.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/members/9/lock')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'chargeback fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    expect(await screen.findByText('ali77 is locked.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/members/9/lock')[0]!.body).toEqual({ reason: 'chargeback fraud' });
    expect(await screen.findByText('Locked: chargeback fraud')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeInTheDocument();
  });

  it('resets the password: the temporary one is shown once with a copy button and a warning', async () => {
    fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/members/:id': () => ({ value: profile() }),
      'POST /ops/members/:id/password-reset': () => ({ value: { temporaryPassword: 'Tmp-8x2k-QQ', mustChange: true } }),
    });
    renderConsole('/members/9');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset the password of ali77?' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'member lost access');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByTestId('temporary-password')).toHaveTextContent('Tmp-8x2k-QQ');
    expect(within(dialog).getByText(/shown this once and is not stored anywhere/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('Copied to the clipboard.')).toBeInTheDocument();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('Tmp-8x2k-QQ');
    await user.click(within(dialog).getByRole('button', { name: 'I have passed it on: close' }));
    expect(screen.queryByTestId('temporary-password')).toBeNull();
  });

  it('pages the ledger by cursor and filters by kind and days', async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/members/:id': () => ({ value: profile() }),
      'GET /ops/members/:id/ledger': (req) => ({ value: req.query.get('before') === '5' ? { rows: [ledgerRow('4', { kind: 'win' })], nextBefore: null } : { rows: [ledgerRow('6'), ledgerRow('5')], nextBefore: '5' } }),
    });
    renderConsole('/members/9?tab=ledger');
    const ledger = await screen.findByRole('table', { name: 'Ledger' });
    await within(ledger).findByText('deposit:6');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Older ›' }));
    expect(await within(ledger).findByText('win')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older ›' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '‹ Newer' }));
    expect(await within(ledger).findByText('deposit:6')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Kind'), 'adjustment');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await waitFor(() => expect(Object.fromEntries(server.find('GET', '/ops/members/9/ledger').at(-1)!.query)).toEqual({ kind: 'adjustment', from: '2026-03-01', pageSize: '50' }));
  });

  it('exports the whole filtered ledger as CSV, following the cursors, amounts with two decimals', async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/members/:id': () => ({ value: profile() }),
      'GET /ops/members/:id/ledger': (req) => ({ value: req.query.get('before') === '5' ? { rows: [ledgerRow('4', { amount: '-12.3456' })], nextBefore: null } : { rows: [ledgerRow('6'), ledgerRow('5')], nextBefore: '5' } }),
    });
    const download = vi.spyOn(csv, 'downloadCsv').mockImplementation(() => undefined);
    renderConsole('/members/9?tab=ledger');
    const user = userEvent.setup();
    await screen.findByText('deposit:6');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 3 rows.')).toBeInTheDocument();
    const [fileName, text] = download.mock.calls[0]!;
    expect(fileName).toBe('member-9-ledger.csv');
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Time,Kind,Wallet,Amount,Balance after,Details,Reference');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain(',deposit,main,-12.34,1250.50,');
    expect(server.find('GET', '/ops/members/9/ledger').map((c) => c.query.get('before'))).toContain('5');
  });

  it('shows bets over a date range with their totals', async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/members/:id': () => ({ value: profile() }),
      'GET /ops/members/:id/bets': () => ({
        value: {
          rows: [{ id: 'b1', category: 'LOTT', vendor: 'lotus', game: 'Fast 3', stake: '10.0000', validTurnover: '10.0000', win: '19.5000', profit: '9.5000', status: 'settled', placedAt: '2026-03-02T10:00:00.000Z', settledAt: '2026-03-02T10:05:00.000Z', detail: { kind: 'lottery', orderNumber: 'L123' } }],
          totals: { bets: 1, stake: '10.0000', validTurnover: '10.0000', win: '19.5000', profit: '9.5000' },
          pageNo: 1,
          pageSize: 20,
          total: 1,
        },
      }),
    });
    renderConsole('/members/9?tab=bets');
    const totals = await screen.findByLabelText('Totals of the range');
    expect(totals).toHaveTextContent('Win19.50');
    expect(await screen.findByText('L123')).toBeInTheDocument();
    const q = server.find('GET', '/ops/members/9/bets')[0]!.query;
    expect(q.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(q.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Category'), 'LOTT');
    await waitFor(() => expect(server.find('GET', '/ops/members/9/bets').at(-1)!.query.get('category')).toBe('LOTT'));
  });

  it('ends a live session after a confirmation and lists login history', async () => {
    let live = true;
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/members/:id': () => ({ value: profile() }),
      'GET /ops/members/:id/sessions': () => ({ value: { rows: live ? [{ id: '77', loginType: 'username', remember: false, ip: '10.2.2.2', userAgent: 'Firefox', createdAt: '2026-03-02T10:00:00.000Z', lastSeenAt: '2026-03-02T10:00:00.000Z', expiresAt: '2026-03-03T10:00:00.000Z' }] : [] } }),
      'DELETE /ops/members/:id/sessions/:sessionId': () => {
        live = false;
        return { value: { revoked: true } };
      },
      'GET /ops/members/:id/logins': () => ({ value: { rows: [{ id: '5', time: '2026-03-02T09:00:00.000Z', loginType: 'username', result: 'bad_password', ip: '10.3.3.3', userAgent: 'curl' }], nextBefore: null } }),
    });
    renderConsole('/members/9?tab=sessions');
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End the session from 10.2.2.2' }));
    const dialog = screen.getByRole('alertdialog', { name: 'End this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('The session was ended.')).toBeInTheDocument();
    expect(server.find('DELETE', '/ops/members/9/sessions/77')).toHaveLength(1);
    expect(await screen.findByText('No live session.')).toBeInTheDocument();
  });

  it('adds and removes labels, and shows the refusal when the member has too many', async () => {
    let labels = [{ id: 3, name: 'VIP watch' }];
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/members/:id': () => ({ value: profile({ labels }) }),
      'GET /ops/labels': () => ({ value: { rows: [{ id: 3, name: 'VIP watch', brand: 'lotus' }] } }),
      'POST /ops/members/:id/labels': (req) => {
        const name = (req.body as { name: string }).name;
        if (name === 'Full') return { status: 409, errorCode: 'member.labels.limit' };
        labels = [...labels, { id: 4, name }];
        return { value: { labels, changed: true } };
      },
      'DELETE /ops/members/:id/labels/:labelId': () => {
        labels = labels.filter((l) => l.id !== 3);
        return { value: { labels, changed: true } };
      },
    });
    renderConsole('/members/9?tab=labels');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Add a label/), 'Bonus hunter');
    await user.click(screen.getByRole('button', { name: 'Add label' }));
    const list = await screen.findByRole('list', { name: 'Labels' });
    expect(await within(list).findByText('Bonus hunter')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Remove the label VIP watch' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Labels' })).queryByText('VIP watch')).toBeNull());
    expect(server.find('DELETE', '/ops/members/9/labels/3')).toHaveLength(1);
    await user.type(screen.getByLabelText(/Add a label/), 'Full');
    await user.click(screen.getByRole('button', { name: 'Add label' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This member already carries the most labels allowed (20); remove one first.');
  });

  it('adds a note (append-only) and lists notes newest first', async () => {
    const notes = [{ id: '1', operator: 'fatima', body: 'Called about a slip.', createdAt: '2026-03-01T10:00:00.000Z' }];
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me({ permissions: allPermissions }) }),
      'GET /ops/members/:id': () => ({ value: profile() }),
      'GET /ops/members/:id/notes': () => ({ value: { rows: [...notes].reverse(), nextBefore: null } }),
      'POST /ops/members/:id/notes': (req) => {
        const note = { id: String(notes.length + 1), operator: 'admin', body: (req.body as { body: string }).body, createdAt: '2026-03-02T10:00:00.000Z' };
        notes.push(note);
        return { value: note };
      },
    });
    renderConsole('/members/9?tab=notes');
    expect(await screen.findByText('Called about a slip.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New note'), 'Slip received.\nCredited.');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    const table = screen.getByRole('table', { name: 'Notes' });
    await within(table).findByText(/Slip received\./);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('admin');
    expect(server.find('POST', '/ops/members/9/notes')[0]!.body).toEqual({ body: 'Slip received.\nCredited.' });
  });

  it('moves between tabs with the arrow keys', async () => {
    fakeServer({ 'GET /ops/me': () => ({ value: me() }), 'GET /ops/members/:id': () => ({ value: profile() }), 'GET /ops/members/:id/ledger': () => ({ value: { rows: [], nextBefore: null } }) });
    renderConsole('/members/9');
    const user = userEvent.setup();
    const profileTab = await screen.findByRole('tab', { name: 'Profile' });
    expect(profileTab).toHaveAttribute('aria-selected', 'true');
    profileTab.focus();
    await user.keyboard('{ArrowRight}');
    const ledgerTab = screen.getByRole('tab', { name: 'Ledger' });
    expect(ledgerTab).toHaveAttribute('aria-selected', 'true');
    expect(ledgerTab).toHaveFocus();
    expect(await screen.findByRole('table', { name: 'Ledger' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when the member is not there (another brand, or no such id)', async () => {
    fakeServer({ 'GET /ops/me': () => ({ value: me() }), 'GET /ops/members/:id': () => ({ status: 404, errorCode: 'not.found' }) });
    renderConsole('/members/404');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found: it may belong to another brand, or it no longer exists.');
    expect(screen.getByRole('link', { name: 'Back to the member search' })).toBeInTheDocument();
  });

  it('says so at once for an address that names no member id', async () => {
    const server = fakeServer({ 'GET /ops/me': () => ({ value: me() }) });
    renderConsole('/members/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('a member ID is a whole number');
    expect(server.calls.filter((c) => c.path.startsWith('/ops/members'))).toHaveLength(0);
  });
});
