import { bytesToHex } from '@noble/hashes/utils.js';
import { FairStream } from '../../fair-rng.ts';
import type { Rng } from '../../house/rng.ts';
import { LotteryError } from '../errors.ts';
import type { Family, Play } from '../types.ts';
import { k3Family } from './k3.ts';
import { pc28Family } from './pc28.ts';
import { pk10Family } from './pk10.ts';
import { sscFamily } from './ssc.ts';

/**
 * CHAIN (hash lottery): the result is read from a public 32-byte hash (a block hash, or our own
 * commitment: the hash drawn from the committed seed). The hash keys the fair byte stream and
 * the base family draws from it exactly as it draws from its own RNG, so the outcome has the base
 * family's exact distribution and anyone holding the hash can recompute it. On the wire the result is
 * `<64 hex>|<the base family's result>`; reading it back checks the two agree.
 */
export interface ChainDraw<D> {
  hash: string;
  inner: D;
}

const HASH = /^[0-9a-f]{64}$/;

function fromHash<D>(base: Family<D, unknown>, hash: string): ChainDraw<D> {
  return { hash, inner: base.draw(new FairStream(hash, 'chain', 0)) };
}

export function chainFamily<D, R>(base: Family<D, R>): Family<ChainDraw<D>, R> {
  const wrap = (play: Play<unknown, D, R>): Play<unknown, ChainDraw<D>, R> => ({
    ...play,
    levels: (rules) => play.levels(rules),
    parse: (balls, approach, rules) => play.parse(balls, approach, rules),
    count: (selection, rules) => play.count(selection, rules),
    exposure: (selection, rules) => play.exposure(selection, rules),
    sample: (rng, rules) => play.sample(rng, rules),
    settle: (selection, draw, rules) => play.settle(selection, draw.inner, rules),
    space: play.space || base.space ? (rules) => mapSpace(play.space?.(rules) ?? base.space!(rules)) : undefined,
  });
  function* mapSpace(space: Iterable<readonly [D, number | bigint]>): Generator<readonly [ChainDraw<D>, number | bigint]> {
    for (const [d, w] of space) yield [{ hash: '', inner: d }, w];
  }
  return {
    code: `CHAIN-${base.code}`,
    names: base.names,
    defaultRules: base.defaultRules,
    plays: base.plays.map(wrap),
    draw(rng: Rng) {
      const bytes = Uint8Array.from({ length: 32 }, () => rng.int(256));
      return fromHash(base, bytesToHex(bytes));
    },
    parseDraw(text: string) {
      const [hash, inner, extra] = text.split('|');
      if (!hash || !HASH.test(hash) || extra !== undefined) throw new LotteryError('lottery.draw.invalid');
      const draw = fromHash(base, hash);
      if (inner !== undefined && inner !== base.formatDraw(draw.inner)) throw new LotteryError('lottery.draw.invalid');
      return draw;
    },
    formatDraw: (draw) => `${draw.hash}|${base.formatDraw(draw.inner)}`,
    positions: (draw) => base.positions(draw.inner),
  };
}

export const chainSscFamily = chainFamily(sscFamily);
export const chainPk10Family = chainFamily(pk10Family);
export const chainK3Family = chainFamily(k3Family);
export const chainPc28Family = chainFamily(pc28Family);
