import { paths } from '../../../config/paths';
import type { HouseRound } from '../api/house-queries';

/** The fields of an engine round the verification needs besides the seeds (every game's JSON view). */
interface ChoiceFields {
  target?: number;
  direction?: 'under' | 'over';
  mineCount?: number;
  revealed?: number[];
}

export interface VerifyLinkInput {
  game: string;
  serverSeed?: string;
  serverSeedHash?: string;
  clientSeed: string;
  nonce: number;
  /** The wire's decimal text ("1.0000"). */
  bet?: string;
  target?: number;
  diceTarget?: number;
  diceDirection?: 'under' | 'over';
  mines?: number;
  reveals?: number[];
}

/** `/fair?...` prefilled for one round: the same parameter names as the public houseVerify call. */
export function verifyHref(input: VerifyLinkInput): string {
  const q = new URLSearchParams();
  q.set('game', input.game);
  if (input.serverSeed) q.set('serverSeed', input.serverSeed);
  if (input.serverSeedHash) q.set('hash', input.serverSeedHash);
  q.set('clientSeed', input.clientSeed);
  q.set('nonce', String(input.nonce));
  if (input.bet) q.set('bet', input.bet);
  if (input.target !== undefined) q.set('target', String(input.target));
  if (input.diceTarget !== undefined) q.set('diceTarget', String(input.diceTarget));
  if (input.diceDirection) q.set('diceDirection', input.diceDirection);
  if (input.mines !== undefined) q.set('mines', String(input.mines));
  if (input.reveals?.length) q.set('reveals', input.reveals.join(','));
  return `${paths.fair}?${q.toString()}`;
}

export function roundVerifyHref(round: HouseRound, serverSeed?: string): string {
  const r = (round.result ?? {}) as ChoiceFields;
  return verifyHref({
    game: round.game,
    serverSeed,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    bet: round.bet,
    target: round.game === 'crash' ? r.target : undefined,
    diceTarget: round.game === 'dice' ? r.target : undefined,
    diceDirection: round.game === 'dice' ? r.direction : undefined,
    mines: round.game === 'mines' ? r.mineCount : undefined,
    reveals: round.game === 'mines' && round.status !== 'open' ? r.revealed : undefined,
  });
}
