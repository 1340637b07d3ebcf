/**
 * Every way a house-game request can be refused, with the HTTP status the server should answer
 * (same shape as the contract's error table, so the server can merge it). Engines throw
 * `GameError`; nothing else they throw is the player's fault.
 */
export const gameErrorCodes = {
  'game.bet.invalid': { status: 400, message: 'The bet must be a positive amount in whole steps of the bet size.' },
  'game.bet.out.of.range': { status: 400, message: 'The bet is outside the limits of this game.' },
  'game.target.invalid': { status: 400, message: 'The target is not valid for this game.' },
  'game.chance.out.of.range': { status: 400, message: 'The win chance is outside the limits of this game.' },
  'game.mines.count.invalid': { status: 400, message: 'The number of mines is outside the limits of this game.' },
  'game.tile.invalid': { status: 400, message: 'There is no such tile.' },
  'game.tile.revealed': { status: 409, message: 'This tile is already revealed.' },
  'game.round.over': { status: 409, message: 'This round is already over.' },
  'game.cashout.nothing.revealed': { status: 409, message: 'Reveal at least one tile before cashing out.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type GameErrorCode = keyof typeof gameErrorCodes;

export class GameError extends Error {
  override readonly name = 'GameError';

  constructor(
    readonly code: GameErrorCode,
    message: string = gameErrorCodes[code].message,
  ) {
    super(message);
  }
}
