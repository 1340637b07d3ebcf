declare module 'virtual:endpoint-routes' {
  import type { Endpoints, SiteEndpointName } from '@lotus/contract/endpoints';

  /** How the site calls an endpoint: the contract table's row without its schemas (see build/endpoint-routes.ts). */
  export type Route<N extends SiteEndpointName> = Pick<Endpoints[N], 'method' | 'path' | 'moduleId' | 'enc'> & {
    envelope?: false;
    bodyFormat?: 'json' | 'form' | 'multipart';
  };
  export const routes: { readonly [N in SiteEndpointName]: Route<N> };
}
