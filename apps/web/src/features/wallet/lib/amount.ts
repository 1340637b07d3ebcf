import { formatAmount, parseAmount } from '@lotus/contract/money';
import { unitsFromDecimal } from '../../../lib/format';

/** A typed amount as 1/10,000 units (no float), or null when it is not a positive amount with ≤ 4 decimals. */
export function amountUnits(input: string): bigint | null {
  return parseAmount(input.replace(/[,\s]/g, ''));
}

/** Units as the wire's decimal string ("150.0000"). */
export const wireAmount = formatAmount;

/** Wire decimal text as units; null for anything unreadable (shown as unknown, never guessed). */
export function safeUnits(text: string | null | undefined): bigint | null {
  if (!text) return null;
  try {
    return unitsFromDecimal(text);
  } catch {
    return null;
  }
}

/**
 * The page buttons of the spec's pagination (page range 3, margin pages 1): first and last page,
 * three pages around the current one, and gaps ('…') between.
 */
export function pageItems(current: number, pageCount: number, range = 3, margin = 1): (number | 'gap')[] {
  if (pageCount <= 0) return [];
  const keep = new Set<number>();
  for (let i = 1; i <= Math.min(margin, pageCount); i++) keep.add(i);
  for (let i = Math.max(1, pageCount - margin + 1); i <= pageCount; i++) keep.add(i);
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(pageCount, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let i = start; i <= end; i++) keep.add(i);
  const sorted = [...keep].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const [i, page] of sorted.entries()) {
    const prev = sorted[i - 1];
    if (prev !== undefined && page - prev > 1) out.push('gap');
    out.push(page);
  }
  return out;
}
