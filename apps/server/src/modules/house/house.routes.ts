import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import type { HouseService } from './house.service.ts';

export function registerHouseRoutes(app: FastifyInstance, deps: EndpointDeps, house: HouseService): void {
  registerEndpoint(app, deps, 'houseFair', ({ principal }) => house.seeds.state(principal!.memberId));
  registerEndpoint(app, deps, 'houseClientSeed', ({ principal, body }) => house.seeds.setClientSeed(principal!.memberId, body.clientSeed));
  registerEndpoint(app, deps, 'houseRotateSeed', ({ principal }) => house.rotateSeed(principal!.memberId));
  registerEndpoint(app, deps, 'housePlay', ({ ctx, principal, params, body }) => house.play(ctx.brand, principal!, params.code, body));
  registerEndpoint(app, deps, 'houseMinesStart', ({ ctx, principal, body }) => house.minesStart(ctx.brand, principal!, body));
  registerEndpoint(app, deps, 'houseMinesReveal', ({ ctx, principal, params, body }) => house.minesReveal(ctx.brand, principal!, params.roundId, body.tile));
  registerEndpoint(app, deps, 'houseMinesCashout', ({ ctx, principal, params }) => house.minesCashout(ctx.brand, principal!, params.roundId));
  registerEndpoint(app, deps, 'houseMinesActive', ({ principal }) => house.minesActive(principal!));
  registerEndpoint(app, deps, 'houseRounds', ({ principal, query }) => house.rounds(principal!, query));
  registerEndpoint(app, deps, 'houseVerify', ({ query }) => house.verify(query));
}
