import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Icon } from '../../../../components/ui/icon';
import { callApi, errorMessage } from '../../../../lib/api-client';
import { unitsFromDecimal } from '../../../../lib/format';
import { useLanguageCode } from '../../../games/hooks/use-language-code';
import { useLoginCheck } from '../../../session/hooks/use-login-check';
import { useSessionStore } from '../../../session/stores/session-store';
import { BrandTime, ZoneNote } from '../../../system/components/brand-time';
import { orderDetailQuery, todayOrdersQuery, type OrderRow } from './regional-queries';
import { Amount, Num, OrderStatusBadge, Quiet } from './regional-ui';

const units = (text: string) => {
  try {
    return unitsFromDecimal(text);
  } catch {
    return null;
  }
};

/** A slip's balls as a person reads them: positional rows `1_2_3` become `123`, lists get spaces. */
export function readableContent(content: string): string {
  if (/^\d(_\d)+$/.test(content)) return content.replaceAll('_', '');
  return content.replaceAll('_', ' | ').replaceAll(',', ', ');
}

/** Today's orders of the games in `gameCodes`, newest first; a row opens its detail and offers cancel before lock. */
export function MyBets({ gameCodes }: { gameCodes: readonly string[] }) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const lang = useLanguageCode();
  const loginCheck = useLoginCheck();
  const orders = useQuery(todayOrdersQuery(token, lang));
  const [open, setOpen] = useState<string | null>(null);

  if (!token) {
    return (
      <Quiet
        icon="lock"
        title={t('lottery.regional.bets.loginTitle')}
        text={t('lottery.regional.bets.loginText')}
        action={
          <Button size="sm" onClick={() => loginCheck()}>
            {t('auth.login')}
          </Button>
        }
      />
    );
  }
  if (orders.isPending) return <p className="py-6 text-center text-sm text-ink-300">{t('common.loading')}</p>;
  if (orders.isError) {
    return (
      <p role="alert" className="py-6 text-center text-sm text-rose-200">
        {errorMessage(orders.error)}
      </p>
    );
  }
  const list = orders.data.list.filter((o) => gameCodes.includes(o.gameCode));
  if (list.length === 0) return <Quiet icon="ticket" title={t('lottery.regional.bets.emptyTitle')} text={t('lottery.regional.bets.emptyText')} />;
  return (
    <div className="flex flex-col gap-2">
      <ZoneNote />
      <ul className="flex flex-col gap-2" aria-label={t('lottery.regional.bets.title')}>
        {list.map((o) => (
          <OrderItem key={o.orderNumber} order={o} open={open === o.orderNumber} onToggle={() => setOpen(open === o.orderNumber ? null : o.orderNumber)} />
        ))}
      </ul>
    </div>
  );
}

function OrderItem({ order, open, onToggle }: { order: OrderRow; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const win = units(order.win);
  return (
    <li className="overflow-hidden rounded-xl border border-white/10 bg-ink-950/50">
      <button type="button" onClick={onToggle} aria-expanded={open} className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5 text-start hover:bg-white/5">
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-ink-50">{order.gameName}</span>
          <span className="block text-xs text-ink-400">
            {t('lottery.regional.issue')} <Num>{order.numero}</Num> · <BrandTime value={order.createdAt} style="clock" />
          </span>
        </span>
        <span className="flex flex-col items-end text-xs">
          <Amount units={units(order.amount)} className="font-bold text-ink-50" />
          {win !== null && win > 0n ? (
            <span className="text-emerald-300">
              {t('lottery.regional.bets.won')} <Amount units={win} />
            </span>
          ) : null}
        </span>
        <OrderStatusBadge status={order.status} />
        <Icon name="chevronDown" className={clsx('size-4 text-ink-400 transition', open && 'rotate-180')} />
      </button>
      {open ? <OrderDetailView orderNumber={order.orderNumber} /> : null}
    </li>
  );
}

function OrderDetailView({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const lang = useLanguageCode();
  const client = useQueryClient();
  const detail = useQuery(orderDetailQuery(token, orderNumber, lang));
  const cancel = useMutation({
    mutationFn: (ids: string[]) => callApi('lotteryCancel', { body: { subOrderIds: ids } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['lottery', 'orders'] });
      void client.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
  if (detail.isPending) return <p className="border-t border-white/5 px-3 py-3 text-xs text-ink-300">{t('common.loading')}</p>;
  if (detail.isError) {
    return (
      <p role="alert" className="border-t border-white/5 px-3 py-3 text-xs text-rose-200">
        {errorMessage(detail.error)}
      </p>
    );
  }
  const cancellable = detail.data.subOrders.filter((s) => s.cancellable).map((s) => s.subOrderId);
  return (
    <div className="border-t border-white/5 px-3 py-2">
      <p className="mb-2 text-[11px] text-ink-400">
        {t('lottery.regional.bets.orderNumber')} <Num>{orderNumber}</Num>
      </p>
      <ul className="flex flex-col divide-y divide-white/5">
        {detail.data.subOrders.map((s) => (
          <li key={s.subOrderId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-xs">
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-ink-100">{s.playName}</span>
              <Num className="block text-sm break-all text-gold-200">{readableContent(s.bettingContent)}</Num>
              <span className="text-ink-400">
                {t('lottery.regional.bets.betCount', { count: s.betCount })} · {t('lottery.regional.issue')} <Num>{s.numero}</Num>
              </span>
            </span>
            <span className="flex flex-col items-end">
              <Amount units={units(s.amount)} className="font-semibold text-ink-50" />
              {units(s.win) ? <Amount units={units(s.win)} className="text-emerald-300" /> : null}
            </span>
            <OrderStatusBadge status={s.status} />
          </li>
        ))}
      </ul>
      {cancellable.length > 0 ? (
        <div className="flex items-center justify-end gap-2 pt-2">
          {cancel.isError ? (
            <span role="alert" className="text-xs text-rose-200">
              {errorMessage(cancel.error)}
            </span>
          ) : null}
          <Button size="sm" variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate(cancellable)}>
            {t('lottery.regional.bets.cancel')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
