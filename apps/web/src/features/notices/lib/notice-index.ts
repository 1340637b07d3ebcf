import { noticesPageSize } from '@lotus/contract/content';
import { readStored, storageKeys, writeStored } from '../../../lib/storage';

/**
 * The stored selected index (spec section 3): one number over the whole list, so it names both the page
 * (index / 9) and the item on it (index % 9). Opening the notices anywhere starts there.
 */
export function readNoticeIndex(): number {
  const raw = readStored(storageKeys.noticeIndex);
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n >= 0 && n < 1_000_000 ? n : 0;
}

export function writeNoticeIndex(index: number): void {
  writeStored(storageKeys.noticeIndex, String(Math.max(0, Math.floor(index))));
}

export const pageOfIndex = (index: number) => Math.floor(index / noticesPageSize) + 1;
export const itemOfIndex = (index: number) => index % noticesPageSize;
export const indexOf = (pageNo: number, item: number) => (pageNo - 1) * noticesPageSize + item;
