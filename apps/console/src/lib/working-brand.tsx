import type { ValueOf } from '@lotus/contract/endpoints';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { browserTimeZone, TimeZoneContext, type TimeZoneInfo } from './format';

type Me = ValueOf<'opMe'>;
export type Brand = Me['brands'][number];

/**
 * The console's working brand: the one brand every page filters by, edits and shows times of. A brand's
 * operator always works on their own brand; a deployment-wide operator picks one in the header, or "All
 * brands" (null). The pick is kept per browser and operator (localStorage) and checked against the brands
 * the server names (opMe): a brand no longer there falls back to All brands.
 */
export interface WorkingBrand {
  /** The brand chosen (or the operator's own); null: all brands. */
  brand: Brand | null;
  /** The brands the operator may see (opMe). */
  brands: Brand[];
  /** Whether the operator may pick (deployment-wide). */
  canPick: boolean;
  setBrand(id: number | null): void;
}

const WorkingBrandContext = createContext<WorkingBrand>({ brand: null, brands: [], canPick: false, setBrand: () => undefined });
export const useWorkingBrand = () => useContext(WorkingBrandContext);

/** A brand as the console names it: "Lotus (LOTUS)", or the code alone when the name is the code. */
export const brandLabel = (b: Brand) => (b.name === b.code ? b.code : `${b.name} (${b.code})`);

/** A brand's code by id (the id itself for a brand the operator does not see), for brand columns. */
export function useBrandCode(): (id: number) => string {
  const { brands } = useWorkingBrand();
  return useCallback((id: number) => brands.find((b) => b.id === id)?.code ?? String(id), [brands]);
}

export const workingBrandKey = (operatorId: number) => `lotus.console.workingBrand.${operatorId}`;

function readPick(operatorId: number): number | null {
  try {
    const raw = window.localStorage.getItem(workingBrandKey(operatorId));
    const id = raw === null ? NaN : Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

function writePick(operatorId: number, id: number | null) {
  try {
    if (id === null) window.localStorage.removeItem(workingBrandKey(operatorId));
    else window.localStorage.setItem(workingBrandKey(operatorId), String(id));
  } catch {
    // Storage can be off: the pick lasts as long as the page.
  }
}

/** A zone this browser knows, else UTC (a time shown in a zone the header does not name would be worse than UTC named). */
function knownZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** The zones times are shown in for a working brand (see TimeZoneInfo). */
export function zonesFor(brand: Brand | null, brands: readonly Brand[]): TimeZoneInfo {
  if (brand) return { zone: knownZone(brand.timeZone), source: 'brand', byBrand: null };
  const zones = new Set(brands.map((b) => knownZone(b.timeZone)));
  if (zones.size === 1) return { zone: knownZone(brands[0]!.timeZone), source: 'brand', byBrand: null };
  if (zones.size === 0) return browserTimeZone();
  return { zone: 'UTC', source: 'utc', byBrand: new Map(brands.map((b) => [b.id, knownZone(b.timeZone)])) };
}

export function WorkingBrandProvider({ me, children }: { me: Me; children: ReactNode }) {
  const brands = me.brands;
  const canPick = me.brandId === null;
  const [picked, setPicked] = useState<number | null>(() => (canPick ? readPick(me.id) : null));
  const brand = (canPick ? brands.find((b) => b.id === picked) : brands.find((b) => b.id === me.brandId)) ?? null;
  const setBrand = useCallback(
    (id: number | null) => {
      if (!canPick) return;
      setPicked(id);
      writePick(me.id, id);
    },
    [canPick, me.id],
  );
  const value = useMemo(() => ({ brand, brands, canPick, setBrand }), [brand, brands, canPick, setBrand]);
  const zones = useMemo(() => zonesFor(brand, brands), [brand, brands]);
  return (
    <WorkingBrandContext.Provider value={value}>
      <TimeZoneContext.Provider value={zones}>{children}</TimeZoneContext.Provider>
    </WorkingBrandContext.Provider>
  );
}
