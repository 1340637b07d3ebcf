import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { storageKeys } from '../../lib/storage';
import { accountApi, challenge, fail, loginValue, memberInfo, ok } from '../../test/account-api';
import { statusValue } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { reloadSessionFromStorage, useSessionStore } from '../session/stores/session-store';

// The proof of work itself is altcha-lib's business; here it answers at once with a known solution.
vi.mock('altcha-lib', () => ({ solveChallenge: vi.fn(async () => ({ counter: 7, derivedKey: 'ff00', time: 3 })) }));
vi.mock('altcha-lib/algorithms/web/pbkdf2', () => ({ deriveKey: vi.fn() }));

const allModules = statusValue({
  info: {
    whitelabel: [
      { modId: 'COMM3', enabled: true, childrenNodes: [] },
      {
        modId: 'REG3',
        enabled: true,
        childrenNodes: [
          { modId: 'USERNAMEREG3', enabled: true, childrenNodes: [] },
          {
            modId: 'MOBILENUMREG3',
            enabled: true,
            childrenNodes: [
              { modId: 'REGMOBVERF3', enabled: true, childrenNodes: [] },
              { modId: 'MOBILENUMPASSREG3', enabled: true, childrenNodes: [] },
            ],
          },
        ],
      },
      { modId: 'CAPTCHA3', enabled: true, childrenNodes: [] },
      { modId: 'FREEPLAY3', enabled: true, childrenNodes: [] },
      { modId: 'MOBILEVERCODELOGIN3', enabled: true, childrenNodes: [] },
      { modId: 'PASS3', enabled: true, childrenNodes: [{ modId: 'CHNGPASSVERIF3', enabled: true, childrenNodes: [] }] },
      { modId: 'PROFPIC3', enabled: true, childrenNodes: [] },
    ],
    register: [{ field: 'mobileNum', enabled: true, required: false, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 7, maxLength: 15 }],
  },
});

function decodeHumanCheck(value: unknown) {
  return JSON.parse(atob(String(value))) as { challenge: unknown; solution: unknown };
}

async function openLogin() {
  const banner = await screen.findByRole('banner');
  await userEvent.click(within(banner).getByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog', { name: 'Log in' });
}

async function fillLogin(dialog: HTMLElement, username = 'lotus7', password = 'secret99') {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Username/ }), username);
  await userEvent.type(within(dialog).getByLabelText(/^Password/), password);
}

/** Fills the phone sign-up form (number, code, password twice, age) and presses Create account. */
async function submitPhoneSignUp(dialog: HTMLElement, password: string) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Mobile number/ }), '3001234567');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Verification code/ }), '123456');
  await userEvent.type(within(dialog).getByLabelText(/^Password/), password);
  await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), password);
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /at least 18/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
}

function storeSession(token = 'token-1') {
  window.localStorage.setItem(storageKeys.token, token);
  window.localStorage.setItem(storageKeys.merchantCode, 'lotus');
  reloadSessionFromStorage();
}

beforeEach(() => {
  vi.mocked(solveChallenge).mockClear();
});

describe('password login', () => {
  it('solves the human check, sends it sealed with the login, and switches the header to the member', async () => {
    const api = accountApi({ login: ({ body }) => ok(loginValue({ firstTimeLogin: true, remember: body?.remember === true })) });
    renderApp('/index', { handler: api.handler });
    const dialog = await openLogin();
    await fillLogin(dialog, ' lotus7 ');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Remember me for a day' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('lotus7')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    // The balance comes from the wallet; a click hides it as stars.
    const balance = screen.getByTestId('header-balance');
    expect(await within(balance).findByText('2,000.00')).toBeInTheDocument();
    await userEvent.click(within(balance).getByRole('button', { name: 'Hide balance' }));
    expect(within(balance).getByText('****')).toBeInTheDocument();
    expect(within(balance).queryByText('2,000.00')).not.toBeInTheDocument();
    await userEvent.click(within(balance).getByRole('button', { name: 'Show balance' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());

    // The solver got the server's challenge; the login carried base64(JSON {challenge, solution}).
    expect(solveChallenge).toHaveBeenCalledTimes(1);
    expect(vi.mocked(solveChallenge).mock.calls[0]![0].challenge).toEqual(challenge);
    const [login] = api.calls('login');
    expect(login!.call.headers.Encryption).toBeTruthy();
    expect(login!.body).toMatchObject({ type: 'username', username: 'lotus7', password: 'secret99', remember: true });
    expect(decodeHumanCheck(login!.body!.humanCheck)).toEqual({ challenge, solution: { counter: 7, derivedKey: 'ff00', time: 3 } });
    // Every call names this browser with a stable Device-Id (the captcha is bound to it).
    const ids = new Set(api.records.map((r) => r.call.headers['Device-Id']));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    // Session stored for a day (remember me), first-login call made, member info loaded.
    expect(window.localStorage.getItem(storageKeys.token)).toBe('token-1');
    expect(Number(window.localStorage.getItem(storageKeys.tokenExpires))).toBeGreaterThan(Date.now() + 23 * 3600_000);
    await waitFor(() => expect(api.calls('firstLogin')).toHaveLength(1));
    await waitFor(() => expect(api.calls('memberInfo')).toHaveLength(1));
    expect(api.calls('memberInfo')[0]!.call.headers.Authorization).toBe('token-1');
  });

  it('keeps a session without "remember me" in sessionStorage only', async () => {
    const api = accountApi({ login: () => ok(loginValue()) });
    renderApp('/index', { handler: api.handler });
    const dialog = await openLogin();
    await fillLogin(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await within(screen.getByRole('banner')).findByText('lotus7');
    expect(window.sessionStorage.getItem(storageKeys.token)).toBe('token-1');
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('shows the captcha box with the image when the server asks for it, and sends the answer next time', async () => {
    let attempts = 0;
    const api = accountApi({
      login: () => (++attempts === 1 ? fail(400, 'login.credentials.invalid', { captcha: true }) : fail(400, 'captcha.invalid', { captcha: true })),
    });
    renderApp('/index', { handler: api.handler });
    const dialog = await openLogin();
    expect(within(dialog).queryByTestId('captcha-box')).not.toBeInTheDocument();
    await fillLogin(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The username or password is incorrect.');
    const box = await within(dialog).findByTestId('captcha-box');
    expect(await within(box).findByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(api.calls('captcha')).toHaveLength(1);

    // Now required: an empty captcha stops at the form.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(box).findByText('Captcha is required.')).toBeInTheDocument();
    expect(api.calls('login')).toHaveLength(1);

    await userEvent.type(within(box).getByRole('textbox', { name: /^Captcha/ }), 'ab3d');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(box).findByText('The captcha is incorrect.')).toBeInTheDocument();
    expect(api.calls('login')[1]!.body).toMatchObject({ captcha: 'ab3d' });
    // A wrong answer used the captcha up: a new image follows (a second after the last one at most).
    await waitFor(() => expect(api.calls('captcha')).toHaveLength(2), { timeout: 3000 });
    // Every submit solved a fresh human check.
    expect(solveChallenge).toHaveBeenCalledTimes(2);
  });

  it('names the seconds to wait when there were too many attempts', async () => {
    const api = accountApi({ login: () => fail(429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: 840 }) });
    renderApp('/index', { handler: api.handler });
    const dialog = await openLogin();
    await fillLogin(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts. Please retry after 840 seconds.');
  });

  it('opens the forced change-password dialog with the login password kept, then stores the new session and goes to /', async () => {
    const api = accountApi({
      login: () => ok(loginValue({ forceChangePassword: true, weakPassword: true })),
      changePassword: () => ok(loginValue({ token: 'token-2' })),
    });
    const { router } = renderApp('/hot', { handler: api.handler });
    const dialog = await openLogin();
    await fillLogin(dialog, 'lotus7', 'a123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    const forced = await screen.findByRole('dialog', { name: 'Please change your password' });
    // "Old password required unless kept from login": not asked again.
    expect(within(forced).queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await userEvent.type(within(forced).getByLabelText(/^New password/), 'fresh123');
    await userEvent.type(within(forced).getByLabelText(/^Confirm new password/), 'fresh124');
    await userEvent.click(within(forced).getByRole('button', { name: 'Change password' }));
    expect(await within(forced).findByText('The two passwords are inconsistent.')).toBeInTheDocument();
    expect(api.calls('changePassword')).toHaveLength(0);

    await userEvent.clear(within(forced).getByLabelText(/^Confirm new password/));
    await userEvent.type(within(forced).getByLabelText(/^Confirm new password/), 'fresh123');
    await userEvent.click(within(forced).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('token-2'));
    expect(api.calls('changePassword')[0]!.body).toEqual({ oldPassword: 'a123456', newPassword: 'fresh123', confirmNewPassword: 'fresh123' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    await waitFor(() => expect(api.calls('memberInfo').some((r) => r.call.headers.Authorization === 'token-2')).toBe(true));
  });

  it('asks for the extra check from a new address, then logs in with the verification', async () => {
    const api = accountApi({
      login: () => fail(403, 'login_verify_required', { ticket: 'ticket-9', methods: ['email'] }),
      loginVerification: () => ok(loginValue()),
    });
    renderApp('/index', { handler: api.handler });
    const dialog = await openLogin();
    await fillLogin(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const verify = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.type(within(verify).getByRole('textbox', { name: /^Email/ }), 'me@example.test');
    await userEvent.click(within(verify).getByRole('button', { name: 'Confirm and log in' }));
    expect(await within(screen.getByRole('banner')).findByText('lotus7')).toBeInTheDocument();
    expect(api.calls('loginVerification')[0]!.body).toEqual({ ticket: 'ticket-9', method: 'email', value: 'me@example.test', remember: false });
  });
});

describe('SMS code', () => {
  it('counts down expiredMinutes x 60 s with the button disabled, then offers it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = accountApi({ smsNoLogin: () => ok({ expiredMinutes: 2 }) });
    renderApp('/index', { status: allModules, handler: api.handler });
    const banner = await screen.findByRole('banner');
    await user.click(within(banner).getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(dialog).getByRole('tab', { name: 'SMS code' }));

    // The mobile rule runs first: no request for an invalid number.
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(await within(dialog).findByText('Mobile number is required.')).toBeInTheDocument();
    expect(api.calls('smsNoLogin')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Mobile number/ }), '3001234567');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    const counting = await within(dialog).findByRole('button', { name: 'Resend in 120s' });
    expect(counting).toBeDisabled();
    expect(api.calls('smsNoLogin')[0]!.body).toMatchObject({ mobileNum: '3001234567', countryDialingCode: '92' });
    expect(decodeHumanCheck(api.calls('smsNoLogin')[0]!.body!.humanCheck)).toMatchObject({ challenge });

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(within(dialog).getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(within(dialog).getByRole('button', { name: 'Get code' })).toBeEnabled();
    expect(api.calls('smsNoLogin')).toHaveLength(1);
  });

  it('shows "too many requests" in a popup with the seconds to wait', async () => {
    const api = accountApi({ smsNoLogin: () => fail(429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: 300 }) });
    renderApp('/index', { status: allModules, handler: api.handler });
    const dialog = await openLogin();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'SMS code' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Mobile number/ }), '3001234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get code' }));
    const popup = await screen.findByRole('alertdialog');
    expect(popup).toHaveTextContent('Too many attempts. Please retry after 300 seconds.');
    expect(within(dialog).getByRole('button', { name: 'Resend in 300s' })).toBeDisabled();
  });

  it('logs in by SMS code without a human check', async () => {
    const api = accountApi({ login: () => ok(loginValue()) });
    renderApp('/index', { status: allModules, handler: api.handler });
    const dialog = await openLogin();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'SMS code' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Mobile number/ }), '300 123 4567');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Verification code/ }), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(screen.getByRole('banner')).findByText('lotus7')).toBeInTheDocument();
    expect(api.calls('login')[0]!.body).toMatchObject({ type: 'sms', mobileNum: '3001234567', countryDialingCode: '92', verificationCode: '123456' });
    expect(api.calls('login')[0]!.body!.humanCheck).toBeUndefined();
    expect(solveChallenge).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('asks first, then calls logout, clears the session but keeps the merchant, and goes to /', async () => {
    storeSession();
    const api = accountApi();
    const { router } = renderApp('/hot', { handler: api.handler });
    const banner = await screen.findByRole('banner');
    await userEvent.click(await within(banner).findByRole('button', { name: 'Log out' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Log out' });
    expect(confirm).toHaveTextContent('Are you sure you want to log out?');

    // Cancel keeps everything.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('logout')).toHaveLength(0);
    expect(useSessionStore.getState().token).toBe('token-1');

    await userEvent.click(within(banner).getByRole('button', { name: 'Log out' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Log out' })).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(api.calls('logout')).toHaveLength(1));
    expect(api.calls('logout')[0]!.call.method).toBe('DELETE');
    expect(api.calls('logout')[0]!.call.headers.Authorization).toBe('token-1');
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.merchantCode)).toBe('lotus');
    // "/" redirects to /index.
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    // The layout was rebuilt on the way through "/": look the header up again.
    expect(await within(await screen.findByRole('banner')).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('trial accounts', () => {
  it('starts free play as a trial account', async () => {
    const api = accountApi({
      freePlay: () => ok(loginValue({ token: 'trial-token', userName: 'trialab12cd34', nickname: 'trialab12cd34', customerType: 4 })),
      memberInfo: () => ok(memberInfo({ account: 'trialab12cd34', nickname: 'trialab12cd34', type: 4, isTrial: true })),
    });
    renderApp('/index', { status: allModules, handler: api.handler });
    const dialog = await openLogin();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try for free' }));
    expect(await within(screen.getByRole('banner')).findByText('trialab12cd34')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Trial')).toBeInTheDocument();
    expect(useSessionStore.getState().isTrial).toBe(true);
    expect(api.calls('freePlay')[0]!.body).toEqual({ platform: 'W', os: 'web' });
  });

  it('gets the in_need_true_account warning from the login check instead of deposit, and can go on to register', async () => {
    storeSession('trial-token');
    const api = accountApi({ memberInfo: () => ok(memberInfo({ account: 'trialab12cd34', type: 4, isTrial: true })) });
    renderApp('/index', { handler: api.handler });
    await waitFor(() => expect(useSessionStore.getState().isTrial).toBe(true));
    const menu = await screen.findByRole('complementary', { name: 'Side menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Deposit' }));

    const warning = await screen.findByRole('alertdialog', { name: 'Trial account' });
    expect(warning).toHaveTextContent('Please register a real account to use this function.');
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument();
    await userEvent.click(within(warning).getByRole('button', { name: 'Register now' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('keeps a trial account off the favourites page with the same warning', async () => {
    storeSession('trial-token');
    const api = accountApi({ memberInfo: () => ok(memberInfo({ account: 'trialab12cd34', type: 4, isTrial: true })) });
    renderApp('/fav', { handler: api.handler });
    expect(await screen.findByRole('alertdialog', { name: 'Trial account' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Favourites' })).not.toBeInTheDocument();
  });

  it('lets a real member through the same check into the member centre', async () => {
    storeSession();
    const api = accountApi();
    renderApp('/index', { handler: api.handler });
    await waitFor(() => expect(api.calls('memberInfo')).toHaveLength(1));
    const menu = await screen.findByRole('complementary', { name: 'Side menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Deposit' }));
    const centre = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(centre).getByRole('button', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('register', () => {
  const fillUsernameForm = async (dialog: HTMLElement) => {
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'lotus77');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'secret99');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'secret99');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /at least 18/ }));
  };

  it('shows the server field-rule error under that field', async () => {
    const api = accountApi({
      register: () => fail(400, 'field.rule.failed', { field: 'username', key: 'pattern.ALPHANUMERIC_LEADING_LETTER', min: 6, max: 16, exact: false }),
    });
    renderApp('/register', { handler: api.handler });
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    await fillUsernameForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));

    const username = within(dialog).getByRole('textbox', { name: /^Username/ });
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    const describedBy = document.getElementById(username.getAttribute('aria-describedby')!);
    expect(describedBy).toHaveTextContent('Use letters and digits, starting with a letter (6 to 16 characters).');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    // The body carried the human check and the 18+ consent.
    const [sent] = api.calls('register');
    expect(sent!.body).toMatchObject({ username: 'lotus77', password: 'secret99', confirmPassword: 'secret99', ageConfirmed: true, registerMethod: 'WEB' });
    expect(decodeHumanCheck(sent!.body!.humanCheck)).toMatchObject({ challenge });
  });

  it('logs the new member in and closes the dialog', async () => {
    const api = accountApi({ register: () => ok(loginValue({ userName: 'lotus77' })) });
    renderApp('/register', { handler: api.handler });
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    await fillUsernameForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(screen.getByRole('banner')).findByText('lotus77')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create your account' })).not.toBeInTheDocument());
  });

  it('offers mobile mode first when it is on, and checks the affiliate code before anything else', async () => {
    const api = accountApi({ affiliate: () => ok({ success: false }) });
    const status = statusValue({
      info: {
        whitelabel: [...allModules.info.whitelabel, { modId: 'AFFMAN3', enabled: true, childrenNodes: [] }],
        register: allModules.info.register,
      },
    });
    renderApp('/register', {
      status,
      handler: async (call) =>
        call.url.startsWith('/wps/system/setting/register')
          ? ok([
              { field: 'username', enabled: true, required: true, acceptedPattern: '*', patternId: 'ANY', minLength: 4, maxLength: 16 },
              { field: 'password', enabled: true, required: true, acceptedPattern: '*', patternId: 'ANY', minLength: 6, maxLength: 20 },
              { field: 'confirmPassword', enabled: true, required: true, acceptedPattern: '*', patternId: 'ANY', minLength: 6, maxLength: 20 },
              { field: 'mobileNum', enabled: true, required: false, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 7, maxLength: 15 },
              { field: 'verificationCode', enabled: true, required: false, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 6, maxLength: 6 },
              { field: 'affiliateCode', enabled: true, required: false, acceptedPattern: '*', patternId: 'ANY', minLength: 4, maxLength: 20 },
              { field: 'captcha', enabled: true, required: true, acceptedPattern: '*', patternId: 'ANY', minLength: 4, maxLength: 6 },
            ])
          : api.handler(call),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    expect(within(dialog).getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
    // Mobile mode: no username, a get-code button beside the code, the captcha with its image.
    expect(await within(dialog).findByRole('button', { name: 'Get code' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /^Username/ })).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'Captcha image' })).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Mobile number/ }), '3001234567');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Verification code/ }), '123456');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'secret99');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'secret99');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Affiliate code/ }), 'NOPE1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Captcha/ }), 'abcd');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /at least 18/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alertdialog')).toHaveTextContent('The invitation code is invalid.');
    expect(api.calls('affiliate')[0]!.call.url).toContain('code=NOPE1');
    expect(api.calls('registerMobile')).toHaveLength(0);
    expect(solveChallenge).not.toHaveBeenCalled();

    // Username mode is the other tab.
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Username' }));
    expect(await within(dialog).findByRole('textbox', { name: /^Username/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Get code' })).not.toBeInTheDocument();
  });
});

describe('register by mobile', () => {
  const mobileRules = [
    { field: 'password', enabled: true, required: true, acceptedPattern: '^[^\\p{Cc}]+$', patternId: 'PRINTABLE', minLength: 8, maxLength: 128 },
    { field: 'confirmPassword', enabled: true, required: true, acceptedPattern: '*', patternId: 'ANY', minLength: 8, maxLength: 128 },
    { field: 'mobileNum', enabled: true, required: false, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 7, maxLength: 15 },
    { field: 'verificationCode', enabled: true, required: false, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 6, maxLength: 6 },
  ];
  const render = (api: ReturnType<typeof accountApi>) =>
    renderApp('/register', { status: allModules, handler: async (call) => (call.url.startsWith('/wps/system/setting/register') ? ok(mobileRules) : api.handler(call)) });

  it('solves the human check before asking for the registration SMS (every SMS costs the brand)', async () => {
    const api = accountApi({ smsRegister: () => ok({ expiredMinutes: 2 }) });
    render(api);
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Mobile number/ }), '3001234567');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Get code' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend in 120s' })).toBeDisabled();
    expect(api.calls('smsRegister')[0]!.body).toMatchObject({ mobileNo: '3001234567', countryDialingCode: '92' });
    expect(decodeHumanCheck(api.calls('smsRegister')[0]!.body!.humanCheck)).toMatchObject({ challenge });
  });

  it('explains the password rule: 8 to 128 of any characters, and the server refusing a common one', async () => {
    const api = accountApi({ registerMobile: () => fail(400, 'password.common') });
    render(api);
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    await submitPhoneSignUp(dialog, 'short');
    expect(await within(dialog).findByText('Use 8 to 128 characters: letters, digits, spaces and symbols are all fine. Avoid common passwords and your username.')).toBeInTheDocument();
    expect(api.calls('registerMobile')).toHaveLength(0);

    // Spaces and symbols pass the form; the server is the one that knows the common passwords.
    for (const label of [/^Password/, /^Confirm password/]) {
      await userEvent.clear(within(dialog).getByLabelText(label));
      await userEvent.type(within(dialog).getByLabelText(label), 'pass word #1');
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This password is too common or too easy to guess. Please choose another one.')).toBeInTheDocument();
    expect(api.calls('registerMobile')[0]!.body).toMatchObject({ password: 'pass word #1' });
  });

  it('shows the generated username after a phone sign-up, and keeps it up until OK is pressed', async () => {
    const api = accountApi({ registerMobile: () => ok(loginValue({ userName: 'm923001234567', nickname: 'm923001234567' })) });
    render(api);
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    await submitPhoneSignUp(dialog, 'Lotus-test-123');

    const popup = await screen.findByRole('alertdialog', { name: 'Your account is ready' });
    expect(within(popup).getByTestId('new-username')).toHaveTextContent(/^m923001234567$/);
    expect(popup).toHaveTextContent('Your username is');
    expect(popup).toHaveTextContent('Next time, log in with this username and your password, or with your mobile number and an SMS code.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create your account' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByTestId('popup-cover'));
    expect(screen.getByRole('alertdialog', { name: 'Your account is ready' })).toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each([
    ['password.common', 'This password is too common or too easy to guess. Please choose another one.'],
    ['password.username', 'The password must not contain your username.'],
    ['password.length', 'A password has 8 to 128 characters.'],
  ])('shows the server refusing the password (%s) under the password field, where a phone user is looking', async (code, text) => {
    const api = accountApi({ registerMobile: () => fail(400, code) });
    render(api);
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    await submitPhoneSignUp(dialog, 'Lotus-test-123');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription(text));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

describe('reset link', () => {
  it('opens "set a new password" from /index?resetToken=..., logs in and drops the token from the address', async () => {
    const api = accountApi({ resetPasswordByToken: () => ok(loginValue({ token: 'token-3' })) });
    const { router } = renderApp('/index?resetToken=abc123', { handler: api.handler });
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'fresh123');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm new password/), 'fresh123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and log in' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('token-3'));
    expect(api.calls('resetPasswordByToken')[0]!.body).toEqual({ token: 'abc123', newPassword: 'fresh123', confirmNewPassword: 'fresh123' });
  });
});

describe('forgot password', () => {
  it('sends the form-encoded email request and confirms', async () => {
    const api = accountApi({ forgotPasswordEmail: () => ok({ sent: true }) });
    renderApp('/index', { handler: api.handler });
    const login = await openLogin();
    await userEvent.click(within(login).getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    // Mobile mode only with CHNGPASSVERIF3 (off in this brand).
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'lotus7');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'me@example.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alertdialog', { name: 'Check your email' })).toBeInTheDocument();
    expect(api.calls('forgotPasswordEmail')[0]!.call.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(api.calls('forgotPasswordEmail')[0]!.body).toEqual({ username: 'lotus7', email: 'me@example.test' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Forgot password' })).not.toBeInTheDocument());
  });
});

describe('language', () => {
  it('tells the server when a logged-in member changes language', async () => {
    storeSession();
    const api = accountApi({ updateLanguage: () => ok({ language: 'UR' }) });
    renderApp('/index', { handler: api.handler });
    await userEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'اردو' }));
    await waitFor(() => expect(api.calls('updateLanguage')).toHaveLength(1));
    expect(api.calls('updateLanguage')[0]!.body).toEqual({ language: 'UR' });
  });
});
