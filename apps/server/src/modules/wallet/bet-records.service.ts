import type { z } from 'zod';
import type { BetRecord, betRecordsQuerySchema, profitQuerySchema } from '@lotus/contract/bets';
import { formatAmount } from '@lotus/contract/money';
import type { BetCategory } from '../../db/schema.ts';
import type { Principal } from '../../platform/auth.ts';
import type { BrandContext } from '../../platform/request-context.ts';
import { brandDayStart } from './bet-journal.ts';
import type { BetJournalRepository, BetTotals } from './bet-journal.repository.ts';

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function totalsView(t: BetTotals) {
  return { bets: t.bets, stake: formatAmount(t.stake), validTurnover: formatAmount(t.validTurnover), win: formatAmount(t.win), profit: formatAmount(t.profit) };
}

/** Where a bet's detail lives, from what its product wrote with it. */
function detailOf(row: { vendor: string; round_key: string | null; ref: unknown }): BetRecord['detail'] {
  const ref = row.ref as Record<string, unknown>;
  if (row.vendor === 'LOTTERY') return { kind: 'lottery', orderNumber: String(ref.order ?? '') };
  if (row.vendor === 'HOUSE') return { kind: 'house', roundId: String(ref.clientRound ?? ref.round ?? '') };
  return { kind: 'vendor', roundId: row.round_key ? row.round_key.slice(row.vendor.length + 1) : '' };
}

/**
 * The brand days holding bets `offset` to `offset + limit` of a filter (days newest first, with their
 * counts), and how many of the newest day's bets come before them; null when the page is past the last bet.
 */
export function pageWindow(days: { day: string; bets: number }[], offset: number, limit: number): { newest: string; oldest: string; skip: number } | null {
  let seen = 0;
  let newest: string | undefined;
  let skip = 0;
  for (const d of days) {
    if (newest === undefined && seen + d.bets > offset) {
      newest = d.day;
      skip = offset - seen;
    }
    seen += d.bets;
    if (newest !== undefined && seen >= offset + limit) return { newest, oldest: d.day, skip };
  }
  return newest === undefined ? null : { newest, oldest: days[days.length - 1]!.day, skip };
}

/** Cashback paid per brand day and category (modules/rewards; declared here so wallet imports nothing of it). */
export interface RebateFigures {
  /** Keyed `<day>:<category>`. */
  rebatesByDay(memberId: number, fromDay: string, toDay: string, category?: BetCategory): Promise<Map<string, bigint>>;
}

const noRebates: RebateFigures = { rebatesByDay: async () => new Map() };

/** The member's betting record and personal profit and loss, from the bet journal and its daily rollups. */
export class BetRecordsService {
  constructor(
    private readonly repo: BetJournalRepository,
    private readonly rebates: RebateFigures = noRebates,
  ) {}

  async bets(brand: BrandContext, principal: Principal, q: z.output<typeof betRecordsQuerySchema>) {
    return this.memberBets({ id: brand.id, timeZone: brand.config.timeZone }, principal.memberId, q);
  }

  /** A member's betting record (the page and the filter's totals), for the member or an operator. */
  async memberBets(brand: { id: number; timeZone: string }, memberId: number, q: z.output<typeof betRecordsQuerySchema>) {
    const tz = brand.timeZone;
    const days = await this.repo.placedDays({ memberId, brandId: brand.id, fromDay: q.from, toDay: q.to, category: q.category, status: q.status });
    const totals = days.reduce((t, d) => ({ bets: t.bets + d.bets, stake: t.stake + d.stake, validTurnover: t.validTurnover + d.validTurnover, win: t.win + d.win, profit: t.profit + d.profit }), { bets: 0, stake: 0n, validTurnover: 0n, win: 0n, profit: 0n });
    // The page reads only the days that hold its rows (none past the last bet), so a deep page or a rare filter scans no more than those days.
    const window = pageWindow(days, (q.pageNo - 1) * q.pageSize, q.pageSize);
    const rows = window
      ? await this.repo.page({ memberId, brandId: brand.id, from: brandDayStart(window.oldest, tz), to: brandDayStart(nextDay(window.newest), tz), category: q.category, status: q.status }, q.pageSize, window.skip)
      : [];
    return {
      rows: rows.map((r) => ({
        id: r.source_key,
        category: r.category,
        vendor: r.vendor,
        game: r.game,
        stake: formatAmount(r.stake),
        validTurnover: formatAmount(r.valid_turnover),
        win: formatAmount(r.win),
        profit: formatAmount(r.status === 'settled' ? r.win - r.stake : 0n),
        status: r.status,
        placedAt: r.placed_at.toISOString(),
        settledAt: r.settled_at?.toISOString() ?? null,
        detail: detailOf(r),
      })),
      totals: totalsView(totals),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total: totals.bets,
    };
  }

  async profit(brand: BrandContext, principal: Principal, q: z.output<typeof profitQuerySchema>) {
    const [rows, rebates] = await Promise.all([this.repo.rollups(principal.memberId, brand.id, q.from, q.to, q.category), this.rebates.rebatesByDay(principal.memberId, q.from, q.to, q.category)]);
    const figures = rows.map((r) => ({ day: r.day, category: r.category, bets: r.bets, stake: r.stake, validTurnover: r.valid_turnover, win: r.win }));
    // Cashback comes from turnover, so its day and category have a rollup; one without (a rollup gone) still shows.
    const seen = new Set(figures.map((f) => `${f.day}:${f.category}`));
    for (const key of rebates.keys()) {
      if (seen.has(key)) continue;
      const [day, category] = key.split(':') as [string, BetCategory];
      figures.push({ day, category, bets: 0, stake: 0n, validTurnover: 0n, win: 0n });
    }
    figures.sort((a, b) => (a.day === b.day ? a.category.localeCompare(b.category) : a.day < b.day ? 1 : -1));
    const sum = { bets: 0, stake: 0n, validTurnover: 0n, win: 0n, profit: 0n, rebate: 0n };
    const view = figures.map((r) => {
      const rebate = rebates.get(`${r.day}:${r.category}`) ?? 0n;
      sum.bets += r.bets;
      sum.stake += r.stake;
      sum.validTurnover += r.validTurnover;
      sum.win += r.win;
      sum.profit += r.win - r.stake;
      sum.rebate += rebate;
      return { day: r.day, category: r.category, bets: r.bets, stake: formatAmount(r.stake), validTurnover: formatAmount(r.validTurnover), win: formatAmount(r.win), profit: formatAmount(r.win - r.stake), rebate: formatAmount(rebate) };
    });
    return { rows: view, totals: { ...totalsView(sum), rebate: formatAmount(sum.rebate) } };
  }
}
