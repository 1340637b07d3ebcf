import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { formatAmount } from '@lotus/contract/money';
import { createHarness } from '../../../test/app-harness.ts';
import { Hub88Double } from '../../../test/hub88-double.ts';
import { addMember, addVendor, appWithVendors, expireSessions, fund, openSession } from '../../../test/vendor-app.ts';
import { VendorClient } from '../../../test/vendor-client.ts';
import { describeVendorConformance, type DriverPlayer, type Outcome, type VendorDriver, type WalletAnswer } from '../../../test/vendor-conformance.ts';
import { Hub88Adapter } from './hub88/hub88.adapter.ts';
import { signBody } from './hub88/hub88-signature.ts';
import { unitsOf } from './hub88/hub88-protocol.ts';
import { VendorIntegrationsRepository } from './vendor-integrations.repository.ts';

const SESSION_MS = 60 * 60_000;

// Our own protocol: POST /seamless/<VENDOR>/..., HMAC-SHA256 signatures, decimal amounts, the envelope.
const oursOutcomes: Record<string, Outcome> = {
  'wallet.insufficient.funds': 'insufficient',
  'duplicate.transaction': 'duplicate',
  'round.no.bet': 'no-bet',
  'round.bet.rolled.back': 'rolled-back',
  'round.has.win': 'has-win',
  'vendor.token.invalid': 'token',
  'vendor.signature.invalid': 'signature',
  'wallet.currency.mismatch': 'currency',
  request_param_err: 'invalid',
  'round.rollback.invalid': 'refused',
  'wallet.refused': 'refused',
};

describeVendorConformance('our seamless protocol', async (kind): Promise<VendorDriver> => {
  const h = await createHarness(kind);
  const { db } = h.database;
  const vendor = 'CONFV';
  const secret = crypto.randomBytes(16).toString('hex');
  await addVendor(db, vendor, secret);
  const client = new VendorClient(await h.app(), vendor, secret);
  const read = (res: LightMyRequestResponse): WalletAnswer => {
    const json = res.json() as { success: boolean; value?: { balance: string }; errorCode?: string };
    if (res.statusCode >= 500) return { outcome: 'unknown', balance: null, raw: json };
    if (json.success) return { outcome: 'ok', balance: unitsOf(json.value!.balance), raw: json };
    return { outcome: oursOutcomes[json.errorCode ?? ''] ?? 'unknown', balance: null, raw: json };
  };
  const playerId = (p: DriverPlayer) => String(p.memberId);
  return {
    db,
    vendor,
    async player(units) {
      const memberId = await addMember(db);
      await fund(db, memberId, units);
      return { memberId, token: await openSession(db, vendor, memberId, new Date(h.clock.now.getTime() + SESSION_MS)) };
    },
    deposit: (p, units) => fund(db, p.memberId, units),
    expireSessions: (p) => expireSessions(db, p.memberId, h.clock.now),
    balance: async (p) => read(await client.call('balance', { playerId: playerId(p) })),
    async bet(p, tx, options = {}) {
      const body = { playerId: playerId(p), transactionId: tx.id, roundId: tx.round, amount: formatAmount(tx.amount), currency: tx.currency ?? 'PKR' };
      return read(await client.call('bet', body, options.badSignature ? { signature: crypto.createHmac('sha256', 'not-the-secret').update(JSON.stringify(body)).digest('hex') } : {}));
    },
    win: async (p, tx) => read(await client.call('win', { playerId: playerId(p), transactionId: tx.id, roundId: tx.round, amount: formatAmount(tx.amount), currency: tx.currency ?? 'PKR' })),
    rollback: async (p, tx) => read(await client.call('rollback', { playerId: playerId(p), transactionId: tx.id, roundId: tx.round, referenceTransactionId: tx.betId })),
    betTooFine: async (p, tx) => read(await client.call('bet', { playerId: playerId(p), transactionId: tx.id, roundId: tx.round, amount: '1.00005', currency: 'PKR' })),
    close: () => h.close(),
  };
});

// Hub88's Operator Wallet API: POST /vendors/hub88/<VENDOR>/..., RSA-SHA256 signatures, 1/100,000 integers, RS_* statuses.
const hub88Outcomes: Record<string, Outcome> = {
  RS_OK: 'ok',
  RS_ERROR_NOT_ENOUGH_MONEY: 'insufficient',
  RS_ERROR_DUPLICATE_TRANSACTION: 'duplicate',
  RS_ERROR_TRANSACTION_DOES_NOT_EXIST: 'no-bet',
  RS_ERROR_TRANSACTION_ROLLED_BACK: 'rolled-back',
  RS_ERROR_TOKEN_EXPIRED: 'token',
  RS_ERROR_INVALID_TOKEN: 'token',
  RS_ERROR_INVALID_SIGNATURE: 'signature',
  RS_ERROR_WRONG_CURRENCY: 'currency',
  RS_ERROR_WRONG_TYPES: 'invalid',
  RS_ERROR_WRONG_SYNTAX: 'invalid',
  RS_ERROR_UNKNOWN: 'refused',
};

describeVendorConformance('Hub88 adapter', async (kind): Promise<VendorDriver> => {
  const double = await Hub88Double.start();
  const h = await createHarness(kind);
  const { db } = h.database;
  const vendor = 'HUB88C';
  await addVendor(db, vendor);
  await new VendorIntegrationsRepository(db, h.atRest).save(vendor, 'hub88', double.settings());
  const { app, integrations } = await appWithVendors(h);
  const adapter = await integrations.adapter(vendor);
  if (!(adapter instanceof Hub88Adapter)) throw new Error('the Hub88 vendor has no Hub88 adapter');
  double.trustOperator(adapter.publicKeyPem);
  const stranger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const user = (p: DriverPlayer) => `u${String(p.memberId).padStart(6, '0')}`;
  const common = (p: DriverPlayer) => ({ user: user(p), request_uuid: crypto.randomUUID(), token: p.token, game_code: 'clt_dragonrising' });
  const read = (res: LightMyRequestResponse): WalletAnswer => {
    if (res.statusCode !== 200) return { outcome: 'unknown', balance: null, raw: res.body };
    const json = res.json() as { status: string; balance?: number; request_uuid?: string };
    // Every answer is signed with our key, and echoes the request.
    if (!double.answerVerifies(res)) return { outcome: 'unknown', balance: null, raw: { unsigned: json } };
    return { outcome: hub88Outcomes[json.status] ?? 'unknown', balance: json.balance === undefined ? null : BigInt(json.balance) / 10n, raw: json };
  };
  const units = (amount: bigint) => Number(amount * 10n);
  return {
    db,
    vendor,
    async player(amount) {
      const memberId = await addMember(db);
      await fund(db, memberId, amount);
      return { memberId, token: await openSession(db, vendor, memberId, new Date(h.clock.now.getTime() + SESSION_MS)) };
    },
    deposit: (p, amount) => fund(db, p.memberId, amount),
    expireSessions: (p) => expireSessions(db, p.memberId, h.clock.now),
    balance: async (p) => read(await double.wallet(app, vendor, 'user/balance', common(p))),
    async bet(p, tx, options = {}) {
      const body = {
        ...common(p),
        transaction_uuid: tx.id,
        supplier_transaction_id: `s-${tx.id}`,
        round: tx.round,
        round_closed: false,
        is_free: false,
        currency: tx.currency ?? 'PKR',
        amount: units(tx.amount),
        meta: {},
      };
      const raw = JSON.stringify(body);
      return read(await double.wallet(app, vendor, 'transaction/bet', body, options.badSignature ? { raw, signature: signBody(raw, stranger) } : {}));
    },
    win: async (p, tx) =>
      read(
        await double.wallet(app, vendor, 'transaction/win', {
          ...common(p),
          transaction_uuid: tx.id,
          supplier_transaction_id: `s-${tx.id}`,
          reference_transaction_uuid: tx.betId,
          round: tx.round,
          round_closed: true,
          is_free: false,
          currency: tx.currency ?? 'PKR',
          amount: units(tx.amount),
          meta: {},
        }),
      ),
    rollback: async (p, tx) =>
      read(
        await double.wallet(app, vendor, 'transaction/rollback', {
          ...common(p),
          transaction_uuid: tx.id,
          supplier_transaction_id: `s-${tx.id}`,
          reference_transaction_uuid: tx.betId,
          round: tx.round,
          round_closed: true,
          meta: {},
        }),
      ),
    betTooFine: async (p, tx) =>
      read(await double.wallet(app, vendor, 'transaction/bet', { ...common(p), transaction_uuid: tx.id, round: tx.round, currency: 'PKR', amount: 100_005, meta: {} })),
    async close() {
      await h.close();
      await double.close();
    },
  };
});
