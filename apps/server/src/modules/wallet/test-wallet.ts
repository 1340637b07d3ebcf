import crypto from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { requestHash } from './wallet.service.ts';
import { walletCommandsOn, type WalletBrand, type WalletCommands } from './wallet-commands.ts';

/**
 * Test support for other modules, whose files may not import the ledger (the import rule): the wallet's
 * commands on a database, money for a member, and balances. Funding is an operator's adjustment from the
 * brand's adjustment account, as the demo seed funds its member, never a balance written directly.
 */
export class TestWallet {
  readonly commands: WalletCommands;

  constructor(db: Db, now: () => Date = () => new Date()) {
    this.commands = walletCommandsOn(db, now);
  }

  /** Puts `amount` (1/10,000 units) on the member's main wallet; answers that account. */
  async fundMember(brand: WalletBrand, memberId: number, amount: bigint): Promise<bigint> {
    const main = await this.commands.memberAccount(brand, memberId);
    if (amount <= 0n) return main;
    const key = `test:fund:${memberId}:${crypto.randomUUID()}`;
    const posted = await this.commands.adjust({ key, hash: requestHash(['test-fund', key, amount]), brand, memberId, amount, ref: { reason: 'test funds' } });
    if (posted.status !== 'posted') throw new Error(`test funds were not posted: ${posted.status} ${posted.code ?? ''}`);
    return main;
  }

  /** An account's balance. */
  async balance(account: bigint): Promise<bigint> {
    return BigInt((await this.commands.balances([account]))[0]!.balance!);
  }
}
