import crypto from 'node:crypto';
import { agentTypes, customerTypes } from '@lotus/contract/account';
import { formatAmount } from '@lotus/contract/money';
import type { Db } from '../database.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { randomCode } from '../../platform/tokens.ts';
import { walletCommandsOn, type WalletBrand } from '../../modules/wallet/wallet-commands.ts';
import { requestHash } from '../../modules/wallet/wallet.service.ts';

/** An account made for a newcomer to try the site with; its password is shown once, at the first start. */
export interface DemoAccount {
  role: 'member' | 'agent' | 'operator';
  username: string;
  password: string;
  balance?: string;
}

/** The demo member's starting balance: 10,000 (1/10,000 units). */
export const demoBalance = 100_000_000n;
/** The first agent type of the specification (section 4). */
const agentType = agentTypes[0];

/** A random password of 16 URL-safe characters: long and random, so it passes the platform's password rule. */
const randomPassword = () => crypto.randomBytes(12).toString('base64url');

/**
 * Development only: a demo agent and a demo member in its downline, each with a random password, and
 * the member funded through the ledger (an adjustment from the brand's adjustment account, never a
 * balance written by hand). Runs inside the first-start seed's transaction, so all or nothing.
 */
export async function seedDemoAccounts(tx: Db, brand: WalletBrand): Promise<DemoAccount[]> {
  const make = async (username: string, customerType: number, uplineId: number | null) => {
    const password = randomPassword();
    const row = await tx
      .insertInto('members')
      .values({
        brand_id: brand.id,
        username,
        username_key: username.toLowerCase(),
        customer_type: customerType,
        password_hash: await hashPassword(password),
        nickname: username,
        upline_id: uplineId,
        referral_code: randomCode(8),
        register_ip: '127.0.0.1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, password };
  };
  const agent = await make('demoagent', agentType, null);
  const member = await make('demoplayer', customerTypes.member, agent.id);

  // Commands of their own on the seed's transaction (one connection), so the balance is all or nothing with it.
  const wallet = walletCommandsOn(tx);
  await wallet.memberAccount(brand, member.id);
  const posted = await wallet.adjust({ key: `seed:demo-balance:${member.id}`, hash: requestHash(['seed-demo-balance', member.id, demoBalance]), brand, memberId: member.id, amount: demoBalance, ref: { reason: 'demo balance' } });
  if (posted.status !== 'posted') throw new Error(`the demo balance was not posted: ${posted.status} ${posted.code ?? ''}`);

  return [
    { role: 'member', username: 'demoplayer', password: member.password, balance: formatAmount(demoBalance) },
    { role: 'agent', username: 'demoagent', password: agent.password },
  ];
}

/**
 * One log line, at the start that made them, listing the development accounts with their passwords,
 * the operator's beside the demo member's and agent's. Nothing is printed on later starts, and a
 * production install has no demo accounts to list.
 */
export function logDemoAccounts(log: { warn(fields: object, message: string): void }, accounts: DemoAccount[], port: number): void {
  if (accounts.length === 0) return;
  const lines = accounts.map((a) => `${a.role} ${a.username} / ${a.password}${a.balance ? ` (balance ${a.balance})` : ''}`);
  log.warn(
    { accounts },
    `development accounts, shown this once: ${lines.join('; ')}. Members and agents log in at http://localhost:${port}; the operator calls POST /ops/session/login (see the README, "First steps")`,
  );
}
