import { seamlessDirectory } from '../src/app.ts';
import { MemberRepository } from '../src/modules/member/member.repository.ts';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/database.ts';
import { BrandCache } from '../src/modules/system/brand-cache.ts';
import { SystemRepository } from '../src/modules/system/system.repository.ts';
import { createVendorIntegrations, registerVendorIntegrations, type VendorIntegrations } from '../src/modules/vendors/vendor-integrations.ts';
import { GamesRepository } from '../src/modules/games/games.repository.ts';
import { WalletCommands } from '../src/modules/wallet/wallet-commands.ts';
import { LedgerRepository } from '../src/modules/wallet/ledger.repository.ts';
import { LedgerWriter, ledgerWriterFor } from '../src/modules/wallet/ledger-writer.ts';
import { SeamlessService } from '../src/modules/wallet/seamless.service.ts';
import { SeamlessRecords } from '../src/modules/wallet/seamless-records.ts';
import { SeamlessRepository } from '../src/modules/wallet/seamless.repository.ts';
import { VendorIntegrationsRepository } from '../src/modules/vendors/vendor-integrations.repository.ts';
import { hashToken } from '../src/platform/tokens.ts';
import type { Harness } from './app-harness.ts';

let seq = 0;
/** A unique id for test data (transaction ids, rounds, usernames). */
export const uid = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}${crypto.randomBytes(2).toString('hex')}`;

export interface VendorApp {
  app: FastifyInstance;
  integrations: VendorIntegrations;
}

/**
 * The whole app (harness buildApp) with the vendor integrations' routes. Until buildApp registers
 * them itself, they are added here, before the app is ready (Fastify takes routes until then), with a
 * SeamlessService of their own over the same database and clock (its own ledger writer: as safe as a
 * second process). Once buildApp has them, only the registry is made here.
 */
export async function appWithVendors(h: Harness, options: { fetch?: typeof fetch } = {}): Promise<VendorApp> {
  const app = await h.app();
  const { db } = h.database;
  const writer = ledgerWriterFor(h.database);
  const clock = () => h.clock.now;
  const gamesRepo = new GamesRepository(db);
  const seamless = new SeamlessService(new SeamlessRepository(db), new BrandCache(new SystemRepository(db), 0), new WalletCommands(writer, new LedgerRepository(db), clock), seamlessDirectory(gamesRepo, new MemberRepository(db), h.atRest), clock);
  app.addHook('onClose', () => writer.drain());
  const settings = { integrations: new VendorIntegrationsRepository(db, h.atRest), seamless, records: new SeamlessRecords(new SeamlessRepository(db)), cacheMs: 0, ...(options.fetch ? { fetch: options.fetch } : {}) };
  const registered = app.hasRoute({ method: 'POST', url: '/vendors/hub88/:vendor/transaction/bet' });
  const integrations = registered ? createVendorIntegrations(settings) : await registerVendorIntegrations(app, settings);
  return { app, integrations };
}

/** Adds a catalogue vendor (seamless wallet) with the given HMAC secret. */
export async function addVendor(db: Db, code: string, secret = crypto.randomBytes(16).toString('hex'), enabled = true): Promise<void> {
  await db.insertInto('vendors').values({ code, name: `${code} (test)`, secret, enabled }).onConflict((oc) => oc.column('code').doNothing()).execute();
}

/** A member of the demo brand, made straight in the database (registration is rate-limited per address). */
export async function addMember(db: Db, brandId = 1): Promise<number> {
  const username = uid('cv').slice(0, 16);
  const row = await db
    .insertInto('members')
    .values({ brand_id: brandId, username, username_key: username.toLowerCase(), customer_type: 0, password_hash: 'x', referral_code: uid('R').toUpperCase().slice(0, 12), register_ip: '127.0.0.1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deposits `units` into the member's main wallet (as a payment would). */
export async function fund(db: Db, memberId: number, units: bigint, brandId = 1, currency = 'PKR'): Promise<void> {
  if (units <= 0n) return;
  const repo = new LedgerRepository(db);
  const cashIn = await repo.ensureAccount(brandId, null, 'cash_in', currency);
  const main = await repo.ensureAccount(brandId, memberId, 'main', currency);
  const result = await new LedgerWriter(db).post({ key: `test:${uid('f')}`, hash: 'f', kind: 'deposit', currency, amount: units, legs: [{ account: cashIn, amount: -units }, { account: main, amount: units }] });
  if (result.status !== 'posted') throw new Error(`deposit failed: ${result.status} ${result.code ?? ''}`);
}

/** A vendor session (what launch opens) ending at `expiresAt`; returns its token. */
export async function openSession(db: Db, vendor: string, memberId: number, expiresAt: Date, brandId = 1): Promise<string> {
  const token = crypto.randomBytes(16).toString('hex');
  await db.insertInto('vendor_sessions').values({ token_hash: hashToken(token), vendor_code: vendor, member_id: memberId, brand_id: brandId, expires_at: expiresAt }).execute();
  return token;
}

/** Ends every vendor session of a member (its wins and rollbacks must still settle). */
export async function expireSessions(db: Db, memberId: number, now: Date): Promise<void> {
  await db.updateTable('vendor_sessions').set({ expires_at: new Date(now.getTime() - 1000) }).where('member_id', '=', memberId).execute();
}
