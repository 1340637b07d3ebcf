import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { showPopup } from '../../../components/ui/popup';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { translateErrorCode } from '../../../lib/i18n';
import { ltrText } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useLoginCheck } from '../../session/hooks/use-login-check';
import { useSessionStore } from '../../session/stores/session-store';
import { useBrand } from '../../system/hooks/use-system-status';
import { seriesQuery, type LotteryGameInfo, type LotterySetting, type SeriesRange } from '../api/lottery-catalogue';
import { chaseIssuesQuery, nearKey } from '../api/lottery-draws';
import { ordersKey, placeBet, type BetBody } from '../api/lottery-orders';
import { modePrice, wireAmount } from '../lib/amounts';
import { cartAmount, cartBets, cartLineAmount, chaseFits, slipString } from '../lib/cart';
import type { ChaseStep } from '../lib/chase';
import type { IssueClock } from '../lib/issue-clock';
import { isTokenWord, tokenLabel } from '../lib/labels';
import { useCartStore, type CartLine } from '../stores/cart-store';
import { ChasePlanner, type ChaseSettings } from './chase-planner';
import { confirmBet } from './confirm-bet';
import { LottoAmount } from './lotto-amount';

interface BetCartProps {
  game: LotteryGameInfo;
  groupCode: string;
  lines: readonly CartLine[];
  clock: IssueClock;
  setting: LotterySetting | undefined;
  seriesRange: SeriesRange | undefined;
  /** After an order is placed (the page shows it in My orders). */
  onPlaced: (orderNumber: string) => void;
}

/** A line's balls as players read them: rows split by `|`, words translated. */
function useBallsText() {
  const { t } = useTranslation();
  return (line: CartLine) =>
    line.approach === 2
      ? line.balls.split(',').join(', ')
      : line.balls
          .split('_')
          .map((row) => (row === '' ? '–' : row.split(',').map((b) => (isTokenWord(b) ? tokenLabel(t, b) : b)).join(' ')))
          .join(' | ');
}

/**
 * The bet cart: its lines with their bets and amounts, the total, an optional chase plan, and the
 * bet itself (login check first; a confirmation; the total sent is the one shown, to four decimals).
 */
export function BetCart({ game, groupCode, lines, clock, setting, seriesRange, onPlaced }: BetCartProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const loginCheck = useLoginCheck();
  const remove = useCartStore((s) => s.remove);
  const clear = useCartStore((s) => s.clear);
  const ballsText = useBallsText();
  // The confirmation is drawn outside the page's providers: it gets the currency as text.
  const brand = useBrand();
  const [chase, setChase] = useState<ChaseSettings | null>(null);
  const [planning, setPlanning] = useState(false);
  const [placed, setPlaced] = useState<{ orderNumber: string; numero: string } | null>(null);
  const orderKey = useIdempotencyKey();

  const unitAmount = cartAmount(lines);
  const bets = cartBets(lines);
  const maxMultipleOf = (mode: number) => setting?.bettingModes.find((m) => m.code === mode)?.betMultipleMax ?? 10_000;
  const chaseMax = Math.min(...lines.map((l) => Math.floor(maxMultipleOf(l.mode) / l.multiple)), 10_000);
  const chaseTotal = chase ? chase.multiples.reduce((sum, m) => sum + unitAmount * BigInt(m), 0n) : unitAmount;

  const bet = useMutation({
    // What the member asked for; the issue and the chase's issues are read when the order is first
    // built, so a retry after an unknown outcome re-sends the very same order even if the draw moved on.
    mutationFn: () =>
      orderKey.run(
        JSON.stringify([game.gameId, slipString(lines, 0), chase]),
        async (clientOrderId): Promise<BetBody> => {
          const ranges = seriesRange ? [seriesRange] : await client.fetchQuery(seriesQuery(token)).then((all) => all.filter((r) => r.gameGroupCode === groupCode && r.prizeModeId === game.prizeModeId));
          const range = ranges[0];
          const numero = clock.numero!;
          let steps: ChaseStep[] | null = null;
          if (chase) {
            const upcoming = await client.fetchQuery(chaseIssuesQuery(game.gameId, Math.min(120, Math.max(1, setting?.maxChaseIssues ?? 120))));
            const from = upcoming.findIndex((i) => i.numero === numero);
            if (from < 0) throw new Error('chase');
            steps = upcoming.slice(from, from + chase.multiples.length).map((i, k) => ({ numero: i.numero, multiple: chase.multiples[k]! }));
            if (!chaseFits(lines, steps, maxMultipleOf)) throw new Error('multiple');
          }
          const total = steps ? steps.reduce((sum, s) => sum + unitAmount * BigInt(s.multiple), 0n) : unitAmount;
          return {
            gameId: game.gameId,
            currentNumero: numero,
            bettingSlipString: slipString(lines, range?.defaultSeries ?? 1980),
            prizeModeId: game.prizeModeId,
            chase: steps,
            winningStop: chase?.stopOnWin ?? false,
            device: 'WEB',
            betCartAmountSum: wireAmount(total),
            clientOrderId,
          };
        },
        placeBet,
      ),
    onSuccess: (value) => {
      clear(game.gameId);
      setChase(null);
      setPlaced({ orderNumber: value.orderNumber, numero: value.numero });
      void client.invalidateQueries({ queryKey: ['wallet'] });
      void client.invalidateQueries({ queryKey: ordersKey });
      onPlaced(value.orderNumber);
    },
    onError: (error) => {
      if (isApiError(error, 'lottery.issue.closed', 'lottery.chase.invalid', 'lottery.issue.not.found')) {
        void client.invalidateQueries({ queryKey: nearKey(game.gameId) });
        void client.invalidateQueries({ queryKey: ['lottery', 'chase', game.gameId] });
      }
      const text =
        error instanceof Error && error.message === 'chase'
          ? t('lottery.cn.chase.outdated')
          : error instanceof Error && error.message === 'multiple'
            ? (translateErrorCode('lottery.slip.multiple.invalid') ?? errorMessage(error))
            : errorMessage(error);
      void showPopup({ icon: 'error', title: t('lottery.cn.cart.failedTitle'), text });
    },
  });

  const place = async () => {
    setPlaced(null);
    if (lines.length === 0) return;
    if (!loginCheck()) return;
    if (clock.phase !== 'open' || !clock.numero) {
      void showPopup({ icon: 'warning', title: t('lottery.cn.cart.failedTitle'), text: t('lottery.cn.cart.closed') });
      return;
    }
    const confirmed = await confirmBet(t, {
      game: game.displayName,
      numero: clock.numero,
      bets,
      total: chaseTotal,
      currencySymbol: brand.currencySymbol,
      details: [t('lottery.cn.cart.lines', { count: lines.length }), ...(chase ? [t('lottery.cn.chase.summary', { count: chase.multiples.length })] : [])],
    });
    if (confirmed) bet.mutate();
  };

  return (
    <section aria-labelledby="lottery-cart-title" className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-ink-900/70 p-3 sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="lottery-cart-title" className="flex items-center gap-2 text-base font-bold text-ink-50">
          <Icon name="ticket" className="size-5 text-gold-300" />
          {t('lottery.cn.cart.title')}
          {lines.length ? <span className="rounded-full bg-gold-400 px-2 text-xs font-extrabold text-ink-950">{lines.length}</span> : null}
        </h2>
        {lines.length ? (
          <button type="button" onClick={() => clear(game.gameId)} className="text-xs font-semibold text-ink-400 hover:text-rose-300">
            {t('lottery.cn.cart.clear')}
          </button>
        ) : null}
      </div>

      {lines.length === 0 ? (
        <p className="rounded-xl border border-dashed border-white/10 px-3 py-6 text-center text-sm text-ink-400">{t('lottery.cn.cart.empty')}</p>
      ) : (
        <ul className="flex max-h-80 flex-col gap-2 overflow-y-auto" aria-label={t('lottery.cn.cart.title')}>
          {lines.map((line) => (
            <li key={line.id} className="flex items-start gap-2 rounded-xl bg-ink-950/50 p-2.5 ring-1 ring-white/5">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-ink-50">
                  {line.playName} <span className="text-xs font-normal text-ink-400">· {line.groupName}</span>
                </p>
                <p dir="ltr" className="truncate text-start font-mono text-xs text-gold-200" title={ballsText(line)}>
                  {ballsText(line)}
                </p>
                <p className="mt-0.5 text-[11px] text-ink-400">
                  {t('lottery.cn.cart.lineDetail', { bets: t('lottery.cn.slip.bets', { count: line.count }), price: modePrice(line.unit), multiple: line.multiple })}
                  {line.series ? ` · ${line.series}` : ''}
                </p>
              </div>
              <div className="flex flex-col items-end gap-1">
                <LottoAmount units={cartLineAmount(line)} className="text-sm font-bold text-ink-50" />
                <button
                  type="button"
                  aria-label={t('lottery.cn.cart.remove', { play: line.playName })}
                  onClick={() => remove(game.gameId, line.id)}
                  className="grid size-7 place-items-center rounded-lg text-ink-400 hover:bg-rose-500/10 hover:text-rose-300"
                >
                  <Icon name="close" className="size-4" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-col gap-2 border-t border-white/5 pt-3">
        <div className="flex items-center justify-between gap-2">
          <button
            type="button"
            disabled={lines.length === 0}
            onClick={() => setPlanning(true)}
            aria-pressed={Boolean(chase)}
            className={clsx(
              'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-xs font-bold ring-1 transition disabled:opacity-40',
              chase ? 'bg-gold-400/15 text-gold-200 ring-gold-300/40' : 'text-ink-200 ring-white/10 hover:bg-white/5',
            )}
          >
            <Icon name="refresh" className="size-3.5" />
            {chase ? t('lottery.cn.chase.on', { count: chase.multiples.length }) : t('lottery.cn.chase.toggle')}
          </button>
          {chase?.stopOnWin ? <span className="text-[11px] text-ink-400">{t('lottery.cn.chase.stopsOnWin')}</span> : null}
        </div>
        <div className="flex items-end justify-between gap-2">
          <p className="text-xs text-ink-400">
            {t('lottery.cn.slip.bets', { count: bets })}
            {chase ? ` × ${t('lottery.cn.chase.summary', { count: chase.multiples.length })}` : ''}
          </p>
          <p className="text-sm text-ink-300">
            {t('lottery.cn.cart.total')} <LottoAmount units={chaseTotal} className="text-lg font-extrabold text-gold-200" data-testid="cart-total" />
          </p>
        </div>
        <Button size="lg" className="w-full" disabled={lines.length === 0 || bet.isPending} onClick={() => void place()}>
          {bet.isPending ? t('lottery.cn.cart.placing') : token ? t('lottery.cn.cart.place') : t('lottery.cn.cart.loginToBet')}
        </Button>
        {placed ? (
          <p role="status" className="flex items-start gap-2 rounded-xl bg-emerald-500/10 px-3 py-2 text-xs text-emerald-200 ring-1 ring-emerald-400/30">
            <Icon name="check" className="mt-0.5 size-4 shrink-0" />
            <span>
              {t('lottery.cn.cart.placed', { numero: ltrText(placed.numero) })}{' '}
              <bdi dir="ltr" className="font-mono">
                {placed.orderNumber}
              </bdi>
            </span>
          </p>
        ) : null}
      </div>

      {planning ? (
        <ChasePlanner
          open={planning}
          onClose={() => setPlanning(false)}
          gameId={game.gameId}
          currentNumero={clock.numero}
          maxIssues={setting?.maxChaseIssues ?? 120}
          maxMultiple={Math.max(1, chaseMax)}
          unitAmount={unitAmount}
          value={chase}
          onApply={(value) => {
            setChase(value);
            setPlanning(false);
          }}
        />
      ) : null}
    </section>
  );
}
