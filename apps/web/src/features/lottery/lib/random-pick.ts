import type { Rng } from '@lotus/games/house/rng';
import type { Approach, Play } from '@lotus/games/lottery/types';
import type { PickerSpec } from './selection';

/** Machine pick (机选): one random valid bet from the play itself, drawn from the browser's CSPRNG. */
export const browserRng: Rng = {
  int(n: number) {
    const limit = Math.floor(2 ** 32 / n) * n;
    const buffer = new Uint32Array(1);
    for (;;) {
      crypto.getRandomValues(buffer);
      if (buffer[0]! < limit) return buffer[0]! % n;
    }
  },
  float() {
    const buffer = new Uint32Array(2);
    crypto.getRandomValues(buffer);
    return ((buffer[0]! >>> 12) * 2 ** 32 + buffer[1]!) / 2 ** 52;
  },
};

export type RandomPick = { approach: 1; picks: string[][] } | { approach: 2; text: string };

/** A random one-bet selection in the picker's own tokens (rows for approach 1, typed text for 2). */
export function randomPick(play: Play<unknown, unknown, unknown>, rules: unknown, spec: PickerSpec, rng: Rng = browserRng): RandomPick | null {
  const { balls, approach } = play.sample(rng, rules) as { balls: string; approach: Approach };
  if (approach === 2) return { approach: 2, text: balls };
  const rows = balls.split('_');
  if (rows.length !== spec.rows.length) return null;
  const picks = rows.map((row, i) => {
    const tokens = spec.rows[i]!.balls;
    return row === ''
      ? []
      : row.split(',').map((token) => tokens.find((b) => b === token) ?? tokens.find((b) => /^\d+$/.test(b) && /^\d+$/.test(token) && Number(b) === Number(token)) ?? token);
  });
  return { approach: 1, picks };
}
