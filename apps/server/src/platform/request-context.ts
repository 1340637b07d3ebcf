import type { FastifyRequest } from 'fastify';
import type { BrandConfig } from '@lotus/contract/brand';
import { findLanguage, type LanguageCode } from '@lotus/contract/locales';
import type { ModuleId, WhitelabelNode } from '@lotus/contract/modules';
import type { FieldRule } from '@lotus/contract/system';
import type { Config } from '../config/config.ts';
import { AppError } from './errors.ts';
import { countryOfIp } from './geoip.ts';

/**
 * Everything a request needs to know about its brand, loaded once and cached. The shape lives here, with the
 * request context that carries it; modules/system loads it (loadBrandContext) and caches it (BrandCache).
 */
export interface BrandContext {
  id: number;
  code: string;
  config: BrandConfig;
  /** Modules that are on, with their ancestors on. */
  modules: ReadonlySet<ModuleId>;
  whitelabel: WhitelabelNode[];
  registerRules: FieldRule[];
  /** Customer-service entries as sent to clients: type 3 paths already obfuscated. */
  customerService: { type: number; path: string; label: string }[];
  domainRoutes: { siteHost: string | null; url: string; speed: number }[];
}

/** Finds a brand by merchant code (`null`: the deployment's default brand); modules/system's BrandCache is one. */
export interface BrandLookup {
  get(code: string | null): Promise<BrandContext | null>;
  /** The brand whose site is at `host` (`name[:port]`, one of its public addresses or its main domain), if one is. */
  forHost(host: string): Promise<BrandContext | null>;
}

/** Who is asking: the brand (Merchant header), language, client IP and country. */
export interface RequestContext {
  brand: BrandContext;
  language: LanguageCode;
  ip: string;
  country: string;
  userAgent: string;
  /** Who asks, for things bound to the requester (captchas): the Device-Id header, else the address. */
  requester: string;
}

/** The parts of the context that describe the client machine. */
export type Client = Pick<RequestContext, 'ip' | 'userAgent' | 'requester'>;

function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  if (Array.isArray(v)) throw new AppError('request_param_err', { message: `Send the ${name} header once.` });
  return v === undefined ? undefined : v.trim();
}

/**
 * The site the visitor opened: the status call's `host` (the page's own `location.host`, which differs from the
 * API's when the site is served from another domain), else the Host the request came to (behind TRUST_PROXY,
 * the proxy's X-Forwarded-Host).
 */
export function siteHost(request: FastifyRequest): string {
  const asked = (request.query as Record<string, unknown> | undefined)?.host;
  // An HTTP/1.0 request may come with no Host at all.
  return typeof asked === 'string' && asked !== '' ? asked : (request.host ?? '');
}

export function createContextResolver(config: Config, brands: BrandLookup) {
  const countryHeader = config.TRUST_PROXY !== false ? config.GEOIP_COUNTRY_HEADER : undefined;

  return async function resolveContext(request: FastifyRequest): Promise<RequestContext> {
    const merchant = singleHeader(request, 'merchant');
    // A named but unknown brand is an error. No Merchant header (a site's first call, before the status
    // answer names its brand): the brand whose site the visitor opened, else the deployment's default.
    const brand = merchant === undefined || merchant === '' ? ((await brands.forHost(siteHost(request))) ?? (await brands.get(null))) : await brands.get(merchant);
    if (!brand) throw new AppError('merchant.not.exist');

    // An unknown or unsupported Language falls back to the brand's default rather than failing the call.
    const asked = findLanguage(singleHeader(request, 'language'));
    const language = asked && brand.config.languages.includes(asked.code) ? asked.code : brand.config.defaultLanguage;

    const ip = request.ip;
    const fromProxy = countryHeader ? singleHeader(request, countryHeader) : undefined;
    const country = fromProxy && /^[A-Za-z]{2}$/.test(fromProxy) ? fromProxy.toUpperCase() : countryOfIp(ip);
    const deviceId = singleHeader(request, 'device-id');
    const requester = deviceId && /^[A-Za-z0-9_-]{8,64}$/.test(deviceId) ? `d:${deviceId}` : `ip:${ip}`;
    const userAgent = (singleHeader(request, 'user-agent') ?? '').slice(0, 300);
    return { brand, language, ip, country, userAgent, requester };
  };
}
