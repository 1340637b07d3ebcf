import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticesPageSize } from '@lotus/contract/content';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { SafeHtml } from '../../../components/ui/safe-html';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useLanguageCode } from '../../games/hooks/use-language-code';
import { useBrandTime } from '../../system/hooks/use-brand-time';
import { noticesQueryOptions } from '../api/get-notices';
import { indexOf, itemOfIndex, pageOfIndex, readNoticeIndex, writeNoticeIndex } from '../lib/notice-index';

/**
 * The notices (spec section 2, notice modal): titles 9 a page with a pager, and the selected notice's
 * title and HTML. It opens at the stored index (its page and item) and stores each selection.
 */
export function NoticeBrowser({ className }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLanguageCode();
  const time = useBrandTime();
  const [index, setIndex] = useState(readNoticeIndex);
  const pageNo = pageOfIndex(index);
  const query = useQuery(noticesQueryOptions(pageNo, lang));
  const select = (next: number) => {
    setIndex(next);
    writeNoticeIndex(next);
  };

  if (query.isPending) return <Spinner className="mx-auto my-10" />;
  if (query.isError) return <EmptyState icon="warning" title={t('notices.errorTitle')} description={errorMessage(query.error)} />;
  const { list, total } = query.data;
  // A stored index past the end (notices were removed) starts at the first notice.
  if (total > 0 && list.length === 0 && index !== 0) {
    select(0);
    return null;
  }
  if (total === 0) return <EmptyState icon="megaphone" title={t('notices.emptyTitle')} description={t('notices.emptyText')} />;
  const pages = Math.max(1, Math.ceil(total / noticesPageSize));
  const item = Math.min(itemOfIndex(index), list.length - 1);
  const selected = list[item];

  return (
    <div className={clsx('grid gap-4 md:grid-cols-[16rem_1fr]', className)}>
      <nav aria-label={t('notices.listLabel')} className="flex flex-col gap-3">
        <ol className="flex flex-col gap-1">
          {list.map((n, i) => (
            <li key={n.id}>
              <button
                type="button"
                onClick={() => select(indexOf(pageNo, i))}
                aria-current={i === item ? 'true' : undefined}
                className={clsx('w-full truncate rounded-lg px-3 py-2 text-start text-sm transition', i === item ? 'bg-gold-400/15 font-semibold text-gold-100' : 'text-ink-200 hover:bg-white/5 hover:text-white')}
              >
                {n.title}
              </button>
            </li>
          ))}
        </ol>
        {pages > 1 ? (
          <div className="flex items-center justify-between gap-2 text-sm text-ink-300">
            <Button size="sm" variant="secondary" disabled={pageNo <= 1} onClick={() => select(indexOf(pageNo - 1, 0))} aria-label={t('notices.previous')}>
              <Icon name="chevron" className="size-4 -scale-x-100 rtl:scale-x-100" />
            </Button>
            <span aria-live="polite">{t('notices.page', { page: pageNo, pages })}</span>
            <Button size="sm" variant="secondary" disabled={pageNo >= pages} onClick={() => select(indexOf(pageNo + 1, 0))} aria-label={t('notices.next')}>
              <Icon name="chevron" className="size-4 rtl:-scale-x-100" />
            </Button>
          </div>
        ) : null}
      </nav>
      {selected ? (
        <article aria-labelledby="notice-title" className="min-w-0 rounded-2xl border border-white/10 bg-ink-900/60 p-5">
          <h3 id="notice-title" className="text-lg font-bold text-white">
            {selected.title}
          </h3>
          <p className="mt-1 text-xs text-ink-400">{time.format(selected.publishedAt, 'date')}</p>
          <SafeHtml html={selected.content} className="prose-lotus mt-4" />
        </article>
      ) : null}
    </div>
  );
}
