import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sealBody } from '@lotus/contract/body-encryption';
import { endpoints, type EndpointName } from '@lotus/contract/endpoints';

/**
 * Calls the app the way the web client does: by endpoint name, with enc bodies sealed to the server's
 * public key and a solved human check where asked.
 */
/** The password TestClient.register gives members: passes the password policy (not a common password). */
export const memberPassword = 'lotus-Secret-99';

export class TestClient {
  token: string | undefined;
  #publicKey: string | undefined;

  constructor(
    readonly app: FastifyInstance,
    readonly headers: Record<string, string> = {},
  ) {}

  async humanCheck(): Promise<string> {
    const challenge = (await this.call('humanCheckChallenge')).json().value;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  async call(
    name: EndpointName,
    options: { body?: unknown; query?: Record<string, string>; params?: Record<string, string | number>; headers?: Record<string, string>; plain?: boolean; token?: string | null } = {},
  ): Promise<LightMyRequestResponse> {
    const def = endpoints[name];
    const url = def.path.replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(String(options.params?.[key] ?? '')));
    const headers: Record<string, string> = { ...this.headers, ...options.headers };
    const token = options.token === undefined ? this.token : options.token;
    if (token) headers.authorization = token;
    let payload: unknown = options.body;
    if (def.enc && !options.plain && options.body !== undefined) {
      this.#publicKey ??= (await this.app.inject({ method: 'GET', url: endpoints.rsaKey.path })).json().value.publicKey;
      const sealed = await sealBody(this.#publicKey!, options.body);
      payload = sealed.body;
      headers.encryption = sealed.header;
    }
    if (def.bodyFormat === 'form' && payload && typeof payload === 'object') {
      payload = new URLSearchParams(payload as Record<string, string>).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    return this.app.inject({ method: def.method, url, query: options.query, headers, ...(payload === undefined ? {} : { payload: payload as string }) });
  }

  /** Calls and expects success; returns the value. */
  async ok(name: EndpointName, options: Parameters<TestClient['call']>[1] = {}) {
    const res = await this.call(name, options);
    if (res.statusCode !== 200) throw new Error(`${name} answered ${res.statusCode}: ${res.body}`);
    // Lottery gateway calls answer plain JSON, the rest the envelope.
    return (endpoints[name] as { envelope?: false }).envelope === false ? res.json() : res.json().value;
  }

  /** Registers a member in username mode and keeps its token. */
  async register(username: string, password = memberPassword, extra: Record<string, unknown> = {}) {
    const value = await this.ok('register', { body: { username, password, confirmPassword: password, ageConfirmed: true, humanCheck: await this.humanCheck(), ...extra } });
    this.token = value.token;
    return value;
  }

  async login(username: string, password: string, extra: Record<string, unknown> = {}) {
    return this.call('login', { body: { type: 'username', username, password, humanCheck: await this.humanCheck(), ...extra } });
  }
}
