import type { z } from 'zod';
import type { launchGameBodySchema } from '@lotus/contract/house';
import type { LanguageCode } from '@lotus/contract/locales';
import type { Db } from '../../db/database.ts';
import type { Principal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { GamesRepository } from '../games/games.repository.ts';
import type { GamesService } from '../games/games.service.ts';
import type { BrandContext } from '../system/brand-context.ts';

/** How a vendor with a live integration opens a game; the house studio needs none (its games are ours). */
export interface VendorLauncher {
  launchUrl(input: { brand: BrandContext; principal: Principal; gameCode: string; language: LanguageCode; demo: boolean }): Promise<{ url: string; url2?: string }>;
}

/**
 * `/wps/game/launchGame` (spec section 3): the game must be visible in the brand and playable; lottery
 * and e-lottery entries go to the lottery launcher, house games to their screen on this site, vendor
 * games to the vendor's launcher. Trial accounts play demo where the game allows it; a member asking
 * for demo (accountType 0) gets it only where the game has one, never real play instead.
 */
export class LaunchService {
  constructor(
    private readonly db: Db,
    private readonly repo: GamesRepository,
    private readonly games: GamesService,
    private readonly launchers: Map<string, VendorLauncher>,
  ) {}

  async launch(brand: BrandContext, principal: Principal, language: LanguageCode, body: z.output<typeof launchGameBodySchema>) {
    const [game] = await this.repo.byIds(brand.id, [body.nodeId]);
    if (!game || game.is_vassalage || (body.vassalage && body.vassalage !== game.vendor_code)) throw new AppError('game.not.found');
    const vendor = await this.db.selectFrom('vendors').select(['integration', 'enabled']).where('code', '=', game.vendor_code).executeTakeFirst();
    if (!vendor || !vendor.enabled || vendor.integration === 'none') throw new AppError('game.vendor.unavailable');

    const trial = principal.customerType === 4;
    const demo = trial || body.accountType === 0;
    const lottery = game.game_type === 'LOTT' || game.game_type === 'ELOTT';
    // Lottery entries and our own studio play trial accounts on their demo credit; elsewhere demo must be offered.
    if (demo && !game.demo_allowed && !(trial && (lottery || vendor.integration === 'house'))) throw new AppError(trial ? 'in_need_true_account' : 'game.demo.unavailable');
    if (!trial && demo && vendor.integration === 'house') throw new AppError('game.demo.unavailable');

    let url: string;
    let url2: string | undefined;
    if (lottery) {
      url = `${game.game_type === 'LOTT' ? '/lottery' : '/elott'}?gameCode=${encodeURIComponent(game.code)}`;
    } else if (vendor.integration === 'house') {
      url = `/house/${encodeURIComponent(game.code)}?lang=${language}`;
    } else {
      const launcher = this.launchers.get(game.vendor_code);
      if (!launcher) throw new AppError('game.vendor.unavailable');
      ({ url, url2 } = await launcher.launchUrl({ brand, principal, gameCode: game.code, language, demo }));
    }
    await this.games.recordPlay(brand, principal, game.id);
    return { game_url: url, ...(url2 ? { game_url2: url2 } : {}), mode: demo ? ('demo' as const) : ('real' as const) };
  }
}
