import { useQuery } from '@tanstack/react-query';
import { chineseFamilies } from '@lotus/games/lottery/chinese-families';
import type { Family } from '@lotus/games/lottery/types';

const bundled = new Map<string, Family<unknown, unknown>>(chineseFamilies.map((f) => [f.code, f]));

/**
 * A game's family for the hall. The Chinese-style families come with the hall's code; the others (the
 * e-lottery hall also lists Vietnamese games) load on first use, so the /lottery page does not carry
 * them. `pending` is true while such a family loads; `family` is undefined for an unknown code.
 */
export function useFamily(code: string): { family: Family<unknown, unknown> | undefined; pending: boolean } {
  const local = bundled.get(code);
  const loaded = useQuery({
    queryKey: ['lottery-family', code],
    queryFn: async () => (await import('@lotus/games/lottery/registry')).familyOf(code) ?? null,
    enabled: local === undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  if (local) return { family: local, pending: false };
  return { family: loaded.data ?? undefined, pending: loaded.isPending };
}
