import type { TurnoverRequirementStatus, TurnoverSource } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { TurnoverRequirementsRepository } from './turnover-requirements.repository.ts';
import type { WalletBrand } from './wallet-commands.ts';

/** What a credit obliges the member to bet before withdrawing: a multiple of the credit, or a fixed amount. */
export type TurnoverTerms = { multiple: number } | { amount: bigint };

/** A requirement with its progress, as members and operators see it. */
export interface RequirementProgress {
  id: bigint;
  source: TurnoverSource;
  sourceKey: string;
  currency: string;
  baseAmount: bigint;
  multiple: number | null;
  required: bigint;
  done: bigint;
  status: TurnoverRequirementStatus;
  createdAt: Date;
  closedAt: Date | null;
  ref: Record<string, unknown>;
}

/** The most a requirement may ask for (1/10,000 units): the column is a 64-bit integer, with room for the turnover it is measured against. */
const MAX_REQUIRED = 10n ** 17n;

/** The amount a set of terms asks for on a credit, rounded up to the unit's 1/10,000 (zero: no requirement). */
export function requiredTurnover(base: bigint, terms: TurnoverTerms): bigint {
  if ('amount' in terms) return terms.amount;
  // Multiples have two decimals: work in hundredths so no float touches money.
  const hundredths = BigInt(Math.round(terms.multiple * 100));
  return (base * hundredths + 99n) / 100n;
}

/**
 * Turnover requirements (the Asian withdrawal rule, "打码量"). Each credit that carries terms writes a
 * requirement just before its movement posts; valid turnover from the bet journal then meets them in
 * order: requirement i counts turnover from max(its start, the point where i-1 was met), so one bet is
 * never counted twice and a waived requirement leaves its share to the next. Nothing is consumed in the
 * betting path: progress is derived from the member's all-time valid turnover when asked.
 */
export class TurnoverRequirements {
  constructor(
    private readonly repo: TurnoverRequirementsRepository,
    private readonly now: () => Date,
  ) {}

  /** Writes the requirement for a credit about to post under `movement` (nothing when the terms ask for none). */
  async prepare(brand: WalletBrand, memberId: number, source: TurnoverSource, movement: { key: string; hash: string }, base: bigint, terms: TurnoverTerms, ref: Record<string, unknown> = {}): Promise<void> {
    const required = requiredTurnover(base, terms);
    if (required <= 0n) return;
    // Refused before any money moves: a huge credit times a large multiple would not fit the column.
    if (required > MAX_REQUIRED) throw new AppError('request_param_err', { message: 'body.turnover: the required turnover is too large' });
    const start = await this.repo.turnoverToDate(memberId);
    await this.repo.insert({ brandId: brand.id, memberId, sourceKey: movement.key, sourceHash: movement.hash, source, currency: brand.currency, baseAmount: base, multiple: 'multiple' in terms ? terms.multiple : null, required, ref }, start);
  }

  /** Every requirement of the member, oldest first, with its progress; met ones are recorded as met. */
  async progress(memberId: number): Promise<RequirementProgress[]> {
    const [rows, total] = await Promise.all([this.repo.live(memberId), this.repo.turnoverToDate(memberId)]);
    let metAt = -1n; // The all-time turnover at which the previous requirement was met.
    const out: RequirementProgress[] = [];
    const newlyMet: bigint[] = [];
    for (const r of rows) {
      let done = 0n;
      let status = r.status;
      let closedAt = r.closed_at;
      if (r.status !== 'waived') {
        const from = r.start_turnover > metAt ? r.start_turnover : metAt;
        done = total - from;
        if (done < 0n) done = 0n;
        if (done > r.required) done = r.required;
        // A requirement recorded as met stays met (an operator's view must not flicker).
        if (r.status === 'met') done = r.required;
        else if (done === r.required) {
          newlyMet.push(r.id);
          status = 'met';
          closedAt = this.now();
        }
        metAt = from + r.required;
      }
      out.push({
        id: r.id,
        source: r.source,
        sourceKey: r.source_key,
        currency: r.currency,
        baseAmount: r.base_amount,
        multiple: r.multiple === null ? null : Number(r.multiple),
        required: r.required,
        done,
        status,
        createdAt: r.created_at,
        closedAt,
        ref: r.ref,
      });
    }
    await this.repo.markMet(newlyMet, this.now());
    return out;
  }

  /** The open requirements, and what remains of them in total. */
  async open(memberId: number): Promise<{ rows: RequirementProgress[]; needed: bigint; done: bigint }> {
    const rows = (await this.progress(memberId)).filter((r) => r.status === 'open');
    return { rows, needed: rows.reduce((s, r) => s + r.required, 0n), done: rows.reduce((s, r) => s + r.done, 0n) };
  }

  /** An operator lifts an open requirement. */
  waive(id: bigint, brandId: number | null, operatorId: number) {
    return this.repo.waive(id, brandId, operatorId, this.now());
  }
}
