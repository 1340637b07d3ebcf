import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValueOf } from '@lotus/contract/endpoints';
import { feedbackCategories, feedbackLimits, feedbackStatuses } from '@lotus/contract/feedback';
import { Dialog } from '../../components/dialog';
import { ServerList, type ListColumn, type ListQuery } from '../../components/server-list';
import { Time } from '../../components/time';
import { Badge, Button, Notice, PageHeader, TextAreaField } from '../../components/ui';
import { callOps, errorMessage, fetchOpsBlob, isApiError } from '../../lib/api';
import { useTimeText } from '../../lib/format';
import { useWorkingBrand } from '../../lib/working-brand';
import { can, useMe } from '../auth/use-me';
import { Member } from '../payments/shared';

export type FeedbackRow = ValueOf<'opFeedback'>['rows'][number];
const listId = 'feedback';
const tones = { open: 'warning', replied: 'success', closed: 'neutral' } as const;

/** The inbox's pages, narrowed to the working brand (undefined: every brand the operator sees). */
export const feedbackFetcher = (brandId: number | undefined) => (q: ListQuery, signal: AbortSignal) =>
  callOps('opFeedback', {
    query: {
      status: (q.filters.status || undefined) as FeedbackRow['status'] | undefined,
      category: (q.filters.category || undefined) as FeedbackRow['category'] | undefined,
      brandId,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    },
    signal,
  });

function StatusBadge({ status }: { status: FeedbackRow['status'] }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`support.statuses.${status}`)}</Badge>;
}

function Sender({ row }: { row: FeedbackRow }) {
  const { t } = useTranslation();
  if (row.memberId !== null && row.member !== null) return <Member name={row.member} id={row.memberId} />;
  return (
    <span>
      <span className="text-slate-600">{t('support.visitor')}</span>
      {row.contact && <span className="block text-xs text-slate-500">{row.contact}</span>}
    </span>
  );
}

/** One image, fetched with the operator's token (an <img> cannot send it); the URL is dropped with the query. */
function FeedbackImage({ id, fileId, n }: { id: number; fileId: string; n: number }) {
  const { t } = useTranslation();
  const image = useQuery({
    queryKey: ['feedback-image', id, fileId],
    queryFn: async ({ signal }) => URL.createObjectURL(await fetchOpsBlob('opFeedbackImage', { id, fileId }, signal)),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
  if (image.isError) return <Notice tone="error">{errorMessage(image.error)}</Notice>;
  if (!image.data) return <span className="grid size-32 place-items-center rounded border border-slate-200 text-xs text-slate-500">{t('list.loading')}</span>;
  return (
    <a href={image.data} target="_blank" rel="noreferrer" className="block overflow-hidden rounded border border-slate-300 hover:border-indigo-500" title={t('support.openImage')}>
      <img src={image.data} alt={t('support.imageAlt', { n })} className="h-32 w-auto max-w-full object-contain" />
    </a>
  );
}

/** A feedback in full: the sender, the text, the images, and the reply (or the form to write it) and closing. */
export function FeedbackDialog({ row, onClose }: { row: FeedbackRow; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useMe().data;
  const mayReply = can(me, 'support.reply');
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(row);
  const [reply, setReply] = useState('');
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['list', listId] });
  const send = useMutation({
    mutationFn: () => callOps('opReplyFeedback', { params: { id: current.id }, body: { reply: reply.trim() } }),
    onSuccess: async (next) => {
      setCurrent(next);
      setDone(next.memberId === null ? t('support.repliedVisitor') : t('support.replied'));
      await refresh();
    },
    onError: (error) => {
      if (isApiError(error, 'feedback.replied', 'feedback.closed')) void refresh();
    },
  });
  const close = useMutation({
    mutationFn: () => callOps('opCloseFeedback', { params: { id: current.id } }),
    onSuccess: async (next) => {
      setCurrent(next);
      setDone(t('support.closedDone'));
      await refresh();
    },
  });
  const length = reply.trim().length;
  const replyError = touched && (length === 0 || length > feedbackLimits.maxReplyChars) ? t('support.replyRequired', { max: feedbackLimits.maxReplyChars }) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (length === 0 || length > feedbackLimits.maxReplyChars) return;
    send.mutate();
  };
  const r = current;
  return (
    <Dialog title={t('support.detailTitle', { id: r.id })} onClose={onClose} wide>
      <div className="flex flex-col gap-4 text-sm">
        {done && <Notice tone="success">{done}</Notice>}
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5">
          <dt className="text-slate-500">{t('support.from')}</dt>
          <dd>
            <Sender row={r} />
          </dd>
          {r.contact && r.memberId !== null && (
            <>
              <dt className="text-slate-500">{t('support.contact')}</dt>
              <dd>{r.contact}</dd>
            </>
          )}
          <dt className="text-slate-500">{t('support.category')}</dt>
          <dd>{t(`support.categories.${r.category}`)}</dd>
          <dt className="text-slate-500">{t('support.status')}</dt>
          <dd>
            <StatusBadge status={r.status} />
          </dd>
          <dt className="text-slate-500">{t('support.received')}</dt>
          <dd>
            <Time iso={r.createdAt} brandId={r.brandId} />
          </dd>
          <dt className="text-slate-500">{t('support.origin')}</dt>
          <dd className="text-slate-600">
            {r.language} · {r.clientIp}
          </dd>
        </dl>
        <p dir="auto" className="rounded-md bg-slate-50 p-3 break-words whitespace-pre-line text-slate-900 ring-1 ring-slate-200">{r.content}</p>
        {r.images.length > 0 && (
          <div className="flex flex-wrap gap-2" aria-label={t('support.images')}>
            {r.images.map((fileId, i) => (
              <FeedbackImage key={fileId} id={r.id} fileId={fileId} n={i + 1} />
            ))}
          </div>
        )}
        {r.reply !== null ? (
          <div className="rounded-md border-s-4 border-indigo-400 bg-indigo-50 p-3">
            <p className="text-xs text-slate-600">
              {t('support.replyBy', { operator: r.repliedBy ?? '—' })} · <Time iso={r.repliedAt} brandId={r.brandId} />
            </p>
            <p dir="auto" className="mt-1 break-words whitespace-pre-line text-slate-900">{r.reply}</p>
          </div>
        ) : mayReply && r.status === 'open' ? (
          <form onSubmit={submit} noValidate className="flex flex-col gap-2">
            <TextAreaField
              label={r.memberId === null ? t('support.replyLabelVisitor') : t('support.replyLabel')}
              rows={4}
              maxLength={feedbackLimits.maxReplyChars}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
              onBlur={() => setTouched(true)}
              error={replyError}
            />
            {send.isError && <Notice tone="error">{errorMessage(send.error)}</Notice>}
            <div className="flex justify-end">
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? t('common.working') : t('support.sendReply')}
              </Button>
            </div>
          </form>
        ) : null}
        {close.isError && <Notice tone="error">{errorMessage(close.error)}</Notice>}
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-3">
          {mayReply && r.status !== 'closed' && (
            <Button variant="secondary" onClick={() => close.mutate()} disabled={close.isPending}>
              {t('support.markClosed')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** The Support section's feedback inbox: the working brand's, newest first, by status and category. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const time = useTimeText();
  const brandId = useWorkingBrand().brand?.id;
  const fetchPage = useMemo(() => feedbackFetcher(brandId), [brandId]);
  const [open, setOpen] = useState<FeedbackRow | null>(null);

  const columns = useMemo<ListColumn<FeedbackRow>[]>(
    () => [
      { id: 'id', header: t('support.id'), cell: (r) => r.id, csv: (r) => String(r.id), nowrap: true },
      { id: 'createdAt', header: t('support.received'), cell: (r) => <Time iso={r.createdAt} brandId={r.brandId} />, csv: (r) => time(r.createdAt, r.brandId), nowrap: true },
      { id: 'from', header: t('support.from'), cell: (r) => <Sender row={r} />, csv: (r) => r.member ?? `${t('support.visitor')} ${r.contact ?? ''}`.trim() },
      { id: 'category', header: t('support.category'), cell: (r) => t(`support.categories.${r.category}`), csv: (r) => t(`support.categories.${r.category}`), nowrap: true },
      { id: 'content', header: t('support.content'), cell: (r) => <span dir="auto" className="line-clamp-2 max-w-md break-words">{r.content}</span>, csv: (r) => r.content },
      { id: 'images', header: t('support.images'), cell: (r) => (r.images.length > 0 ? r.images.length : <span className="text-slate-400">—</span>), csv: (r) => String(r.images.length), align: 'end' },
      { id: 'status', header: t('support.status'), cell: (r) => <StatusBadge status={r.status} />, csv: (r) => t(`support.statuses.${r.status}`) },
      { id: 'repliedAt', header: t('support.repliedAt'), cell: (r) => <Time iso={r.repliedAt} brandId={r.brandId} />, csv: (r) => time(r.repliedAt, r.brandId), nowrap: true },
      {
        id: 'actions',
        header: t('list.actions'),
        stickyEnd: true,
        nowrap: true,
        cell: (r) => (
          <Button size="sm" variant="secondary" onClick={() => setOpen(r)} aria-label={t('support.openFeedback', { id: r.id })}>
            {t('support.open')}
          </Button>
        ),
      },
    ],
    [t, time],
  );
  const statusOptions = feedbackStatuses.map((s) => ({ value: s, label: t(`support.statuses.${s}`) }));
  const categoryOptions = feedbackCategories.map((c) => ({ value: c, label: t(`support.categories.${c}`) }));

  return (
    <div>
      <PageHeader title={t('support.feedbackTitle')} intro={t('support.feedbackIntro')} />
      <ServerList
        id={listId}
        scope={brandId ?? null}
        label={t('support.feedbackTitle')}
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(r) => String(r.id)}
        filters={[
          { id: 'status', label: t('support.status'), options: statusOptions },
          { id: 'category', label: t('support.category'), options: categoryOptions },
        ]}
        defaultFilters={{ status: 'open' }}
        exportName="feedback"
        refreshMs={60_000}
      />
      {open && <FeedbackDialog key={open.id} row={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
