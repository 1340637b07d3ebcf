import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountApi, fail, ok } from '../../test/account-api';
import { renderApp } from '../../test/render-app';

describe('development inbox page', () => {
  it('lists the codes the server kept', async () => {
    const api = accountApi({ devInbox: () => ok([{ id: 1, channel: 'sms', recipient: '+923001234567', subject: '', body: 'LOTUS: your verification code is 482913.', createdAt: '2026-01-02T03:04:05.000Z' }]) });
    renderApp('/dev/inbox', { handler: api.handler });
    expect(await screen.findByTestId('dev-code')).toHaveTextContent('482913');
  });

  it('says plainly why it is refused to a browser on another computer', async () => {
    const api = accountApi({ devInbox: () => fail(403, 'dev.inbox.local.only') });
    renderApp('/dev/inbox', { handler: api.handler });
    expect(await screen.findByText('The development inbox only opens on the computer that runs the server: visit it at localhost.')).toBeInTheDocument();
    expect(screen.getByText(/shows them only to a browser on its own computer/)).toBeInTheDocument();
    expect(screen.queryByText(/DEV_INBOX=false/)).not.toBeInTheDocument();
  });
});
