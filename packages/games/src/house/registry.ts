import { classicConfig, playClassic } from './classic-3x3.ts';
import { crashConfig, playCrash } from './crash.ts';
import { diceConfig, playDice, type DiceBet } from './dice.ts';
import { dragonConfig, playDragon } from './dragon-ways.ts';
import { GameError } from './errors.ts';
import { jadeConfig, playJade } from './jade-lines.ts';
import { minesConfig, startMines } from './mines.ts';
import type { BetLimits } from './money.ts';
import type { Rng } from './rng.ts';

/**
 * The house studio's games by code, one way to start a round of each: the server plays rounds
 * through this, and the verification page replays them through the very same function. A round is
 * fixed entirely by the stream (server seed, client seed, nonce) and the player's choices.
 */
export const houseGameCodes = ['classic-3x3', 'jade-lines', 'dragon-ways', 'crash', 'dice', 'mines'] as const;
export type HouseGameCode = (typeof houseGameCodes)[number];

/** The player's choices besides the bet, per game (slots have none). */
export interface HouseChoices {
  /** Crash: auto cash-out target in hundredths (250 = 2.50x). */
  target?: number;
  /** Dice: target in hundredths and direction. */
  dice?: DiceBet;
  /** Mines: how many mines hide in the 25 tiles. */
  mines?: number;
}

export interface HouseGame {
  code: HouseGameCode;
  limits: BetLimits;
  /** Mines is played in steps (reveal, cash out) after this start; every other game ends here. */
  multiStep: boolean;
  /** Starts (and for single-step games, finishes) a round. Throws GameError for bad bets or choices. */
  start(rng: Rng, bet: bigint, choices: HouseChoices): { win: bigint; round: object };
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new GameError('game.target.invalid', `This game needs ${what}.`);
  return value;
}

export const houseGames: Record<HouseGameCode, HouseGame> = {
  'classic-3x3': { code: 'classic-3x3', limits: classicConfig.limits, multiStep: false, start: (rng, bet) => wrap(playClassic(rng, bet)) },
  'jade-lines': { code: 'jade-lines', limits: jadeConfig.limits, multiStep: false, start: (rng, bet) => wrap(playJade(rng, bet)) },
  'dragon-ways': { code: 'dragon-ways', limits: dragonConfig.limits, multiStep: false, start: (rng, bet) => wrap(playDragon(rng, bet)) },
  crash: { code: 'crash', limits: crashConfig.limits, multiStep: false, start: (rng, bet, c) => wrap(playCrash(rng, bet, need(c.target, 'a cash-out target'))) },
  dice: { code: 'dice', limits: diceConfig.limits, multiStep: false, start: (rng, bet, c) => wrap(playDice(rng, bet, need(c.dice, 'a target and direction'))) },
  mines: { code: 'mines', limits: minesConfig.limits, multiStep: true, start: (rng, bet, c) => wrap(startMines(rng, bet, need(c.mines, 'a number of mines'))) },
};

function wrap<R extends { win: bigint }>(round: R): { win: bigint; round: R } {
  return { win: round.win, round };
}

export function isHouseGame(code: string): code is HouseGameCode {
  return (houseGameCodes as readonly string[]).includes(code);
}
