import type { OperatorPermission } from '@lotus/contract/operators';

/** The logged-in user behind a request, as the session says. */
export interface Principal {
  memberId: number;
  brandId: number;
  customerType: number;
  username: string;
  tokenHash: string;
  loginType: string;
  remember: boolean;
}

/**
 * A back-office operator; `brandId` null means every brand of the deployment. Role and permissions are
 * read with the session on every request, so a role change takes effect at the next call.
 */
export interface OperatorPrincipal {
  id: number;
  username: string;
  brandId: number | null;
  /** The session the request came with (operator_sessions.id). */
  sessionId: bigint;
  roleId: number;
  role: string;
  permissions: readonly OperatorPermission[];
}
