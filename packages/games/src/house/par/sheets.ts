import { classicConfig } from '../classic-3x3.ts';
import { crashConfig } from '../crash.ts';
import { diceConfig } from '../dice.ts';
import { dragonConfig } from '../dragon-ways.ts';
import { jadeConfig } from '../jade-lines.ts';
import { minesConfig } from '../mines.ts';
import { classicPar } from './classic-par.ts';
import { sqrtOf } from './distribution.ts';
import { dragonPar } from './dragon-par.ts';
import { jadePar } from './jade-par.ts';
import { GENERATED_NOTE, VOLATILITY_RULE, num, pct, table, volatilityClass } from './markdown.ts';
import type { SlotPar } from './slot-par.ts';
import { slotSheet } from './slot-sheet.ts';
import { crashSheet, diceSheet, minesSheet } from './table-sheets.ts';
import { crashSetting, diceSetting, minesSetting } from './table-games-par.ts';

export interface ParSheet {
  /** Path from the repository root. */
  path: string;
  markdown: string;
}

export interface ParResults {
  slots: Record<'classic-3x3' | 'jade-lines' | 'dragon-ways', SlotPar>;
  sheets: ParSheet[];
}

/** Computes every PAR sheet from the configurations and renders docs/games. Pure: the script writes the files. */
export function buildParSheets(): ParResults {
  const slots = { 'classic-3x3': classicPar(classicConfig), 'jade-lines': jadePar(jadeConfig), 'dragon-ways': dragonPar(dragonConfig) };
  const fs = dragonConfig.freeSpins;
  const sheets: ParSheet[] = [
    {
      path: 'docs/games/classic-3x3.md',
      markdown: slotSheet({
        title: 'Classic 3x3',
        source: 'packages/games/src/house/classic-3x3.ts',
        rules: [
          'Three reels, three rows, five paylines: the three rows and the two diagonals. The bet is split evenly over the five lines; pays are in line bets.',
          'Each line pays its best award, read from the left: three of a kind; any three bars mixed (BAR, BAR2, BAR3 in any mix; three identical bars pay their own award); two cherries on reels 1 and 2; one cherry on reel 1.',
          'Wins on different lines add up.',
        ],
        reels: classicConfig.reels,
        limits: classicConfig.limits,
        lines: classicConfig.lines,
        par: slots['classic-3x3'],
      }),
    },
    {
      path: 'docs/games/jade-lines.md',
      markdown: slotSheet({
        title: 'Jade Lines',
        source: 'packages/games/src/house/jade-lines.ts',
        rules: [
          'Five reels, three rows, 20 fixed paylines. The bet is split evenly over the 20 lines; line pays are in line bets.',
          'A line pays 3, 4 or 5 of the same symbol in a row from the leftmost reel. Only the longest run on a line pays.',
          `${jadeConfig.wild} is wild: it stands in for every symbol except the scatter, and never lands on reel 1.`,
          `${jadeConfig.scatter} is the scatter: 3, 4 or 5 anywhere on the screen pay a multiple of the total bet, added to line wins.`,
        ],
        reels: jadeConfig.reels,
        limits: jadeConfig.limits,
        scatter: jadeConfig.scatter,
        lines: jadeConfig.lines,
        par: slots['jade-lines'],
      }),
    },
    {
      path: 'docs/games/dragon-ways.md',
      markdown: slotSheet({
        title: 'Dragon Ways',
        source: 'packages/games/src/house/dragon-ways.ts',
        rules: [
          `Five reels, three rows, 243 ways. A coin is the total bet / ${dragonConfig.coinsPerBet}; pays are in coins per way.`,
          'A symbol pays when it shows anywhere on reels 1, 2 and 3 (and on to 4 and 5) without a gap, from the left. The win is its pay times the number of ways: the product, over those reels, of how many times the symbol or the wild shows.',
          `${dragonConfig.wild} is wild on reels 2, 3 and 4: it stands in for every symbol except the scatter.`,
          `${fs.minScatters} or more ${dragonConfig.scatter} anywhere pay a multiple of the total bet and start ${fs.award} free spins on the same reels with every win x${fs.multiplier}. ${fs.minScatters} or more during free spins add ${fs.retrigger} more, up to ${fs.maxTotal} free spins in all. The free spins belong to the round that triggered them.`,
        ],
        reels: dragonConfig.reels,
        limits: dragonConfig.limits,
        scatter: dragonConfig.scatter,
        par: slots['dragon-ways'],
      }),
    },
  ];
  const crash = crashSheet(crashConfig);
  const dice = diceSheet(diceConfig);
  const mines = minesSheet(minesConfig);
  sheets.push({ path: 'docs/games/crash.md', markdown: crash.markdown }, { path: 'docs/games/dice.md', markdown: dice.markdown }, { path: 'docs/games/mines.md', markdown: mines.markdown });

  // The index: slots by their round figures, table games at a reference setting.
  const slotRow = (id: keyof typeof slots, name: string, kind: string) => {
    const p = slots[id];
    const sd = sqrtOf(p.variance);
    return [`[${name}](${id}.md)`, kind, pct(p.rtp, 4), pct(p.hitRate, 2), num(sd, 3), volatilityClass(sd), `${p.maxWin.toFixed(2)}x`];
  };
  const tableRow = (id: string, name: string, kind: string, rtp: string, s: { win: { toNumber(): number }; sd: number; multiplier: { toFixed(d: number): string } }, setting: string) => [
    `[${name}](${id}.md)`,
    `${kind}; at ${setting}`,
    rtp,
    `${(s.win.toNumber() * 100).toFixed(2)}%`,
    num(s.sd, 3),
    volatilityClass(s.sd),
    `${s.multiplier.toFixed(4)}x`,
  ];
  const readme = [
    '# In-house games',
    '',
    GENERATED_NOTE('packages/games/src/house/par/sheets.ts'),
    '',
    'The math engines live in `packages/games/src/house/` (pure TypeScript, no I/O): each game has its configuration as data and a deterministic `play` (mines: start, reveal, cash out) that draws only from an `Rng` (`int(n)` and a 52-bit `float()`). Real rounds draw from the provably fair `FairStream`; simulations use the seeded `FastRng`. Money is bigint in 1/10,000 units.',
    '',
    '## Summary',
    '',
    table(['Game', 'Kind', 'RTP', 'Hit rate', 'SD (bets)', 'Volatility', 'Max win'], [
      slotRow('classic-3x3', 'Classic 3x3', 'slot, 3x3, 5 lines'),
      slotRow('jade-lines', 'Jade Lines', 'slot, 5x3, 20 lines, wild, scatter'),
      slotRow('dragon-ways', 'Dragon Ways', 'slot, 5x3, 243 ways, free spins x2'),
      tableRow('crash', 'Crash', 'auto cash-out', `${pct(crash.par.rtpLowerBound, 10)} to 99%`, crashSetting(200), '2.00x'),
      tableRow('dice', 'Dice', 'over/under', `${pct(dice.par.minRtp, 4)} to ${pct(dice.par.maxRtp, 4)}`, diceSetting(diceConfig, 4_950), '49.50%'),
      tableRow('mines', 'Mines', '5x5', `${pct(mines.par.minRtp, 4)} to ${pct(mines.par.maxRtp, 4)}`, minesSetting(minesConfig, 3, 5), '3 mines, 5 reveals'),
    ]),
    '',
    'Slot figures are per round (a base spin with any free spins it triggers). Table-game RTP is the range over every allowed setting; hit rate, SD and max win are at the setting named (max win there is the multiplier).',
    '',
    VOLATILITY_RULE,
    '',
    '## Engine decisions',
    '',
    '- **Rng.** Engines take `Rng` (`int(n)` uniform by rejection, `float()` = k / 2^52). `FairStream` implements it; a round is a pure function of the stream, drawn in a fixed order (slot stops reel 1 to 5, then each free spin; mines at the start only), so a browser can replay it. `FastRng` (xoshiro128**) is for simulations and benchmarks only.',
    '- **Money.** Bets and wins are bigint 1/10,000 units. Slot bets are whole steps (classic 0.05, jade 0.20, dragon 0.25) so a line bet or coin is a whole unit; pays are integers in line bets or coins; a win is floor(bet x pay / divisor). Dice and mines multipliers are integers in 1/10,000 (rounded down, so the house never rounds up); crash targets are hundredths, as the formula gives. Payouts round down to 0.0001.',
    '- **Slot windows.** A stop is the strip index on the top row; the rows below show the next indices, wrapping. Results carry stops, the window as `window[reel][row]`, every win with its positions, and for Dragon Ways every free spin with the spins it added and the spins left.',
    '- **No win cap** on slots: max win is computed exactly instead, and RTP needs no cap correction. Bet limits per game; a brand-wide max payout belongs to the server.',
    '- **Free spins** use the base reels; wins (including scatter pays) x2; retriggers add 10 up to 50 in all. The PAR sheet values them exactly by a recursion over (spins left, spins awarded).',
    '- **Crash** reads the 52-bit integer k and computes floor(99 x 2^52 / (2^52 - k)) with bigint, so no float rounding can move a crash point. With this formula the crash point is exactly 1.00x with probability 2/101 (about 1.98%): X < 1% is the \'instant bust\' of games.md and X from 1% to 2/101 floors to 1.00x as well.',
    '- **Mines** are placed by a partial Fisher-Yates shuffle (m draws); the multiplier after k safe reveals is floor(9,900 x C(25, k) / C(25 - m, k)) in 1/10,000. Cashing out needs one safe reveal; the last safe tile cashes out by itself. Mines stay hidden from the player view until the round ends.',
    '- **Errors** are `GameError` with a `game.*` code and a suggested HTTP status (`packages/games/src/house/errors.ts`).',
    '- **Volatility class** is by SD per round, as stated above; the sheets give SD, VI and the 90% range of measured RTP for 10^4 to 10^8 rounds.',
    '',
    '## Sheets',
    '',
    ...sheets.map((s) => `- [${s.path.replace('docs/games/', '')}](${s.path.replace('docs/games/', '')})`),
    '',
  ].join('\n');
  sheets.push({ path: 'docs/games/README.md', markdown: readme });
  return { slots, sheets };
}
