import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inboxCategories, type InboxCategory } from '@lotus/contract/messages';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon, type IconName } from '../../../components/ui/icon';
import { Tabs } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api-client';
import { FormAlert } from '../../auth/components/form-alert';
import { useSessionStore } from '../../session/stores/session-store';
import { BrandTime } from '../../system/components/brand-time';
import { Loading, Pagination } from '../../wallet/components/wallet-ui';
import { deleteMessage, inboxKey, inboxListQueryOptions, openMessage, readAllMessages, unreadCountKey, type InboxMessage, type InboxRow } from '../api/inbox-queries';

const pageSize = 10;

/**
 * The category tabs (All and the five categories) laid out to fit the panel, not in the shared strip's single
 * scrolling row, which cut the last tabs off with no sign that more followed (the member centre's panel is about
 * 400px wide on a desktop and narrower on a phone): below 36rem of panel, two rows of three equal cells; wider,
 * the single row, which then has room. The grid follows the reading direction, so it mirrors in Urdu; the tabs'
 * roles, keys and focus ring stay the shared Tabs' own (only its tablist and tabs are styled from here).
 */
const categoryTabsClass = clsx(
  '@container',
  '@max-[36rem]:[&>[role=tablist]]:grid @max-[36rem]:[&>[role=tablist]]:grid-cols-3',
  '@max-[36rem]:[&>[role=tablist]>[role=tab]]:min-w-0 @max-[36rem]:[&>[role=tablist]>[role=tab]]:justify-center',
  '@max-[36rem]:[&>[role=tablist]>[role=tab]]:px-2 @max-[36rem]:[&>[role=tablist]>[role=tab]]:text-center',
);

const categoryIcons: Record<InboxCategory, IconName> = {
  system: 'info',
  account: 'user',
  payment: 'wallet',
  promotion: 'gift',
  feedback: 'message',
};

/**
 * Platform information (messageV2): the member's messages and the brand's broadcasts, newest first, by
 * category, unread ones marked; opening one shows it whole and marks it read; delete; read all. The badge
 * in the header and the side menu follows (the answers carry the new count, and the socket tells other tabs).
 */
export function InboxPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const [category, setCategory] = useState<InboxCategory | null>(null);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery({ ...inboxListQueryOptions({ pageNo: page, pageSize, category, unreadOnly }), placeholderData: keepPreviousData });
  const setCount = (n: number) => client.setQueryData(unreadCountKey(token), n);
  const readAll = useMutation({
    mutationFn: readAllMessages,
    onSuccess: (v) => {
      setCount(v.unreadCount);
      void client.invalidateQueries({ queryKey: [...inboxKey, 'list'] });
    },
  });

  if (openId !== null) {
    return (
      <MessageView
        id={openId}
        onBack={() => setOpenId(null)}
        onCount={(n) => {
          setCount(n);
          void client.invalidateQueries({ queryKey: [...inboxKey, 'list'] });
        }}
      />
    );
  }

  const tabs = [{ key: 'all', label: t('inbox.categories.all') }, ...inboxCategories.map((c) => ({ key: c, label: t(`inbox.categories.${c}`) }))];
  const unread = list.data?.unreadCount ?? 0;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-bold text-ink-50">
          {t('inbox.title')}
          {unread > 0 ? <span className="ms-2 text-sm font-semibold text-rose-300">{t('inbox.unreadCount', { count: unread })}</span> : null}
        </h3>
        <div className="flex items-center gap-2">
          <label className="flex cursor-pointer items-center gap-2 text-sm text-ink-200">
            <input
              type="checkbox"
              className="size-4 accent-gold-400"
              checked={unreadOnly}
              onChange={(e) => {
                setUnreadOnly(e.target.checked);
                setPage(1);
              }}
            />
            {t('inbox.unreadOnly')}
          </label>
          <Button variant="secondary" size="sm" disabled={unread === 0 || readAll.isPending} onClick={() => readAll.mutate()}>
            <Icon name="check" className="size-4" />
            {t('inbox.readAll')}
          </Button>
        </div>
      </div>
      <Tabs
        className={categoryTabsClass}
        items={tabs}
        value={category ?? 'all'}
        label={t('inbox.categoryLabel')}
        onChange={(key) => {
          setCategory(key === 'all' ? null : (key as InboxCategory));
          setPage(1);
        }}
      />
      {readAll.isError ? <FormAlert message={errorMessage(readAll.error)} /> : null}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <FormAlert message={errorMessage(list.error)} />
      ) : list.data.rows.length === 0 ? (
        <EmptyState icon="mail" title={t('inbox.empty')} description={t('inbox.emptyHint')} />
      ) : (
        <>
          <ul className="flex flex-col gap-2" aria-label={t('inbox.title')}>
            {list.data.rows.map((row) => (
              <li key={row.id}>
                <MessageRowButton row={row} onOpen={() => setOpenId(row.id)} />
              </li>
            ))}
          </ul>
          <Pagination page={page} total={list.data.total} pageSize={pageSize} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function MessageRowButton({ row, onOpen }: { row: InboxRow; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="inbox-row"
      data-unread={!row.read}
      className={clsx(
        'flex w-full items-start gap-3 rounded-xl border px-3 py-3 text-start transition hover:border-gold-300/40 hover:bg-ink-700/60',
        row.read ? 'border-white/5 bg-ink-900/40' : 'border-gold-300/20 bg-ink-800/80',
      )}
    >
      <span className={clsx('grid size-9 shrink-0 place-items-center rounded-lg', row.read ? 'bg-white/5 text-ink-400' : 'bg-gold-400/15 text-gold-300')}>
        <Icon name={categoryIcons[row.category]} className="size-4.5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-center gap-2">
          {!row.read ? <span className="size-2 shrink-0 rounded-full bg-rose-500" aria-label={t('inbox.unread')} /> : null}
          <span dir="auto" className={clsx('truncate text-sm', row.read ? 'font-medium text-ink-200' : 'font-bold text-ink-50')}>
            {row.title}
          </span>
        </span>
        <span dir="auto" className="line-clamp-2 text-xs text-ink-400">
          {row.preview}
        </span>
        <span className="flex flex-wrap items-center gap-x-2 text-[11px] text-ink-500">
          <span>{t(`inbox.categories.${row.category}`)}</span>
          {row.broadcast ? (
            <>
              <span aria-hidden="true">·</span>
              <span>{t('inbox.broadcast')}</span>
            </>
          ) : null}
          <span aria-hidden="true">·</span>
          <BrandTime value={row.createdAt} />
        </span>
      </span>
      <Icon name="chevron" className="mt-2 size-4 shrink-0 text-ink-500 rtl:rotate-180" />
    </button>
  );
}

function MessageView({ id, onBack, onCount }: { id: number; onBack: () => void; onCount: (n: number) => void }) {
  const { t } = useTranslation();
  const message = useQuery({
    queryKey: [...inboxKey, 'message', id],
    queryFn: async (): Promise<InboxMessage> => {
      const m = await openMessage(id);
      onCount(m.unreadCount);
      return m;
    },
    staleTime: Infinity,
  });
  const remove = useMutation({
    mutationFn: () => deleteMessage(id),
    onSuccess: (v) => {
      onCount(v.unreadCount);
      onBack();
    },
  });
  return (
    <article className="flex flex-col gap-3" aria-labelledby="inbox-message-title">
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <Icon name="chevron" className="size-4 rotate-180 rtl:rotate-0" />
          {t('inbox.back')}
        </Button>
        <Button variant="ghost" size="sm" className="text-rose-300" disabled={remove.isPending || !message.data} onClick={() => remove.mutate()}>
          <Icon name="close" className="size-4" />
          {t('inbox.delete')}
        </Button>
      </div>
      {remove.isError ? <FormAlert message={errorMessage(remove.error)} /> : null}
      {message.isPending ? (
        <Loading />
      ) : message.isError ? (
        <FormAlert message={errorMessage(message.error)} />
      ) : (
        <div className="flex flex-col gap-3 rounded-2xl border border-white/5 bg-ink-900/60 p-4">
          <h3 id="inbox-message-title" dir="auto" className="text-lg font-bold text-ink-50">
            {message.data.title}
          </h3>
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-ink-400">
            <span>{t(`inbox.categories.${message.data.category}`)}</span>
            {message.data.broadcast ? (
              <>
                <span aria-hidden="true">·</span>
                <span>{t('inbox.broadcast')}</span>
              </>
            ) : null}
            <span aria-hidden="true">·</span>
            <BrandTime value={message.data.createdAt} />
          </p>
          {/* Plain text as written (broadcasts take no HTML): line breaks kept. */}
          <p dir="auto" className="text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-100" data-testid="inbox-body">
            {message.data.body}
          </p>
        </div>
      )}
    </article>
  );
}
