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

/**
 * The Chinese-style families, the ones the lottery hall (/lottery) lists. Kept apart from the
 * Vietnamese and Thai families so the hall's code need not carry those (they have pages of their own).
 */
export const chineseFamilies: readonly Family<unknown, unknown>[] = [
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
] as Family<unknown, unknown>[];
