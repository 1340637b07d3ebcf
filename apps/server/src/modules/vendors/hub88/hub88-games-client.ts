import { AppError } from '../../../platform/errors.ts';
import type { Hub88Config } from './hub88-config.ts';
import { HUB88_SIGNATURE_HEADER } from './hub88-protocol.ts';
import { signBody, verifyBody } from './hub88-signature.ts';

/** The game URL request of Hub88's Games API (`POST /operator/generic/v2/game/url`). */
export interface Hub88GameUrlRequest {
  user?: string;
  token?: string;
  sub_partner_id?: string;
  platform: string;
  operator_id: number;
  meta: Record<string, unknown>;
  lobby_url: string;
  lang: string;
  ip: string;
  game_code: string;
  deposit_url?: string;
  currency: string;
  game_currency?: string;
  country: string;
}

/** Hub88's error text, trimmed to something safe to show in a log or an operator's screen. */
function hub88Error(body: unknown): string {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'string' ? error.replace(/[^\x20-\x7e]/g, ' ').slice(0, 200) : '';
}

const unavailable = (message: string, status = 502) => new AppError('game.vendor.unavailable', { status, message });

/**
 * Calls Hub88's Games API: each body signed with our private key; a timeout on every call; every
 * failure an AppError with a clear message (the vendor is down or refused us, or the game is not
 * offered). When Hub88 signs its answer, the signature must hold.
 */
export class Hub88GamesClient {
  constructor(
    private readonly config: Hub88Config,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** Every game the operator may offer (`POST /operator/generic/v2/game/list`). */
  async gameList(): Promise<unknown[]> {
    const body = await this.#post('/operator/generic/v2/game/list', { operator_id: this.config.settings.operatorId });
    if (!Array.isArray(body)) throw unavailable('Hub88 answered the game list with something other than a list.');
    return body;
  }

  /** The landing URL of a game (`POST /operator/generic/v2/game/url`). */
  async gameUrl(request: Hub88GameUrlRequest): Promise<string> {
    const body = await this.#post('/operator/generic/v2/game/url', request);
    const url = typeof body === 'object' && body !== null ? (body as { url?: unknown }).url : undefined;
    if (typeof url !== 'string' || !/^https?:\/\/\S+$/.test(url)) throw unavailable('Hub88 answered without a game URL.');
    return url;
  }

  async #post(path: string, payload: unknown): Promise<unknown> {
    const { settings } = this.config;
    const raw = JSON.stringify(payload);
    let response: Response;
    try {
      response = await this.fetchImpl(`${settings.apiUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', [HUB88_SIGNATURE_HEADER]: signBody(raw, this.config.privateKey) },
        body: raw,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw timedOut ? unavailable(`Hub88 did not answer within ${settings.timeoutMs} ms.`, 504) : unavailable('Hub88 could not be reached.');
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw unavailable('Hub88 broke off its answer.');
    }
    let body: unknown;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      throw unavailable(`Hub88 answered ${response.status} with a body that is not JSON.`);
    }
    if (!response.ok) {
      const why = hub88Error(body);
      const detail = why ? `: ${why}` : '';
      switch (response.status) {
        case 401:
          throw unavailable(`Hub88 refused our signature (does Hub88 hold our public key for operator ${settings.operatorId}?)${detail}`);
        case 403:
        case 404:
          // The game, currency or country is not enabled for us, or does not exist.
          throw new AppError('game.not.found', { message: `Hub88 does not offer this game here${detail}`.slice(0, 300) });
        default:
          throw unavailable(`Hub88 answered ${response.status}${detail}`.slice(0, 300));
      }
    }
    const signature = response.headers.get(HUB88_SIGNATURE_HEADER);
    if (signature !== null && !verifyBody(text, signature, this.config.hub88Key)) throw unavailable('Hub88 answered with a signature that does not verify.');
    return body;
  }
}
