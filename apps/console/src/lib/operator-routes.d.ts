declare module 'virtual:operator-routes' {
  import type { Endpoints } from '@lotus/contract/endpoints';

  /** The calls the console makes: every operator call, and the operator login. */
  export type OperatorEndpointName = {
    [N in keyof Endpoints]: Endpoints[N]['auth'] extends 'operator' ? N : N extends 'operatorLogin' ? N : never;
  }[keyof Endpoints];
  /** How the console calls an endpoint: the contract table's row without its schemas (see build/operator-routes.ts). */
  export type Route<N extends OperatorEndpointName> = Pick<Endpoints[N], 'method' | 'path' | 'moduleId'> & { bodyFormat?: 'json' | 'form' | 'multipart' };
  export const routes: { readonly [N in OperatorEndpointName]: Route<N> };
}
