import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BrandSettings } from '@lotus/contract/brand-admin';
import { effectiveModules, moduleParents } from '@lotus/contract/modules';
import { registerFields } from '@lotus/contract/system';
import { describe, expect, it } from 'vitest';
import { allPermissions, fakeServer, me } from '../../test/fake-server';
import { renderConsole } from '../../test/render';
import { bpToPercent, percentToBp } from './rebate-form';
import { fromZonedInput, toZonedInput } from './zoned';

function settings(over: Partial<BrandSettings> = {}, off: string[] = ['LOGINIPVERF3']): BrandSettings {
  const on = new Set([...moduleParents.keys()].filter((m) => !off.includes(m)));
  const effective = effectiveModules(on);
  return {
    id: 1,
    code: 'LOTUS',
    name: 'Lotus',
    isDefault: true,
    version: 4,
    updatedAt: '2026-03-01T10:00:00.000Z',
    identity: { name: 'Lotus', logoUrl: null, iconUrl: null },
    modules: [...moduleParents].map(([modId, parent]) => ({ modId, parent, enabled: on.has(modId), effective: effective.has(modId), alwaysOn: modId === 'COMM3' })),
    registration: registerFields.map((field) => ({ field, enabled: field === 'username' || field === 'password', required: field === 'username', acceptedPattern: '*', patternId: 'ANY', minLength: 0, maxLength: 64 })),
    withdrawal: { minAmount: '100', maxAmount: '500000', perDay: 5, turnoverMultiple: 1, autoReceiptMinutes: 60, allowOpenTurnover: false },
    regional: { currency: 'PKR', currencySymbol: 'P', timeZone: 'Asia/Karachi', languages: ['EN', 'UR'], defaultLanguage: 'EN' },
    domains: { publicUrls: ['https://play.example.com'], mainDomain: 'example.com', routes: [] },
    maintenance: { windows: [] },
    access: { regionRestriction: null, ipRestriction: { allow: [], deny: [] } },
    rebate: { mode: 'manual', rates: { SPORTS: 100, LOTT: 50 } },
    customerService: { mode: 'builtin', link: null, vipLink: null },
    currencyLocked: false,
    ...over,
  };
}

const brands = { rows: [{ id: 1, code: 'LOTUS', name: 'Lotus', isDefault: true }, { id: 2, code: 'SECOND', name: 'Second', isDefault: false }] };

function server(brand: BrandSettings, extra: Parameters<typeof fakeServer>[0] = {}, who = me()) {
  return fakeServer({
    'GET /ops/me': () => ({ value: who }),
    'GET /ops/brands': () => ({ value: brands }),
    'GET /ops/brands/:id/settings': () => ({ value: brand }),
    ...extra,
  });
}

describe('the brand section', () => {
  it('lets a deployment-wide operator pick a brand, and sends a brand operator straight to their own', async () => {
    server(settings());
    const user = userEvent.setup();
    renderConsole('/brand');
    const table = await screen.findByRole('table', { name: 'Choose a brand' });
    expect(within(table).getByText('Default brand')).toBeInTheDocument();
    await user.click(within(table).getByRole('link', { name: 'Open SECOND' }));
    expect(await screen.findByRole('heading', { name: 'Brand settings: Lotus' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Console sections' })).toHaveTextContent('Brand');
  });

  it('goes straight to the own brand of a brand operator, with no picker', async () => {
    const s = server(settings({ id: 2, code: 'SECOND', name: 'Second' }), {}, me({ brandId: 2 }));
    renderConsole('/brand');
    expect(await screen.findByRole('heading', { name: 'Brand settings: Second' })).toBeInTheDocument();
    expect(s.find('GET', '/ops/brands/2/settings')).toHaveLength(1);
    expect(screen.queryByLabelText('Brand')).toBeNull();
  });

  it("shows each module's effective state as it is switched, lists the change, and saves it with the version", async () => {
    let saved: unknown;
    const s = server(settings(), {
      'PUT /ops/brands/:id/modules': (req) => {
        saved = req.body;
        return { value: settings({ version: 5 }, ['LOGINIPVERF3', 'REWCEN3']) };
      },
    });
    const user = userEvent.setup();
    renderConsole('/brand/1/modules');
    const table = await screen.findByRole('table', { name: 'White-label modules' });
    const rowOf = (name: string) => within(table).getByRole('switch', { name }).closest('tr')!;
    expect(within(rowOf('Cashback (manual rebate)')).getByText('In force')).toBeInTheDocument();
    expect(within(table).getByRole('switch', { name: 'Common functions' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Review and save' })).toBeDisabled();

    await user.click(within(table).getByRole('switch', { name: 'Reward centre' }));
    // Its children keep their own switch but no longer work on the site.
    expect(within(rowOf('Cashback (manual rebate)')).getByText('Off (a module above it is off)')).toBeInTheDocument();
    expect(screen.getByText('1 unsaved change.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review and save' }));
    const dialog = screen.getByRole('dialog', { name: 'Save these changes to Lotus (LOTUS)?' });
    const change = within(dialog).getByRole('row', { name: /Reward centre \(REWCEN3\)/ });
    expect(within(change).getAllByRole('cell').map((c) => c.textContent)).toEqual(['On', 'Off']);
    expect(s.find('PUT', '/ops/brands/1/modules')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. The site shows the change from its next page load.')).toBeInTheDocument();
    expect(saved).toMatchObject({ version: 4, settings: { REWCEN3: false, COMM3: true, MANPLAYREB3: true } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/Version 5/)).toBeInTheDocument();
    expect(screen.getByText('No changes yet.')).toBeInTheDocument();
  });

  it('checks withdrawal rules as they are typed and sends nothing while one is wrong', async () => {
    const s = server(settings());
    const user = userEvent.setup();
    renderConsole('/brand/1/withdrawal');
    const min = await screen.findByLabelText('Smallest withdrawal');
    await user.clear(min);
    await user.type(min, '600000');
    expect(screen.getByLabelText('Largest withdrawal')).toHaveAccessibleDescription(/Must not be below the minimum\./);
    await user.clear(screen.getByLabelText('Withdrawals per day'));
    await user.type(screen.getByLabelText('Withdrawals per day'), '2.5');
    expect(screen.getByLabelText('Withdrawals per day')).toHaveAccessibleDescription(/Enter a whole number\./);
    await user.clear(screen.getByLabelText('Turnover multiple on deposits'));
    await user.type(screen.getByLabelText('Turnover multiple on deposits'), '1.255');
    expect(screen.getByLabelText('Turnover multiple on deposits')).toHaveAccessibleDescription(/Use at most two decimals\./);
    // A rule between fields (smallest above largest) is checked once each field is valid on its own.
    expect(screen.getByText('Fix 2 problems before saving.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Withdrawals per day'));
    await user.type(screen.getByLabelText('Withdrawals per day'), '2');
    await user.clear(screen.getByLabelText('Turnover multiple on deposits'));
    await user.type(screen.getByLabelText('Turnover multiple on deposits'), '1.25');
    expect(screen.getByLabelText('Largest withdrawal')).toHaveAccessibleDescription(/Must not be below the minimum\./);
    expect(screen.getByText('Fix 1 problem before saving.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review and save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText('Smallest withdrawal')).toHaveValue('100');
    expect(s.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it("refuses to merge: when someone else saved first, it says so and loads their version on request", async () => {
    let version = 4;
    const s = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/brands': () => ({ value: brands }),
      'GET /ops/brands/:id/settings': () => ({ value: settings({ version, withdrawal: { ...settings().withdrawal, perDay: version === 4 ? 5 : 9 } }) }),
      'PUT /ops/brands/:id/withdrawal': () => {
        version = 5;
        return { status: 409, errorCode: 'brand.version.stale', errorValue: { version: 5 } };
      },
    });
    const user = userEvent.setup();
    renderConsole('/brand/1/withdrawal');
    await user.clear(await screen.findByLabelText('Withdrawals per day'));
    await user.type(screen.getByLabelText('Withdrawals per day'), '3');
    await user.click(screen.getByRole('button', { name: 'Review and save' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone else saved this brand after you opened it, so nothing of yours was saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(screen.getByLabelText('Withdrawals per day')).toHaveValue('9'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(s.find('PUT', '/ops/brands/1/withdrawal')[0]!.body).toMatchObject({ version: 4, settings: { perDay: 3 } });
  });

  it('locks a currency once money has moved, and explains what a time zone change does before saving', async () => {
    server(settings({ currencyLocked: true }), { 'PUT /ops/brands/:id/regional': () => ({ value: settings({ version: 5 }) }) });
    const user = userEvent.setup();
    renderConsole('/brand/1/regional');
    expect(await screen.findByLabelText('Currency code')).toBeDisabled();
    expect(screen.getByText(/The currency is locked: money has already moved in PKR/)).toBeInTheDocument();
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await user.clear(zone);
    await user.type(zone, 'Mars/Base');
    expect(zone).toHaveAccessibleDescription(/Not a known time zone name/);
    await user.clear(zone);
    await user.type(zone, 'Asia/Dubai');
    expect(screen.getByText(/Changing the time zone moves the brand's midnight/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'English (EN)' }));
    expect(screen.getByRole('combobox', { name: 'Default language' })).toHaveAccessibleDescription(/The default language must be one of the offered languages\./);
    await user.click(screen.getByRole('checkbox', { name: 'English (EN)' }));
    await user.click(screen.getByRole('button', { name: 'Review and save' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('row', { name: /Time zone/ })).toHaveTextContent('Asia/KarachiAsia/Dubai');
    expect(within(dialog).getByText(/Days already closed stay as they were/)).toBeInTheDocument();
  });

  it('takes cashback rates in percent and sends basis points', async () => {
    const s = server(settings(), { 'PUT /ops/brands/:id/rebate': () => ({ value: settings({ version: 5 }) }) });
    const user = userEvent.setup();
    renderConsole('/brand/1/rebate');
    const live = await screen.findByLabelText('Live casino rate (%)');
    expect(screen.getByLabelText('Sports rate (%)')).toHaveValue('1.00');
    await user.type(live, '0.755');
    expect(live).toHaveAccessibleDescription(/Enter a percent from 0 to 10/);
    await user.clear(live);
    await user.type(live, '0.75');
    await user.clear(screen.getByLabelText('Lottery rate (%)'));
    await user.type(screen.getByLabelText('Lottery rate (%)'), '12');
    expect(screen.getByLabelText('Lottery rate (%)')).toHaveAccessibleDescription(/Enter a percent from 0 to 10/);
    await user.clear(screen.getByLabelText('Lottery rate (%)'));
    await user.click(screen.getByRole('radio', { name: 'Paid automatically at the daily close' }));
    await user.click(screen.getByRole('button', { name: 'Review and save' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved. The site shows the change from its next page load.');
    expect(s.find('PUT', '/ops/brands/1/rebate')[0]!.body).toEqual({ version: 4, settings: { mode: 'automatic', rates: { SPORTS: 100, LIVE: 75 } } });
  });

  it('checks IP lists line by line and names the countries typed', async () => {
    const s = server(settings(), { 'PUT /ops/brands/:id/access': () => ({ value: settings({ version: 5 }) }) });
    const user = userEvent.setup();
    renderConsole('/brand/1/access');
    const deny = await screen.findByLabelText('Always deny');
    await user.type(deny, '203.0.113.7{enter}10.0.0.0/33');
    expect(deny).toHaveAccessibleDescription(/Line 2: Not an IP address or CIDR range/);
    await user.clear(deny);
    await user.type(deny, '203.0.113.0/24{enter}2001:db8::/32');
    await user.selectOptions(screen.getByLabelText('Country rule'), 'block');
    await user.type(screen.getByLabelText('Country codes'), 'pk, ae');
    const names = screen.getByRole('list', { name: 'Country codes' });
    expect(names).toHaveTextContent('PK Pakistan');
    expect(names).toHaveTextContent('AE United Arab Emirates');
    await user.click(screen.getByRole('button', { name: 'Review and save' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved. The site shows the change from its next page load.');
    expect(s.find('PUT', '/ops/brands/1/access')[0]!.body).toEqual({
      version: 4,
      settings: { regionRestriction: { mode: 'block', countries: ['PK', 'AE'] }, ipRestriction: { allow: [], deny: ['203.0.113.0/24', '2001:db8::/32'] } },
    });
  });

  it("opens on the brand's name and logo, checks the image addresses as typed, previews them, and saves them with the version", async () => {
    const saved = settings({ version: 5, name: 'Golden Lotus', identity: { name: 'Golden Lotus', logoUrl: 'https://cdn.example.com/logo.svg', iconUrl: null } });
    // A brand operator goes straight to their brand, on its first tab.
    const s = server(settings(), { 'PUT /ops/brands/:id/identity': () => ({ value: saved }) }, me({ brandId: 1 }));
    const user = userEvent.setup();
    renderConsole('/brand');
    const name = await screen.findByLabelText('Brand name');
    expect(screen.getByRole('link', { name: 'Name and logo' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('No logo: the site draws its own mark beside the brand name.')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Golden Lotus');
    const logo = screen.getByLabelText('Logo address (optional)');
    await user.type(logo, 'http://cdn.example.com/logo.svg');
    expect(logo).toHaveAccessibleDescription(/Enter an https:\/\/ address or a path on this site starting with \//);
    await user.clear(logo);
    await user.type(logo, 'https://cdn.example.com/logo.svg');
    expect(within(screen.getByRole('figure')).getByRole('img', { name: 'Logo address (optional)' })).toHaveAttribute('src', 'https://cdn.example.com/logo.svg');
    await user.click(screen.getByRole('button', { name: 'Review and save' }));
    const review = screen.getByRole('dialog');
    expect(review).toHaveTextContent('Golden Lotus');
    await user.click(within(review).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved. The site shows the change from its next page load.');
    expect(s.find('PUT', '/ops/brands/1/identity')[0]!.body).toEqual({ version: 4, settings: { name: 'Golden Lotus', logoUrl: 'https://cdn.example.com/logo.svg', iconUrl: null } });
    expect(await screen.findByRole('heading', { name: 'Brand settings: Golden Lotus' })).toBeInTheDocument();
  });

  it('makes a new brand from the open one, checks the merchant code as typed, and opens the new brand on its first tab', async () => {
    const made = settings({ id: 3, code: 'DESERT', name: 'Desert Star', version: 1, identity: { name: 'Desert Star', logoUrl: null, iconUrl: null } });
    const s = server(settings(), {
      'GET /ops/brands/:id/settings': (req) => ({ value: req.path.endsWith('/3/settings') ? made : settings() }),
      'POST /ops/brands': () => ({ value: made }),
    });
    const user = userEvent.setup();
    renderConsole('/brand/1/identity');
    await user.click(await screen.findByRole('button', { name: 'New brand' }));
    const dialog = screen.getByRole('dialog', { name: 'New brand' });
    expect(within(dialog).getByLabelText('Copy settings from')).toHaveValue('1');
    expect(within(dialog).getByLabelText('Time zone')).toHaveValue('Asia/Karachi');
    await user.type(within(dialog).getByLabelText('Merchant code'), 'd');
    await user.click(within(dialog).getByRole('button', { name: 'Make the brand' }));
    expect(within(dialog).getByLabelText('Merchant code')).toHaveAccessibleDescription(/Use 2 to 16 capital letters/);
    expect(s.find('POST', '/ops/brands')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Merchant code'), 'esert');
    await user.type(within(dialog).getByLabelText('Brand name'), 'Desert Star');
    const currency = within(dialog).getByLabelText('Currency code');
    await user.clear(currency);
    await user.type(currency, 'aed');
    const zone = within(dialog).getByLabelText('Time zone');
    await user.clear(zone);
    await user.type(zone, 'Asia/Dubai');
    await user.click(within(dialog).getByRole('button', { name: 'Make the brand' }));
    expect(await screen.findByRole('heading', { name: 'Brand settings: Desert Star' })).toBeInTheDocument();
    expect(s.find('POST', '/ops/brands')[0]!.body).toEqual({ code: 'DESERT', name: 'Desert Star', copyFrom: 1, currency: 'AED', currencySymbol: 'P', timeZone: 'Asia/Dubai' });
    expect(screen.getByLabelText('Brand name')).toHaveValue('Desert Star');
  });

  it('offers no New brand to a brand operator', async () => {
    server(settings(), {}, me({ brandId: 1 }));
    renderConsole('/brand/1/identity');
    await screen.findByLabelText('Brand name');
    expect(screen.queryByRole('button', { name: 'New brand' })).toBeNull();
  });

  it('points customer service at an outside link (checked as typed) or back at the built-in chat room', async () => {
    const s = server(settings(), { 'PUT /ops/brands/:id/customer-service': () => ({ value: settings({ version: 5 }) }) });
    const user = userEvent.setup();
    renderConsole('/brand/1/customerService');
    await user.selectOptions(await screen.findByLabelText('Customer service goes to'), 'link');
    const link = screen.getByLabelText('Outside chat address');
    await user.type(link, 'javascript:alert(1)');
    expect(link).toHaveAccessibleDescription(/Enter an http:\/\/ or https:\/\/ address\./);
    await user.clear(link);
    await user.type(link, 'https://chat.example.com/room');
    await user.click(screen.getByRole('button', { name: 'Review and save' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved. The site shows the change from its next page load.');
    expect(s.find('PUT', '/ops/brands/1/customer-service')[0]!.body).toEqual({ version: 4, settings: { mode: 'link', link: 'https://chat.example.com/room', vipLink: null } });
  });

  it('schedules maintenance in the brand time zone with a message, and refuses an end before the start', async () => {
    const s = server(settings(), { 'PUT /ops/brands/:id/maintenance': () => ({ value: settings({ version: 5 }) }) });
    const user = userEvent.setup();
    renderConsole('/brand/1/maintenance');
    await user.click(await screen.findByRole('button', { name: 'Schedule a window' }));
    const from = screen.getByLabelText('Starts');
    const to = screen.getByLabelText('Ends');
    await user.clear(from);
    await user.type(from, '2026-05-01T10:00');
    await user.clear(to);
    await user.type(to, '2026-05-01T09:00');
    expect(to).toHaveAccessibleDescription(/The end must be after the start\./);
    await user.clear(to);
    await user.type(to, '2026-05-01T12:30');
    await user.type(screen.getByLabelText('Message (English (EN))'), 'Wallet upgrade');
    expect(screen.getByLabelText('Message (اردو (UR))')).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('button', { name: 'Review and save' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved. The site shows the change from its next page load.');
    // 10:00 in Karachi (UTC+5) is 05:00 UTC.
    expect(s.find('PUT', '/ops/brands/1/maintenance')[0]!.body).toEqual({
      version: 4,
      settings: { windows: [{ from: '2026-05-01T05:00:00Z', to: '2026-05-01T07:30:00Z', message: { EN: 'Wallet upgrade' }, allowIps: [] }] },
    });
  });

  it('shows the settings read-only to a role that may only view them', async () => {
    server(settings(), {}, me({ permissions: allPermissions.filter((p) => p !== 'brand.manage') }));
    renderConsole('/brand/1/domains');
    expect(await screen.findByText('Your role lets you see these settings but not change them.')).toBeInTheDocument();
    expect(screen.getByLabelText('Main domain')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Review and save' })).toBeNull();
  });

  it('keeps the section from operators without brand.view', async () => {
    const s = server(settings(), { 'GET /ops/deposits': () => ({ value: { rows: [], total: 0 } }) }, me({ permissions: ['payments.view'] }));
    renderConsole('/brand/1/modules');
    expect(await screen.findByRole('table', { name: 'Deposit queue' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Brand settings/ })).toBeNull();
    expect(s.find('GET', '/ops/brands/1/settings')).toHaveLength(0);
    expect(screen.getByRole('navigation', { name: 'Console sections' })).not.toHaveTextContent('Brand');
  });
});

describe('brand form helpers', () => {
  it('converts percent text to basis points without floats, and back', () => {
    expect([percentToBp('0.8'), percentToBp('0.75'), percentToBp('10'), percentToBp('1.005'), percentToBp('abc'), percentToBp('100')]).toEqual([80, 75, 1000, Number.NaN, Number.NaN, Number.NaN]);
    expect([bpToPercent(80), bpToPercent(5), bpToPercent(1000)]).toEqual(['0.80', '0.05', '10.00']);
  });

  it("turns wall times in a brand's zone into instants and back, across a clock change", () => {
    expect(fromZonedInput('2026-05-01T10:00', 'Asia/Karachi')).toBe('2026-05-01T05:00:00Z');
    expect(toZonedInput('2026-05-01T05:00:00Z', 'Asia/Karachi')).toBe('2026-05-01T10:00');
    // New York in summer (UTC-4) and winter (UTC-5).
    expect(fromZonedInput('2026-07-01T12:00', 'America/New_York')).toBe('2026-07-01T16:00:00Z');
    expect(fromZonedInput('2026-01-15T12:00', 'America/New_York')).toBe('2026-01-15T17:00:00Z');
    expect(fromZonedInput('', 'UTC')).toBe('');
  });
});
