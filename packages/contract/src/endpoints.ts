import { z } from 'zod';
import type { ModuleId } from './modules.ts';
import { whitelabelNodeSchema } from './modules.ts';
import {
  countrySchema,
  feedbackBodySchema,
  customerServicePathSchema,
  fieldRuleSchema,
  helpArticleSchema,
  statusValueSchema,
} from './system.ts';

/**
 * The endpoint table: one row per call. The server registers its routes from it and the web calls
 * by name, so a call that is not here does not exist. Paths and module ids follow api-protocol.md.
 */
export type Auth = 'none' | 'member' | 'operator' | 'vendor';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDef<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, V extends z.ZodType = z.ZodType> {
  method: Method;
  path: string;
  moduleId: ModuleId;
  auth: Auth;
  /** The body is encrypted (RSA-OAEP wrapped AES-256-GCM key, see api-protocol.md). */
  enc: boolean;
  query: Q;
  body: B;
  value: V;
  /** Answers during maintenance and for region-restricted visitors: the calls the startup view needs. */
  alwaysAvailable?: boolean;
  /** `form` for the form-encoded calls of the original (forgot password by email). */
  bodyFormat?: 'json' | 'form';
}

const noInput = z.object({}).strict();

function endpoint<Q extends z.ZodType, B extends z.ZodType, V extends z.ZodType>(
  def: Omit<EndpointDef<Q, B, V>, 'query' | 'body' | 'enc'> & { query?: Q; body?: B; enc?: boolean },
): EndpointDef<Q, B, V> {
  return { enc: false, query: (def.query ?? noInput) as Q, body: (def.body ?? noInput) as B, ...def } as EndpointDef<Q, B, V>;
}

const text = (max: number) => z.string().trim().max(max);

export const endpoints = {
  systemStatus: endpoint({
    method: 'GET',
    path: '/wps/system/status',
    moduleId: 'COMM3',
    auth: 'none',
    alwaysAvailable: true,
    /** `host` is the site host the visitor opened; it selects the domain route list. */
    query: z.object({ host: text(253).optional() }).strict(),
    value: statusValueSchema,
  }),
  whitelabel: endpoint({
    method: 'GET',
    path: '/wps/system/whitelabel',
    moduleId: 'COMM3',
    auth: 'none',
    alwaysAvailable: true,
    value: z.object({ whitelabel: z.array(whitelabelNodeSchema), flags: z.record(z.string(), z.boolean()) }),
  }),
  registerSettings: endpoint({
    method: 'GET',
    path: '/wps/system/setting/register',
    moduleId: 'REG3',
    auth: 'none',
    value: z.array(fieldRuleSchema),
  }),
  domainRoute: endpoint({
    method: 'GET',
    path: '/wps/system/domainRoute',
    moduleId: 'COMM3',
    auth: 'none',
    alwaysAvailable: true,
    value: z.object({ routers: z.array(z.object({ url: z.string(), speed: z.number() })) }),
  }),
  countryList: endpoint({
    method: 'GET',
    path: '/wps/system/country',
    moduleId: 'COMM3',
    auth: 'none',
    alwaysAvailable: true,
    value: z.array(countrySchema),
  }),
  helpCenter: endpoint({
    method: 'GET',
    path: '/wps/system/helpCenter',
    moduleId: 'COMM3',
    auth: 'none',
    alwaysAvailable: true,
    query: z.object({ lang: text(8).optional(), device: z.enum(['web', 'h5']).optional() }).strict(),
    value: z.array(helpArticleSchema),
  }),
  customerService: endpoint({
    method: 'GET',
    path: '/wps/system/customerService',
    moduleId: 'COMM3',
    auth: 'none',
    alwaysAvailable: true,
    value: z.object({ version: z.object({ pathList: z.array(customerServicePathSchema) }) }),
  }),
  rsaKey: endpoint({
    method: 'GET',
    path: '/wps/session/key/rsa',
    moduleId: 'COMM3',
    auth: 'none',
    alwaysAvailable: true,
    value: z.object({ algorithm: z.literal('RSA-OAEP-256'), keyId: z.string(), publicKey: z.string() }),
  }),
  feedback: endpoint({
    method: 'PUT',
    path: '/wps/feedback',
    moduleId: 'FEEDBACK3',
    auth: 'none',
    body: feedbackBodySchema,
    value: z.object({ id: z.number() }),
  }),
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type QueryOf<N extends EndpointName> = z.input<Endpoints[N]['query']>;
export type BodyOf<N extends EndpointName> = z.input<Endpoints[N]['body']>;
export type ValueOf<N extends EndpointName> = z.infer<Endpoints[N]['value']>;
