/** Small exact counting helpers shared by the families (results stay far below 2^53). */

export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  k = Math.min(k, n - k);
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

export function factorial(n: number): number {
  let r = 1;
  for (let i = 2; i <= n; i++) r *= i;
  return r;
}

/** Every k-subset of `items`, in lexicographic order of positions. */
export function* combinations<T>(items: readonly T[], k: number): Generator<T[]> {
  const n = items.length;
  if (k > n || k < 0) return;
  const idx = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    yield idx.map((i) => items[i]!);
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return;
    idx[i]!++;
    for (let j = i + 1; j < k; j++) idx[j] = idx[j - 1]! + 1;
  }
}

/** Every tuple taking one value from each list (the cartesian product). */
export function* product<T>(lists: readonly (readonly T[])[]): Generator<T[]> {
  if (lists.some((l) => l.length === 0)) return;
  const idx = lists.map(() => 0);
  for (;;) {
    yield idx.map((i, p) => lists[p]![i]!);
    let p = lists.length - 1;
    while (p >= 0 && idx[p] === lists[p]!.length - 1) idx[p--] = 0;
    if (p < 0) return;
    idx[p]!++;
  }
}

/** Every tuple of `length` values from 0 to base-1, with weight 1 (e.g. the 100,000 SSC draws). */
export function* digitTuples(length: number, base = 10): Generator<number[]> {
  const t = new Array<number>(length).fill(0);
  for (;;) {
    yield t.slice();
    let p = length - 1;
    while (p >= 0 && t[p] === base - 1) t[p--] = 0;
    if (p < 0) return;
    t[p]!++;
  }
}
