import { FairStream, commitServerSeed } from '@lotus/games/fair-rng';
import { classicConfig } from '@lotus/games/house/classic-3x3';
import { crashConfig } from '@lotus/games/house/crash';
import { diceConfig, type DiceDirection } from '@lotus/games/house/dice';
import { dragonConfig } from '@lotus/games/house/dragon-ways';
import { jadeConfig } from '@lotus/games/house/jade-lines';
import { cashOutMines, minesConfig, revealTile, startMines } from '@lotus/games/house/mines';
import type { BetLimits } from '@lotus/games/house/money';
import { jsonView } from '@lotus/games/house/money';
import { houseGames, isHouseGame, type HouseChoices, type HouseGameCode } from '@lotus/games/house/registry';

export { isHouseGame, type HouseGameCode };

export type HouseGameKind = 'slot' | 'crash' | 'dice' | 'mines';

export interface HouseGameMeta {
  code: HouseGameCode;
  kind: HouseGameKind;
  limits: BetLimits;
  /** The smallest bet is a sensible first bet: the site never suggests more than the player chose. */
  defaultBet: bigint;
}

/** Every game's limits come from its engine configuration: the same numbers the server checks. */
export const houseGameMeta: Record<HouseGameCode, HouseGameMeta> = {
  'classic-3x3': { code: 'classic-3x3', kind: 'slot', limits: classicConfig.limits, defaultBet: classicConfig.limits.min * 10n },
  'jade-lines': { code: 'jade-lines', kind: 'slot', limits: jadeConfig.limits, defaultBet: jadeConfig.limits.min * 5n },
  'dragon-ways': { code: 'dragon-ways', kind: 'slot', limits: dragonConfig.limits, defaultBet: dragonConfig.limits.min * 4n },
  crash: { code: 'crash', kind: 'crash', limits: crashConfig.limits, defaultBet: 10_000n },
  dice: { code: 'dice', kind: 'dice', limits: diceConfig.limits, defaultBet: 10_000n },
  mines: { code: 'mines', kind: 'mines', limits: minesConfig.limits, defaultBet: 10_000n },
};

export const houseCodes = Object.keys(houseGameMeta) as HouseGameCode[];

/** The choices a verification needs besides the seeds: what the player picked for the round. */
export interface VerifyChoices {
  bet: bigint;
  /** Crash target in hundredths. */
  target?: number;
  diceTarget?: number;
  diceDirection?: DiceDirection;
  mines?: number;
}

export function choicesFor(code: HouseGameCode, c: VerifyChoices): HouseChoices {
  if (code === 'crash') return { target: c.target };
  if (code === 'dice') return { dice: c.diceTarget === undefined || !c.diceDirection ? undefined : { target: c.diceTarget, direction: c.diceDirection } };
  if (code === 'mines') return { mines: c.mines };
  return {};
}

/**
 * Replays a round in the browser with the very engine and RNG the server uses: HMAC-SHA256 of the
 * server seed over `clientSeed:nonce:cursor`, then the game's own start. Throws the engine's
 * GameError for choices the game refuses.
 */
export function replayRound(code: HouseGameCode, serverSeed: string, clientSeed: string, nonce: number, choices: VerifyChoices) {
  const stream = new FairStream(serverSeed, clientSeed, nonce);
  const { win, round } = houseGames[code].start(stream, choices.bet, choicesFor(code, choices));
  return { win, round: jsonView(round) as unknown };
}

/** SHA-256 of the server seed (hex), as shown before play. */
export function seedHash(serverSeedHex: string): string {
  return commitServerSeed(serverSeedHex);
}

export const serverSeedPattern = /^[0-9a-f]{64}$/;

/**
 * A mines round replayed to its end: the start fixes the mines; the player's reveals (in order)
 * then decide it, and a round still open after them was cashed out.
 */
export function replayMines(serverSeed: string, clientSeed: string, nonce: number, bet: bigint, mines: number, reveals: readonly number[]) {
  let round = startMines(new FairStream(serverSeed, clientSeed, nonce), bet, mines);
  for (const tile of reveals) {
    if (round.status !== 'playing') break;
    round = revealTile(round, tile);
  }
  if (round.status === 'playing' && round.revealed.length > 0) round = cashOutMines(round);
  return round;
}

/** JSON with keys sorted at every level, so two equal rounds compare equal whatever order their keys came in. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
