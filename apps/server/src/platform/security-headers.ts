import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer, by kind of answer (decided in onSend, from the content type):
 * - HTML (the site, the SPA fallback, house game screens): scripts only from our own files, styles
 *   also inline (React style attributes and the house screens' <style>), images from anywhere on
 *   https plus data:/blob: (captcha SVGs, QR codes, upload previews), frames from ourselves and the
 *   game vendors' origins, framed only by our own pages (/game embeds /house/... screens), and the
 *   document-only headers (COOP, Permissions-Policy, Origin-Agent-Cluster).
 * - everything else (API JSON, assets, files): nothing may load or frame it, nosniff, CORP.
 * A fixed table rather than @fastify/helmet: that plugin builds helmet's middleware anew on every
 * request (half the throughput of a small call in a probe), and the two kinds need different sets.
 */

/** What non-HTML answers get: they never render as a page, so they may load nothing and be framed nowhere. */
export const strictPolicy = "default-src 'none'; frame-ancestors 'none'";

/** Browser features the site never uses (only names Chromium knows, or it warns on every page); fullscreen, autoplay and clipboard stay on for game iframes. */
export const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), browsing-topics=()';

/**
 * The hashes (CSP source expressions) of the inline scripts in the built site's index.html: the page
 * policy allows those scripts and no other inline code. The site has one, which starts the opened
 * page's downloads while the HTML is parsed (apps/web/build/first-page-preload.ts).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
  }
  return hashes;
}

/** The HTML pages' policy with `frameOrigins` (CSP source expressions) added to our own frames and `scriptHashes` to our own scripts. */
export function pagePolicy(frameOrigins: readonly string[], scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    // 'self' covers ws:/wss: to this host too (CSP3), which the lottery's result socket uses.
    "connect-src 'self'",
    `frame-src ${["'self'", ...frameOrigins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Headers every answer carries; HSTS is added in production. */
const commonHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
} as const;

/** Headers only a document uses (they mean nothing on JSON or an image). */
const documentHeaders = {
  // The customer-service popup is opened by the page and may talk back to it.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'origin-agent-cluster': '?1',
  'permissions-policy': permissionsPolicy,
} as const;

/** HSTS for 180 days, this host only (other hosts of the brand may not have TLS yet). */
const hsts = 'max-age=15552000';

export interface SecurityHeadersOptions {
  /** HSTS only in production: a development server on plain HTTP must not pin browsers to HTTPS. */
  production: boolean;
  /** Where game iframes may come from (CSP source expressions); the caller caches it. */
  frameOrigins(): Promise<readonly string[]>;
  /** The site's own inline scripts (see inlineScriptHashes). */
  scriptHashes?: readonly string[];
}

/** Registers the headers on the whole app; call before any route so 404s, errors and the SPA fallback get them too. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const notModifiedHeaders = { ...commonHeaders, ...(options.production ? { 'strict-transport-security': hsts } : {}) };
  const strictHeaders = { ...notModifiedHeaders, 'content-security-policy': strictPolicy };
  const pageHeaders = { ...notModifiedHeaders, ...documentHeaders };

  let lastGood: string | null = null;
  const pageHeader = async (): Promise<string> => {
    try {
      lastGood = pagePolicy(await options.frameOrigins(), options.scriptHashes);
    } catch (err) {
      // Without the database the page still gets a policy: the last one, or frames from ourselves only.
      app.log.warn({ err }, 'game frame origins could not be read');
    }
    return lastGood ?? pagePolicy([], options.scriptHashes);
  };

  app.addHook('onSend', (_request, reply, payload, done) => {
    // A 304's headers replace the cached answer's: it carries no policy, so the cached one stays.
    if (reply.statusCode === 304) {
      reply.headers(notModifiedHeaders);
      return done(null, payload);
    }
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) {
      reply.headers(strictHeaders);
      return done(null, payload);
    }
    reply.headers(pageHeaders);
    pageHeader().then((policy) => {
      reply.header('content-security-policy', policy);
      done(null, payload);
    }, done);
  });
}
