import type { CrashConfig } from '../crash.ts';
import type { DiceConfig } from '../dice.ts';
import { diceMultiplier } from '../dice.ts';
import type { MinesConfig } from '../mines.ts';
import { minesMultiplier } from '../mines.ts';
import { Fraction } from './fraction.ts';

/** One setting of a crash, dice or mines bet: its win probability, paid multiplier and return. */
export interface SettingPar {
  /** P(the bet wins). */
  win: Fraction;
  /** Paid multiplier of the bet, exact. */
  multiplier: Fraction;
  rtp: Fraction;
  /** Standard deviation of the win, in bets: multiplier x sqrt(p (1 - p)). */
  sd: number;
}

function setting(win: Fraction, multiplier: Fraction): SettingPar {
  const p = win.toNumber();
  return { win, multiplier, rtp: win.mul(multiplier), sd: multiplier.toNumber() * Math.sqrt(p * (1 - p)) };
}

const TWO_52 = 2n ** 52n;

/**
 * Crash with 52-bit k: crash >= t (t in hundredths, t >= 100) exactly when
 * 2^52 - k <= 99 x 2^52 / t, i.e. for floor(99 x 2^52 / t) of the 2^52 values of k.
 */
export function crashSetting(target: number): SettingPar {
  return setting(Fraction.of((99n * TWO_52) / BigInt(target), TWO_52), Fraction.of(target, 100));
}

export function crashPar(config: CrashConfig, targets: readonly number[]) {
  // RTP(t) = floor(99 x 2^52 / t) x t / (100 x 2^52) > 0.99 - t / (100 x 2^52): the worst case is the largest target.
  const lowest = Fraction.of(99, 100).sub(Fraction.of(config.maxTarget, 100n * TWO_52));
  return {
    settings: targets.map((t) => ({ target: t, ...crashSetting(t) })),
    /** P(crash point = 1.00x): nobody can cash out. */
    instantBust: Fraction.ONE.sub(crashSetting(101).win),
    rtpLowerBound: lowest,
  };
}

export function diceSetting(config: DiceConfig, winOutcomes: number): SettingPar {
  return setting(Fraction.of(winOutcomes, config.outcomes), Fraction.of(diceMultiplier(winOutcomes, config), 10_000));
}

/** Every allowed chance (both directions give the same set of winning-outcome counts). */
export function dicePar(config: DiceConfig, shown: readonly number[]) {
  let min = Fraction.ONE;
  let max = Fraction.ZERO;
  let minAt = 0;
  for (let w = config.minWinOutcomes; w <= config.maxWinOutcomes; w++) {
    const { rtp } = diceSetting(config, w);
    if (rtp.compare(min) < 0) [min, minAt] = [rtp, w];
    if (rtp.compare(max) > 0) max = rtp;
  }
  return { settings: shown.map((w) => ({ winOutcomes: w, ...diceSetting(config, w) })), minRtp: min, minRtpAt: minAt, maxRtp: max };
}

function binomial(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** P(k safe picks with m mines) = C(25 - m, k) / C(25, k). */
export function minesSetting(config: MinesConfig, mines: number, reveals: number): SettingPar {
  return setting(Fraction.of(binomial(config.tiles - mines, reveals), binomial(config.tiles, reveals)), Fraction.of(minesMultiplier(mines, reveals, config), 10_000));
}

/** Every (mines, safe reveals then cash out) strategy. */
export function minesPar(config: MinesConfig) {
  const rows: { mines: number; reveals: number; setting: SettingPar }[] = [];
  for (let m = config.minMines; m <= config.maxMines; m++) {
    for (let k = 1; k <= config.tiles - m; k++) rows.push({ mines: m, reveals: k, setting: minesSetting(config, m, k) });
  }
  const rtps = rows.map((r) => r.setting.rtp);
  return {
    rows,
    minRtp: rtps.reduce((a, b) => (b.compare(a) < 0 ? b : a)),
    maxRtp: rtps.reduce((a, b) => (b.compare(a) > 0 ? b : a)),
  };
}
