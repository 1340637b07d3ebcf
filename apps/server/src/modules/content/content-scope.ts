import type { OperatorPrincipal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.ts';

export type Audit = (operator: OperatorPrincipal, action: string, target: string, details: Record<string, unknown>, ip: string, brandId?: number | null) => Promise<void>;

/** What the content services need from outside modules/content (wired in app.ts). */
export interface ContentDeps {
  /** The audit trail (backoffice's OperatorService.audit). */
  audit: Audit;
  /** Whether a brand exists (for a deployment-wide operator's named brand). */
  brandExists(id: number): Promise<boolean>;
  now(): Date;
}

/**
 * The brand a console call reads or changes (the games section's rule): a brand operator's own (naming
 * another is refused with operator.forbidden), else the one a deployment-wide operator names, else the request's.
 */
export async function contentBrand(deps: ContentDeps, operator: OperatorPrincipal, ctx: RequestContext, named?: number): Promise<number> {
  if (named !== undefined && operator.brandId !== null && named !== operator.brandId) throw new AppError('operator.forbidden');
  const id = operator.brandId ?? named ?? ctx.brand.id;
  if (id !== ctx.brand.id && operator.brandId === null && !(await deps.brandExists(id))) throw new AppError('request_param_err', { message: `No brand ${id}.` });
  return id;
}

/** The audit trail keeps what an operator wrote, with long HTML cut short (the row itself holds all of it). */
export function auditShape(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[k] = typeof v === 'string' && v.length > 300 ? `${v.slice(0, 300)}…` : v instanceof Date ? v.toISOString() : v;
  return out;
}

/** The fields that changed, before and after. */
export function changes(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, { from: unknown; to: unknown }> {
  const a = auditShape(before);
  const b = auditShape(after);
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const k of Object.keys(b)) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) out[k] = { from: a[k], to: b[k] };
  return out;
}

export const iso = (d: Date | null) => (d === null ? null : d.toISOString());
export const dateOrNull = (s: string | null) => (s === null ? null : new Date(s));
