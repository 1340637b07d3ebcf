import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installMatchMedia } from '../../test/setup';
import { statusValue } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const withChat = statusValue({
  info: {
    customerService: [{ type: 4, path: 'chat', label: 'live chat' }],
    whitelabel: [
      { modId: 'COMM3', enabled: true, childrenNodes: [] },
      { modId: 'FEEDBACK3', enabled: true, childrenNodes: [] },
    ],
  },
} as never);

/** The phone drawer (the side menu with a Close menu button; the docked one is hidden by CSS only). */
const drawerShown = () => screen.queryByRole('button', { name: 'Close menu' }) !== null;

async function openDrawer() {
  await userEvent.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Menu' }));
  return (await screen.findByRole('button', { name: 'Close menu' })).closest('aside')!;
}

describe('the phone side menu', () => {
  it('closes when a dialog opens from it: the chat room, feedback, and the login check of Deposit', async () => {
    installMatchMedia(true);
    renderApp('/index', { status: withChat });
    const user = userEvent.setup();

    let drawer = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Customer service' }));
    const chat = await screen.findByRole('dialog', { name: 'Live chat' });
    expect(drawerShown()).toBe(false);
    // Closing the chat room finds the page, not the drawer again.
    await user.click(within(chat).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Live chat' })).toBeNull());
    expect(drawerShown()).toBe(false);

    drawer = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Feedback' }));
    await screen.findByRole('dialog', { name: 'Feedback' });
    expect(drawerShown()).toBe(false);
    await user.click(within(screen.getByRole('dialog', { name: 'Feedback' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Feedback' })).toBeNull());

    // A visitor's Deposit opens the login dialog instead: the drawer gives way to it as well.
    drawer = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Deposit' }));
    await screen.findByRole('dialog', { name: 'Log in' });
    expect(drawerShown()).toBe(false);
  });
});
