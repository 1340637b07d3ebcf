import type { Family } from '../types.ts';
import { type LfDraw, type LfRules, lfFamily, threeDigitPlays } from './lf-shared.ts';

/** 福彩3D: three digits 0-9 daily (1,000 equally likely results); plays and ids in lf-shared.ts. */
export const lf3dFamily: Family<LfDraw, LfRules> = lfFamily('LF3D', 3, threeDigitPlays('lf3d'));
