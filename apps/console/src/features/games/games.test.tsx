import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { workingBrandKey } from '../../lib/working-brand';
import { fakeServer, me } from '../../test/fake-server';
import { renderConsole } from '../../test/render';
import type { HallTab } from './api';
import { changedTabs } from './hall-tabs-page';

const game = (over: Record<string, unknown> = {}) => ({
  id: 11,
  code: 'jade-lines',
  vendor: 'HOUSE',
  vendorName: 'Lotus Studio',
  gameType: 'RNG',
  name: 'Jade Lines',
  iconUrl: '',
  classify: ['slots'],
  enabled: true,
  hot: false,
  sort: 2,
  catalogue: { enabled: true, hot: false, sort: 2 },
  brand: { enabled: null, hot: null, sort: null },
  vendorShown: true,
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...over,
});
const vendor = (over: Record<string, unknown> = {}) => ({
  code: 'CAV1',
  name: 'Console Slots',
  iconUrl: '',
  categories: ['RNG'],
  integration: 'seamless',
  enabled: true,
  sort: 30,
  shown: true,
  catalogue: { enabled: true, sort: 30 },
  brand: { enabled: null, sort: null },
  games: 24,
  connection: 'seamless',
  credentialsSet: false,
  ...over,
});
const tab = (kind: HallTab['kind'], key: string, name: string, sort: number, over: Partial<HallTab> = {}): HallTab => ({ kind, key, name, enabled: true, sort, catalogue: { sort }, brand: { enabled: null, sort: null }, games: 3, ...over });
const hallTabs = () => ({
  categories: [tab('category', 'LIVE', 'Live casino', 50), tab('category', 'FISH', 'Fishing', 60), tab('category', 'RNG', 'Slots', 70)],
  classifies: [tab('classify', 'slots', 'Slots', 0), tab('classify', 'originals', 'Originals', 1)],
});
const vendorsAnswer = () => ({ value: { rows: [vendor(), vendor({ code: 'HUB1', name: 'Hub Vendor', connection: 'hub88', credentialsSet: true })], total: 2 } });

// A deployment-wide operator edits the working brand: these tests work on brand 1 (LOTUS) unless they say otherwise.
beforeEach(() => window.localStorage.setItem(workingBrandKey(1), '1'));

describe('the working brand of the games settings', () => {
  it('asks a deployment-wide operator with all brands to pick a brand first, then reads and changes that brand only', async () => {
    window.localStorage.removeItem(workingBrandKey(1));
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/vendors': vendorsAnswer,
      'GET /ops/games/hall-tabs': () => ({ value: hallTabs() }),
      'GET /ops/games': () => ({ value: { rows: [game()], total: 1 } }),
      'PUT /ops/games/hall-tabs': () => ({ value: hallTabs() }),
      'POST /ops/games/brand-settings': () => ({ value: { updated: 1, rows: [] } }),
    });
    renderConsole('/games/catalogue');
    expect(await screen.findByText(/Pick the brand whose settings you want to see and change/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Game catalogue' })).toBeNull();
    expect(server.find('GET', '/ops/games')).toHaveLength(0);

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Brand to edit'), 'Second Brand (SECOND)');
    expect(await screen.findByRole('table', { name: 'Game catalogue' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveValue('2');
    await waitFor(() => expect(server.find('GET', '/ops/games').at(-1)!.query.get('brandId')).toBe('2'));
    expect(server.find('GET', '/ops/games/hall-tabs').at(-1)!.query.get('brandId')).toBe('2');
    await user.click(await screen.findByRole('switch', { name: 'Jade Lines hot in this brand' }));
    await waitFor(() => expect(server.find('POST', '/ops/games/brand-settings')).toHaveLength(1));
    expect(server.find('POST', '/ops/games/brand-settings')[0]!.query.get('brandId')).toBe('2');

    // Another brand in the header: the page reads that brand.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Lotus (LOTUS)');
    await waitFor(() => expect(server.find('GET', '/ops/games').at(-1)!.query.get('brandId')).toBe('1'));
    // Back to all brands: nothing is edited until a brand is picked.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'All brands');
    expect(await screen.findByText(/Pick the brand whose settings you want to see and change/)).toBeInTheDocument();
  });

  it("sends no brand for a brand's operator: the server keeps them to their own", async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me({ brandId: 2 }) }),
      'GET /ops/vendors': vendorsAnswer,
      'GET /ops/games/hall-tabs': () => ({ value: hallTabs() }),
    });
    renderConsole('/games/vendors');
    expect(await screen.findByRole('table', { name: 'Vendors' })).toBeInTheDocument();
    await waitFor(() => expect(server.find('GET', '/ops/vendors')).not.toHaveLength(0));
    expect(server.find('GET', '/ops/vendors').every((c) => !c.query.has('brandId'))).toBe(true);
  });
});

describe('the game catalogue', () => {
  it('lists games with the brand settings, searches and filters on the server, and switches selected games off after a confirmation', async () => {
    const rows = [game(), game({ id: 12, code: 'dragon-ways', name: 'Dragon Ways', sort: 3, brand: { enabled: null, hot: true, sort: null }, hot: true }), game({ id: 13, code: 'crash', name: 'Crash', classify: ['originals'] })];
    let off = false;
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/vendors': vendorsAnswer,
      'GET /ops/games/hall-tabs': () => ({ value: hallTabs() }),
      'GET /ops/games': (req) => {
        const q = req.query.get('q');
        const shown = rows.filter((r) => !q || r.name.toLowerCase().includes(q.toLowerCase())).map((r) => (off && r.id !== 13 ? { ...r, enabled: false, brand: { ...r.brand, enabled: false } } : r));
        return { value: { rows: shown, total: shown.length } };
      },
      'POST /ops/games/brand-settings': (req) => {
        off = true;
        return { value: { updated: (req.body as { ids: number[] }).ids.length, rows: [] } };
      },
    });
    renderConsole('/games/catalogue');
    const table = await screen.findByRole('table', { name: 'Game catalogue' });
    const jade = (await within(table).findByText('Jade Lines')).closest('tr')!;
    expect(within(jade).getByRole('switch', { name: 'Jade Lines on in this brand' })).toHaveAttribute('aria-checked', 'true');
    const dragon = within(table).getByText('Dragon Ways').closest('tr')!;
    // A brand's own setting is marked as such.
    expect(within(dragon).getByRole('switch', { name: 'Dragon Ways hot in this brand' })).toHaveAttribute('aria-checked', 'true');
    expect(within(dragon).getByText('brand setting')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search'), 'dragon');
    await waitFor(() => expect(server.find('GET', '/ops/games').at(-1)!.query.get('q')).toBe('dragon'));
    expect(await within(table).findByText('Dragon Ways')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Jade Lines')).toBeNull());
    await user.clear(screen.getByLabelText('Search'));
    await within(table).findByText('Jade Lines');
    await user.selectOptions(screen.getByLabelText('Vendor'), 'CAV1');
    await waitFor(() => expect(server.find('GET', '/ops/games').at(-1)!.query.get('vendor')).toBe('CAV1'));
    await user.selectOptions(screen.getByLabelText('On'), 'false');
    await waitFor(() => expect(server.find('GET', '/ops/games').at(-1)!.query.get('enabled')).toBe('false'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await user.click(await screen.findByRole('checkbox', { name: 'Select Jade Lines' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Dragon Ways' }));
    const bulk = screen.getByRole('region', { name: 'Actions for the selected games' });
    expect(bulk).toHaveTextContent('2 games selected');
    await user.click(within(bulk).getByRole('button', { name: 'Switch off' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Switch off 2 games?' });
    expect(confirm).toHaveTextContent('Other brands are not affected.');
    expect(server.find('POST', '/ops/games/brand-settings')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByText('2 games switched off.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/games/brand-settings')[0]!.body).toEqual({ ids: [11, 12], enabled: false });
    // The list reads again and shows the new state; the selection is cleared.
    await waitFor(() => expect(within(table).getByRole('switch', { name: 'Jade Lines on in this brand' })).toHaveAttribute('aria-checked', 'false'));
    expect(screen.queryByRole('region', { name: 'Actions for the selected games' })).toBeNull();
  });

  it("flips one game's hot setting at once and saves an order from its dialog; a refusal is shown", async () => {
    let refuse = false;
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/vendors': vendorsAnswer,
      'GET /ops/games/hall-tabs': () => ({ value: hallTabs() }),
      'GET /ops/games': () => ({ value: { rows: [game()], total: 1 } }),
      'POST /ops/games/brand-settings': () => (refuse ? { status: 404, errorCode: 'game.not.found' } : { value: { updated: 1, rows: [] } }),
    });
    renderConsole('/games/catalogue');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Jade Lines hot in this brand' }));
    await waitFor(() => expect(server.find('POST', '/ops/games/brand-settings')[0]?.body).toEqual({ ids: [11], hot: true }));

    await user.click(screen.getByRole('button', { name: 'Order of Jade Lines' }));
    const dialog = screen.getByRole('dialog', { name: 'Order of Jade Lines' });
    const input = within(dialog).getByLabelText('Order');
    expect(input).toHaveFocus();
    await user.type(input, '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a whole number from -1,000,000 to 1,000,000, or leave it empty.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '-10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Order of 1 game saved.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/games/brand-settings')[1]!.body).toEqual({ ids: [11], sort: -10 });

    refuse = true;
    await user.click(screen.getByRole('switch', { name: 'Jade Lines on in this brand' }));
    expect(await screen.findByText('This game is not available.')).toBeInTheDocument();
  });

  it('shows an operator who may only look the settings without switches or selection', async () => {
    fakeServer({
      'GET /ops/me': () => ({ value: me({ role: 'support', permissions: ['games.view'] }) }),
      'GET /ops/vendors': vendorsAnswer,
      'GET /ops/games/hall-tabs': () => ({ value: hallTabs() }),
      'GET /ops/games': () => ({ value: { rows: [game()], total: 1 } }),
    });
    renderConsole('/games/catalogue');
    const row = (await screen.findByText('Jade Lines')).closest('tr')!;
    expect(within(row).getAllByText('On').length).toBeGreaterThan(0);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Order of Jade Lines' })).toBeNull();
  });
});

describe('the lobby tabs', () => {
  it('saves a moved list whole and a switched tab alone', () => {
    const { categories, classifies } = hallTabs();
    expect(changedTabs('category', categories, { order: ['RNG', 'LIVE', 'FISH'], on: { LIVE: true, FISH: false, RNG: true } })).toEqual([
      { kind: 'category', key: 'RNG', enabled: null, sort: 10 },
      { kind: 'category', key: 'LIVE', enabled: null, sort: 20 },
      { kind: 'category', key: 'FISH', enabled: false, sort: 30 },
    ]);
    expect(changedTabs('classify', classifies, { order: ['slots', 'originals'], on: { slots: true, originals: false } })).toEqual([{ kind: 'classify', key: 'originals', enabled: false, sort: null }]);
    expect(changedTabs('classify', classifies, { order: ['slots', 'originals'], on: { slots: true, originals: true } })).toEqual([]);
  });

  it('moves a category, switches a tag off, and saves both at once', async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/games/hall-tabs': () => ({ value: hallTabs() }),
      'PUT /ops/games/hall-tabs': () => ({ value: hallTabs() }),
    });
    renderConsole('/games/hall-tabs');
    const user = userEvent.setup();
    const categories = await screen.findByRole('table', { name: 'Categories' });
    expect(within(categories).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['Live casino LIVE', 'Fishing FISH', 'Slots RNG']);
    expect(within(categories).getByRole('button', { name: 'Move Live casino up' })).toBeDisabled();
    await user.click(within(categories).getByRole('button', { name: 'Move Slots up' }));
    expect(within(categories).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['Live casino LIVE', 'Slots RNG', 'Fishing FISH']);
    await user.click(screen.getByRole('switch', { name: 'Show Originals' }));
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Lobby tabs saved. The site shows them at once.')).toBeInTheDocument();
    expect(server.find('PUT', '/ops/games/hall-tabs')[0]!.body).toEqual({
      tabs: [
        { kind: 'category', key: 'LIVE', enabled: null, sort: 10 },
        { kind: 'category', key: 'RNG', enabled: null, sort: 20 },
        { kind: 'category', key: 'FISH', enabled: null, sort: 30 },
        { kind: 'classify', key: 'originals', enabled: false, sort: null },
      ],
    });
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
  });
});

describe('vendors and their connections', () => {
  it('switches a vendor off for the brand, and enters a seamless secret that is never shown back', async () => {
    const secret = 'k'.repeat(20) + 'Z9-secret-value-0001';
    let saved = false;
    const integration = () => ({ vendor: 'CAV1', name: 'Console Slots', connection: 'seamless', enabled: true, settings: null, credentials: [{ name: 'secret', set: saved, changedAt: saved ? '2026-04-02T10:00:00.000Z' : null }], testable: false });
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/vendors': vendorsAnswer,
      'POST /ops/vendors/:vendor/brand-settings': () => ({ value: vendor({ enabled: false, brand: { enabled: false, sort: null } }) }),
      'GET /ops/vendors/:vendor/integration': () => ({ value: integration() }),
      'PUT /ops/vendors/:vendor/integration': () => {
        saved = true;
        return { value: integration() };
      },
    });
    renderConsole('/games/vendors');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Vendors' });
    const row = (await within(table).findByText('Console Slots')).closest('tr')!;
    expect(within(row).getByText(/Our seamless protocol: Credentials missing/)).toBeInTheDocument();
    await user.click(within(row).getByRole('switch', { name: 'Console Slots on in this brand' }));
    expect(await screen.findByText('Console Slots switched off in this brand.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/vendors/CAV1/brand-settings')[0]!.body).toEqual({ enabled: false });

    await user.click(within(row).getByRole('button', { name: 'Connection of Console Slots' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connection of Console Slots' });
    const states = await within(dialog).findByRole('list', { name: 'Credentials' });
    expect(states).toHaveTextContent('Signing secret');
    expect(states).toHaveTextContent('Not set');
    const field = within(dialog).getByLabelText('Signing secret');
    expect(field).toHaveAttribute('type', 'password');
    await user.type(field, 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Save connection' }));
    expect(within(dialog).getByText('32 to 256 printable characters, no spaces.')).toBeInTheDocument();
    expect(server.find('PUT', '/ops/vendors/CAV1/integration')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, secret);
    await user.click(within(dialog).getByRole('button', { name: 'Save connection' }));
    expect(await within(dialog).findByText('Connection saved. Credentials entered: Signing secret.')).toBeInTheDocument();
    expect(server.find('PUT', '/ops/vendors/CAV1/integration')[0]!.body).toEqual({ kind: 'seamless', credentials: { secret } });
    expect(within(dialog).getByRole('list', { name: 'Credentials' })).toHaveTextContent(/Set.*entered 2026-04-02/);
    // The field is emptied and the value is nowhere on the page.
    expect(within(dialog).getByLabelText('Signing secret: new value (leave empty to keep)')).toHaveValue('');
    expect(document.body.innerHTML).not.toContain(secret);
    expect(within(dialog).getByRole('button', { name: 'Test connection' })).toBeDisabled();
  });

  it("edits a Hub88 connection's settings, keeps keys left empty, and tests it", async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/vendors': vendorsAnswer,
      'GET /ops/vendors/:vendor/integration': () => ({
        value: {
          vendor: 'HUB1',
          name: 'Hub Vendor',
          connection: 'hub88',
          enabled: true,
          settings: { apiUrl: 'https://api.hub88.test', operatorId: 42, subPartnerId: null, timeoutMs: 10000, demoGames: false, defaultCountry: 'XX' },
          credentials: [
            { name: 'privateKey', set: true, changedAt: null },
            { name: 'hub88PublicKey', set: true, changedAt: '2026-04-03T08:30:00.000Z' },
          ],
          testable: true,
        },
      }),
      'PUT /ops/vendors/:vendor/integration': (req) => ({ value: { ...(req.body as object), vendor: 'HUB1', name: 'Hub Vendor', connection: 'hub88', enabled: true, settings: { apiUrl: 'https://api2.hub88.test', operatorId: 42, subPartnerId: null, timeoutMs: 10000, demoGames: false, defaultCountry: 'PK' }, credentials: [], testable: true } }),
      'POST /ops/vendors/:vendor/integration/test': () => ({ value: { outcome: 'failed', message: 'Hub88 could not be reached.', games: null, ms: 31 } }),
    });
    renderConsole('/games/vendors');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Connection of Hub Vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connection of Hub Vendor' });
    const states = await within(dialog).findByRole('list', { name: 'Credentials' });
    expect(states).toHaveTextContent("Our private keySetentered before the console recorded it");
    const url = within(dialog).getByLabelText('Games API address');
    expect(url).toHaveValue('https://api.hub88.test');
    await user.clear(url);
    await user.type(url, 'https://api2.hub88.test');
    await user.clear(within(dialog).getByLabelText('Country when a member has none (two letters)'));
    await user.type(within(dialog).getByLabelText('Country when a member has none (two letters)'), 'pk');
    await user.type(within(dialog).getByLabelText("Hub88's public key: new value (leave empty to keep)"), 'not a pem');
    await user.click(within(dialog).getByRole('button', { name: 'Save connection' }));
    expect(within(dialog).getByText(/Paste the whole public key in PEM/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Hub88's public key: new value (leave empty to keep)"));
    await user.click(within(dialog).getByRole('button', { name: 'Save connection' }));
    expect(await within(dialog).findByText('Connection saved. No credential was changed.')).toBeInTheDocument();
    expect(server.find('PUT', '/ops/vendors/HUB1/integration')[0]!.body).toEqual({
      kind: 'hub88',
      enabled: true,
      settings: { apiUrl: 'https://api2.hub88.test', operatorId: 42, subPartnerId: null, timeoutMs: 10000, demoGames: false, defaultCountry: 'PK' },
      credentials: {},
    });
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(await within(dialog).findByText('Failed after 31 ms: Hub88 could not be reached.')).toBeInTheDocument();
  });

  it('offers no connection to an operator of one brand', async () => {
    fakeServer({ 'GET /ops/me': () => ({ value: me({ brandId: 2 }) }), 'GET /ops/vendors': vendorsAnswer });
    renderConsole('/games/vendors');
    await screen.findByText('Console Slots');
    expect(screen.queryByRole('button', { name: /Connection of/ })).toBeNull();
  });
});

describe('importing games', () => {
  const file = (text: string, name = 'games.jsonl') => new File([text], name, { type: 'application/json' });

  it('checks a file first, lists each bad row with its line as the server answers, then imports a good one', async () => {
    let bad = true;
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/vendors': vendorsAnswer,
      'POST /ops/games/import': () =>
        bad
          ? {
              status: 400,
              errorCode: 'game.import.invalid',
              errorValue: {
                errorCount: 3,
                errors: [
                  { line: 2, row: 2, field: 'gameType', message: 'Invalid option: expected one of "SPORTS"|"RNG"' },
                  { line: 4, row: 4, field: 'vendor', message: 'vendor NOPE is not in the catalogue' },
                ],
              },
            }
          : { value: { rows: 3, inserted: 2, updated: 1, unchanged: 0, dryRun: false } },
    });
    renderConsole('/games/import');
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Upload a game list' });
    await user.click(within(card).getByRole('button', { name: 'Check' }));
    expect(within(card).getByText('Choose a file first.')).toBeInTheDocument();
    await user.upload(within(card).getByLabelText('Game list file'), file('{}\n{}\n'));
    await user.click(within(card).getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/The file has 3 errors; nothing was imported\. The first 2 are listed\./)).toBeInTheDocument();
    const errors = screen.getByRole('table', { name: 'Errors in the file' });
    const lines = within(errors).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(lines).toEqual([
      ['2', '2', 'gameType', 'Invalid option: expected one of "SPORTS"|"RNG"'],
      ['4', '4', 'vendor', 'vendor NOPE is not in the catalogue'],
    ]);
    const upload = server.find('POST', '/ops/games/import')[0]!;
    expect(upload.query.get('dryRun')).toBe('true');
    expect(upload.headers.authorization).toBe('op-token');
    expect(upload.headers['module-id']).toBe('COMM3');
    expect(server.fetch.mock.calls.at(-1)![1]!.body).toBeInstanceOf(FormData);

    bad = false;
    await user.click(within(card).getByLabelText('Only check: write nothing'));
    await user.click(within(card).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('3 rows: 2 new, 1 changed, 0 unchanged.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/games/import')[1]!.query.get('dryRun')).toBeNull();
  });

  it("loads a connected vendor's list", async () => {
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/vendors': vendorsAnswer,
      'POST /ops/games/import/:vendor': () => ({ value: { rows: 5, inserted: 5, updated: 0, unchanged: 0, dryRun: true } }),
    });
    renderConsole('/games/import');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Vendor')).toHaveValue('HUB1');
    await user.click(screen.getByRole('button', { name: 'Load from vendor' }));
    expect(await screen.findByText('Checked 5 rows: 5 would be new, 0 changed, 0 unchanged. Nothing was written.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/games/import/HUB1')[0]!.query.get('dryRun')).toBe('true');
  });

  it('tells an operator of one brand that imports are for deployment-wide operators', async () => {
    fakeServer({ 'GET /ops/me': () => ({ value: me({ brandId: 2 }) }) });
    renderConsole('/games/import');
    expect(await screen.findByText(/only a deployment-wide operator with the import permission can do it/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Game list file')).toBeNull();
  });
});
