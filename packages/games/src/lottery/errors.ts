/**
 * Every way the lottery engine refuses a slip, with the HTTP status the server answers. The server
 * merges these into its error table; the web translates each code.
 */
export const lotteryErrorCodes = {
  'lottery.slip.malformed': { status: 400, message: 'The betting slip is not in the expected format.' },
  'lottery.slip.play.unknown': { status: 400, message: 'There is no such play in this game.' },
  'lottery.slip.approach.invalid': { status: 400, message: 'This play cannot be entered that way.' },
  'lottery.slip.ball.invalid': { status: 400, message: 'A selected number is outside the range of this play.' },
  'lottery.slip.ball.duplicate': { status: 400, message: 'A number is selected twice where each may appear once.' },
  'lottery.slip.selection.invalid': { status: 400, message: 'The selection does not make a valid bet for this play.' },
  'lottery.slip.empty': { status: 400, message: 'The selection makes no bet.' },
  'lottery.slip.too.many': { status: 400, message: 'The selection makes more bets than one slip may hold.' },
  'lottery.bets.too.many': { status: 400, message: 'The selection makes more bets than one order may hold.' },
  'lottery.slip.mode.invalid': { status: 400, message: 'The betting mode or unit is not offered.' },
  'lottery.slip.series.invalid': { status: 400, message: 'The prize series is outside what you may choose.' },
  'lottery.slip.multiple.invalid': { status: 400, message: 'The multiple must be a whole number within the limit.' },
  'lottery.draw.invalid': { status: 400, message: 'The result is not a valid draw for this game.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type LotteryErrorCode = keyof typeof lotteryErrorCodes;

export class LotteryError extends Error {
  override readonly name = 'LotteryError';

  constructor(
    readonly code: LotteryErrorCode,
    message: string = lotteryErrorCodes[code].message,
    /** Facts the message needs (e.g. `{ max }` for `lottery.bets.too.many`). */
    readonly value?: Record<string, unknown>,
  ) {
    super(message);
  }
}
