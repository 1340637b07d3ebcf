import type { PeriodCloseStatus, PeriodLineStatus } from '../../../db/schema.ts';
import type { systemKinds } from '../ledger.repository.ts';
import type { RewardKind, WalletBrand } from '../wallet-commands.ts';
import type { Period, PeriodKind } from './period-keys.ts';

/** What a scheme is asked to compute lines for. */
export interface PeriodContext {
  brand: WalletBrand;
  period: Period;
}

/** One payment a scheme computed: staged with its inputs and formula so anyone can see why. */
export interface PeriodLine {
  memberId: number;
  /** 1/10,000 units, zero or more; a zero line is staged (it shows the member why) but not posted. */
  amount: bigint;
  /** Defaults to the brand's currency. */
  currency?: string;
  /** The figures the amount came from (bigints are stored as text). */
  inputs: Record<string, unknown>;
  /** How, in words and numbers: `0.8% x 1,250.00 valid turnover (LOTT) = 10.00`. */
  formula: string;
}

/**
 * A periodic payout (cashback, salary, dividend, VIP gift). The engine closes its periods exactly
 * once per brand; the scheme only says who gets what for a period, from the journal's rollups.
 */
export interface PeriodScheme {
  /** Stable id, part of every ledger key it pays under: lower-case letters, digits and dashes. */
  id: string;
  periodKind: PeriodKind;
  /** Operators see the computed lines and approve before anything is paid. */
  needsApproval: boolean;
  /** The brand's system account the money comes from, and the ledger kind of each payment (a claw-back is `<kind>.clawback`). */
  posting: { source: (typeof systemKinds)[number]; kind: RewardKind };
  computeLines(ctx: PeriodContext): Promise<PeriodLine[]>;
  /** The runner closes no period that began before this (a new scheme does not pay for the past). */
  since?: Date;
  /** The runner waits this long after a period ends before closing it, so bets settling at the boundary land first (default 1 minute). */
  closeDelayMs?: number;
  /** The brands the runner closes periods for (default: every brand). */
  appliesTo?(brand: WalletBrand): boolean | Promise<boolean>;
}

/** A close as services and operators see it. */
export interface PeriodClose {
  id: bigint;
  brandId: number;
  scheme: string;
  periodKey: string;
  start: Date;
  end: Date;
  status: PeriodCloseStatus;
  needsApproval: boolean;
  /** The system account kind the lines are paid from, and the ledger kind they are paid as. */
  sourceKind: string;
  movementKind: string;
  lineCount: number;
  postedLines: number;
  /** Amount of the staged lines per currency. */
  totals: Record<string, bigint>;
  lastError: string | null;
  computedAt: Date | null;
  approvedAt: Date | null;
  approvedBy: number | null;
  postedAt: Date | null;
  clawedBackAt: Date | null;
  clawedBackBy: number | null;
}

/** A staged line as stored. */
export interface StagedLine {
  closeId: bigint;
  lineNo: number;
  memberId: number;
  amount: bigint;
  currency: string;
  inputs: Record<string, unknown>;
  formula: string;
  postingKey: string;
  status: PeriodLineStatus;
  /** The ledger's refusal code, when it refused the line's claw-back. */
  resultCode: string | null;
}
