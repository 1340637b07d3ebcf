import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maxGameImportBytes } from '@lotus/contract/games';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import { AppError } from '../../platform/errors.ts';
import type { OperatorService } from '../backoffice/operator.service.ts';
import type { VendorIntegrations } from '../vendors/vendor-integrations.ts';
import type { GameImporter } from './game-import.ts';
import { GamesService } from './games.service.ts';
import type { LaunchService } from './launch.service.ts';

/** The one file of a multipart upload, as text; `game.import.invalid` when there is none or it is too large. */
async function uploadedText(request: FastifyRequest): Promise<{ text: string; fileName: string }> {
  const fail = (message: string) => new AppError('game.import.invalid', { message, value: { errorCount: 1, errors: [{ line: 0, row: 0, field: 'file', message }] } });
  let file;
  try {
    file = await request.file({ limits: { fileSize: maxGameImportBytes, files: 1, fields: 0 } });
  } catch {
    throw fail('Send the game list as one file in the multipart field "file".');
  }
  if (!file) throw fail('Send the game list as one file in the multipart field "file".');
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch {
    throw fail(`The file is larger than ${maxGameImportBytes / 1024 / 1024} MB.`);
  }
  return { text: data.toString('utf8'), fileName: file.filename };
}

export function registerGameRoutes(
  app: FastifyInstance,
  deps: EndpointDeps,
  games: GamesService,
  launcher: LaunchService,
  importer: GameImporter,
  operators: OperatorService,
  vendors: Pick<VendorIntegrations, 'adapter'>,
): void {
  const lang = GamesService.language;
  registerEndpoint(app, deps, 'launchGame', ({ ctx, principal, body, request }) =>
    launcher.launch(ctx.brand, principal!, lang(body.language, ctx.language), body, { ip: request.ip, site: `${request.protocol}://${request.host}` }),
  );
  registerEndpoint(app, deps, 'gameList', ({ ctx, query }) => games.gameList(ctx.brand, lang(query.language, ctx.language), query));
  registerEndpoint(app, deps, 'hotGames', ({ ctx, query }) => games.hotGames(ctx.brand, lang(query.language, ctx.language), query.vassalage));
  registerEndpoint(app, deps, 'gameVendors', ({ ctx, query }) => games.lanes(ctx.brand, lang(query.language, ctx.language)));
  registerEndpoint(app, deps, 'vassGameType', ({ ctx, query }) => games.vassGameType(ctx.brand, query.vassalage));
  registerEndpoint(app, deps, 'favouriteIds', ({ ctx, principal }) => games.favouriteIds(ctx.brand, principal!));
  registerEndpoint(app, deps, 'favouriteList', ({ ctx, principal, query }) => games.favouriteList(ctx.brand, principal!, lang(query.language, ctx.language)));
  registerEndpoint(app, deps, 'addFavourite', ({ ctx, principal, body }) => games.addFavourite(ctx.brand, principal!, body));
  registerEndpoint(app, deps, 'removeFavourite', ({ ctx, principal, query }) => games.removeFavourite(ctx.brand, principal!, query));
  registerEndpoint(app, deps, 'recentGames', ({ ctx, principal, query }) => games.recentGames(ctx.brand, principal!, lang(query.language, ctx.language)));
  registerEndpoint(app, deps, 'gameMenus', ({ ctx, query }) => games.menus(ctx.brand, lang(query.language, ctx.language)));
  registerEndpoint(app, deps, 'popularGames', ({ ctx, query }) => games.popular(ctx.brand, lang(query.language, ctx.language), query.count));
  registerEndpoint(app, deps, 'roomList', ({ ctx, query }) => games.rooms(ctx.brand, lang(query.language, ctx.language), query));
  registerEndpoint(app, deps, 'winnerBoard', ({ ctx, query }) => games.winnerBoard(ctx.brand, lang(query.language, ctx.language), query.gameCategory, query.limitNum));

  registerEndpoint(app, deps, 'opImportGames', async ({ ctx, operator, query, request }) => {
    // The catalogue is shared by every brand of the deployment: a brand's own operators may not rewrite it.
    if (operator!.brandId !== null) throw new AppError('operator.forbidden');
    const { text, fileName } = await uploadedText(request);
    const result = await importer.importText(text, { format: query.format, fileName, dryRun: query.dryRun });
    if (!result.dryRun) {
      games.invalidate();
      await operators.audit(operator, 'games.import', fileName || 'games', { ...result }, ctx.ip);
    }
    return result;
  });
  registerEndpoint(app, deps, 'opImportVendorGames', async ({ ctx, operator, params, query }) => {
    if (operator!.brandId !== null) throw new AppError('operator.forbidden');
    const adapter = await vendors.adapter(params.vendor);
    if (!adapter) throw new AppError('game.vendor.unavailable');
    const result = await importer.write(await adapter.listGames(), query.dryRun);
    if (!result.dryRun) {
      games.invalidate();
      await operators.audit(operator, 'games.import', `vendor:${params.vendor}`, { ...result }, ctx.ip);
    }
    return result;
  });
}
