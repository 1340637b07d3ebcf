import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage';
import { statusValue } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('language switcher', () => {
  it('is hidden when the brand offers one language', async () => {
    renderApp('/index', { status: statusValue({ info: { brand: { languages: ['EN'] } } }) });
    await screen.findByRole('heading', { level: 1, name: /Play bold/ });
    expect(screen.queryByRole('button', { name: /^Language:/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
  });

  it('is hidden when the other brand language has no complete catalog', async () => {
    renderApp('/index', { status: statusValue({ info: { brand: { languages: ['EN', 'FR'] } } }) });
    await screen.findByRole('heading', { level: 1, name: /Play bold/ });
    expect(screen.queryByRole('button', { name: /^Language:/ })).not.toBeInTheDocument();
  });

  it('is shown with two languages; choosing Urdu mirrors the page, stores the choice and sends Language: UR', async () => {
    const { calls } = renderApp('/help');
    await screen.findByRole('heading', { name: 'Help centre' });
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/wps/system/helpCenter'))).toBe(true));
    expect(calls.find((c) => c.url.startsWith('/wps/system/helpCenter'))!.headers.Language).toBe('EN');

    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(within(screen.getByRole('menu', { name: 'Language' })).getByRole('menuitemradio', { name: 'اردو' }));

    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(window.localStorage.getItem(storageKeys.language)).toBe('UR');
    expect(await screen.findByRole('heading', { name: 'مدد مرکز' })).toBeInTheDocument();

    // The help centre is language-bound, so switching fetches it again: in Urdu, with the Urdu header.
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/wps/system/helpCenter')).length).toBe(2));
    const last = calls.filter((c) => c.url.startsWith('/wps/system/helpCenter')).at(-1)!;
    expect(last.headers.Language).toBe('UR');
    expect(last.url).toContain('lang=UR');
  });

  it('offers the languages in the side menu too, and switches back to English', async () => {
    renderApp('/index');
    const menu = await screen.findByRole('complementary', { name: 'Side menu' });
    const group = within(menu).getByRole('group', { name: 'Language' });
    await userEvent.click(within(group).getByRole('button', { name: 'اردو' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await userEvent.click(within(group).getByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });
});
