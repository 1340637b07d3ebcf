import crypto from 'node:crypto';
import type { z } from 'zod';
import type { launchGameBodySchema } from '@lotus/contract/house';
import type { LanguageCode } from '@lotus/contract/locales';
import type { Principal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { GamesRepository } from './games.repository.ts';
import type { GamesService } from './games.service.ts';
import type { BrandContext } from '../../platform/request-context.ts';
import type { VendorIntegrations } from '../vendors/vendor-integrations.ts';
import type { SeamlessService } from '../wallet/seamless.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';

/** Where the request came from: vendors get the player's address and our lobby URL. */
export interface LaunchOrigin {
  ip: string;
  /** `https://host` of the site the player is on. */
  site: string;
}

/**
 * `/wps/game/launchGame` (spec section 3): the game must be visible in the brand and playable; lottery
 * and e-lottery entries go to the lottery launcher, house games to their screen on this site, vendor
 * games to the vendor's launcher. Trial accounts play demo where the game allows it; a member asking
 * for demo (accountType 0) gets it only where the game has one, never real play instead.
 */
export class LaunchService {
  constructor(
    private readonly repo: GamesRepository,
    private readonly games: GamesService,
    private readonly vendors: Pick<VendorIntegrations, 'adapter'>,
    private readonly seamless: SeamlessService,
    private readonly wallet: WalletService,
  ) {}

  async launch(brand: BrandContext, principal: Principal, language: LanguageCode, body: z.output<typeof launchGameBodySchema>, origin: LaunchOrigin) {
    const [game] = await this.repo.byIds(brand.id, [body.nodeId]);
    if (!game || game.is_vassalage || (body.vassalage && body.vassalage !== game.vendor_code)) throw new AppError('game.not.found');
    const vendor = await this.repo.vendorLaunch(game.vendor_code);
    if (!vendor || !vendor.enabled || vendor.integration === 'none') throw new AppError('game.vendor.unavailable');

    const trial = principal.customerType === 4;
    const demo = trial || body.accountType === 0;
    const lottery = game.game_type === 'LOTT' || game.game_type === 'ELOTT';
    // Lottery entries and our own studio play trial accounts on their demo credit; elsewhere demo must be offered.
    if (demo && !game.demo_allowed && !(trial && (lottery || vendor.integration === 'house'))) throw new AppError(trial ? 'in_need_true_account' : 'game.demo.unavailable');
    if (!trial && demo && vendor.integration === 'house') throw new AppError('game.demo.unavailable');

    let url: string;
    if (lottery) {
      url = `${game.game_type === 'LOTT' ? '/lottery' : '/elott'}?gameCode=${encodeURIComponent(game.code)}`;
    } else if (vendor.integration === 'house') {
      url = `/house/${encodeURIComponent(game.code)}?lang=${language}`;
    } else {
      const adapter = await this.vendors.adapter(game.vendor_code);
      if (!adapter) throw new AppError('game.vendor.unavailable');
      // Real play: a transfer-wallet brand moves the main balance into the vendor's wallet first (a
      // single-wallet brand moves nothing), and the vendor gets a session token to call our wallet with.
      if (!demo) await this.wallet.sweep(brand, principal.memberId, game.vendor_code, 'in', `launch:${game.vendor_code}:${principal.memberId}:${crypto.randomUUID()}`);
      const token = demo ? null : await this.seamless.openSession(game.vendor_code, principal.memberId, brand.id);
      url = await adapter.launchUrl({
        member: demo ? null : { id: principal.memberId, brandId: brand.id },
        token,
        gameCode: game.code,
        language,
        platform: body.platform?.toLowerCase().includes('mobile') ? 'mobile' : 'desktop',
        currency: brand.config.currency,
        demo,
        lobbyUrl: `${origin.site}/index`,
        depositUrl: `${origin.site}/index?deposit=1`,
        ip: origin.ip,
      });
    }
    await this.games.recordPlay(brand, principal, game.id);
    return { game_url: url, mode: demo ? ('demo' as const) : ('real' as const) };
  }
}
