import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sealBody } from '@lotus/contract/body-encryption';
import { endpoints, type EndpointName } from '@lotus/contract/endpoints';

/**
 * The journey's set-up through the real server's HTTP API, as the site and the console call it: by
 * endpoint name, sealed bodies for `enc` calls, a solved human check where one is asked.
 */
export class HttpClient {
  token: string | undefined;
  #publicKey: string | undefined;

  constructor(readonly baseUrl: string) {}

  async call(name: EndpointName, options: { body?: unknown; query?: Record<string, string>; params?: Record<string, string | number> } = {}): Promise<{ status: number; json: { success: boolean; value?: unknown; errorCode?: string } }> {
    const def = endpoints[name];
    const path = def.path.replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(String(options.params?.[key] ?? '')));
    const headers: Record<string, string> = { accept: 'application/json', 'module-id': def.moduleId };
    if (this.token) headers.authorization = this.token;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      if ('enc' in def && def.enc) {
        this.#publicKey ??= ((await this.call('rsaKey')).json.value as { publicKey: string }).publicKey;
        const sealed = await sealBody(this.#publicKey, options.body);
        headers.encryption = sealed.header;
        body = JSON.stringify(sealed.body);
      } else body = JSON.stringify(options.body);
    }
    const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
    const res = await fetch(`${this.baseUrl}${path}${query}`, { method: def.method, headers, body });
    return { status: res.status, json: (await res.json()) as { success: boolean; value?: unknown } };
  }

  /** Calls and expects success; the value. */
  async ok<V = Record<string, unknown>>(name: EndpointName, options: Parameters<HttpClient['call']>[1] = {}): Promise<V> {
    const res = await this.call(name, options);
    if (!res.json.success) throw new Error(`${name} answered ${res.status}: ${JSON.stringify(res.json)}`);
    return res.json.value as V;
  }

  async humanCheck(): Promise<string> {
    const challenge = await this.ok('humanCheckChallenge');
    const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  /** Uploads a proof image (multipart, as the site's deposit form does); its file id. */
  async uploadProof(png: Buffer): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'slip.png');
    const res = await fetch(`${this.baseUrl}${endpoints.uploadProof.path}`, { method: 'POST', headers: { authorization: this.token! }, body: form });
    const json = (await res.json()) as { success: boolean; value: { fileId: string } };
    if (!json.success) throw new Error(`uploadProof: ${JSON.stringify(json)}`);
    return json.value.fileId;
  }
}

/** A 1x1 PNG: what a member's bank slip photo is to the server (it checks the bytes are a PNG). */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
