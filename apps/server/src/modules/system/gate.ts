import type { EndpointDef } from '@lotus/contract/endpoints';
import { AppError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { activeMaintenance, maintenanceInfo, regionRestricted } from './access.ts';

/**
 * Whether a call may run for this brand and visitor now: its white-label module must be on; and
 * unless the call is one the startup view needs, the visitor must not be region-restricted and the
 * brand not in maintenance (answered `function.not.available` with the window, HTTP 503).
 */
export function createGate(now: () => Date) {
  return function gate(def: EndpointDef, ctx: RequestContext): void {
    const { config } = ctx.brand;
    if (!ctx.brand.modules.has(def.moduleId)) throw new AppError('function.not.available');
    if (def.alwaysAvailable) return;
    if (regionRestricted(config, ctx.country, ctx.ip)) throw new AppError('region.restricted', { value: { location: { ip: ctx.ip, country: ctx.country } } });
    const m = activeMaintenance(config, now(), ctx.ip);
    if (m) throw new AppError('function.not.available', { status: 503, message: 'The system is under maintenance.', value: { maintenance: maintenanceInfo(m, ctx.language, config.defaultLanguage) } });
  };
}
