import type { FastifyInstance } from 'fastify';
import type { LotteryEvent } from '@lotus/contract/lottery';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import type { BrandCache } from '../system/brand-cache.ts';
import type { DrawService } from './draws.service.ts';
import type { LotteryHub } from './lottery-hub.ts';
import type { LotteryOpsService } from './lottery-ops.service.ts';
import type { LotteryService } from './lottery.service.ts';
import type { OrdersService } from './orders.service.ts';

export interface LotteryModules {
  lottery: LotteryService;
  orders: OrdersService;
  draws: DrawService;
  hub: LotteryHub;
  brands: BrandCache;
  ops: LotteryOpsService;
}

export async function registerLotteryRoutes(app: FastifyInstance, deps: EndpointDeps, m: LotteryModules): Promise<void> {
  const { lottery, orders, draws } = m;
  registerEndpoint(app, deps, 'lotteryGames', ({ ctx }) => lottery.games(ctx.brand, ctx.language));
  registerEndpoint(app, deps, 'lotteryPlayMenu', ({ ctx, params }) => lottery.playMenu(ctx.brand, params.gameId, ctx.language));
  registerEndpoint(app, deps, 'lotterySetting', ({ ctx, params }) => lottery.setting(ctx.brand, params.gameId));
  registerEndpoint(app, deps, 'lotteryNear', ({ ctx, query }) => lottery.near(ctx.brand, query.gameId));
  registerEndpoint(app, deps, 'lotteryChaseIssues', ({ ctx, params, query }) => lottery.chaseIssues(ctx.brand, params.gameId, query.count));
  registerEndpoint(app, deps, 'lotteryRecent', ({ ctx }) => lottery.latestDraws(ctx.brand));
  registerEndpoint(app, deps, 'lotteryOpenIssues', ({ ctx }) => lottery.openIssues(ctx.brand));
  registerEndpoint(app, deps, 'lotteryLatestDraws', ({ ctx }) => lottery.latestDraws(ctx.brand));
  registerEndpoint(app, deps, 'lotteryDrawHistory', ({ ctx, params, query }) => lottery.drawHistory(ctx.brand, params.gameId, query.page, query.size));
  registerEndpoint(app, deps, 'lotteryHotGap', ({ ctx, params, query }) => lottery.hotGap(ctx.brand, params.gameId, query.count));
  registerEndpoint(app, deps, 'lotterySeries', ({ ctx }) => lottery.series(ctx.brand));
  registerEndpoint(app, deps, 'lotteryBet', ({ ctx, principal, body }) => orders.bet(ctx.brand, principal!, body));
  registerEndpoint(app, deps, 'lotteryTodayOrders', ({ ctx, principal }) => orders.today(ctx.brand, principal!, ctx.language));
  registerEndpoint(app, deps, 'lotteryOrderSearch', ({ ctx, principal, body }) => orders.search(ctx.brand, principal!, body, ctx.language));
  registerEndpoint(app, deps, 'lotteryOrderDetail', ({ ctx, principal, params }) => orders.detail(ctx.brand, principal!, params.orderNumber, ctx.language));
  registerEndpoint(app, deps, 'lotteryCancel', ({ ctx, principal, body }) => orders.cancel(ctx.brand, principal!, body));
  registerEndpoint(app, deps, 'vnGameMenu', ({ ctx }) => lottery.vnMenu(ctx.brand, ctx.language));
  registerEndpoint(app, deps, 'vnGameMenuRecent', ({ ctx, principal }) => lottery.vnMenuRecent(ctx.brand, principal!, ctx.language));
  registerEndpoint(app, deps, 'vnOpened', ({ ctx, query }) => lottery.vnOpened(ctx.brand, query.count, query.gameId));
  registerEndpoint(app, deps, 'vnBet', ({ ctx, principal, body }) => orders.vnBet(ctx.brand, principal!, body));
  registerEndpoint(app, deps, 'lotteryResultEntry', async ({ ctx, operator, body }) => {
    const { brandId, ...value } = await draws.enterResult(operator!, operator!.brandId === null ? null : [operator!.brandId], body.gameId, body.numero, body.winningNumber);
    // Until the result is drawn the trail names no number: a second operator reading it could copy the first's entry.
    await deps.recordAudit(operator!, ctx.ip, { action: 'lottery.result.enter', target: `lottery:${body.gameId}:${body.numero}`, after: value, brandId });
    return value;
  });
  // The operators' console: games on and off, issues, cancelling an issue.
  const { ops } = m;
  registerEndpoint(app, deps, 'opLotteryGames', ({ operator, query }) => ops.games(operator!, query));
  registerEndpoint(app, deps, 'opLotterySwitchGame', ({ ctx, operator, params, body }) => ops.switchGame(operator!, params.id, body.enabled, ctx.ip));
  registerEndpoint(app, deps, 'opLotteryIssues', ({ operator, query }) => ops.issues(operator!, query));
  registerEndpoint(app, deps, 'opLotteryIssue', ({ operator, params }) => ops.issue(operator!, params.id));
  registerEndpoint(app, deps, 'opLotteryCancelIssue', ({ ctx, operator, params, body }) => ops.cancelIssue(operator!, params.id, body.reason, ctx.ip));

  // Results pushed to browsers: `/ws?merchant=CODE` (a browser cannot set the Merchant header on a websocket).
  app.get('/ws', { websocket: true }, async (socket, request) => {
    const merchant = (request.query as { merchant?: unknown }).merchant;
    const brand = await m.brands.get(typeof merchant === 'string' && merchant !== '' ? merchant : null).catch(() => null);
    if (!brand) {
      socket.close(1008, 'unknown merchant');
      return;
    }
    const send = (event: LotteryEvent) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
    };
    const unsubscribe = m.hub.subscribe(brand.id, send);
    socket.on('close', unsubscribe);
    send({ type: 'ready' });
    // Clients only listen; anything they send is ignored.
    socket.on('message', () => undefined);
  });
}
