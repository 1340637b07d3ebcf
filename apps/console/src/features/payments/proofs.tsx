import { useQuery, useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { Button, Notice } from '../../components/ui';
import { errorMessage, fetchOpsBlob } from '../../lib/api';

/** Query caches whose removed proof images are revoked (once per cache). */
const watched = new WeakSet<QueryCache>();

/**
 * A proof image as an object URL: fetched with the operator's token (an <img> cannot send it). The URL
 * lives as long as its query (the server marks the image no-store; the cache keeps it a few minutes)
 * and is revoked when the cache drops it, so a day of reviewing proofs holds no old images.
 */
function useProofUrl(fileId: string) {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  if (!watched.has(cache)) {
    watched.add(cache);
    cache.subscribe((event) => {
      if (event.type === 'removed' && event.query.queryKey[0] === 'proof' && typeof event.query.state.data === 'string') URL.revokeObjectURL(event.query.state.data);
    });
  }
  const query = useQuery({
    queryKey: ['proof', fileId],
    queryFn: async ({ signal }) => URL.createObjectURL(await fetchOpsBlob('opProofImage', { fileId }, signal)),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
  });
  return { url: query.data ?? null, error: query.error, loading: query.isPending };
}

function Thumb({ fileId, index, onOpen }: { fileId: string; index: number; onOpen: () => void }) {
  const { t } = useTranslation();
  const { url, error } = useProofUrl(fileId);
  const label = t('payments.openProof', { n: index + 1 });
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      title={error ? errorMessage(error) : label}
      className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded border border-slate-300 bg-slate-50 text-xs text-slate-500 hover:border-indigo-500 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      {url ? <img src={url} alt="" className="size-full object-cover" /> : error ? '!' : '…'}
    </button>
  );
}

/** The proof images of a row as thumbnails; each opens the viewer. */
export function ProofThumbs({ proofs, title }: { proofs: string[]; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (proofs.length === 0) return <span className="text-slate-400">{t('payments.noProof')}</span>;
  return (
    <>
      <div className="flex gap-1">
        {proofs.map((id, i) => (
          <Thumb key={id} fileId={id} index={i} onOpen={() => setOpen(i)} />
        ))}
      </div>
      {open !== null && <ProofViewer proofs={proofs} start={open} title={title} onClose={() => setOpen(null)} />}
    </>
  );
}

/** One proof at a time, large, with the others a step away. */
export function ProofViewer({ proofs, start, title, onClose }: { proofs: string[]; start: number; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [i, setI] = useState(start);
  const fileId = proofs[i]!;
  const { url, error, loading } = useProofUrl(fileId);
  return (
    <Dialog title={title} onClose={onClose} wide>
      <div className="flex flex-col gap-3">
        <div className="flex min-h-64 items-center justify-center rounded bg-slate-900/5">
          {url ? (
            <img src={url} alt={t('payments.proofAlt', { n: i + 1, count: proofs.length })} className="max-h-[65vh] max-w-full object-contain" />
          ) : error ? (
            <Notice tone="error">{errorMessage(error)}</Notice>
          ) : (
            loading && <span className="text-sm text-slate-500">{t('list.loading')}</span>
          )}
        </div>
        <div className="flex items-center justify-between gap-2">
          <span className="text-sm text-slate-600">{t('payments.proofPosition', { n: i + 1, count: proofs.length })}</span>
          <div className="flex gap-2">
            {url && (
              <a href={url} target="_blank" rel="noreferrer" className="inline-flex h-10 items-center rounded-md px-3 text-sm font-medium text-indigo-700 hover:bg-indigo-50">
                {t('payments.proofFullSize')}
              </a>
            )}
            <Button variant="secondary" disabled={i === 0} onClick={() => setI(i - 1)}>
              {t('list.previous')}
            </Button>
            <Button variant="secondary" disabled={i === proofs.length - 1} onClick={() => setI(i + 1)}>
              {t('list.next')}
            </Button>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
