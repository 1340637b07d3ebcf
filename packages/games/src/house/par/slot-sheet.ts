import type { BetLimits } from '../money.ts';
import type { Strip } from '../slot-reels.ts';
import { symbolCounts } from '../slot-reels.ts';
import { sqrtOf } from './distribution.ts';
import { Fraction } from './fraction.ts';
import { GENERATED_NOTE, VOLATILITY_RULE, exact, money, num, oneIn, pct, prob, table, volatilityClass } from './markdown.ts';
import type { SlotPar } from './slot-par.ts';

export interface SlotSheetInput {
  title: string;
  source: string;
  rules: string[];
  reels: readonly Strip[];
  limits: BetLimits;
  /** The scatter symbol, when the game has one. */
  scatter?: string;
  /** Paylines as rows per reel (0 = top), when the game has lines. */
  lines?: readonly (readonly number[])[];
  par: SlotPar;
}

/** A slot's rule and PAR sheet in Markdown. */
export function slotSheet(input: SlotSheetInput): string {
  const { par } = input;
  const sd = sqrtOf(par.variance);
  const out: string[] = [`# ${input.title} (\`${par.game}\`)`, '', GENERATED_NOTE(input.source), '', '## Rules', '', ...input.rules.map((r) => `- ${r}`), ''];
  out.push(`Bets from ${money(input.limits.min)} to ${money(input.limits.max)} in steps of ${money(input.limits.step)}. Wins are rounded down to 0.0001.`, '');

  out.push('## Summary', '');
  const rows: string[][] = [
    ['Return to player (RTP)', `${pct(par.rtp)}${exact(par.rtp)}`],
    ...(par.feature
      ? [
          ['from base-game wins', pct(par.rtpBase)],
          ['from the free-spin feature', pct(par.rtpFeature)],
        ]
      : []),
    ['Hit rate (a round pays anything)', `${pct(par.hitRate, 2)} (1 in ${oneIn(par.hitRate)})`],
    ['Standard deviation per round', `${num(sd, 3)} bets`],
    ['Volatility index (90%)', num(1.645 * sd, 3)],
    ['Volatility', volatilityClass(sd)],
    ['Max win', `${par.maxWin.toFixed(2)} x bet (${par.maxWinHow})`],
    ['Reel cycle', `${par.cycle.toLocaleString('en-US')} stop combinations`],
  ];
  out.push(table(['Figure', 'Value'], rows), '', VOLATILITY_RULE, '');

  if (par.feature) {
    const f = par.feature;
    out.push('## Free spins', '');
    out.push(table(['Figure', 'Value'], [
      ['Trigger chance per base spin', `${prob(f.trigger)} (1 in ${oneIn(f.trigger)})`],
      ['Retrigger chance per free spin', `${prob(f.retrigger)} (1 in ${oneIn(f.retrigger)})`],
      ['Expected free spins per trigger', f.expectedSpins.toFixed(4)],
      ['Expected feature win per trigger', `${f.expectedWin.toFixed(4)} x bet`],
      ['Chance the feature pays nothing', prob(f.pays0)],
    ]), '');
    out.push('The feature is valued exactly: with state (spins left, spins awarded), each spin either retriggers (adding spins up to the cap) or not; the recursion over these states gives the expected win, its second moment (for the standard deviation) and the expected number of spins, keeping the correlation between a spin\'s win and its retrigger.', '');
  }

  out.push('## Paytable and probabilities', '');
  const notes = [
    par.awards.some((a) => a.per === 'line') && 'Line awards: probability on one payline (every line sees the same per-reel odds, so each line returns the same share).',
    input.lines === undefined && 'Ways awards: probability that the symbol pays on a spin; its RTP share uses the expected number of ways.',
    par.awards.some((a) => a.per === 'spin' && a.award.startsWith(`${input.scatter}:`)) && 'Scatter awards: probability per spin.',
    'RTP share is the award\'s part of the return, in total bets.',
  ];
  out.push(notes.filter(Boolean).join(' '), '');
  out.push(table(['Award', 'Pays', 'Per', 'Probability', '1 in', 'RTP share'], par.awards.map((a) => [`\`${a.award}\` ${a.label}`, a.pay, a.per, prob(a.probability), oneIn(a.probability), pct(a.rtp)])), '');
  const awardSum = par.awards.reduce((s, a) => s.add(a.rtp), Fraction.ZERO);
  out.push(`Sum of the shares: ${pct(awardSum)} (base game)${par.rtpFeature.isZero() ? '' : ` + ${pct(par.rtpFeature)} (free spins) = ${pct(par.rtp)}`}. The full reel cycle was also counted screen by screen and returns exactly the same.`, '');

  if (input.lines) {
    out.push('## Paylines', '', 'Row per reel, 1 = top, 3 = bottom.', '');
    out.push(table(['Line', ...input.reels.map((_, i) => `Reel ${i + 1}`)], input.lines.map((l, i) => [String(i + 1), ...l.map((r) => String(r + 1))])), '');
  }

  out.push('## Symbol counts', '');
  const symbols = [...new Set(input.reels.flat())];
  const counts = input.reels.map((r) => symbolCounts(r));
  out.push(table(['Symbol', ...input.reels.map((_, i) => `Reel ${i + 1}`)], [
    ...symbols.map((s) => [s, ...counts.map((c) => String(c.get(s) ?? 0))]),
    ['total', ...input.reels.map((r) => String(r.length))],
  ]), '');

  out.push('## Reel strips', '', 'A stop shows its symbol on the top row and the next two below (wrapping around). Each reel stops uniformly and independently: `rng.int(length)` per reel, left to right.', '');
  const longest = Math.max(...input.reels.map((r) => r.length));
  out.push(table(['Stop', ...input.reels.map((_, i) => `Reel ${i + 1}`)], Array.from({ length: longest }, (_, i) => [String(i), ...input.reels.map((r) => r[i] ?? '')])), '');

  out.push('## Confidence', '', 'Where the measured RTP of N rounds should land 90% of the time: RTP +/- VI / sqrt(N).', '');
  out.push(table(['Rounds', '90% range'], [1e4, 1e5, 1e6, 1e7, 1e8].map((n) => {
    const half = (1.645 * sd) / Math.sqrt(n);
    const r = par.rtp.toNumber();
    return [n.toLocaleString('en-US'), `${((r - half) * 100).toFixed(2)}% to ${((r + half) * 100).toFixed(2)}%`];
  })), '');
  return out.join('\n');
}
