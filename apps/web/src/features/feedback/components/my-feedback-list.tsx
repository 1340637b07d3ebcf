import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { MyFeedbackRow } from '@lotus/contract/feedback';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api-client';
import { useBrandTime } from '../../system/hooks/use-brand-time';
import { useMyFeedback } from '../api/feedback-api';
import { FeedbackImages } from './feedback-images';

const statusTone: Record<MyFeedbackRow['status'], string> = {
  open: 'bg-sky-400/10 text-sky-200 ring-sky-300/25',
  replied: 'bg-emerald-400/10 text-emerald-200 ring-emerald-300/25',
  closed: 'bg-white/5 text-ink-300 ring-white/10',
};

function FeedbackItem({ row, layer }: { row: MyFeedbackRow; layer: number }) {
  const { t } = useTranslation();
  const { format } = useBrandTime();
  return (
    <li className="flex flex-col gap-2.5 rounded-2xl bg-ink-900/70 p-3.5 ring-1 ring-white/5" aria-label={t('feedback.itemLabel', { id: row.id })}>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-gold-400/10 px-2.5 py-0.5 font-semibold text-gold-200 ring-1 ring-gold-300/25">{t(`feedback.categories.${row.category}`)}</span>
        <span className={clsx('rounded-full px-2.5 py-0.5 font-semibold ring-1', statusTone[row.status])}>{t(`feedback.statuses.${row.status}`)}</span>
        <span className="ms-auto text-ink-400">{format(row.createdAt)}</span>
      </div>
      <p className="text-sm break-words whitespace-pre-line text-ink-100">{row.content}</p>
      {row.images.length > 0 ? <FeedbackImages feedbackId={row.id} images={row.images} layer={layer} /> : null}
      {row.reply ? (
        <div className="rounded-xl border-s-2 border-gold-300 bg-gold-400/5 px-3 py-2.5">
          <p className="flex flex-wrap items-center justify-between gap-2 text-xs font-semibold text-gold-200">
            <span>{t('feedback.replyFrom')}</span>
            {row.repliedAt ? <span className="font-normal text-ink-400">{format(row.repliedAt)}</span> : null}
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-ink-100">{row.reply}</p>
        </div>
      ) : row.status === 'open' ? (
        <p className="text-xs text-ink-400">{t('feedback.awaiting')}</p>
      ) : null}
    </li>
  );
}

/** The member's feedback, newest first, with its images, the operator's reply and its time. `layer`: the dialog's. */
export function MyFeedbackList({ onWrite, layer }: { onWrite: () => void; layer: number }) {
  const { t } = useTranslation();
  const list = useMyFeedback();
  if (list.isPending) {
    return (
      <div className="grid place-items-center py-16 text-sm text-ink-300" role="status">
        {t('common.loading')}
      </div>
    );
  }
  if (list.isError) {
    return (
      <EmptyState
        icon="warning"
        title={errorMessage(list.error)}
        action={
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('feedback.retry')}
          </Button>
        }
      />
    );
  }
  const rows = list.data.pages.flatMap((p) => p.rows);
  if (rows.length === 0) {
    return <EmptyState icon="mail" title={t('feedback.emptyTitle')} description={t('feedback.emptyText')} action={<Button onClick={onWrite}>{t('feedback.write')}</Button>} />;
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {rows.map((row) => (
          <FeedbackItem key={row.id} row={row} layer={layer} />
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {list.isFetchingNextPage ? t('common.loading') : t('feedback.more')}
        </Button>
      ) : null}
    </div>
  );
}
