import type { z } from 'zod';
import type { RebatePayment, rebateClaimBodySchema, rebateHistoryQuerySchema } from '@lotus/contract/rewards';
import { formatAmount } from '@lotus/contract/money';
import { gameCategories } from '@lotus/contract/navigation';
import type { BetCategory } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { BrandContext } from '../../platform/request-context.ts';
import { brandDay } from '../wallet/bet-journal.ts';
import type { PeriodEngine } from '../wallet/periods/period-engine.ts';
import { periodContaining } from '../wallet/periods/period-keys.ts';
import type { PeriodContext, PeriodLine } from '../wallet/periods/period-scheme.ts';
import { walletBrand, type WalletCommands } from '../wallet/wallet-commands.ts';
import { requestHash } from '../wallet/wallet.service.ts';
import { owedFormula, rebateCategories, rebateFormula, sumOf, type RebateCategory } from './rebate-math.ts';
import { owedRebates, takeOwed, type CashbackLineInputs, type ReversedDay } from './rebate-recovery.ts';
import { cashbackOn, type RebateRatePolicy } from './rebate-rates.ts';
import type { Claim, ClaimItem, RebateRepository } from './rebate.repository.ts';

/** The daily close's scheme id: part of its ledger keys and the history's source. */
export const cashbackSchemeId = 'cashback';
/** The daily close runs this long after the brand's midnight, so bets settling at the boundary land in their day first. */
export const cashbackCloseDelayMs = 5 * 60_000;
/** A claim whose payment has not been confirmed this long after it was recorded is paid by the job. */
const PENDING_AFTER_MS = 30_000;

/** The bet journal's daily rollups (modules/wallet's BetJournalRepository). */
export interface TurnoverReader {
  rollups(memberId: number, brandId: number, fromDay: string, toDay: string): Promise<{ category: BetCategory; valid_turnover: bigint }[]>;
  dayTurnover(brandId: number, day: string): Promise<{ member_id: number; category: BetCategory; valid_turnover: bigint }[]>;
  /** Days whose settled turnover was partly voided, up to a day, with the turnover they have now (some members', or the brand's). */
  reversedDays(brandId: number, toDay: string, memberIds?: number[]): Promise<ReversedDay[]>;
}

/** Brands by id with their config and modules (modules/system's cache, in app.ts). */
export interface RewardsBrands {
  byId(brandId: number): Promise<BrandContext>;
}

/** Daily lines a member sees: paid, reversed, or zero (all of it taken for voided bets: it still says why). */
const paidLineStatuses = ['posted', 'clawed_back', 'clawback_refused', 'zero'] as const;

/**
 * Cashback (manual rebate): a member's rebate on today's valid turnover per category at their rates,
 * claimed now (manual mode) or paid by the daily close, which pays every member what is left of the
 * day in both modes, so nothing accrued is lost. Claims and the close never pay the same turnover: a
 * claim is taken only for the current brand day and only before the close seals that day (see
 * RebateRepository: the seal waits for claims in flight), and the close pays earned minus claimed.
 */
export class RebateService {
  constructor(
    private readonly repo: RebateRepository,
    private readonly turnover: TurnoverReader,
    private readonly wallet: Pick<WalletCommands, 'grant'>,
    private readonly rates: RebateRatePolicy,
    private readonly closes: Pick<PeriodEngine, 'memberLines' | 'countMemberLines' | 'membersLines'>,
    private readonly brands: RewardsBrands,
    private readonly now: () => Date,
  ) {}

  /** Today's cashback of a member: per category the rate, turnover, earned, claimed and accrued. */
  async today(brand: BrandContext, memberId: number) {
    const at = this.now();
    const tz = brand.config.timeZone;
    const day = brandDay(at, tz);
    const [work, claimed, owedOf] = await Promise.all([this.#memberDay(brand, memberId, day), this.repo.claimedOn(memberId, day), this.#owed(brand.id, day, [memberId])]);
    const lines = work(claimed);
    const period = periodContaining('daily', tz, at);
    const accrued = sumOf(lines, 'accrued');
    const owed = owedOf.get(memberId) ?? 0n;
    const payable = accrued > owed ? accrued - owed : 0n;
    return {
      day,
      mode: brand.config.rebate.mode,
      paidAt: new Date(period.end.getTime() + cashbackCloseDelayMs).toISOString(),
      categories: lines.map((l) => ({
        category: l.category,
        rateBp: l.rateBp,
        validTurnover: formatAmount(l.validTurnover),
        earned: formatAmount(l.earned),
        claimed: formatAmount(l.claimed),
        accrued: formatAmount(l.accrued),
      })),
      totals: {
        validTurnover: formatAmount(sumOf(lines, 'validTurnover')),
        earned: formatAmount(sumOf(lines, 'earned')),
        claimed: formatAmount(sumOf(lines, 'claimed')),
        accrued: formatAmount(accrued),
        owed: formatAmount(owed),
        payable: formatAmount(payable),
      },
      canClaim: brand.config.rebate.mode === 'manual' && payable > 0n,
    };
  }

  /**
   * Claims today's accrued cashback (manual mode): records the claim once under the member's lock,
   * then pays it into the main wallet under the claim's own ledger key. A request id seen before
   * answers its claim (paying it if that had not finished).
   */
  async claim(brand: BrandContext, memberId: number, body: z.output<typeof rebateClaimBodySchema>): Promise<{ claim: RebatePayment; duplicate: boolean }> {
    // The day is the one the claim arrived in, read before anything waits.
    const at = this.now();
    const day = brandDay(at, brand.config.timeZone);
    const seen = await this.repo.findClaim(memberId, body.requestId);
    if (seen) return { claim: await this.#claimView(await this.#pay(seen)), duplicate: true };
    if (brand.config.rebate.mode !== 'manual') throw new AppError('rebate.claim.automatic');
    if (body.day !== undefined && body.day !== day) throw new AppError('rebate.day.ended');
    // What is owed for voided bets stays unclaimed, for the daily close to take (only the close takes it, so
    // two payments never take the same debt); read before the lock, it may be a moment old, which the close evens out.
    const [work, owedOf] = await Promise.all([this.#memberDay(brand, memberId, day), this.#owed(brand.id, day, [memberId])]);
    const outcome = await this.repo.recordClaim({ brandId: brand.id, memberId, day, requestId: body.requestId, currency: brand.config.currency, at }, (claimed) => {
      const lines = work(claimed);
      const accrued: ClaimItem[] = lines.filter((l) => l.accrued > 0n).map((l) => ({ category: l.category, validTurnover: l.validTurnover, rateBp: l.rateBp, amount: l.accrued }));
      const { items, taken } = takeOwed(accrued, owedOf.get(memberId) ?? 0n);
      const paying = items.filter((i) => i.amount > 0n).map(({ taken: _, ...i }) => i);
      return paying.length ? { items: paying, formula: owedFormula(rebateFormula(lines), sumOf(lines, 'accrued'), taken) } : null;
    });
    if ('refused' in outcome) throw new AppError(outcome.refused === 'sealed' ? 'rebate.day.ended' : 'rebate.nothing.accrued');
    return { claim: await this.#claimView(await this.#pay(outcome.claim)), duplicate: !outcome.created };
  }

  /** The member's cashback payments, newest first: claims and the daily close's lines, merged and paged. */
  async history(memberId: number, q: z.output<typeof rebateHistoryQuerySchema>) {
    // Both lists are small per member (a line a day, a few claims); the page is cut from their merge.
    const need = q.pageNo * q.pageSize;
    const statuses = [...paidLineStatuses];
    const [claims, claimCount, lines, lineCount] = await Promise.all([
      this.repo.memberClaims(memberId, need),
      this.repo.countMemberClaims(memberId),
      this.closes.memberLines(memberId, cashbackSchemeId, { statuses, limit: need }),
      this.closes.countMemberLines(memberId, cashbackSchemeId, { statuses }),
    ]);
    const merged = [
      ...claims.map((c) => ({ at: c.created_at, claim: c })),
      ...lines.map((l) => ({ at: l.postedAt ?? new Date(0), line: l })),
    ].sort((a, b) => b.at.getTime() - a.at.getTime());
    const page = merged.slice((q.pageNo - 1) * q.pageSize, need);
    const items = await this.repo.claimItems(page.flatMap((p) => ('claim' in p && p.claim ? [p.claim.id] : [])));
    const rows: RebatePayment[] = page.map((p) => {
      if ('claim' in p && p.claim) return claimView(p.claim, items.get(p.claim.id) ?? []);
      const l = (p as { line: (typeof lines)[number] }).line;
      const inputs = l.inputs as unknown as CashbackLineInputs;
      return {
        id: `daily:${l.closeId}:${l.lineNo}`,
        source: 'daily',
        day: inputs.day,
        amount: formatAmount(l.amount),
        status: l.status === 'clawed_back' ? 'reversed' : 'paid',
        at: p.at.toISOString(),
        categories: inputs.categories.map((c) => ({ category: c.category, validTurnover: formatAmount(BigInt(c.validTurnover)), rateBp: c.rateBp, amount: formatAmount(BigInt(c.amount)) })),
        formula: l.formula,
      };
    });
    return { rows, pageNo: q.pageNo, pageSize: q.pageSize, total: claimCount + lineCount };
  }

  /**
   * The daily close's lines for a brand day: seals the day (no claim is taken after), then pays each
   * member the day's earned rebate less what they claimed, per category. Computed from the day's
   * rollups and claims in two statements; a member with nothing left gets no line. A brand with
   * cashback off (MANPLAYREB3 or no rates) closes its days with no lines, so turning it on later never
   * pays for days it was off.
   */
  async closeLines(ctx: PeriodContext): Promise<PeriodLine[]> {
    const brand = await this.brands.byId(ctx.brand.id);
    const day = ctx.period.key.slice('daily:'.length);
    await this.repo.seal(brand.id, day);
    if (!cashbackOn(brand)) return [];
    const [rollups, claims] = await Promise.all([this.turnover.dayTurnover(brand.id, day), this.repo.dayClaims(brand.id, day)]);
    const members = new Map<number, { turnover: Map<BetCategory, bigint>; claimed: Map<BetCategory, bigint> }>();
    const member = (id: number) => {
      let m = members.get(id);
      if (!m) members.set(id, (m = { turnover: new Map(), claimed: new Map() }));
      return m;
    };
    for (const r of rollups) member(r.member_id).turnover.set(r.category, r.valid_turnover);
    for (const c of claims) member(c.member_id).claimed.set(c.category, BigInt(c.amount));
    const ids = [...members.keys()].sort((a, b) => a - b);
    const [ratesOf, owed] = await Promise.all([this.rates.ratesFor(brand, ids), this.#owed(brand.id, day)]);
    const out: PeriodLine[] = [];
    for (const id of ids) {
      const m = members.get(id)!;
      const lines = rebateCategories(m.turnover, m.claimed, ratesOf(id));
      const gross = sumOf(lines, 'accrued');
      if (gross === 0n) continue;
      // What the member owes for voided bets is taken here; a line left at zero is kept (not paid): it records the taking.
      const { items, taken } = takeOwed(
        lines.filter((l) => l.accrued > 0n).map((l) => ({ line: l, amount: l.accrued })),
        owed.get(id) ?? 0n,
      );
      const inputs: CashbackLineInputs = {
        day,
        categories: items.map(({ line: l, amount, taken: t }) => ({
          category: l.category,
          validTurnover: l.validTurnover.toString(),
          rateBp: l.rateBp,
          earned: l.earned.toString(),
          claimed: l.claimed.toString(),
          amount: amount.toString(),
          ...(t > 0n ? { recovered: t.toString() } : {}),
        })),
        ...(taken > 0n ? { recovered: taken.toString() } : {}),
      };
      out.push({ memberId: id, amount: gross - taken, inputs: inputs as unknown as Record<string, unknown>, formula: owedFormula(rebateFormula(lines), gross, taken) });
    }
    return out;
  }

  /** Pays claims whose payment was not confirmed (the process died between recording and paying, or the batch failed). */
  async payPendingClaims(): Promise<number> {
    const pending = await this.repo.pendingClaims(new Date(this.now().getTime() - PENDING_AFTER_MS), 500);
    let paid = 0;
    for (const c of pending) if ((await this.#pay(c)).status === 'paid') paid++;
    return paid;
  }

  /** A member's cashback per brand day and category (claims and the daily close's paid lines), for profit and loss. */
  async rebatesByDay(memberId: number, fromDay: string, toDay: string, category?: BetCategory): Promise<Map<string, bigint>> {
    const [claimed, lines] = await Promise.all([
      this.repo.claimedBetween(memberId, fromDay, toDay, category),
      this.closes.memberLines(memberId, cashbackSchemeId, { statuses: ['posted', 'clawback_refused'], fromKey: `daily:${fromDay}`, toKey: `daily:${toDay}`, limit: 5_000 }),
    ]);
    const out = new Map<string, bigint>();
    const add = (day: string, c: string, amount: bigint) => out.set(`${day}:${c}`, (out.get(`${day}:${c}`) ?? 0n) + amount);
    for (const r of claimed) add(r.day, r.category, BigInt(r.amount));
    for (const l of lines) {
      const inputs = l.inputs as unknown as CashbackLineInputs;
      for (const c of inputs.categories) if (!category || c.category === category) add(inputs.day, c.category, BigInt(c.amount));
    }
    return out;
  }

  /**
   * What members owe back for cashback paid on turnover later voided, up to a day (some members', or every
   * member of the brand). Nobody of the brand with a voided settled bet: one small read and an empty map.
   */
  async #owed(brandId: number, day: string, memberIds?: number[]): Promise<Map<number, bigint>> {
    const reversed = await this.turnover.reversedDays(brandId, day, memberIds);
    if (reversed.length === 0) return new Map();
    const ids = [...new Set(reversed.map((r) => r.memberId))];
    const [claims, lines] = await Promise.all([this.repo.claimsOfMembers(ids, day), this.closes.membersLines(ids, cashbackSchemeId, { toKey: `daily:${day}` })]);
    return owedRebates(reversed, claims, lines);
  }

  /** The member's turnover for a day and rates, ready to be worked against what they claimed. */
  async #memberDay(brand: BrandContext, memberId: number, day: string): Promise<(claimed: ReadonlyMap<BetCategory, bigint>) => RebateCategory[]> {
    const [rows, ratesOf] = await Promise.all([this.turnover.rollups(memberId, brand.id, day, day), this.rates.ratesFor(brand, [memberId])]);
    const turnover = new Map(rows.map((r) => [r.category, r.valid_turnover]));
    const rates = ratesOf(memberId);
    return (claimed) => rebateCategories(turnover, claimed, rates);
  }

  /** Pays a recorded claim under its key (again is harmless); answers it as it now stands. */
  async #pay(claim: Claim): Promise<Claim> {
    if (claim.status === 'paid') return claim;
    const brand = walletBrand(await this.brands.byId(claim.brand_id));
    try {
      // From the brand's bonus account, with no turnover requirement (cashback is paid on turnover already made).
      const r = await this.wallet.grant({
        key: claim.posting_key,
        hash: requestHash(['rebate', claim.member_id, claim.amount, claim.currency]),
        brand: { ...brand, currency: claim.currency },
        memberId: claim.member_id,
        kind: 'rebate',
        source: 'rebate',
        amount: claim.amount,
        ref: { claim: claim.id.toString(), day: claim.day },
      });
      if (r.status !== 'posted') return claim;
    } catch {
      // The batch failed and nothing of it happened: the claim stays pending and the job pays it.
      return claim;
    }
    const at = this.now();
    await this.repo.markPaid(claim.id, at);
    return { ...claim, status: 'paid', paid_at: at };
  }

  async #claimView(claim: Claim): Promise<RebatePayment> {
    return claimView(claim, (await this.repo.claimItems([claim.id])).get(claim.id) ?? []);
  }
}

function claimView(claim: Claim, items: ClaimItem[]): RebatePayment {
  return {
    id: `claim:${claim.id}`,
    source: 'claim',
    day: claim.day,
    amount: formatAmount(claim.amount),
    status: claim.status,
    at: claim.created_at.toISOString(),
    categories: [...items].sort((a, b) => gameCategories.indexOf(a.category) - gameCategories.indexOf(b.category)).map((i) => ({ category: i.category, validTurnover: formatAmount(i.validTurnover), rateBp: i.rateBp, amount: formatAmount(i.amount) })),
    formula: claim.formula,
  };
}
