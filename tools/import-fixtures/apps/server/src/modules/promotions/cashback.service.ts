// Breaks ledger-only-in-wallet: a module outside the wallet takes the ledger writer (a type import counts).
import type { LedgerWriter } from '../wallet/ledger-writer.ts';
import type { WalletCommands } from '../wallet/wallet-commands.ts';

export class Cashback {
  constructor(
    readonly writer: LedgerWriter,
    readonly commands?: WalletCommands,
  ) {}
}
