import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, me } from '../../test/fake-server';
import { renderConsole } from '../../test/render';
import { getSession } from '../../lib/session';

const session = (id: string, current: boolean, ip: string) => ({ id, createdAt: '2026-03-01T08:00:00.000Z', lastSeenAt: '2026-03-01T09:00:00.000Z', expiresAt: '2026-03-01T16:00:00.000Z', ip, userAgent: current ? 'Chrome' : 'Safari on iPad', current });
const noSessions = () => ({ value: { rows: [] } });

describe('my account', () => {
  it('shows who the server says I am, and enrols an authenticator: QR code and key once, then a code turns it on', async () => {
    let enabled = false;
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me({ username: 'fatima', brandId: 3, role: 'finance', permissions: ['payments.view', 'payments.decide'], totpEnabled: enabled }) }),
      'GET /ops/sessions': noSessions,
      'POST /ops/totp/enrolment': () => ({ value: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' } }),
      'POST /ops/totp/confirm': (req) => {
        if ((req.body as { otp: string }).otp !== '123456') return { status: 401, errorCode: 'operator.otp.invalid' };
        enabled = true;
        return { value: { enabled: true } };
      },
    });
    renderConsole('/account');
    const who = await screen.findByRole('region', { name: 'Signed in as' });
    expect(within(who).getByText('fatima')).toBeInTheDocument();
    expect(within(who).getByText('Brand 3')).toBeInTheDocument();
    expect(within(who).getByText('finance')).toBeInTheDocument();
    expect(within(who).getByText('payments.decide')).toBeInTheDocument();
    const totp = screen.getByRole('region', { name: /Two-step verification/ });
    expect(totp).toHaveTextContent('Off: anyone with your password can sign in as you.');

    const user = userEvent.setup();
    await user.click(within(totp).getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await within(totp).findByRole('img', { name: 'QR code to add this account to an authenticator app' })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=');
    expect(within(totp).getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await user.type(within(totp).getByLabelText('Code from the app'), '000000');
    await user.click(within(totp).getByRole('button', { name: 'Turn on' }));
    expect(await within(totp).findByRole('alert')).toHaveTextContent('The authenticator code is wrong or was already used.');
    await user.clear(within(totp).getByLabelText('Code from the app'));
    await user.type(within(totp).getByLabelText('Code from the app'), '123456');
    await user.click(within(totp).getByRole('button', { name: 'Turn on' }));
    expect(await within(totp).findByText('Two-step verification is on.')).toBeInTheDocument();
    expect(await within(totp).findByText(/On: signing in asks for a code/)).toBeInTheDocument();
    expect(within(totp).queryByTestId('totp-secret')).toBeNull();
    expect(server.find('POST', '/ops/totp/confirm').map((c) => c.body)).toEqual([{ otp: '000000' }, { otp: '123456' }]);
  });

  it('turns two-step verification off with a current code', async () => {
    let enabled = true;
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me({ totpEnabled: enabled }) }),
      'GET /ops/sessions': noSessions,
      'POST /ops/totp/disable': () => {
        enabled = false;
        return { value: { enabled: false } };
      },
    });
    renderConsole('/account');
    const totp = await screen.findByRole('region', { name: /Two-step verification/ });
    const user = userEvent.setup();
    await user.type(await within(totp).findByLabelText('Current code'), '654321');
    await user.click(within(totp).getByRole('button', { name: 'Turn off' }));
    expect(await within(totp).findByText('Two-step verification is off.')).toBeInTheDocument();
    expect(server.find('POST', '/ops/totp/disable')[0]!.body).toEqual({ otp: '654321' });
  });

  it('lists my sessions, ends another one after a confirmation, and ending this one signs me out', async () => {
    let rows = [session('31', true, '10.0.0.5'), session('30', false, '10.9.9.9')];
    const server = fakeServer({
      'GET /ops/me': () => ({ value: me() }),
      'GET /ops/sessions': () => ({ value: { rows } }),
      'DELETE /ops/sessions/:id': (req) => {
        rows = rows.filter((r) => !req.path.endsWith(`/${r.id}`));
        return { value: { revoked: true } };
      },
    });
    renderConsole('/account');
    const section = await screen.findByRole('region', { name: 'My sessions' });
    const user = userEvent.setup();
    const other = (await within(section).findByText('10.9.9.9')).closest('tr')!;
    const mine = within(section).getByText('10.0.0.5').closest('tr')!;
    expect(within(mine).getByText('This session')).toBeInTheDocument();
    await user.click(within(other).getByRole('button', { name: 'End' }));
    const confirm = screen.getByRole('alertdialog', { name: 'End this session?' });
    expect(confirm).toHaveTextContent('The session from 10.9.9.9 is signed out at once.');
    await user.click(within(confirm).getByRole('button', { name: 'End' }));
    expect(await within(section).findByText('The session was ended.')).toBeInTheDocument();
    expect(within(section).queryByText('10.9.9.9')).toBeNull();
    expect(server.find('DELETE', '/ops/sessions/30')).toHaveLength(1);

    await user.click(within(mine).getByRole('button', { name: 'Sign out here' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Sign out of this session?' })).getByRole('button', { name: 'Sign out here' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });
});
