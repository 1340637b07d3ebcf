import type { z } from 'zod';
import type { BetCategory } from '../../db/schema.ts';
import { formatAmount, UNIT } from '@lotus/contract/money';
import { dashboardDays, type balancesQuerySchema, type dailyReportQuerySchema, type ggrReportQuerySchema } from '@lotus/contract/reports';
import type { OperatorPrincipal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { BrandContext } from '../../platform/request-context.ts';
import { brandDay, brandDayStart } from '../wallet/bet-journal.ts';

/** What the reports read of other modules (wired in app.ts; each module reads its own tables). */
export interface ReportSources {
  wallet: {
    categoryDays(brandId: number, fromDay: string, toDay: string): Promise<GgrSource[]>;
    vendorDays(brandId: number, fromDay: string, toDay: string): Promise<GgrSource[]>;
    activeDays(brandId: number, fromDay: string, toDay: string): Promise<Map<string, number>>;
    bonusDays(brandId: number, timeZone: string, from: Date, to: Date): Promise<Map<string, bigint>>;
    balances(
      f: { brandIds: number[]; min: bigint | null; sort: 'balance' | 'memberId'; order: 'asc' | 'desc' },
      limit: number,
      offset: number,
    ): Promise<{ rows: { memberId: number; brandId: number; balance: bigint; currency: string }[]; total: number }>;
  };
  payments: {
    depositDays(brandId: number, timeZone: string, from: Date, to: Date): Promise<Map<string, { amount: bigint; count: number }>>;
    withdrawalDays(brandId: number, timeZone: string, from: Date, to: Date): Promise<Map<string, { amount: bigint; count: number }>>;
    pending(brandId: number): Promise<{ deposits: number; withdrawals: number }>;
  };
  members: {
    newMemberDays(brandId: number, timeZone: string, from: Date, to: Date): Promise<Map<string, number>>;
    usernames(ids: number[]): Promise<Map<number, string>>;
  };
  brands: {
    all(): Promise<BrandContext[]>;
    byCode(code: string): Promise<BrandContext | null>;
  };
}

export interface GgrSource {
  day: string;
  category: BetCategory;
  vendor: string | null;
  bets: number;
  stake: bigint;
  win: bigint;
}

interface DayTotals {
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
  bonuses: bigint;
  activeMembers: number;
  newMembers: number;
  categories: Map<BetCategory, { bets: number; stake: bigint; win: bigint }>;
}

const DAY = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const amount = (v: bigint) => formatAmount(v);

/**
 * The console's Dashboard and Reports: brand-day figures gathered brand by brand from the modules that own
 * them. A brand's operator sees their brand; a deployment-wide operator one brand they pick, or every brand
 * (summed per brand day; only when the brands keep one currency, as money of two currencies does not add).
 */
export class ReportsService {
  constructor(
    private readonly sources: ReportSources,
    private readonly now: () => Date,
  ) {}

  /** The brands a call covers, the code shown (null: every brand) and their one currency. */
  async #scope(op: OperatorPrincipal, code: string | undefined): Promise<{ brands: BrandContext[]; brand: string | null; currency: string }> {
    if (code !== undefined) {
      const brand = await this.sources.brands.byCode(code);
      if (!brand) throw new AppError('request_param_err', { message: `No brand ${code}.` });
      if (op.brandId !== null && brand.id !== op.brandId) throw new AppError('operator.forbidden');
      return { brands: [brand], brand: brand.code, currency: brand.config.currency };
    }
    const all = await this.sources.brands.all();
    const brands = op.brandId === null ? all : all.filter((b) => b.id === op.brandId);
    if (brands.length === 0) throw new AppError('operator.forbidden');
    const currencies = new Set(brands.map((b) => b.config.currency));
    if (currencies.size > 1) throw new AppError('request_param_err', { message: 'These brands keep different currencies: pick a brand.' });
    return { brands, brand: op.brandId === null ? null : brands[0]!.code, currency: brands[0]!.config.currency };
  }

  /** Every figure of each brand day between two days (inclusive), oldest first, days without anything as zeros. */
  async #days(brands: BrandContext[], fromDay: string, toDay: string) {
    const days = new Map<string, DayTotals>();
    for (let d = fromDay; d <= toDay; d = addDays(d, 1)) {
      days.set(d, { deposits: 0n, depositCount: 0, withdrawals: 0n, withdrawalCount: 0, bonuses: 0n, activeMembers: 0, newMembers: 0, categories: new Map() });
    }
    for (const brand of brands) {
      const tz = brand.config.timeZone;
      const [from, to] = [brandDayStart(fromDay, tz), brandDayStart(addDays(toDay, 1), tz)];
      const [ggr, active, bonuses, deposits, withdrawals, joined] = await Promise.all([
        this.sources.wallet.categoryDays(brand.id, fromDay, toDay),
        this.sources.wallet.activeDays(brand.id, fromDay, toDay),
        this.sources.wallet.bonusDays(brand.id, tz, from, to),
        this.sources.payments.depositDays(brand.id, tz, from, to),
        this.sources.payments.withdrawalDays(brand.id, tz, from, to),
        this.sources.members.newMemberDays(brand.id, tz, from, to),
      ]);
      for (const r of ggr) {
        const day = days.get(r.day);
        if (!day) continue;
        const c = day.categories.get(r.category) ?? { bets: 0, stake: 0n, win: 0n };
        day.categories.set(r.category, { bets: c.bets + r.bets, stake: c.stake + r.stake, win: c.win + r.win });
      }
      for (const [d, t] of days) {
        t.activeMembers += active.get(d) ?? 0;
        t.bonuses += bonuses.get(d) ?? 0n;
        t.deposits += deposits.get(d)?.amount ?? 0n;
        t.depositCount += deposits.get(d)?.count ?? 0;
        t.withdrawals += withdrawals.get(d)?.amount ?? 0n;
        t.withdrawalCount += withdrawals.get(d)?.count ?? 0;
        t.newMembers += joined.get(d) ?? 0;
      }
    }
    return [...days].map(([day, t]) => {
      const categories = [...t.categories].map(([category, c]) => ({ category, bets: c.bets, stake: amount(c.stake), win: amount(c.win), ggr: amount(c.stake - c.win) }));
      const ggr = [...t.categories.values()].reduce((s, c) => s + c.stake - c.win, 0n);
      return {
        day,
        deposits: amount(t.deposits),
        depositCount: t.depositCount,
        withdrawals: amount(t.withdrawals),
        withdrawalCount: t.withdrawalCount,
        ggr: amount(ggr),
        bonuses: amount(t.bonuses),
        ngr: amount(ggr - t.bonuses),
        activeMembers: t.activeMembers,
        newMembers: t.newMembers,
        categories: categories.sort((a, b) => a.category.localeCompare(b.category)),
      };
    });
  }

  /** Today (the brand's; the first brand's for every brand) and the 29 days before it, and the queues now. */
  async dashboard(op: OperatorPrincipal, q: { brand?: string | undefined }) {
    const scope = await this.#scope(op, q.brand);
    const today = brandDay(this.now(), scope.brands[0]!.config.timeZone);
    const days = await this.#days(scope.brands, addDays(today, -(dashboardDays - 1)), today);
    const pending = { deposits: 0, withdrawals: 0 };
    for (const brand of scope.brands) {
      const p = await this.sources.payments.pending(brand.id);
      pending.deposits += p.deposits;
      pending.withdrawals += p.withdrawals;
    }
    return { brand: scope.brand, currency: scope.currency, today, days, pending };
  }

  async daily(op: OperatorPrincipal, q: z.output<typeof dailyReportQuerySchema>) {
    const scope = await this.#scope(op, q.brand);
    return { brand: scope.brand, currency: scope.currency, rows: await this.#days(scope.brands, q.from, q.to) };
  }

  /** GGR per day and category (rollups) or category and vendor (journal), summed over the brands in scope. */
  async ggr(op: OperatorPrincipal, q: z.output<typeof ggrReportQuerySchema>) {
    const scope = await this.#scope(op, q.brand);
    const sums = new Map<string, GgrSource>();
    for (const brand of scope.brands) {
      const rows = q.by === 'vendor' ? await this.sources.wallet.vendorDays(brand.id, q.from, q.to) : await this.sources.wallet.categoryDays(brand.id, q.from, q.to);
      for (const r of rows) {
        const key = `${r.day}|${r.category}|${r.vendor ?? ''}`;
        const s = sums.get(key);
        sums.set(key, s ? { ...s, bets: s.bets + r.bets, stake: s.stake + r.stake, win: s.win + r.win } : { ...r });
      }
    }
    const rows = [...sums.values()].sort((a, b) => a.day.localeCompare(b.day) || a.category.localeCompare(b.category) || (a.vendor ?? '').localeCompare(b.vendor ?? ''));
    return {
      brand: scope.brand,
      currency: scope.currency,
      rows: rows.map((r) => ({ day: r.day, category: r.category, vendor: r.vendor, bets: r.bets, stake: amount(r.stake), win: amount(r.win), ggr: amount(r.stake - r.win) })),
    };
  }

  /** Members' main-wallet balances (any currency: each row names its own). */
  async balances(op: OperatorPrincipal, q: z.output<typeof balancesQuerySchema>) {
    let brands: BrandContext[];
    if (q.brand !== undefined) {
      const brand = await this.sources.brands.byCode(q.brand);
      if (!brand) throw new AppError('request_param_err', { message: `No brand ${q.brand}.` });
      if (op.brandId !== null && brand.id !== op.brandId) throw new AppError('operator.forbidden');
      brands = [brand];
    } else {
      brands = (await this.sources.brands.all()).filter((b) => op.brandId === null || b.id === op.brandId);
    }
    const min = q.minBalance === undefined ? null : parseMin(q.minBalance);
    const sort = q.sort === 'balance' ? 'balance' : 'memberId';
    const page = await this.sources.wallet.balances({ brandIds: brands.map((b) => b.id), min, sort, order: q.order }, q.pageSize, (q.pageNo - 1) * q.pageSize);
    const names = await this.sources.members.usernames(page.rows.map((r) => r.memberId));
    const codes = new Map(brands.map((b) => [b.id, b.code]));
    return {
      rows: page.rows.map((r) => ({ memberId: r.memberId, username: names.get(r.memberId) ?? '', brand: codes.get(r.brandId) ?? '', balance: amount(r.balance), currency: r.currency })),
      total: page.total,
    };
  }
}

/** "12.5" as units (the schema let digits with up to four decimals through). */
function parseMin(text: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * UNIT + BigInt(fraction.padEnd(4, '0'));
}
