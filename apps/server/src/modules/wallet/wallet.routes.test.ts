import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceValueSchema, transactionsValueSchema } from '@lotus/contract/wallet';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { ledgerViolations } from './invariants.ts';
import { LedgerRepository } from './ledger.repository.ts';
import { LedgerWriter } from './ledger-writer.ts';
import { MemberRepository } from '../member/member.repository.ts';
import { WalletService } from './wallet.service.ts';
import { loadBrandContext } from '../system/brand-context.ts';
import { SystemRepository } from '../system/system.repository.ts';

let seq = 0;
const name = () => `wal${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);

describe.each(databaseKinds)('wallet calls on %s', (kind) => {
  let h: Harness;
  let brand: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    brand = await h.addBrand(`TW${kind.slice(0, 2).toUpperCase()}`, { singleWallet: false, gameWallets: ['PG', 'JL'] });
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Funds a member's main wallet as an approved deposit would. */
  async function fund(memberId: number, units: bigint) {
    const repo = new LedgerRepository(h.database.db);
    const brandRow = await h.database.db.selectFrom('members').select('brand_id').where('id', '=', memberId).executeTakeFirstOrThrow();
    const cashIn = await repo.ensureAccount(brandRow.brand_id, null, 'cash_in', 'PKR');
    const main = await repo.ensureAccount(brandRow.brand_id, memberId, 'main', 'PKR');
    const r = await new LedgerWriter(h.database.db).post({ key: `test:fund:${crypto.randomUUID()}`, hash: 'f', kind: 'deposit', currency: 'PKR', amount: units, legs: [{ account: cashIn, amount: -units }, { account: main, amount: units }] });
    expect(r.status).toBe('posted');
  }

  async function member(headers: Record<string, string> = {}) {
    const c = new TestClient(await h.app(), headers);
    const v = await c.register(name());
    return { c, id: v.id as number };
  }

  it('shows a trial account its demo credit, once', async () => {
    const c = new TestClient(await h.app());
    c.token = (await c.ok('freePlay', { body: {} })).token;
    const a = balanceValueSchema.parse(await c.ok('balance'));
    const b = balanceValueSchema.parse(await c.ok('balance'));
    expect(a).toEqual({ sumBalance: '2000.0000', currency: 'PKR', currencySymbol: 'P', balance: [{ accountTypeId: 'main', availBalance: '2000.0000' }] });
    expect(b).toEqual(a);
    const t = await c.call('walletTransfer', { body: { from: 'main', to: 'game:PG', amount: '1', clientTransferId: crypto.randomUUID() } });
    expect(t.json().errorCode).toBe('in_need_true_account');
  });

  it('moves money between main and game wallets exactly once per client transfer id', async () => {
    const { c, id } = await member({ merchant: brand });
    await fund(id, 1_000_000n); // 100.0000
    expect(await c.ok('merchantWallet')).toEqual({ isSingle: false, wallets: ['main', 'game:PG', 'game:JL'] });
    const transferId = crypto.randomUUID();
    const body = { from: 'main', to: 'game:PG', amount: '30.5', clientTransferId: transferId };
    const first = await c.ok('walletTransfer', { body });
    expect(first.duplicate).toBe(false);
    expect(first.balance.balance).toEqual([
      { accountTypeId: 'main', availBalance: '69.5000' },
      { accountTypeId: 'game:PG', availBalance: '30.5000' },
      { accountTypeId: 'game:JL', availBalance: '0.0000' },
    ]);
    expect(first.balance.sumBalance).toBe('100.0000');
    const again = await c.ok('walletTransfer', { body });
    expect(again.duplicate).toBe(true);
    expect(again.balance.sumBalance).toBe('100.0000');
    expect(again.balance.balance[0].availBalance).toBe('69.5000');
    const reused = await c.call('walletTransfer', { body: { ...body, amount: '1' } });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errorCode).toBe('duplicate.transaction');
  });

  it('refuses bad transfers with a clear error and moves nothing', async () => {
    const { c, id } = await member({ merchant: brand });
    await fund(id, 100_000n); // 10.0000
    const bad: [Record<string, unknown>, number, string][] = [
      [{ from: 'main', to: 'game:PG', amount: '10.0001' }, 409, 'wallet.insufficient.funds'],
      [{ from: 'main', to: 'game:PG', amount: '-1' }, 400, 'request_param_err'],
      [{ from: 'main', to: 'game:PG', amount: '0' }, 400, 'request_param_err'],
      [{ from: 'main', to: 'game:PG', amount: '1.00001' }, 400, 'request_param_err'],
      [{ from: 'main', to: 'game:PG', amount: '99999999999999999' }, 400, 'request_param_err'],
      [{ from: 'main', to: 'game:PG', amount: 'ten' }, 400, 'request_param_err'],
      [{ from: 'main', to: 'main', amount: '1' }, 400, 'request_param_err'],
      [{ from: 'main', to: 'game:XX', amount: '1' }, 400, 'wallet.unknown'],
      [{ from: 'main', to: 'game:pg', amount: '1' }, 400, 'request_param_err'],
    ];
    for (const [b, status, code] of bad) {
      const res = await c.call('walletTransfer', { body: { ...b, clientTransferId: crypto.randomUUID() } });
      expect(res.statusCode, JSON.stringify(b)).toBe(status);
      expect(res.json().errorCode, JSON.stringify(b)).toBe(code);
    }
    expect((await c.call('walletTransfer', { body: { from: 'main', to: 'game:PG', amount: '1', clientTransferId: 'not-a-uuid' } })).statusCode).toBe(400);
    expect((await c.ok('balance')).balance[0].availBalance).toBe('10.0000');
  });

  it('never overdraws under concurrent transfers, and a repeated id moves once however often it races', async () => {
    const { c, id } = await member({ merchant: brand });
    await fund(id, 100_000n); // 10.0000
    const same = crypto.randomUUID();
    const racing = [
      ...Array.from({ length: 15 }, () => c.call('walletTransfer', { body: { from: 'main', to: 'game:JL', amount: '1', clientTransferId: same } })),
      ...Array.from({ length: 25 }, () => c.call('walletTransfer', { body: { from: 'main', to: 'game:PG', amount: '1', clientTransferId: crypto.randomUUID() } })),
    ];
    const results = await Promise.all(racing);
    const posted = results.filter((r) => r.statusCode === 200 && r.json().value.duplicate === false).length;
    expect(posted).toBe(10); // 10.0000 allows ten moves of 1.0000
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().errorCode === 'wallet.insufficient.funds')).toBe(true);
    const b = await c.ok('balance');
    expect(b.sumBalance).toBe('10.0000');
    expect(b.balance[0].availBalance).toBe('0.0000');
    expect(b.balance[2].availBalance).toBe('1.0000'); // the repeated id moved once
    expect(await ledgerViolations(h.database.db)).toEqual([]);
  });

  it('lists the account record with filters and paging', async () => {
    const { c, id } = await member({ merchant: brand });
    await fund(id, 50_000n);
    for (let i = 0; i < 3; i++) await c.ok('walletTransfer', { body: { from: 'main', to: 'game:PG', amount: '1', clientTransferId: crypto.randomUUID() } });
    const all = transactionsValueSchema.parse(await c.ok('memberTransactions', { query: { pageSize: '4' } }));
    expect(all.total).toBe(7); // one deposit entry and two entries per transfer
    expect(all.rows).toHaveLength(4);
    expect(all.rows[0]!.type).toBe('transfer');
    const deposits = await c.ok('memberTransactions', { query: { type: 'deposit' } });
    expect(deposits.rows.map((r: { amount: string }) => r.amount)).toEqual(['5.0000']);
    const page2 = await c.ok('memberTransactions', { query: { pageSize: '4', pageNo: '2' } });
    expect(page2.rows).toHaveLength(3);
    expect((await c.call('memberTransactions', { query: { pageSize: '1000' } })).statusCode).toBe(400);
    const other = await member({ merchant: brand });
    expect((await other.c.ok('memberTransactions')).total).toBe(0); // nobody sees another member's record
  });

  it('asks for a session', async () => {
    const c = new TestClient(await h.app());
    for (const n of ['balance', 'merchantWallet', 'memberTransactions'] as const) expect((await c.call(n)).statusCode).toBe(401);
  });

  it('sweeps the whole balance into a vendor wallet on launch and back on exit, once per launch', async () => {
    const { c, id } = await member({ merchant: brand });
    await fund(id, 123_400n);
    const ctx = (await loadBrandContext(new SystemRepository(h.database.db), brand))!;
    const wallet = new WalletService(new LedgerRepository(h.database.db), new LedgerWriter(h.database.db), new MemberRepository(h.database.db));
    expect(await wallet.sweep(ctx, id, 'PG', 'in', 'launch:s1:in')).toBe(123_400n);
    expect(await wallet.sweep(ctx, id, 'PG', 'in', 'launch:s1:in')).toBe(123_400n); // a repeated launch moves nothing more
    let b = await c.ok('balance');
    expect(b.balance.map((w: { availBalance: string }) => w.availBalance)).toEqual(['0.0000', '12.3400', '0.0000']);
    expect(await wallet.sweep(ctx, id, 'PG', 'out', 'launch:s1:out')).toBe(123_400n);
    b = await c.ok('balance');
    expect(b.balance[0].availBalance).toBe('12.3400');
    expect(await wallet.sweep(ctx, id, 'NOTAVENDOR', 'in', 'launch:s2:in')).toBe(0n); // single wallet for vendors without a game wallet
  });
});
