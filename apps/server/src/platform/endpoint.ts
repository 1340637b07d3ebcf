import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { endpoints, type EndpointDef, type EndpointName, type FileAnswer, type ValueOf } from '@lotus/contract/endpoints';
import { isModuleId } from '@lotus/contract/modules';
import { isAgentType, isTrialType } from '@lotus/contract/account';
import type { OperatorPrincipal, Principal } from './auth.ts';
import { AppError } from './errors.ts';
import type { RequestContext } from './request-context.ts';

type ParamsOf<N extends EndpointName> = (typeof endpoints)[N] extends { params?: infer P } ? (P extends z.ZodType ? z.output<P> : Record<string, never>) : Record<string, never>;

export interface EndpointInput<N extends EndpointName> {
  params: ParamsOf<N>;
  query: z.output<(typeof endpoints)[N]['query']>;
  body: z.output<(typeof endpoints)[N]['body']>;
  ctx: RequestContext;
  /** The logged-in user; set for every call whose auth is `session`, `member` or `agent`. */
  principal: Principal | null;
  /** The vendor whose signature checked out; set for `vendor` calls. */
  vendor: string | null;
  /** The back-office operator; set for `operator` calls. */
  operator: OperatorPrincipal | null;
  request: FastifyRequest;
  reply: FastifyReply;
}
/** One change for the audit trail; its brand is `brandId` when given (the brand of the row changed), else the operator's. */
export interface AuditEntry {
  action: string;
  target: string;
  details?: Record<string, unknown>;
  before?: unknown;
  after?: unknown;
  brandId?: number | null;
}

export type EndpointHandler<N extends EndpointName> = (input: EndpointInput<N>) => Promise<ValueOf<N>> | ValueOf<N>;

export interface EndpointDeps {
  resolveContext(request: FastifyRequest): Promise<RequestContext>;
  /** Throws when the call may not run now (module off, maintenance, region); see system/gate.ts. */
  gate(def: EndpointDef, ctx: RequestContext): void;
  /** The session behind the Authorization header, or `login.not.session`. */
  authenticate(token: string | undefined, ctx: RequestContext): Promise<Principal>;
  /** Opens an enc call's body (or refuses plain text when the brand requires encryption). */
  openBody(request: FastifyRequest, ctx: RequestContext): unknown;
  /** The operator behind an operator token, with their role's permissions now; `login.not.session` otherwise. */
  authenticateOperator(token: string | undefined): Promise<OperatorPrincipal>;
  /** Appends a row to the audit trail (hash-chained): what an operator changed, with the target before and after. */
  recordAudit(operator: OperatorPrincipal, ip: string, entry: AuditEntry): Promise<void>;
  /** Checks a vendor call's signature over its raw body; `vendor.signature.invalid` otherwise. */
  authenticateVendor(vendor: string, request: FastifyRequest): Promise<void>;
}

async function authorise(def: EndpointDef, deps: EndpointDeps, request: FastifyRequest, ctx: RequestContext): Promise<Principal | null> {
  if (def.auth === 'none' || def.auth === 'vendor' || def.auth === 'operator') return null;
  const header = request.headers.authorization;
  const principal = await deps.authenticate(typeof header === 'string' ? header.trim() : undefined, ctx);
  if (def.auth === 'member' && isTrialType(principal.customerType)) throw new AppError('in_need_true_account');
  if (def.auth === 'agent' && !isAgentType(principal.customerType)) throw new AppError('agent.only');
  return principal;
}

/**
 * An operator call runs only when the operator's role holds the permission the call names (`self`: any
 * signed-in operator). The refusal comes before the body is read and the handler runs, so it changes nothing.
 */
async function authoriseOperator(def: EndpointDef, deps: EndpointDeps, request: FastifyRequest): Promise<OperatorPrincipal> {
  const header = request.headers.authorization;
  const operator = await deps.authenticateOperator(typeof header === 'string' ? header.trim() : undefined);
  const needed = def.permission;
  // A call that names no permission is nobody's (the contract test keeps every operator call naming one).
  if (needed === undefined || (needed !== 'self' && !operator.permissions.includes(needed))) {
    request.log.warn({ operator: operator.id, permission: needed ?? null, url: request.url }, 'operator call refused: permission not held');
    throw new AppError('operator.forbidden');
  }
  return operator;
}

function parse<S extends z.ZodType>(schema: S, input: unknown, where: 'params' | 'query' | 'body'): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  // Name the fields and what is wrong, never echo the values.
  const detail = result.error.issues.map((i) => `${[where, ...i.path].join('.')}: ${i.message}`).join('; ');
  throw new AppError('request_param_err', { message: detail.slice(0, 500) });
}

/**
 * A file call's answer: the bytes with the type they were stored as (checked from the bytes on upload), never
 * sniffed into something else, shown inline, and kept by the caller's browser only or by nothing.
 */
function sendFile(reply: FastifyReply, file: FileAnswer, cache: 'private' | 'no-store'): Buffer {
  void reply
    .type(file.mime)
    .header('cache-control', cache === 'private' ? 'private, max-age=86400' : 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline');
  return Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
}

/**
 * Registers one call of the contract: checks the Module-Id header, resolves the brand, applies the
 * white-label gate and auth, parses query and body with the call's zod schemas, and wraps the value
 * in the envelope (a file call answers the file; its refusals are enveloped like every other). Every
 * route of the API is made here, so these rules hold for all of them.
 */
export function registerEndpoint<N extends EndpointName>(app: FastifyInstance, deps: EndpointDeps, name: N, handler: EndpointHandler<N>): void {
  const def: EndpointDef = endpoints[name];
  app.route({
    method: def.method,
    url: def.path,
    config: { envelope: def.envelope !== false },
    handler: async (request, reply) => {
      const moduleHeader = request.headers['module-id'];
      if (moduleHeader !== undefined) {
        if (typeof moduleHeader !== 'string' || !isModuleId(moduleHeader.trim())) throw new AppError('module.id.unknown');
        if (moduleHeader.trim() !== def.moduleId) throw new AppError('module.id.mismatch');
      }
      const params = def.params ? parse(def.params, request.params, 'params') : {};
      const ctx = await deps.resolveContext(request);
      deps.gate(def, ctx);
      let vendor: string | null = null;
      if (def.auth === 'vendor') {
        vendor = (params as { vendor: string }).vendor;
        await deps.authenticateVendor(vendor, request);
      }
      const principal = await authorise(def, deps, request, ctx);
      const operator = def.auth === 'operator' ? await authoriseOperator(def, deps, request) : null;
      const query = parse(def.query, request.query, 'query');
      const raw = def.method === 'GET' || def.method === 'DELETE' || def.bodyFormat === 'multipart' ? {} : def.enc ? deps.openBody(request, ctx) : request.body;
      const body = parse(def.body, raw, 'body');
      const value = await handler({ params, query, body, ctx, principal, vendor, operator, request, reply } as EndpointInput<N>);
      if (def.file) return sendFile(reply, value as FileAnswer, def.file);
      return def.envelope === false ? value : { success: true, value };
    },
  });
}
