import { gameImportRowSchema, type GameType } from '@lotus/contract/games';
import { AppError } from '../../../platform/errors.ts';
import type { LaunchRequest, VendorAdapter, VendorGameRow } from '../vendor-adapter.ts';
import type { Hub88Config } from './hub88-config.ts';
import { Hub88GamesClient, type Hub88GameUrlRequest } from './hub88-games-client.ts';
import { hub88GameSchema, hub88Language, hub88Platforms, hub88User, type Hub88Game } from './hub88-protocol.ts';

/** Hub88's category names (free text per supplier) to our game types and classify tags. */
export function classifyHub88(category: string | null | undefined): { gameType: GameType; classify: string[] } {
  const c = (category ?? '').toLowerCase();
  if (/live/.test(c)) return { gameType: 'LIVE', classify: ['table'] };
  if (/sport|virtual|esport/.test(c)) return { gameType: 'SPORTS', classify: [] };
  if (/fish|shoot/.test(c)) return { gameType: 'FISH', classify: [] };
  if (/lott|keno|bingo/.test(c)) return { gameType: 'LOTT', classify: ['lottery'] };
  if (/poker|card|teen|andar/.test(c)) return { gameType: 'RNG', classify: ['cards'] };
  if (/table|roulette|blackjack|baccarat|dice|craps/.test(c)) return { gameType: 'RNG', classify: ['table'] };
  if (/crash|instant|scratch|arcade|mines|plinko/.test(c)) return { gameType: 'RNG', classify: ['originals'] };
  return { gameType: 'RNG', classify: ['slots'] };
}

/** One Hub88 game as an importer row; null when it cannot be one (its code or name breaks our rules). */
export function hub88GameRow(vendor: string, game: Hub88Game, demo: boolean): VendorGameRow | null {
  const { gameType, classify } = classifyHub88(game.category);
  const thumb = game.url_thumb ?? '';
  const parsed = gameImportRowSchema.safeParse({
    vendor,
    code: game.game_code,
    gameType,
    names: { EN: game.name.trim().slice(0, 100) },
    // The importer takes https URLs only; anything else shows the default icon.
    iconUrl: /^https:\/\/\S{1,490}$/.test(thumb) ? thumb : '',
    classify,
    demo,
    enabled: game.enabled ?? true,
  });
  return parsed.success ? parsed.data : null;
}

/** A Hub88 operator account as a vendor: launches through the Games API, lists its games. */
export class Hub88Adapter implements VendorAdapter {
  readonly kind = 'hub88';
  readonly vendor: string;
  readonly #client: Hub88GamesClient;

  constructor(
    private readonly config: Hub88Config,
    fetchImpl: typeof fetch = fetch,
  ) {
    this.vendor = config.vendor;
    this.#client = new Hub88GamesClient(config, fetchImpl);
  }

  /** Our public key (PEM), for the operator to hand to Hub88. */
  get publicKeyPem(): string {
    return this.config.publicKeyPem;
  }

  async launchUrl(request: LaunchRequest): Promise<string> {
    const { settings } = this.config;
    const base = {
      platform: hub88Platforms[request.platform],
      operator_id: settings.operatorId,
      meta: {},
      lobby_url: request.lobbyUrl,
      lang: hub88Language(request.language),
      ip: request.ip,
      game_code: request.gameCode,
      country: (request.member?.country ?? settings.defaultCountry).toUpperCase(),
      ...(settings.subPartnerId ? { sub_partner_id: settings.subPartnerId } : {}),
      ...(request.depositUrl ? { deposit_url: request.depositUrl } : {}),
    };
    let body: Hub88GameUrlRequest;
    if (request.demo) {
      // Hub88's DEMO mode: currency XXX, no user and no token (no wallet calls follow).
      body = { ...base, currency: 'XXX' };
    } else {
      if (!request.member || !request.token) throw new AppError('request_param_err', { message: 'A real-money launch needs a member and a vendor session token.' });
      body = { ...base, user: hub88User(request.member.id), token: request.token, currency: request.currency, game_currency: request.currency };
    }
    return this.#client.gameUrl(body);
  }

  async listGames(): Promise<VendorGameRow[]> {
    const rows: VendorGameRow[] = [];
    const seen = new Set<string>();
    for (const item of await this.#client.gameList()) {
      const game = hub88GameSchema.safeParse(item);
      if (!game.success) continue;
      const row = hub88GameRow(this.vendor, game.data, this.config.settings.demoGames);
      // The importer refuses a file that names a game twice; the first one stands.
      if (row && !seen.has(row.code)) {
        seen.add(row.code);
        rows.push(row);
      }
    }
    return rows;
  }
}
