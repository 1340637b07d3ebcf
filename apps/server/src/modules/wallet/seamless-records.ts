import { hashToken } from '../../platform/tokens.ts';
import type { SeamlessRepository } from './seamless.repository.ts';

/**
 * What the seamless wallet recorded about a vendor's sessions and transactions, for vendor protocols
 * whose answers say more than ours (Hub88 tells an expired token from a foreign one, and a rolled-back
 * transaction from an unknown one). Read only: money moves through SeamlessService. The key formats
 * stay here, in the wallet.
 */
export class SeamlessRecords {
  constructor(private readonly repo: SeamlessRepository) {}

  /** The member whose session of this vendor the token is (live or not); undefined for any other token. */
  tokenOwner(vendor: string, token: string): Promise<number | undefined> {
    return this.repo.sessionMember(vendor, hashToken(token));
  }

  /** The outcome the wallet keeps for a vendor's transaction id: 'posted', 'rejected', 'tombstone' (rolled back before it came), or undefined. */
  transactionStatus(vendor: string, transactionId: string): Promise<string | undefined> {
    return this.repo.transferStatus(transactionKey(vendor, transactionId));
  }

  /** Whether a bet was rolled back: its refund marker exists, or a rollback got there first and left a tombstone. */
  async wasRolledBack(vendor: string, transactionId: string): Promise<boolean> {
    const key = transactionKey(vendor, transactionId);
    if ((await this.repo.transferStatus(`rollback-of:${key}`)) !== undefined) return true;
    return (await this.repo.transferStatus(key)) === 'tombstone';
  }
}

/** The ledger key of a vendor's transaction (SeamlessService writes it so). */
const transactionKey = (vendor: string, transactionId: string) => `vendor:${vendor}:${transactionId}`;
