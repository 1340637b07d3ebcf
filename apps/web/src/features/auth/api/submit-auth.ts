import { apiErrorFor, callApi, hasEndpoint } from '../../../lib/api-client';
import { useSessionStore } from '../../session/stores/session-store';

/**
 * Login and register submits. Their endpoints arrive with the Accounts issue: until the contract
 * table has them, a submit answers `function.not.available` rather than pretending to succeed.
 */
export interface LoginInput {
  username: string;
  password: string;
}

interface SessionValue {
  token: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  userName?: string;
  customerType?: number;
  id?: string | number;
}

type LooseCall = (name: string, options: { body: unknown }) => Promise<unknown>;

async function callIfAvailable(name: string, body: unknown): Promise<SessionValue> {
  if (!hasEndpoint(name)) throw apiErrorFor('function.not.available', 403);
  return (await (callApi as unknown as LooseCall)(name, { body })) as SessionValue;
}

function startSession(value: SessionValue, username: string) {
  useSessionStore.getState().startSession(value.token, {
    account: value.userName ?? username,
    username: value.userName ?? username,
    customerId: value.id === undefined ? '' : String(value.id),
    accountType: value.customerType ?? null,
    firstTimeLogin: Boolean(value.firstTimeLogin),
    mustChangePassword: Boolean(value.passwordExpired),
  });
}

export async function submitLogin(input: LoginInput): Promise<void> {
  const value = await callIfAvailable('login', { username: input.username, password: input.password, type: 'username' });
  startSession(value, input.username);
}

export async function submitRegister(values: Record<string, unknown>): Promise<void> {
  const { ageConsent: _ageConsent, ...fields } = values;
  const body = {
    ...fields,
    login: true,
    registerUrl: window.location.href,
    registerMethod: 'WEB',
    domain: window.location.host,
  };
  const value = await callIfAvailable('register', body);
  startSession(value, String(fields.username ?? ''));
}
