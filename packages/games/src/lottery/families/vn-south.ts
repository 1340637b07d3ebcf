import { expandPrizes, prizesLabelled, vnFamily, vnLayout, type VnDraw, type VnRules } from './vn-shared.ts';
import type { Family } from '../types.ts';

/**
 * Xổ số Miền Nam and Miền Trung (VNS, one draw per station): 18 prizes a draw, in wire order ĐB
 * (special, 6 digits), G1 (5), G2 (5), G3 x2 (5), G4 x7 (5), G5 (4), G6 x3 (4), G7 (3), G8 (2); each
 * uniform over its digit count. Rule sheet: docs/lottery/vn-south.md.
 */
export const vnSouthPrizes = expandPrizes([
  ['DB', 1, 6],
  ['G1', 1, 5],
  ['G2', 1, 5],
  ['G3', 2, 5],
  ['G4', 7, 5],
  ['G5', 1, 4],
  ['G6', 3, 4],
  ['G7', 1, 3],
  ['G8', 1, 2],
]);

export const vnSouthFamily: Family<VnDraw, VnRules> = vnFamily(
  vnLayout('VNS', {
    prefix: 'vns',
    prizes: vnSouthPrizes,
    deHead: {
      prizes: prizesLabelled(vnSouthPrizes, 'G8'),
      names: { EN: 'Đề đầu (the 8th prize)', UR: 'دے داؤ (آٹھواں انعام)' },
      headTail: { EN: 'Đề đầu đuôi (the 8th prize and last 2 of the special)', UR: 'دے داؤ دُوئی (آٹھواں انعام اور خصوصی انعام کے آخری 2)' },
    },
    cangHead: {
      prizes: prizesLabelled(vnSouthPrizes, 'G7'),
      names: { EN: 'Xỉu chủ đầu (the 7th prize)', UR: 'سیو چو داؤ (ساتواں انعام)' },
      headTail: { EN: 'Xỉu chủ đầu đuôi (the 7th prize and last 3 of the special)', UR: 'سیو چو داؤ دُوئی (ساتواں انعام اور خصوصی انعام کے آخری 3)' },
    },
    lo: {
      word: 'baolo',
      group: { EN: 'Bao lô', UR: 'باؤ لو' },
      names: (d) => ({ EN: `Bao lô ${d} số (last ${d} of every prize)`, UR: `باؤ لو ${d} (ہر انعام کے آخری ${d} ہندسے)` }),
    },
  }),
);
