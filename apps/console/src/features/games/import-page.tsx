import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Notice, PageHeader } from '../../components/ui';
import { callOps, errorMessage, errorValue, isApiError } from '../../lib/api';
import { can, useMe } from '../auth/use-me';
import { fetchVendorOptions, gamesKeys, uploadGameList, type ImportError, type ImportResult } from './api';

function Result({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  const values = { rows: result.rows, inserted: result.inserted, updated: result.updated, unchanged: result.unchanged };
  return <Notice tone="success">{result.dryRun ? t('games.import.resultDry', values) : t('games.import.result', values)}</Notice>;
}

/** A refused import: the server's count, and each bad row's line, field and message as it answered them. */
function Failure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!isApiError(error, 'game.import.invalid')) return <Notice tone="error">{errorMessage(error)}</Notice>;
  const { errorCount, errors = [] } = errorValue<{ errorCount: number; errors: ImportError[] }>(error);
  const count = errorCount ?? errors.length;
  return (
    <div className="flex flex-col gap-2">
      <Notice tone="error">
        {t('games.import.errorsTitle', { count })} {errors.length < count ? t('games.import.errorsShown', { shown: errors.length }) : null}
      </Notice>
      {errors.length > 0 && (
        <div className="max-h-96 overflow-auto rounded-md border border-slate-200">
          <table aria-label={t('games.import.errorsLabel')} className="w-full border-collapse text-sm">
            <thead className="sticky top-0 bg-slate-50 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 text-end">
                  {t('games.import.line')}
                </th>
                <th scope="col" className="px-3 py-2 text-end">
                  {t('games.import.row')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('games.import.field')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('games.import.problem')}
                </th>
              </tr>
            </thead>
            <tbody>
              {errors.map((e, i) => (
                <tr key={`${e.line}:${e.row}:${e.field}:${i}`} className="border-t border-slate-100">
                  <td className="px-3 py-1.5 text-end tabular-nums">{e.line}</td>
                  <td className="px-3 py-1.5 text-end tabular-nums">{e.row || '—'}</td>
                  <td className="px-3 py-1.5 font-mono text-xs">{e.field || '—'}</td>
                  <td className="px-3 py-1.5 [overflow-wrap:anywhere]">{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function Card({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 mb-3 max-w-3xl text-sm text-slate-600">{hint}</p>
      {children}
    </section>
  );
}

function FileImport() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(true);
  const [missing, setMissing] = useState(false);
  const upload = useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => uploadGameList(file, dryRun),
    onSuccess: (result) => {
      if (!result.dryRun) void queryClient.invalidateQueries({ queryKey: ['list'] });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    upload.mutate({ file, dryRun });
  };
  return (
    <Card title={t('games.import.fileTitle')} hint={t('games.import.fileHint')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={fileId} className="text-sm font-medium text-slate-700">
              {t('games.import.file')}
            </label>
            <input
              id={fileId}
              type="file"
              accept=".json,.jsonl,.ndjson,.csv,application/json,text/csv"
              aria-invalid={missing ? true : undefined}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setMissing(false);
                upload.reset();
              }}
              className="text-sm file:me-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
            />
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="size-4 accent-indigo-600" checked={dryRun} onChange={(e) => setDryRun(e.target.checked)} />
            {t('games.import.dryRun')}
          </label>
          <Button type="submit" disabled={upload.isPending}>
            {upload.isPending ? t('games.import.uploading') : dryRun ? t('games.import.check') : t('games.import.upload')}
          </Button>
        </div>
        {missing && <p className="text-xs text-rose-700">{t('games.import.chooseFile')}</p>}
        {upload.isSuccess && <Result result={upload.data} />}
        {upload.isError && <Failure error={upload.error} />}
      </form>
    </Card>
  );
}

function VendorImport() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const selectId = useId();
  const vendors = useQuery({ queryKey: gamesKeys.vendorOptions, queryFn: ({ signal }) => fetchVendorOptions(signal), staleTime: 60_000 });
  // Only a connection that can list games (Hub88's) can be loaded from.
  const connected = (vendors.data?.rows ?? []).filter((v) => v.connection === 'hub88');
  const [vendor, setVendor] = useState('');
  const [dryRun, setDryRun] = useState(true);
  const chosen = vendor || connected[0]?.code || '';
  const load = useMutation({
    mutationFn: () => callOps('opImportVendorGames', { params: { vendor: chosen }, query: dryRun ? { dryRun: 'true' } : {} }),
    onSuccess: (result) => {
      if (!result.dryRun) void queryClient.invalidateQueries({ queryKey: ['list'] });
    },
  });
  return (
    <Card title={t('games.import.vendorTitle')} hint={t('games.import.vendorHint')}>
      {vendors.isError && <Notice tone="error">{errorMessage(vendors.error)}</Notice>}
      {vendors.isSuccess && connected.length === 0 && <Notice>{t('games.import.noVendors')}</Notice>}
      {connected.length > 0 && (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-end gap-4">
            <div className="flex flex-col gap-1">
              <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
                {t('games.import.vendor')}
              </label>
              <select
                id={selectId}
                className="h-10 min-w-56 rounded-md border border-slate-300 bg-white px-2 text-sm"
                value={chosen}
                onChange={(e) => {
                  setVendor(e.target.value);
                  load.reset();
                }}
              >
                {connected.map((v) => (
                  <option key={v.code} value={v.code}>
                    {v.name} ({v.code})
                  </option>
                ))}
              </select>
            </div>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" className="size-4 accent-indigo-600" checked={dryRun} onChange={(e) => setDryRun(e.target.checked)} />
              {t('games.import.dryRun')}
            </label>
            <Button onClick={() => load.mutate()} disabled={load.isPending || !chosen}>
              {load.isPending ? t('games.import.loading') : t('games.import.load')}
            </Button>
          </div>
          {load.isSuccess && <Result result={load.data} />}
          {load.isError && <Failure error={load.error} />}
        </div>
      )}
    </Card>
  );
}

/** Loading games into the catalogue every brand shares: a file, or a connected vendor's own list. */
export function ImportPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const allowed = can(me, 'games.import') && me?.brandId === null;
  return (
    <div>
      <PageHeader title={t('games.import.title')} intro={t('games.import.intro')} />
      {allowed ? (
        <div className="flex flex-col gap-4">
          <FileImport />
          <VendorImport />
        </div>
      ) : (
        <Notice tone="warning">{t('games.import.notAllowed')}</Notice>
      )}
    </div>
  );
}
