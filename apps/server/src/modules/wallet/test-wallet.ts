import crypto from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { LedgerRepository } from './ledger.repository.ts';
import { LedgerWriter } from './ledger-writer.ts';
import { adjustmentMovement, requestHash } from './wallet.service.ts';
import { WalletCommands, type WalletBrand } from './wallet-commands.ts';

/**
 * Test support for other modules, whose files may not import the ledger (the import rule): the wallet's
 * commands on a database, money for a member, and balances. Funding is an operator's adjustment from the
 * brand's adjustment account, as the demo seed funds its member, never a balance written directly.
 */
export class TestWallet {
  readonly commands: WalletCommands;
  readonly #ledger: LedgerRepository;
  readonly #writer: LedgerWriter;

  constructor(db: Db, now: () => Date = () => new Date()) {
    this.#ledger = new LedgerRepository(db);
    this.#writer = new LedgerWriter(db);
    this.commands = new WalletCommands(this.#writer, this.#ledger, now);
  }

  /** Puts `amount` (1/10,000 units) on the member's main wallet; answers that account. */
  async fundMember(brand: WalletBrand, memberId: number, amount: bigint): Promise<bigint> {
    const [main, adjustment] = await Promise.all([this.commands.memberAccount(brand, memberId), this.commands.systemAccount(brand, 'adjustment')]);
    if (amount <= 0n) return main;
    const key = `test:fund:${memberId}:${crypto.randomUUID()}`;
    const posted = await this.#writer.post(adjustmentMovement(key, requestHash(['test-fund', key, amount]), brand.currency, { adjustment, main }, amount, { reason: 'test funds' }));
    if (posted.status !== 'posted') throw new Error(`test funds were not posted: ${posted.status} ${posted.code ?? ''}`);
    return main;
  }

  /** An account's balance. */
  async balance(account: bigint): Promise<bigint> {
    return BigInt((await this.commands.balances([account]))[0]!.balance!);
  }
}
