import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type EndpointDeps } from '../../platform/endpoint.ts';
import type { ReportsService } from './reports.service.ts';

/** The console's Dashboard and Reports (`/ops/dashboard`, `/ops/reports/...`): read-only, each with its permission. */
export function registerReportRoutes(app: FastifyInstance, deps: EndpointDeps, reports: ReportsService): void {
  registerEndpoint(app, deps, 'opDashboard', ({ operator, query }) => reports.dashboard(operator!, query));
  registerEndpoint(app, deps, 'opReportDaily', ({ operator, query }) => reports.daily(operator!, query));
  registerEndpoint(app, deps, 'opReportGgr', ({ operator, query }) => reports.ggr(operator!, query));
  registerEndpoint(app, deps, 'opReportBalances', ({ operator, query }) => reports.balances(operator!, query));
}
