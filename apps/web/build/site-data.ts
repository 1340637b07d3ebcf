import type { Plugin } from 'vite';
import { endpointRoutes } from './endpoint-routes.ts';
import { localeCompleteness } from './locale-completeness.ts';

/** The build-time modules the site's code imports (`virtual:*`); the build and the tests both need them. */
export function siteDataPlugins(): Plugin[] {
  return [localeCompleteness(`${import.meta.dirname}/../src/locales`), endpointRoutes()];
}
