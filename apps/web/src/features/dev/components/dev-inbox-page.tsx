import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { PageContainer } from '../../../components/ui/page-container';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { callApi, errorMessage, isApiError } from '../../../lib/api-client';
import { BrandTime, ZoneNote } from '../../system/components/brand-time';

/** How often the inbox asks again. */
export const devInboxRefreshMs = 3000;

/** Splits text into plain parts and links (the reset mail carries one). */
function Linked({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return (
    <>
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} className="break-all text-gold-300 underline underline-offset-2 hover:text-gold-200">
            {part}
          </a>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
}

/**
 * The development inbox (/dev/inbox): SMS codes and mails the local adapters kept instead of sending,
 * newest first, refreshed every 3 s. The server answers only outside production (DEV_INBOX) and only
 * to requests from its own machine (loopback).
 */
export function DevInboxPage() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['dev', 'inbox'],
    queryFn: () => callApi('devInbox'),
    // Switched off, or asked from another computer: asking again will not change the answer.
    refetchInterval: (q) => (isApiError(q.state.error, 'dev.inbox.disabled', 'dev.inbox.local.only') ? false : devInboxRefreshMs),
    retry: false,
  });
  const messages = [...(query.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        icon="inbox"
        title={t('devInbox.title')}
        subtitle={t('devInbox.subtitle')}
        actions={query.isFetching ? <Spinner className="size-5" label={t('devInbox.refreshing')} /> : null}
      />
      <div role="note" className="mb-6 flex items-start gap-3 rounded-xl border border-amber-300/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-100">
        <Icon name="warning" className="mt-0.5 size-5 shrink-0 text-amber-300" />
        <p>{t('devInbox.note')}</p>
      </div>
      {query.isPending ? (
        <div className="grid place-items-center py-20">
          <Spinner className="size-8" label={t('common.loading')} />
        </div>
      ) : query.isError && !query.data ? (
        <EmptyState
          icon={isApiError(query.error, 'dev.inbox.disabled', 'dev.inbox.local.only') ? 'lock' : 'warning'}
          title={errorMessage(query.error)}
          description={isApiError(query.error, 'dev.inbox.local.only') ? t('devInbox.localOnlyHint') : t('devInbox.disabledHint')}
        />
      ) : messages.length === 0 ? (
        <EmptyState icon="inbox" title={t('devInbox.emptyTitle')} description={t('devInbox.emptyText')} />
      ) : (
        <>
          <ZoneNote className="mb-2" />
          <ol className="flex flex-col gap-3" aria-label={t('devInbox.listLabel')}>
            {messages.map((m) => {
              const code = m.channel === 'sms' ? /\b(\d{4,8})\b/.exec(m.body)?.[1] : undefined;
              return (
                <li key={m.id} className="rounded-2xl border border-white/10 bg-ink-900/70 p-4">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span
                      className={clsx(
                        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold',
                        m.channel === 'sms' ? 'bg-sky-400/15 text-sky-200' : 'bg-violet-400/15 text-violet-200',
                      )}
                    >
                      <Icon name={m.channel === 'sms' ? 'message' : 'mail'} className="size-3.5" />
                      {m.channel === 'sms' ? t('devInbox.sms') : t('devInbox.mail')}
                    </span>
                    <span dir="ltr" className="text-sm font-semibold text-ink-50">
                      {m.channel === 'sms' ? `+${m.recipient.replace(/^\+/, '')}` : m.recipient}
                    </span>
                    <BrandTime value={m.createdAt} className="ms-auto text-xs text-ink-400" />
                  </div>
                  {m.subject ? <p className="mt-2 text-sm font-semibold text-ink-100">{m.subject}</p> : null}
                  {code ? (
                    <p className="mt-2 text-sm text-ink-300">
                      {t('devInbox.code')}{' '}
                      <span dir="ltr" className="font-mono text-2xl font-bold tracking-[0.3em] text-gold-200" data-testid="dev-code">
                        {code}
                      </span>
                    </p>
                  ) : null}
                  <p dir="ltr" className="mt-2 text-start text-sm leading-relaxed whitespace-pre-wrap text-ink-300">
                    <Linked text={m.body} />
                  </p>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </PageContainer>
  );
}
