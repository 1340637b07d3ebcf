import type { LoginValue } from '@lotus/contract/account';
import { callApi } from '../../../lib/api-client';
import { deviceId } from '../../../lib/device-id';
import { markFirstLogin } from '../../announcements/lib/first-login';
import { useSessionStore } from '../../session/stores/session-store';
import { solveHumanCheck } from '../lib/human-check';

/**
 * The account calls of spec sections 4 and 5. Calls that need the human check solve a fresh one
 * first and report the phase, so the submit button can say "verifying you are human".
 */
export type SubmitPhase = 'human' | 'sending';
export type OnPhase = (phase: SubmitPhase) => void;

async function withHumanCheck<T>(onPhase: OnPhase | undefined, send: (humanCheck: string) => Promise<T>): Promise<T> {
  onPhase?.('human');
  const humanCheck = await solveHumanCheck();
  onPhase?.('sending');
  return send(humanCheck);
}

/** Stores the session of a login answer and runs the first-login call (spec section 4). */
export async function completeLogin(value: LoginValue): Promise<void> {
  // The first-login popups (announcements F) are asked for once the session is on.
  if (value.firstTimeLogin) markFirstLogin();
  useSessionStore.getState().startSession(
    value.token,
    {
      account: value.userName,
      username: value.userName,
      nickname: value.nickname,
      customerId: String(value.id),
      accountType: value.customerType,
      firstTimeLogin: value.firstTimeLogin,
      mustChangePassword: value.forceChangePassword,
    },
    { remember: value.remember },
  );
  if (value.firstTimeLogin) {
    // A failed first-login mark is retried at the next login; it must not block this one.
    await callApi('firstLogin')
      .then(() => useSessionStore.getState().updateProfile({ firstTimeLogin: false }))
      .catch(() => undefined);
  }
}

export interface PasswordLoginInput {
  username: string;
  password: string;
  captcha?: string;
  remember: boolean;
}

export function loginWithPassword(input: PasswordLoginInput, onPhase?: OnPhase): Promise<LoginValue> {
  return withHumanCheck(onPhase, (humanCheck) =>
    callApi('login', {
      body: {
        type: 'username',
        username: input.username,
        password: input.password,
        captcha: input.captcha || undefined,
        humanCheck,
        loginDeviceId: deviceId(),
        remember: input.remember,
      },
    }),
  );
}

export interface SmsLoginInput {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  remember: boolean;
}

/** SMS login: no human check (the code already proves the phone). */
export function loginWithSms(input: SmsLoginInput, onPhase?: OnPhase): Promise<LoginValue> {
  onPhase?.('sending');
  return callApi('login', { body: { type: 'sms', ...input, loginDeviceId: deviceId() } });
}

export function verifyLogin(input: { ticket: string; method: 'mobile' | 'email'; value: string; remember: boolean }): Promise<LoginValue> {
  return callApi('loginVerification', { body: input });
}

export function startFreePlay(): Promise<LoginValue> {
  return callApi('freePlay', { body: { platform: 'W', os: 'web' } });
}

/** A code for SMS login or reset by phone (human check first: it keeps bots from spending the brand's SMS). */
export function sendNoLoginCode(input: { mobileNum: string; countryDialingCode: string }, onPhase?: OnPhase) {
  return withHumanCheck(onPhase, (humanCheck) => callApi('smsNoLogin', { body: { ...input, humanCheck } }));
}

/** A code for mobile registration: the human check first too (every SMS costs the brand money). */
export function sendRegisterCode(input: { mobileNo: string; countryDialingCode: string }, onPhase?: OnPhase) {
  return withHumanCheck(onPhase, (humanCheck) => callApi('smsRegister', { body: { ...input, humanCheck } }));
}

export type RegisterMode = 'username' | 'mobile';

export async function affiliateCodeValid(code: string): Promise<boolean> {
  const { success } = await callApi('affiliate', { query: { code, domain: window.location.host } });
  return success;
}

export function registerAccount(mode: RegisterMode, fields: Record<string, string>, onPhase?: OnPhase): Promise<LoginValue> {
  return withHumanCheck(onPhase, (humanCheck) =>
    callApi(mode === 'username' ? 'register' : 'registerMobile', {
      body: {
        ...fields,
        ageConfirmed: true,
        login: true,
        registerUrl: window.location.href,
        registerMethod: 'WEB',
        domain: window.location.host,
        humanCheck,
        remember: false,
      },
    }),
  );
}

export function changePassword(input: { oldPassword: string; newPassword: string; confirmNewPassword: string }): Promise<LoginValue> {
  return callApi('changePassword', { body: input });
}

export function forgotPasswordByEmail(input: { username: string; email: string }) {
  return callApi('forgotPasswordEmail', { body: input });
}

export function resetPasswordByPhone(input: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string; confirmNewPassword: string }) {
  return callApi('resetPasswordByPhone', { body: input });
}

export function resetPasswordByToken(input: { token: string; newPassword: string; confirmNewPassword: string }) {
  return callApi('resetPasswordByToken', { body: input });
}
