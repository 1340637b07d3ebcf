// Inside modules/wallet the ledger is free to use.
import type { LedgerWriter } from './ledger-writer.ts';
import type { LedgerRepository } from './ledger.repository.ts';

export class WalletCommands {
  constructor(
    readonly writer: LedgerWriter,
    readonly ledger: LedgerRepository,
  ) {}
}
