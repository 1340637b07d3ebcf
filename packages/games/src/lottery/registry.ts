import type { Family } from './types.ts';
import { chainK3Family, chainPc28Family, chainPk10Family, chainSscFamily } from './families/chain.ts';
import { elevenFiveFamily } from './families/eleven-five.ts';
import { k3Family } from './families/k3.ts';
import { lf3dFamily } from './families/lf3d.ts';
import { lfp3Family } from './families/lfp3.ts';
import { lfp5Family } from './families/lfp5.ts';
import { lhcFamily } from './families/lhc.ts';
import { pc28Family } from './families/pc28.ts';
import { pk10Family } from './families/pk10.ts';
import { sscFamily } from './families/ssc.ts';
import { thaiFamily } from './families/thai.ts';
import { vnNorthFamily } from './families/vn-north.ts';
import { vnSouthFamily } from './families/vn-south.ts';

/** Every lottery family by code; the server and the web look families up here. */
export const lotteryFamilies: Readonly<Record<string, Family<unknown, unknown>>> = Object.fromEntries(
  [
    sscFamily,
    elevenFiveFamily,
    k3Family,
    pk10Family,
    lhcFamily,
    pc28Family,
    lf3dFamily,
    lfp3Family,
    lfp5Family,
    chainSscFamily,
    chainPk10Family,
    chainK3Family,
    chainPc28Family,
    vnNorthFamily,
    vnSouthFamily,
    thaiFamily,
  ].map((f) => [f.code, f as Family<unknown, unknown>]),
);

export function familyOf(code: string): Family<unknown, unknown> | undefined {
  return Object.hasOwn(lotteryFamilies, code) ? lotteryFamilies[code] : undefined;
}
