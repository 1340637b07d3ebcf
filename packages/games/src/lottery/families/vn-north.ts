import { expandPrizes, prizesLabelled, vnFamily, vnLayout, type VnDraw, type VnRules } from './vn-shared.ts';
import type { Family } from '../types.ts';

/**
 * Xổ số Miền Bắc (VNN): 27 prizes a draw, in wire order ĐB (special, 5 digits), G1 (5), G2 x2 (5),
 * G3 x6 (5), G4 x4 (4), G5 x6 (4), G6 x3 (3), G7 x4 (2); each uniform over its digit count.
 * Rule sheet: docs/lottery/vn-north.md.
 */
export const vnNorthPrizes = expandPrizes([
  ['DB', 1, 5],
  ['G1', 1, 5],
  ['G2', 2, 5],
  ['G3', 6, 5],
  ['G4', 4, 4],
  ['G5', 6, 4],
  ['G6', 3, 3],
  ['G7', 4, 2],
]);

export const vnNorthFamily: Family<VnDraw, VnRules> = vnFamily(
  vnLayout('VNN', {
    prefix: 'vnn',
    prizes: vnNorthPrizes,
    deHead: {
      prizes: prizesLabelled(vnNorthPrizes, 'G7'),
      names: { EN: 'Đề đầu (the four 7th prizes)', UR: 'دے داؤ (ساتویں انعام کے چاروں نمبر)' },
      headTail: { EN: 'Đề đầu đuôi (the four 7th prizes and last 2 of the special)', UR: 'دے داؤ دُوئی (ساتویں انعام کے چاروں نمبر اور خصوصی انعام کے آخری 2)' },
    },
    cangHead: {
      prizes: prizesLabelled(vnNorthPrizes, 'G6'),
      names: { EN: '3 càng đầu (the three 6th prizes)', UR: '3 کانگ داؤ (چھٹے انعام کے تینوں نمبر)' },
      headTail: { EN: '3 càng đầu đuôi (the three 6th prizes and last 3 of the special)', UR: '3 کانگ داؤ دُوئی (چھٹے انعام کے تینوں نمبر اور خصوصی انعام کے آخری 3)' },
    },
    lo: {
      word: 'lo',
      group: { EN: 'Lô', UR: 'لو' },
      names: (d) => ({ EN: `Lô ${d} số (last ${d} of every prize)`, UR: `لو ${d} (ہر انعام کے آخری ${d} ہندسے)` }),
    },
  }),
);
