import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { openDialog } from '../../../components/ui/dialog-stack-store';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { showPopup } from '../../../components/ui/popup';
import { errorMessage } from '../../../lib/api-client';
import { addDays, unitsFromDecimal } from '../../../lib/format';
import { FormAlert } from '../../auth/components/form-alert';
import { useLanguageCode } from '../../games/hooks/use-language-code';
import { useSessionStore } from '../../session/stores/session-store';
import { BrandTime, ZoneNote, ZoneTag } from '../../system/components/brand-time';
import { useBrandTime } from '../../system/hooks/use-brand-time';
import { useBrand } from '../../system/hooks/use-system-status';
import { Pagination } from '../../wallet/components/wallet-ui';
import type { LotteryGameInfo } from '../api/lottery-catalogue';
import { cancelSubOrders, orderDetailQuery, ordersKey, orderSearchQuery, todayOrdersQuery, type LotteryOrder, type OrderSearch } from '../api/lottery-orders';
import { formatLottoAmount, modePrice } from '../lib/amounts';
import { isTokenWord, tokenLabel } from '../lib/labels';
import { LottoAmount } from './lotto-amount';

const statusTone: Record<string, string> = {
  pending: 'bg-sky-400/15 text-sky-200 ring-sky-300/30',
  partial: 'bg-sky-400/15 text-sky-200 ring-sky-300/30',
  won: 'bg-emerald-400/15 text-emerald-200 ring-emerald-300/30',
  lost: 'bg-white/5 text-ink-300 ring-white/10',
  tie: 'bg-amber-400/15 text-amber-200 ring-amber-300/30',
  cancelled: 'bg-rose-500/10 text-rose-200 ring-rose-300/30',
  void: 'bg-rose-500/10 text-rose-200 ring-rose-300/30',
};

const statuses = ['pending', 'won', 'lost', 'tie', 'cancelled', 'void'] as const;

export function OrderStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={clsx('inline-flex shrink-0 rounded-full px-2 py-0.5 text-[11px] font-bold ring-1', statusTone[status] ?? statusTone.lost)}>
      {t(`lottery.cn.orders.status.${status}` as 'lottery.cn.orders.status.pending', { defaultValue: status })}
    </span>
  );
}

/** The member's orders: today's, or a search by game, status and dates; each opens its detail. */
export function MyOrders({ games, focusOrder }: { games: readonly LotteryGameInfo[]; focusOrder?: string | null }) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const [view, setView] = useState<'today' | 'search'>('today');
  const [open, setOpen] = useState<string | null>(null);
  if (!token) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center">
        <Icon name="lock" className="size-8 text-gold-300" />
        <p className="max-w-sm text-sm text-ink-300">{t('lottery.cn.orders.login')}</p>
        <Button size="sm" onClick={() => openDialog('login')}>
          {t('lottery.cn.orders.loginAction')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-1" role="group" aria-label={t('lottery.cn.orders.views')}>
        {(['today', 'search'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => setView(v)}
            className={clsx('rounded-lg px-3 py-1.5 text-xs font-bold', view === v ? 'bg-ink-700 text-gold-200 ring-1 ring-gold-300/40' : 'text-ink-300 ring-1 ring-white/10 hover:bg-white/5')}
          >
            {t(`lottery.cn.orders.${v}`)}
          </button>
        ))}
      </div>
      {view === 'today' ? <TodayOrders onOpen={setOpen} highlight={focusOrder ?? null} /> : <OrderSearchView games={games} onOpen={setOpen} />}
      <OrderDetailDialog orderNumber={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function TodayOrders({ onOpen, highlight }: { onOpen: (n: string) => void; highlight: string | null }) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const lang = useLanguageCode();
  const orders = useQuery(todayOrdersQuery(token, lang));
  if (orders.isError) return <FormAlert message={errorMessage(orders.error)} />;
  if (orders.isPending) return <p className="py-8 text-center text-sm text-ink-400">{t('common.loading')}</p>;
  return <OrderList orders={orders.data.list} onOpen={onOpen} highlight={highlight} />;
}

function OrderList({ orders, onOpen, highlight }: { orders: readonly LotteryOrder[]; onOpen: (n: string) => void; highlight?: string | null }) {
  const { t } = useTranslation();
  if (orders.length === 0) return <p className="py-8 text-center text-sm text-ink-400">{t('lottery.cn.orders.empty')}</p>;
  return (
    <>
      <ZoneNote />
      <ul className="flex flex-col gap-2" aria-label={t('lottery.cn.orders.title')} data-testid="orders-list">
        {orders.map((o) => (
          <li key={o.orderNumber}>
            <button
              type="button"
              onClick={() => onOpen(o.orderNumber)}
              aria-label={t('lottery.cn.orders.open', { order: o.orderNumber })}
              className={clsx(
                'flex w-full flex-wrap items-center gap-x-4 gap-y-1 rounded-xl bg-ink-950/40 px-3 py-2.5 text-start ring-1 transition hover:bg-white/5',
                o.orderNumber === highlight ? 'ring-gold-300/50' : 'ring-white/5',
              )}
              data-order={o.orderNumber}
            >
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2">
                  <span className="truncate text-sm font-semibold text-ink-50">{o.gameName}</span>
                  <OrderStatus status={o.status} />
                </span>
                <span className="block text-[11px] text-ink-400">
                  <bdi dir="ltr" className="font-mono">
                    {o.numero}
                  </bdi>
                  {o.chaseCount > 1 ? ` · ${t('lottery.cn.orders.chaseCount', { count: o.chaseCount })}` : ''} · <BrandTime value={o.createdAt} />
                </span>
              </span>
              <span className="flex flex-col items-end text-xs">
                <LottoAmount units={o.amount} className="font-bold text-ink-50" />
                {o.win !== '0.0000' ? <LottoAmount units={o.win} signed className="font-bold text-emerald-300" /> : null}
              </span>
              <Icon name="chevron" className="size-4 text-ink-500 rtl:-scale-x-100" />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

const SEARCH_SIZE = 10;

function OrderSearchView({ games, onOpen }: { games: readonly LotteryGameInfo[]; onOpen: (n: string) => void }) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const lang = useLanguageCode();
  const { dayStart } = useBrandTime();
  const ids = { game: useId(), status: useId(), from: useId(), to: useId() };
  const [draft, setDraft] = useState({ gameId: '', status: '', from: '', to: '' });
  const [search, setSearch] = useState<OrderSearch | null>(null);
  const [page, setPage] = useState(1);
  const result = useQuery(orderSearchQuery(token, search ?? {}, page, SEARCH_SIZE, lang, search !== null));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setSearch({
      gameId: draft.gameId ? Number(draft.gameId) : undefined,
      status: (draft.status || undefined) as OrderSearch['status'],
      // Picked dates are days on the brand's calendar; the server takes instants, `to` exclusive.
      from: draft.from ? dayStart(draft.from) : undefined,
      to: draft.to ? dayStart(addDays(draft.to, 1)) : undefined,
    });
  };
  const field = 'h-9 w-full rounded-lg border border-white/10 bg-ink-950/60 px-2 text-sm text-ink-50 outline-none focus:border-gold-300';

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={submit} className="grid grid-cols-2 gap-2 sm:grid-cols-5 sm:items-end">
        <label htmlFor={ids.game} className="flex flex-col gap-1 text-xs text-ink-300">
          {t('lottery.cn.orders.game')}
          <select id={ids.game} className={field} value={draft.gameId} onChange={(e) => setDraft({ ...draft, gameId: e.target.value })}>
            <option value="">{t('lottery.cn.orders.allGames')}</option>
            {games.map((g) => (
              <option key={g.gameId} value={g.gameId}>
                {g.displayName}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.status} className="flex flex-col gap-1 text-xs text-ink-300">
          {t('lottery.cn.orders.statusLabel')}
          <select id={ids.status} className={field} value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value })}>
            <option value="">{t('lottery.cn.orders.allStatuses')}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`lottery.cn.orders.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.from} className="flex flex-col gap-1 text-xs text-ink-300">
          {t('lottery.cn.orders.from')}
          <input id={ids.from} type="date" className={field} value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </label>
        <label htmlFor={ids.to} className="flex flex-col gap-1 text-xs text-ink-300">
          {t('lottery.cn.orders.to')}
          <input id={ids.to} type="date" className={field} value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </label>
        <Button type="submit" size="sm" className="col-span-2 sm:col-span-1">
          <Icon name="search" className="size-4" />
          {t('lottery.cn.orders.find')}
        </Button>
      </form>
      {search === null ? null : result.isError ? (
        <FormAlert message={errorMessage(result.error)} />
      ) : result.isPending ? (
        <p className="py-8 text-center text-sm text-ink-400">{t('common.loading')}</p>
      ) : (
        <>
          <p className="text-xs text-ink-400">{t('lottery.cn.orders.found', { count: result.data.total })}</p>
          <OrderList orders={result.data.list} onOpen={onOpen} />
          <Pagination page={page} total={result.data.total} pageSize={SEARCH_SIZE} onPage={setPage} />
        </>
      )}
    </div>
  );
}

/** A line's slip text for people: rows split by `|`, words translated. */
function contentText(t: TFunction, content: string, approach: number) {
  if (approach === 2) return content.split(',').join(', ');
  return content
    .split('_')
    .map((row) => (row === '' ? '–' : row.split(',').map((b) => (isTokenWord(b) ? tokenLabel(t, b) : b)).join(' ')))
    .join(' | ');
}

/** An order with its sub-orders (one per slip line and issue); open ones can be cancelled before lock. */
export function OrderDetailDialog({ orderNumber, onClose, layer }: { orderNumber: string | null; onClose: () => void; /** Above the dialog it opens from (the betting record). */ layer?: number }) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const lang = useLanguageCode();
  const client = useQueryClient();
  const brand = useBrand();
  const detail = useQuery(orderDetailQuery(token, orderNumber, lang));
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);

  const cancel = useMutation({
    mutationFn: (ids: string[]) => cancelSubOrders(ids),
    onSuccess: (value) => {
      setChosen(new Set());
      setNotice(t('lottery.cn.orders.cancelled', { count: value.cancelled, amount: `${brand.currencySymbol} ${formatLottoAmount(unitsFromDecimal(value.refunded))}` }));
      void client.invalidateQueries({ queryKey: ordersKey });
      void client.invalidateQueries({ queryKey: ['wallet'] });
    },
    onError: (error) => {
      void client.invalidateQueries({ queryKey: ordersKey });
      void showPopup({ icon: 'error', title: t('lottery.cn.orders.cancelFailed'), text: errorMessage(error) });
    },
  });

  const subOrders = detail.data?.subOrders ?? [];
  const cancellable = subOrders.filter((s) => s.cancellable);
  const toCancel = chosen.size > 0 ? [...chosen] : cancellable.map((s) => s.subOrderId);

  const confirmCancel = async () => {
    if (toCancel.length === 0) return;
    const answer = await showPopup({
      icon: 'warning',
      title: t('lottery.cn.orders.cancelTitle'),
      text: t('lottery.cn.orders.cancelConfirm', { count: toCancel.length }),
      buttons: [
        { key: 'no', label: t('common.cancel'), variant: 'secondary' },
        { key: 'yes', label: t('lottery.cn.orders.cancelYes'), variant: 'danger' },
      ],
    });
    if (answer === 'yes') cancel.mutate(toCancel);
  };

  const close = () => {
    setChosen(new Set());
    setNotice(null);
    onClose();
  };

  return (
    <Modal open={orderNumber !== null} onClose={close} title={orderNumber ? t('lottery.cn.orders.detailTitle') : undefined} size="lg" layer={layer}>
      {detail.isError ? (
        <FormAlert message={errorMessage(detail.error)} />
      ) : !detail.data ? (
        <p className="py-8 text-center text-sm text-ink-400">{t('common.loading')}</p>
      ) : (
        <div className="flex flex-col gap-3">
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
            <Fact label={t('lottery.cn.orders.order')} wide>
              <bdi dir="ltr" className="font-mono text-xs">
                {detail.data.orderNumber}
              </bdi>
            </Fact>
            <Fact label={t('lottery.cn.orders.game')}>{detail.data.gameName}</Fact>
            <Fact label={t('lottery.cn.orders.amount')}>
              <LottoAmount units={detail.data.amount} />
            </Fact>
            <Fact label={t('lottery.cn.orders.win')}>
              <LottoAmount units={detail.data.win} />
            </Fact>
            <Fact label={t('lottery.cn.orders.statusLabel')}>
              <OrderStatus status={detail.data.status} />
            </Fact>
            <Fact
              label={
                <>
                  {t('lottery.cn.orders.time')} <ZoneTag />
                </>
              }
            >
              <BrandTime value={detail.data.createdAt} />
            </Fact>
            {detail.data.rebate !== '0.0000' ? (
              <Fact label={t('lottery.cn.orders.rebate')}>
                <LottoAmount units={detail.data.rebate} />
              </Fact>
            ) : null}
            {detail.data.chaseCount > 1 ? (
              <Fact label={t('lottery.cn.orders.chase')}>
                {t('lottery.cn.orders.chaseCount', { count: detail.data.chaseCount })}
                {detail.data.winningStop ? ` · ${t('lottery.cn.chase.stopsOnWin')}` : ''}
              </Fact>
            ) : null}
          </dl>

          <h3 className="text-sm font-bold text-ink-50">{t('lottery.cn.orders.subOrders')}</h3>
          <ul className="flex max-h-[45dvh] flex-col gap-2 overflow-y-auto" data-testid="sub-orders">
            {subOrders.map((s) => (
              <li key={s.subOrderId} className="flex items-start gap-3 rounded-xl bg-ink-950/50 p-2.5 ring-1 ring-white/5">
                {s.cancellable ? (
                  <input
                    type="checkbox"
                    className="mt-1 size-4 shrink-0 accent-gold-400"
                    aria-label={t('lottery.cn.orders.select', { numero: s.numero, play: s.playName })}
                    checked={chosen.has(s.subOrderId)}
                    onChange={(e) =>
                      setChosen((c) => {
                        const next = new Set(c);
                        if (e.target.checked) next.add(s.subOrderId);
                        else next.delete(s.subOrderId);
                        return next;
                      })
                    }
                  />
                ) : (
                  <span className="w-4 shrink-0" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="font-semibold text-ink-50">{s.playName}</span>
                    <bdi dir="ltr" className="font-mono text-xs text-ink-400">
                      {s.numero}
                    </bdi>
                    <OrderStatus status={s.status} />
                  </p>
                  <p dir="ltr" className="truncate text-start font-mono text-xs text-gold-200">
                    {contentText(t, s.bettingContent, s.approach)}
                  </p>
                  <p className="text-[11px] text-ink-400">
                    {t('lottery.cn.cart.lineDetail', { bets: t('lottery.cn.slip.bets', { count: s.betCount }), price: modePrice(s.unit), multiple: s.multiple })} · {s.series}
                    {s.winningNumber ? (
                      <>
                        {' · '}
                        {t('lottery.cn.orders.result')}{' '}
                        <bdi dir="ltr" className="font-mono text-ink-200">
                          {s.winningNumber}
                        </bdi>
                      </>
                    ) : null}
                  </p>
                </div>
                <div className="flex flex-col items-end text-xs">
                  <LottoAmount units={s.amount} className="font-bold text-ink-50" />
                  {s.win !== '0.0000' ? <LottoAmount units={s.win} signed className="font-bold text-emerald-300" /> : null}
                </div>
              </li>
            ))}
          </ul>
          {notice ? (
            <p role="status" className="rounded-xl bg-emerald-500/10 px-3 py-2 text-xs text-emerald-200 ring-1 ring-emerald-400/30">
              {notice}
            </p>
          ) : null}
          {cancellable.length > 0 ? (
            <div className="flex flex-wrap items-center justify-end gap-2">
              <Button variant="danger" size="sm" disabled={cancel.isPending} onClick={() => void confirmCancel()}>
                {chosen.size > 0 ? t('lottery.cn.orders.cancelSelected', { count: chosen.size }) : t('lottery.cn.orders.cancelAll', { count: cancellable.length })}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </Modal>
  );
}

function Fact({ label, children, wide }: { label: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={clsx('min-w-0 rounded-xl bg-ink-950/40 px-3 py-2 ring-1 ring-white/5', wide && 'col-span-2')}>
      <dt className="text-[11px] text-ink-400">{label}</dt>
      <dd className="mt-0.5 text-ink-50">{children}</dd>
    </div>
  );
}
