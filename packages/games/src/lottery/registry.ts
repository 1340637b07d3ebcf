import type { Family } from './types.ts';
import { chineseFamilies } from './chinese-families.ts';
import { thaiFamily } from './families/thai.ts';
import { vnNorthFamily } from './families/vn-north.ts';
import { vnSouthFamily } from './families/vn-south.ts';

/** Every lottery family by code; the server and the web look families up here. */
export const lotteryFamilies: Readonly<Record<string, Family<unknown, unknown>>> = Object.fromEntries(
  [...chineseFamilies, vnNorthFamily as Family<unknown, unknown>, vnSouthFamily as Family<unknown, unknown>, thaiFamily as Family<unknown, unknown>].map((f) => [f.code, f]),
);

export function familyOf(code: string): Family<unknown, unknown> | undefined {
  return Object.hasOwn(lotteryFamilies, code) ? lotteryFamilies[code] : undefined;
}
