import { sql } from 'kysely';
import { countries as countryData } from 'countries-list';
import type { Db } from '../database.ts';
import { brandConfigSchema } from '@lotus/contract/brand';
import { demoBrandCode, demoBrandConfig, demoModules, demoRegisterRules } from './demo-brand.ts';
import { helpContent, type HelpSeed } from './help-content.ts';
import { seedDemoContent } from './demo-content.ts';
import { seedCatalogue } from './demo-catalogue.ts';
import { seedLotteryGames } from './demo-lottery.ts';
import { seedDemoAccounts, type DemoAccount } from './demo-accounts.ts';

/** Arbitrary, fixed advisory lock id so that N processes starting together seed once. */
const SEED_LOCK = 72_004_001;

export interface SeedOptions {
  registerCaptcha?: boolean;
  /** Whether the demo brand offers the self-approving stand-in payment provider (never in production). */
  demoPayments?: boolean;
  /** The demo brand's public addresses (links in mail); default: its own list. */
  publicUrls?: string[];
  /** Whether to make a demo agent and a funded demo member with random passwords (never in production). */
  demoAccounts?: boolean;
}

export interface SeedResult {
  seeded: boolean;
  /** The demo accounts made by this start, with their passwords (shown once); empty on later starts. */
  demoAccounts: DemoAccount[];
}

/** Seeds reference data and the demo brand on first start; a no-op once a brand exists. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(tx);
    const existing = await tx.selectFrom('brands').select('id').limit(1).executeTakeFirst();
    if (existing) return { seeded: false, demoAccounts: [] };

    const rows = Object.entries(countryData).map(([code, c]) => ({
      country_code: code,
      dialing_code: String(c.phone[0] ?? ''),
      name: c.name,
      enabled: true,
    }));
    await tx.insertInto('countries').values(rows).onConflict((oc) => oc.doNothing()).execute();

    const config = brandConfigSchema.parse({ ...demoBrandConfig, demoPayments: options.demoPayments ?? false, ...(options.publicUrls ? { publicUrls: options.publicUrls } : {}) });
    const brand = await tx
      .insertInto('brands')
      .values({ code: demoBrandCode, is_default: true, config: JSON.stringify(config) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedBrandContent(tx, brand.id);
    await seedDemoContent(tx, brand.id);
    // The games catalogue is shared by every brand; it is seeded once, with the first brand.
    await seedCatalogue(tx);
    await seedLotteryGames(tx, brand.id, config.timeZone);
    if (options.registerCaptcha === false) {
      await tx.updateTable('register_field_rules').set({ enabled: false }).where('brand_id', '=', brand.id).where('field', '=', 'captcha').execute();
    }
    const demoAccounts = options.demoAccounts ? await seedDemoAccounts(tx, { id: brand.id, currency: config.currency, timeZone: config.timeZone }) : [];
    return { seeded: true, demoAccounts };
  });
}

/** Modules, form rules and help content for a brand (also used by tests to make brands). */
export async function seedBrandContent(db: Db, brandId: number, modules: Record<string, boolean> = demoModules): Promise<void> {
  // A manual bank-transfer deposit channel with a demo receiving account.
  await db
    .insertInto('payment_channels')
    .values({
      brand_id: brandId,
      code: 'BANK',
      kind: 'manual_bank',
      name: 'Bank transfer',
      min_amount: 1_000_000n, // 100.0000
      max_amount: 5_000_000_000n, // 500,000.0000
      config: JSON.stringify({ accounts: [{ bankName: 'Demo Bank', accountName: 'Lotus Gaming Ltd', accountNumber: 'PK00DEMO0000000012345678' }] }),
      sort: 0,
    })
    .execute();
  // An online channel served by the local stand-in provider (works offline; a real adapter replaces it).
  // Members see it only on brands with demo payments on, and never from a production process.
  await db
    .insertInto('payment_channels')
    .values({ brand_id: brandId, code: 'LOCALPAY', kind: 'online', name: 'Instant pay (demo)', min_amount: 100_000n, max_amount: 1_000_000_000n, config: '{}', sort: 1 })
    .execute();
  await db
    .insertInto('brand_modules')
    .values(Object.entries(modules).map(([mod_id, enabled]) => ({ brand_id: brandId, mod_id, enabled })))
    .execute();
  await db
    .insertInto('register_field_rules')
    .values(
      demoRegisterRules.map((r) => ({
        brand_id: brandId,
        field: r.field,
        enabled: r.enabled,
        required: r.required,
        accepted_pattern: r.acceptedPattern,
        pattern_id: r.patternId,
        min_length: r.min,
        max_length: r.max,
        sort: r.sort,
      })),
    )
    .execute();
  type Parents = { EN: number | null; UR: number | null };
  const insertArticles = async (articles: HelpSeed[], parents: Parents) => {
    for (const [sort, a] of articles.entries()) {
      const ids: Parents = { EN: null, UR: null };
      for (const language of ['EN', 'UR'] as const) {
        const row = await db
          .insertInto('help_articles')
          .values({ brand_id: brandId, parent_id: parents[language], slug: a.slug, language, device: 'all', title: a.title[language], content: a.content[language], sort })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids[language] = row.id;
      }
      if (a.children) await insertArticles(a.children, ids);
    }
  };
  await insertArticles(helpContent, { EN: null, UR: null });
}
