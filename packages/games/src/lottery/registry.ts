import type { Family } from './types.ts';
import { elevenFiveFamily } from './families/eleven-five.ts';
import { k3Family } from './families/k3.ts';
import { lhcFamily } from './families/lhc.ts';
import { pc28Family } from './families/pc28.ts';
import { pk10Family } from './families/pk10.ts';
import { thaiFamily } from './families/thai.ts';
import { vnNorthFamily } from './families/vn-north.ts';
import { vnSouthFamily } from './families/vn-south.ts';

/** Every lottery family by code; the server and the web look families up here. */
export const lotteryFamilies: Readonly<Record<string, Family<any, any>>> = Object.fromEntries(
  [elevenFiveFamily, k3Family, pk10Family, lhcFamily, pc28Family, vnNorthFamily, vnSouthFamily, thaiFamily].map((f) => [f.code, f]),
);

export function familyOf(code: string): Family<any, any> | undefined {
  return Object.hasOwn(lotteryFamilies, code) ? lotteryFamilies[code] : undefined;
}
