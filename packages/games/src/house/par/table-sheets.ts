import type { CrashConfig } from '../crash.ts';
import type { DiceConfig } from '../dice.ts';
import type { MinesConfig } from '../mines.ts';
import { GENERATED_NOTE, money, num, oneIn, pct, prob, table } from './markdown.ts';
import { crashPar, dicePar, minesPar } from './table-games-par.ts';

const limitsLine = (l: { min: bigint; max: bigint; step: bigint }) => `Bets from ${money(l.min)} to ${money(l.max)} in steps of ${money(l.step)}. Wins are rounded down to 0.0001.`;

export const CRASH_TARGETS = [101, 110, 125, 150, 200, 300, 500, 1_000, 2_500, 5_000, 10_000, 100_000, 1_000_000, 100_000_000] as const;
export const DICE_CHANCES = [1, 10, 100, 500, 1_000, 2_000, 2_500, 3_300, 4_950, 5_000, 6_600, 7_500, 9_000, 9_500, 9_800] as const;

export function crashSheet(config: CrashConfig): { markdown: string; par: ReturnType<typeof crashPar> } {
  const par = crashPar(config, CRASH_TARGETS);
  const out = [`# Crash (\`${config.id}\`)`, '', GENERATED_NOTE('packages/games/src/house/crash.ts'), '', '## Rules', ''];
  out.push(
    '- A multiplier rises from 1.00x and crashes at the round\'s crash point. Set an auto cash-out target from ' +
      `${num(config.minTarget / 100, 2)}x to ${(config.maxTarget / 100).toLocaleString('en-US')}x: when the crash point reaches the target the bet pays target x bet, otherwise it loses.`,
    '- Crash point = max(1, floor(99 / (1 - X)) / 100) with X = k / 2^52 uniform in [0, 1), k the 52-bit integer from `rng.float()`. ' +
      'It is computed with integers: floor(99 x 2^52 / (2^52 - k)) hundredths, at least 100.',
    `- ${limitsLine(config.limits)}`,
    '',
    '## Return by target',
    '',
    'Crash >= t exactly for floor(99 x 2^52 / t) of the 2^52 values of k, so P(win at t) = floor(99 x 2^52 / t) / 2^52 (about 0.99 / (t / 100)) and RTP(t) = P x t / 100.',
    '',
  );
  out.push(table(['Target', 'P(crash >= target)', '1 in', 'RTP', 'SD (bets)'], par.settings.map((s) => [`${(s.target / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}x`, prob(s.win), oneIn(s.win), pct(s.rtp, 8), num(s.sd, 4)])), '');
  out.push(
    `Every allowed target returns between ${pct(par.rtpLowerBound, 8)} and 99.00000000% (RTP(t) > 0.99 - t / (100 x 2^52)). ` +
      `The crash point is 1.00x (nobody can cash out) with probability ${prob(par.instantBust)} (1 in ${oneIn(par.instantBust)}): X < 0.01 gives less than 1.00x, lifted to 1.00x, and X < 2/101 floors to 1.00x.`,
    '',
  );
  return { markdown: out.join('\n'), par };
}

export function diceSheet(config: DiceConfig): { markdown: string; par: ReturnType<typeof dicePar> } {
  const par = dicePar(config, DICE_CHANCES);
  const out = [`# Dice (\`${config.id}\`)`, '', GENERATED_NOTE('packages/games/src/house/dice.ts'), '', '## Rules', ''];
  out.push(
    `- The roll is 0.00 to 99.99: \`rng.int(${config.outcomes})\` hundredths, every value equally likely.`,
    '- Bet "under T" (wins when roll < T) or "over T" (wins when roll > T), T from 0.00 to 99.99. With w winning outcomes of 10,000 the win chance is w / 100 percent.',
    `- Payout multiplier = ${config.rtpPercent} / chance = ${config.rtpPercent * 100} / w, kept in 1/10,000 and rounded down; so every setting returns at most ${config.rtpPercent}%.`,
    `- Allowed win chance: ${num(config.minWinOutcomes / 100, 2)}% to ${num(config.maxWinOutcomes / 100, 2)}%.`,
    `- ${limitsLine(config.limits)}`,
    '',
    '## Return by win chance',
    '',
  );
  out.push(table(['Win chance', 'Under target', 'Over target', 'Multiplier', 'RTP', 'SD (bets)'], par.settings.map((s) => [
    `${num(s.winOutcomes / 100, 2)}%`,
    num(s.winOutcomes / 100, 2),
    num((config.outcomes - 1 - s.winOutcomes) / 100, 2),
    `${s.multiplier.toFixed(4)}x`,
    pct(s.rtp, 6),
    num(s.sd, 4),
  ])), '');
  out.push(`Over all ${config.maxWinOutcomes - config.minWinOutcomes + 1} allowed chances the RTP ranges from ${pct(par.minRtp, 6)} (at ${num(par.minRtpAt / 100, 2)}%) to ${pct(par.maxRtp, 6)}; the shortfall from 99% is the rounding of the multiplier down to 1/10,000.`, '');
  return { markdown: out.join('\n'), par };
}

export function minesSheet(config: MinesConfig): { markdown: string; par: ReturnType<typeof minesPar> } {
  const par = minesPar(config);
  const out = [`# Mines (\`${config.id}\`)`, '', GENERATED_NOTE('packages/games/src/house/mines.ts'), '', '## Rules', ''];
  out.push(
    `- A 5x5 grid (tiles 0-24, row by row) hides ${config.minMines} to ${config.maxMines} mines, chosen by the player. The mines are placed when the round starts: a partial Fisher-Yates shuffle of the 25 tiles, \`rng.int(i + 1)\` for i = 24 down to 25 - m; the last m tiles are mines.`,
    '- Reveal tiles one at a time. A mine ends the round and the bet is lost. After any safe reveal the player may cash out; revealing the last safe tile cashes out by itself. A tile cannot be revealed twice.',
    `- After k safe reveals with m mines the multiplier is ${config.rtpPercent / 100} x C(25, k) / C(25 - m, k), rounded down to 1/10,000: the fair price of surviving k picks, less ${100 - config.rtpPercent}%.`,
    `- ${limitsLine(config.limits)}`,
    '',
    '## Return by strategy',
    '',
    `A strategy is "m mines, cash out after k safe reveals"; which tiles are picked does not matter. P(k safe) = C(25 - m, k) / C(25, k). Over all ${par.rows.length} strategies the RTP ranges from ${pct(par.minRtp, 6)} to ${pct(par.maxRtp, 6)}; the shortfall from 99% is the rounding of the multiplier.`,
    '',
  );
  out.push(table(['Mines', 'Safe reveals', 'P(survive)', '1 in', 'Multiplier', 'RTP', 'SD (bets)'], par.rows.map((r) => [
    String(r.mines),
    String(r.reveals),
    prob(r.setting.win),
    oneIn(r.setting.win),
    `${r.setting.multiplier.toFixed(4)}x`,
    pct(r.setting.rtp, 6),
    num(r.setting.sd, 4),
  ])), '');
  return { markdown: out.join('\n'), par };
}
