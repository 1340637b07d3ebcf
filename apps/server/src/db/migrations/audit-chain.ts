import crypto from 'node:crypto';

/**
 * The audit trail's hash chain (migration 0023): each row stores the previous row's hash and its own,
 * sha256 over the previous hash and the row's canonical content. Changing a row breaks its own hash;
 * removing or inserting one breaks the link of the row after it; removing rows at the end leaves the
 * chain head (table `audit_chain`) pointing past the last row. This definition must never change: rows
 * hashed by it stay in the chain for good (a new format would need a version column).
 */
export const genesisHash = '0'.repeat(64);

export interface AuditContent {
  operatorId: number | null;
  action: string;
  target: string;
  details: unknown;
  before: unknown;
  after: unknown;
  ip: string;
  brandId: number | null;
  createdAt: Date;
}

/** JSON with object keys sorted at every level, so the same value always gives the same text (jsonb keeps no key order). */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function auditRowHash(prevHash: string, row: AuditContent): string {
  const content = canonicalJson([prevHash, row.operatorId, row.action, row.target, row.details, row.before ?? null, row.after ?? null, row.ip, row.brandId, row.createdAt.toISOString()]);
  return crypto.createHash('sha256').update(content, 'utf8').digest('hex');
}
