import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a brand's page says of it before any script runs. */
export interface PageBrand {
  code: string;
  name: string;
  iconUrl: string | null;
}

interface Rendition {
  /** What the rendition was made from: a brand renamed or given an icon gets a new one. */
  key: string;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The site's one page (the built index.html), as each brand's visitors get it: titled with the brand's name and
 * with its icon, so a tab, a bookmark or a search result names the brand before the app has loaded (the app sets
 * both again once the status call answers). One rendition per brand, made on first use and kept in memory with
 * its brotli and gzip twins (index.html is a few KB) and a validator of its own; answered `no-cache`, as the file was.
 */
export function createSitePage(indexHtml: string) {
  const renditions = new Map<string, Rendition>();

  function rendition(brand: PageBrand): Rendition {
    const key = JSON.stringify([brand.name, brand.iconUrl]);
    const kept = renditions.get(brand.code);
    if (kept?.key === key) return kept;
    let html = indexHtml.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(brand.name)}</title>`);
    // The brand's icon may be a PNG or an ICO: the drawn mark's `type` goes with it.
    if (brand.iconUrl) html = html.replace(/<link rel="icon"[^>]*>/, `<link rel="icon" href="${escapeHtml(brand.iconUrl)}" />`);
    const identity = Buffer.from(html);
    const made: Rendition = {
      key,
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      identity,
      br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: zlib.gzipSync(identity, { level: 9 }),
    };
    renditions.set(brand.code, made);
    return made;
  }

  return function sendPage(request: FastifyRequest, reply: FastifyReply, brand: PageBrand): FastifyReply {
    const page = rendition(brand);
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', page.etag);
    const match = request.headers['if-none-match'];
    if (typeof match === 'string' && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) return reply.status(304).send();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.identity);
  };
}
