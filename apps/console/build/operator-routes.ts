import type { Plugin } from 'vite';
import { endpoints } from '../../../packages/contract/src/endpoints.ts';

const moduleId = 'virtual:operator-routes';

/**
 * The console's calls: every operator call of the contract table, and the operator login (which needs
 * no token, so its audience alone does not say it belongs here).
 */
export function operatorRoutes(): Record<string, object> {
  const out: Record<string, object> = {};
  for (const [name, def] of Object.entries(endpoints)) {
    if (def.auth !== 'operator' && name !== 'operatorLogin') continue;
    const { method, path, moduleId: module } = def;
    const bodyFormat = 'bodyFormat' in def ? def.bodyFormat : undefined;
    out[name] = { method, path, moduleId: module, ...(bodyFormat && { bodyFormat }) };
  }
  return out;
}

/**
 * How to call each operator endpoint (method, path, module id), taken from the contract table at build
 * time: the console needs only these facts, so its bundle carries neither the zod schemas nor the
 * site's calls.
 */
export function operatorRoutesPlugin(): Plugin {
  return {
    name: 'lotus-operator-routes',
    resolveId: (id) => (id === moduleId ? `\0${moduleId}` : null),
    load: (id) => (id === `\0${moduleId}` ? `export const routes = ${JSON.stringify(operatorRoutes())};` : null),
  };
}
