import { useQuery } from '@tanstack/react-query';
import type { OperatorPermission } from '@lotus/contract/operators';
import type { ValueOf } from '@lotus/contract/endpoints';
import { callOps } from '../../lib/api';
import { useSession } from '../../lib/session';

export type Me = ValueOf<'opMe'>;
export const meQueryKey = ['opMe'] as const;

/** Who is signed in (opMe): name, brand scope, role, permissions and whether TOTP is on. */
export function useMe() {
  const session = useSession();
  return useQuery({ queryKey: [...meQueryKey, session?.token ?? null], queryFn: () => callOps('opMe'), enabled: session !== null, staleTime: 60_000 });
}

export function can(me: Me | undefined, permission: OperatorPermission): boolean {
  return me?.permissions.includes(permission) ?? false;
}
