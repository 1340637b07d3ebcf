import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generateRsaPair, signBody, verifyBody } from '../src/modules/vendors/hub88/hub88-signature.ts';

/** A game as Hub88's game list serves it (the fields we read, and a few we do not). */
export interface Hub88DoubleGame {
  game_code: string;
  name: string;
  category?: string;
  product?: string;
  url_thumb?: string;
  url_background?: string;
  enabled?: boolean;
  platforms?: string[];
  freebet_support?: boolean;
  [field: string]: unknown;
}

export const defaultDoubleGames: Hub88DoubleGame[] = [
  { game_code: 'clt_dragonrising', name: 'Dragon Rising', category: 'Video Slots', product: 'Caleta', url_thumb: 'https://cdn.example/clt_dragonrising.png', enabled: true, platforms: ['GPL_DESKTOP', 'GPL_MOBILE'] },
  { game_code: 'evo_baccarat', name: 'Live Baccarat', category: 'Live Casino', product: 'Evolution', url_thumb: 'https://cdn.example/evo_baccarat.png', enabled: true, platforms: ['GPL_DESKTOP'] },
  { game_code: 'spr_crash', name: 'Crash X', category: 'Crash Games', product: 'Spribe', url_thumb: 'http://insecure.example/crash.png', enabled: false, platforms: ['GPL_MOBILE'] },
  { game_code: 'bad code!', name: 'Broken', category: 'Video Slots', product: 'Nobody', enabled: true },
];

export type WalletPath = 'user/info' | 'user/balance' | 'transaction/bet' | 'transaction/win' | 'transaction/rollback';

/**
 * Hub88, played locally for tests and offline development: its Games API (game list and game URL,
 * checking our signature with the operator public key it was given, and signing its answers with its
 * own key) on 127.0.0.1, and a driver of its Wallet API calls against our server, signed with its
 * private key. `mode` makes the Games API misbehave (slow, failing, or signing wrongly).
 */
export class Hub88Double {
  readonly privateKey: crypto.KeyObject;
  /** The operator's public key the double checks Games API calls with (what an operator hands Hub88). */
  operatorKey: crypto.KeyObject | null = null;
  /** Offline development: take Games API calls whatever their signature (no operator key at hand). */
  trustAnyOperator = false;
  games: Hub88DoubleGame[] = [...defaultDoubleGames];
  mode: 'ok' | 'slow' | 'error' | 'bad-signature' = 'ok';
  /** Every Games API call received, with whether our signature verified. */
  readonly received: { path: string; raw: string; body: unknown; signatureValid: boolean }[] = [];
  #server: http.Server | null = null;
  url = '';

  constructor(
    readonly operatorId = 4242,
    /** Its key pair (PEM); a fresh one unless given (offline development keeps one across restarts). */
    readonly keys = generateRsaPair(),
  ) {
    this.privateKey = crypto.createPrivateKey(keys.privateKey);
  }

  static async start(operatorId?: number, options: { port?: number; keys?: { privateKey: string; publicKey: string } } = {}): Promise<Hub88Double> {
    const double = new Hub88Double(operatorId, options.keys);
    await double.#listen(options.port ?? 0);
    return double;
  }

  /** Trusts the operator's public key (PEM) for Games API calls. */
  trustOperator(publicKeyPem: string): void {
    this.operatorKey = crypto.createPublicKey(publicKeyPem);
  }

  /** The `vendor_integrations.settings` of an operator account at this double (our own key made on first use). */
  settings(extra: Record<string, unknown> = {}): Record<string, unknown> {
    return { apiUrl: this.url, operatorId: this.operatorId, hub88PublicKey: this.keys.publicKey, timeoutMs: 2_000, ...extra };
  }

  /** Hub88 calling our wallet: the body signed with Hub88's private key (or the given signature, or raw text). */
  wallet(app: FastifyInstance, vendor: string, path: WalletPath, body: unknown, options: { signature?: string; raw?: string } = {}): Promise<LightMyRequestResponse> {
    const raw = options.raw ?? JSON.stringify(body);
    const signature = options.signature ?? signBody(raw, this.privateKey);
    return app.inject({ method: 'POST', url: `/vendors/hub88/${vendor}/${path}`, payload: raw, headers: { 'content-type': 'application/json', 'x-hub88-signature': signature } });
  }

  /** Whether an answer of ours carries a valid signature by the operator key. */
  answerVerifies(response: LightMyRequestResponse): boolean {
    return verifyBody(response.body, response.headers['x-hub88-signature'], this.operatorKey);
  }

  async close(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Hub88 calling a running server over HTTP (offline development), signed like `wallet`. */
  async walletOverHttp(baseUrl: string, vendor: string, path: WalletPath, body: unknown): Promise<{ status: number; body: unknown }> {
    const raw = JSON.stringify(body);
    const res = await fetch(`${baseUrl}/vendors/hub88/${vendor}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub88-signature': signBody(raw, this.privateKey) }, body: raw });
    return { status: res.status, body: await res.json() };
  }

  async #listen(port: number): Promise<void> {
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => void this.#answer(request, Buffer.concat(chunks).toString('utf8'), response));
    });
    server.keepAliveTimeout = 1;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.#server = server;
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async #answer(request: http.IncomingMessage, raw: string, response: http.ServerResponse): Promise<void> {
    const reply = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      const signature = this.mode === 'bad-signature' ? signBody(`${text} `, this.privateKey) : signBody(text, this.privateKey);
      response.writeHead(status, { 'content-type': 'application/json', 'x-hub88-signature': signature });
      response.end(text);
    };
    const path = request.url ?? '';
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return reply(400, { error: 'invalid JSON' });
    }
    const signatureValid = this.trustAnyOperator || verifyBody(raw, request.headers['x-hub88-signature'], this.operatorKey);
    this.received.push({ path, raw, body, signatureValid });
    if (this.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 5_000));
    if (this.mode === 'error') return reply(500, { error: 'internal error' });
    if (request.method !== 'POST') return reply(404, { error: 'not found' });
    if (!signatureValid) return reply(401, { error: 'invalid signature' });
    if (body.operator_id !== this.operatorId) return reply(404, { error: 'operator not found' });
    if (path === '/operator/generic/v2/game/list') return reply(200, this.games);
    if (path === '/operator/generic/v2/game/url') {
      const game = this.games.find((g) => g.game_code === body.game_code);
      if (!game || game.enabled === false) return reply(404, { error: 'game not found' });
      const demo = body.currency === 'XXX';
      if (!demo && (typeof body.user !== 'string' || typeof body.token !== 'string')) return reply(400, { error: 'user and token are required' });
      const query = new URLSearchParams({ game: game.game_code, lang: String(body.lang), currency: String(body.currency), ...(demo ? { demo: '1' } : { token: String(body.token) }) });
      return reply(200, { url: `${this.url}/play?${query.toString()}` });
    }
    return reply(404, { error: 'not found' });
  }
}

/**
 * Offline development: `node --import tsx apps/server/test/hub88-double.ts [port]` serves the Games API
 * on 127.0.0.1 (default port 8088) with a key pair kept in HUB88_DOUBLE_KEYS (default
 * ./data/hub88-double-keys.json), and prints the settings of a `vendor_integrations` row (kind hub88)
 * that points at it. Its wallet calls can be driven with `walletOverHttp` from a script.
 */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.env.HUB88_DOUBLE_KEYS ?? path.join('data', 'hub88-double-keys.json');
  const keys = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { privateKey: string; publicKey: string }) : generateRsaPair();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  const double = await Hub88Double.start(4242, { port: Number(process.argv[2] ?? 8088), keys });
  double.trustAnyOperator = true;
  console.log(`Hub88 double on ${double.url}; vendor_integrations.settings for kind 'hub88':`);
  console.log(JSON.stringify(double.settings()));
}
