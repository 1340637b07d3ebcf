import type { DrawRow } from '@lotus/contract/lottery';
import { commitServerSeed, FairStream } from '@lotus/games/fair-rng';
import { familyOf } from '@lotus/games/lottery/registry';

/**
 * Checks an in-house draw in the browser, as anyone can (games.md "Fair randomness"): the seed must
 * hash to what was published when sales opened, and the draw recomputed from the seed and
 * `gameCode:numero` (the server's salt) must equal the published result.
 */
export interface DrawCheck {
  salt: string;
  /** The seed hashes to the published hash (null when there is no seed). */
  hashOk: boolean | null;
  /** The result recomputed here, in the wire's text. */
  recomputed: string | null;
  match: boolean | null;
}

export const drawSalt = (gameCode: string, numero: string): string => `${gameCode}:${numero}`;

export function checkDraw(game: { code: string; family: string }, row: Pick<DrawRow, 'numero' | 'winningNumber' | 'seed' | 'seedHash'>): DrawCheck {
  const salt = drawSalt(game.code, row.numero);
  if (!row.seed || !/^[0-9a-f]{64}$/i.test(row.seed)) return { salt, hashOk: null, recomputed: null, match: null };
  const family = familyOf(game.family);
  const hashOk = row.seedHash ? commitServerSeed(row.seed) === row.seedHash.toLowerCase() : null;
  if (!family) return { salt, hashOk, recomputed: null, match: null };
  const recomputed = family.formatDraw(family.draw(new FairStream(row.seed, salt, 0)));
  return { salt, hashOk, recomputed, match: recomputed === row.winningNumber };
}
