import type { LoginValue } from '@lotus/contract/account';
import { apiErrorFor, callApi, hasEndpoint } from '../../../lib/api-client';
import { useSessionStore } from '../../session/stores/session-store';

/**
 * Login and register submits. Each runs only when its endpoint is in the contract table; otherwise
 * it answers `function.not.available` rather than pretending to succeed. The Accounts issue adds
 * the rest of the flow (human check, captcha, forced password change).
 */
export interface LoginInput {
  username: string;
  password: string;
}

function requireEndpoint(name: string): void {
  if (!hasEndpoint(name)) throw apiErrorFor('function.not.available', 403);
}

function startSession(value: LoginValue) {
  useSessionStore.getState().startSession(value.token, {
    account: value.userName,
    username: value.userName,
    nickname: value.nickname,
    customerId: String(value.id),
    accountType: value.customerType,
    firstTimeLogin: value.firstTimeLogin,
    mustChangePassword: value.forceChangePassword,
  });
}

export async function submitLogin(input: LoginInput): Promise<void> {
  requireEndpoint('login');
  const value = await callApi('login', { body: { type: 'username', username: input.username, password: input.password } });
  startSession(value);
}

export async function submitRegister(values: Record<string, unknown>): Promise<void> {
  requireEndpoint('register');
  const { ageConsent, ...fields } = values;
  const filled = Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string' && v !== '')) as Record<string, string>;
  const value = await callApi('register', {
    body: {
      ...filled,
      ageConfirmed: ageConsent === true ? true : (undefined as never),
      login: true,
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      domain: window.location.host,
    },
  });
  startSession(value);
}
