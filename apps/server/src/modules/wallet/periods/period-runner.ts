import { periodsEndedBetween, type PeriodKind } from './period-keys.ts';
import type { PeriodEngine } from './period-engine.ts';
import type { WalletBrand } from '../wallet-commands.ts';
import type { PeriodClose, PeriodScheme } from './period-scheme.ts';

const DAY = 86_400_000;

/**
 * How far back the runner looks for periods to close: a week, or two periods of the long kinds, so a
 * worker that was down for days catches up. Older periods are closed by calling the engine directly.
 */
export const lookbackMs: Record<PeriodKind, number> = { '5m': 7 * DAY, hourly: 7 * DAY, daily: 7 * DAY, weekly: 14 * DAY, 'half-month': 32 * DAY, monthly: 62 * DAY };

/** Nothing left for the runner: paid, reversed, or waiting for an operator's approval. */
const settled = (c: PeriodClose) => c.status === 'posted' || c.status === 'clawed_back' || (c.status === 'computed' && c.needsApproval);

export interface RunnerReport {
  /** `<scheme>:<brand>:<period key>` of every close this run worked on. */
  closed: string[];
  failed: { close: string; error: string }[];
}

/**
 * Closes, for every scheme and brand, each period that has fully ended (plus the scheme's close delay)
 * and is not closed yet, and finishes closes left half-way. The job `wallet.period-closes` calls it
 * every minute; the job runner's advisory lock keeps it to one process at a time, and the engine keeps
 * every close exactly once even without it. A failing close is reported and retried next run; the
 * others go on.
 */
export async function closeEndedPeriods(engine: PeriodEngine, schemes: readonly PeriodScheme[], brands: readonly WalletBrand[], now: Date): Promise<RunnerReport> {
  const report: RunnerReport = { closed: [], failed: [] };
  for (const scheme of schemes) {
    for (const brand of brands) {
      if (scheme.appliesTo && !(await scheme.appliesTo(brand))) continue;
      const to = new Date(now.getTime() - (scheme.closeDelayMs ?? 60_000));
      const from = new Date(to.getTime() - lookbackMs[scheme.periodKind]);
      const known = new Map((await engine.recentAndUnfinished(brand.id, scheme.id, from)).map((c) => [c.periodKey, c]));
      const ended = periodsEndedBetween(scheme.periodKind, brand.timeZone, from, to).filter((p) => !scheme.since || p.start >= scheme.since);
      // Oldest first: the window's periods and any unfinished close from before it.
      const keys = new Set([...[...known.values()].filter((c) => c.end <= from).map((c) => c.periodKey), ...ended.map((p) => p.key)]);
      for (const key of keys) {
        const close = known.get(key);
        if (close && settled(close)) continue;
        const name = `${scheme.id}:${brand.id}:${key}`;
        try {
          await engine.close(scheme, brand.id, key);
          report.closed.push(name);
        } catch (error) {
          report.failed.push({ close: name, error: error instanceof Error ? error.message : String(error) });
        }
      }
    }
  }
  return report;
}
