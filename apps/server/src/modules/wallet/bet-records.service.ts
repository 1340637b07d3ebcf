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
    const tz = brand.config.timeZone;
    const filter = { memberId: principal.memberId, brandId: brand.id, from: brandDayStart(q.from, tz), to: brandDayStart(nextDay(q.to), tz), category: q.category, status: q.status };
    const [rows, totals] = await Promise.all([this.repo.page(filter, q.pageSize, (q.pageNo - 1) * q.pageSize), this.repo.totals(filter)]);
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
