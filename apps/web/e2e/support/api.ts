import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sealBody } from '@lotus/contract/body-encryption';
import { endpoints, type EndpointName } from '@lotus/contract/endpoints';

/**
 * The real server's API called from the test process by endpoint name, as the site and the console call it: the
 * endpoint's module id, sealed bodies for `enc` endpoints, `token` as the Authorization. Answers the value; a
 * call that does not succeed throws with the server's answer. For set-up only: what a person does goes through pages.
 */
export async function callApi<V = Record<string, unknown>>(
  baseUrl: string,
  name: EndpointName,
  options: { body?: unknown; token?: string; query?: Record<string, string>; params?: Record<string, string | number>; headers?: Record<string, string> } = {},
): Promise<V> {
  const def = endpoints[name];
  const pathName = def.path.replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(String(options.params?.[key] ?? '')));
  const headers: Record<string, string> = { Accept: 'application/json', 'Module-Id': def.moduleId, Device: 'web', Language: 'EN', ...options.headers };
  if (options.token) headers.Authorization = options.token;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    if ('enc' in def && def.enc) {
      const { publicKey } = await callApi<{ publicKey: string }>(baseUrl, 'rsaKey', { headers: options.headers });
      const sealed = await sealBody(publicKey, options.body);
      headers.Encryption = sealed.header;
      body = JSON.stringify(sealed.body);
    } else body = JSON.stringify(options.body);
  }
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const res = await fetch(`${baseUrl}${pathName}${query}`, { method: def.method, headers, body });
  const json = (await res.json()) as { success: boolean; value: V; errorCode?: string };
  if (!json.success) throw new Error(`${name} answered ${res.status}: ${JSON.stringify(json)}`);
  return json.value;
}

/**
 * A member made through the real register call (sealed body, solved human check), not yet logged in on any
 * page: their first login on the site is still to come. Answers the session token the call gave.
 */
export async function registerMember(baseUrl: string, username: string, password: string, headers?: Record<string, string>): Promise<{ id: number; token: string }> {
  const challenge = await callApi<Parameters<typeof solveChallenge>[0]['challenge']>(baseUrl, 'humanCheckChallenge', { headers });
  const solution = await solveChallenge({ challenge, deriveKey });
  const humanCheck = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  return callApi<{ id: number; token: string }>(baseUrl, 'register', { body: { username, password, confirmPassword: password, ageConfirmed: true, humanCheck }, headers });
}

/** An operator's token (console sign-in through the API), for set-up the journey does not watch. */
export async function operatorToken(baseUrl: string, password: string, username = 'admin'): Promise<string> {
  return (await callApi<{ token: string }>(baseUrl, 'operatorLogin', { body: { username, password } })).token;
}
