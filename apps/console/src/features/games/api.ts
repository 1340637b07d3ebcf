import type { ValueOf } from '@lotus/contract/endpoints';
import { routes } from 'virtual:operator-routes';
import type { ListQuery } from '../../components/server-list';
import { apiErrorFor, callOps, isApiError, queryString, readEnvelope } from '../../lib/api';
import { endSession, getSession } from '../../lib/session';

export type GameRow = ValueOf<'opGames'>['rows'][number];
export type VendorRow = ValueOf<'opVendors'>['rows'][number];
export type HallTab = ValueOf<'opHallTabs'>['categories'][number];
export type Integration = ValueOf<'opVendorIntegration'>;
export type ImportResult = ValueOf<'opImportGames'>;
/** One bad row of a refused game list, as the server answers it (`game.import.invalid`). */
export interface ImportError {
  line: number;
  row: number;
  field: string;
  message: string;
}

/** The largest page the server serves: CSV exports read pages of this size (the list's own sizes are smaller). */
export const maxPageSize = 200;

/** Query keys the games pages share, so a change anywhere refreshes what shows it. */
export const gamesKeys = {
  all: ['games'] as const,
  /** A brand's lobby tabs (`brandId` undefined: a brand operator's own brand). */
  hallTabs: (brandId: number | undefined) => ['games', 'hall-tabs', brandId ?? null] as const,
  vendorOptions: ['games', 'vendor-options'] as const,
  integration: (vendor: string) => ['games', 'integration', vendor] as const,
};

const flag = (value: string | undefined) => (value === 'true' || value === 'false' ? value : undefined);
const sortText = (q: ListQuery) => (q.sort ? `${q.sort.desc ? '-' : ''}${q.sort.id}` : undefined);

/** `brandId`: the working brand a deployment-wide operator edits (undefined: a brand operator's own). */
export const fetchGames = (q: ListQuery, search: string, signal: AbortSignal, brandId?: number) =>
  callOps('opGames', {
    query: {
      brandId,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      vendor: q.filters.vendor || undefined,
      gameType: (q.filters.type || undefined) as GameRow['gameType'] | undefined,
      classify: q.filters.tag || undefined,
      enabled: flag(q.filters.enabled),
      hot: flag(q.filters.hot),
      q: search || undefined,
      sort: sortText(q),
    },
    signal,
  });

export const fetchVendors = (q: ListQuery, search: string, signal: AbortSignal, brandId?: number) =>
  callOps('opVendors', {
    query: {
      brandId,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      q: search || undefined,
      enabled: flag(q.filters.enabled),
      integration: (q.filters.integration || undefined) as VendorRow['integration'] | undefined,
      sort: sortText(q),
    },
    signal,
  });

/** Every vendor (a deployment has tens, not thousands), by name: the filters' and the import's choices. */
export const fetchVendorOptions = (signal: AbortSignal) => callOps('opVendors', { query: { pageSize: maxPageSize, sort: 'name' }, signal });

/**
 * Uploads a game list file (opImportGames, multipart field `file`) with the operator's token. A refused
 * file answers `game.import.invalid` with every bad row's line in the error's value.
 */
export async function uploadGameList(file: File, dryRun: boolean, signal?: AbortSignal): Promise<ImportResult> {
  const route = routes.opImportGames;
  const session = getSession();
  if (!session) throw apiErrorFor('login.not.session', 401);
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${route.path}${queryString({ dryRun: dryRun ? 'true' : undefined })}`, {
      method: route.method,
      headers: { Accept: 'application/json', 'Module-Id': route.moduleId, Language: 'EN', Authorization: session.token },
      body: form,
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw apiErrorFor('network.error', 0);
  }
  try {
    return await readEnvelope<ImportResult>(response);
  } catch (error) {
    if (isApiError(error, 'login.not.session', 'user.or.token.invalid')) endSession('expired');
    throw error;
  }
}
