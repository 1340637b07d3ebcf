import type { Plugin } from 'vite';
import { endpoints } from '../../../packages/contract/src/endpoints.ts';

const moduleId = 'virtual:endpoint-routes';

/** Who calls the site's table: visitors, members and agents; operators and vendors have their own clients. */
const siteAudiences = new Set(['none', 'session', 'member', 'agent']);
/**
 * Server-to-server and back-office paths: some of them need no token (the operator login, payment
 * callbacks), so the audience alone does not keep them out, and the site never calls them.
 */
const notForSite = /^\/(ops|seamless|payment\/callback)\//;

/**
 * How to call each endpoint (method, path, module id, sealing, answer shape), taken from the
 * contract table at build time. The site needs only these facts; the zod schemas stay on the
 * server, so no visitor downloads the validation code or the operator and vendor calls.
 */
export function siteRoutes(): Record<string, object> {
  const out: Record<string, object> = {};
  for (const [name, def] of Object.entries(endpoints)) {
    if (!siteAudiences.has(def.auth) || notForSite.test(def.path)) continue;
    const { method, path, moduleId: module, enc } = def;
    const envelope = 'envelope' in def ? def.envelope : undefined;
    const bodyFormat = 'bodyFormat' in def ? def.bodyFormat : undefined;
    out[name] = { method, path, moduleId: module, enc, ...(envelope === false && { envelope }), ...(bodyFormat && { bodyFormat }) };
  }
  return out;
}

export function endpointRoutes(): Plugin {
  return {
    name: 'lotus-endpoint-routes',
    resolveId: (id) => (id === moduleId ? `\0${moduleId}` : null),
    load: (id) => (id === `\0${moduleId}` ? `export const routes = ${JSON.stringify(siteRoutes())};` : null),
  };
}
