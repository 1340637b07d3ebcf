import type { Family } from '../types.ts';
import { type LfDraw, type LfRules, lfFamily, threeDigitPlays } from './lf-shared.ts';

/** 排列3: three digits 0-9 daily (the first three of the day's 排列5 draw); plays and ids as 3D's. */
export const lfp3Family: Family<LfDraw, LfRules> = lfFamily('LFP3', 3, threeDigitPlays('lfp3'));
