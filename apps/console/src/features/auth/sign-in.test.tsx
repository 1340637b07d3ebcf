import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, me } from '../../test/fake-server';
import { renderConsole } from '../../test/render';
import { getSession } from '../../lib/session';

const emptyList = () => ({ value: { rows: [], total: 0 } });

async function typeCredentials(password = 'right-password') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), 'admin');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('sign-in', () => {
  it('sends a visitor without a session to sign-in, then asks for the code when the server does, and lands where they were going', async () => {
    const server = fakeServer({
      'POST /ops/session/login': (req) => {
        const body = req.body as { otp?: string };
        if (!body.otp) return { status: 401, errorCode: 'operator.otp.required' };
        return { value: { token: 'fresh-token', expiresAt: new Date(Date.now() + 8 * 3_600_000).toISOString() } };
      },
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/audit': emptyList,
    });
    renderConsole('/audit', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    const user = await typeCredentials();

    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    const code = screen.getByLabelText('Authenticator code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '12a34');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The code has six digits.');
    await user.type(code, '56');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Audit trail' })).toBeInTheDocument();
    expect(getSession()?.token).toBe('fresh-token');
    expect(server.find('POST', '/ops/session/login').map((c) => c.body)).toEqual([
      { username: 'admin', password: 'right-password' },
      { username: 'admin', password: 'right-password', otp: '123456' },
    ]);
  });

  it.each([
    ['operator.credentials.invalid', undefined, 'The operator username or password is incorrect.'],
    ['operator.locked', { retryAfterSeconds: 840 }, 'This account is locked after too many failed sign-ins. Try again in 14 minutes.'],
    ['operator.locked', { retryAfterSeconds: 40 }, 'This account is locked after too many failed sign-ins. Try again in 40 seconds.'],
    ['TOO_MANY_REQUESTS', { retryAfterSeconds: 60 }, 'Too many attempts from this address. Try again in 60 seconds.'],
  ])('explains %s', async (errorCode, errorValue, text) => {
    fakeServer({ 'POST /ops/session/login': () => ({ status: errorCode === 'operator.locked' || errorCode === 'TOO_MANY_REQUESTS' ? 429 : 401, errorCode, errorValue }) });
    renderConsole('/', { signedIn: false });
    await typeCredentials('wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(getSession()).toBeNull();
  });

  it('says a wrong code is wrong and lets the operator type the next one', async () => {
    let attempts = 0;
    fakeServer({
      'POST /ops/session/login': (req) => {
        if (!(req.body as { otp?: string }).otp) return { status: 401, errorCode: 'operator.otp.required' };
        attempts++;
        return { status: 401, errorCode: 'operator.otp.invalid' };
      },
    });
    renderConsole('/', { signedIn: false });
    const user = await typeCredentials();
    await user.type(await screen.findByLabelText('Authenticator code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The authenticator code is wrong or was already used. Wait for the next code.');
    expect(screen.getByLabelText('Authenticator code')).toHaveValue('');
    expect(screen.getByLabelText('Authenticator code')).toHaveFocus();
    expect(attempts).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('asks for both fields before calling the server', async () => {
    const server = fakeServer({});
    renderConsole('/', { signedIn: false });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your username and password.');
    expect(server.calls).toHaveLength(0);
  });
});
