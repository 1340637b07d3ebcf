import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@lotus/contract/money';
import { Icon } from '../../../../components/ui/icon';
import { callApi } from '../../../../lib/api-client';
import { translateErrorCode } from '../../../../lib/i18n';
import { useIdempotencyKey } from '../../../../lib/use-idempotency-key';
import { useLoginCheck } from '../../../session/hooks/use-login-check';
import { useBrand } from '../../../system/hooks/use-system-status';
import { confirmBet } from '../../components/confirm-bet';
import type { Issue, LotteryGameView, PlayMenu } from '../../vn/shared/regional-queries';
import { BetFooter, IssueLine, SlipFigure, StakeChooser } from '../../vn/shared/bet-slip';
import { Amount, Loading, Num, Panel } from '../../vn/shared/regional-ui';
import { splitPlayName } from '../../vn/lib/vn-bet';
import {
  alreadyListed,
  buildSlip,
  isBlocked,
  numberProblem,
  readAmount,
  reversals,
  stakeFor,
  thaiPlayInfo,
  type BettingMode,
  type ThaiEntry,
} from '../lib/thai-bet';

const AMOUNTS = ['5', '10', '20', '50', '100'];
const PAD = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * The Thai bet list: choose a play (3 ตัวบน ... วิ่งล่าง), type numbers on the digit pad (a number is
 * added once its digits are in), each with the amount chosen, see the list and the total, and bet
 * the whole list on the open draw in one order.
 */
export function ThaiBetPanel({
  game,
  issue,
  menu,
  rules,
  modes,
  series,
  fetchedAt,
  onPlaced,
  onLocked,
}: {
  game: LotteryGameView;
  issue: Issue | null;
  fetchedAt: number;
  onLocked: () => void;
  menu: PlayMenu | undefined;
  rules: Record<string, unknown>;
  modes: BettingMode[];
  series: number | null;
  onPlaced: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const loginCheck = useLoginCheck();
  const brand = useBrand();
  const plays = (menu?.[0]?.playMenuGroups ?? []).flatMap((g) => g.playMenus).filter((p) => p.playSwitch && thaiPlayInfo(p.playCode));
  const [playCode, setPlayCode] = useState('thai_3top');
  const play = plays.find((p) => p.playCode === playCode) ?? plays[0];
  const info = play ? thaiPlayInfo(play.playCode)! : null;
  const [typed, setTyped] = useState('');
  const [amountText, setAmountText] = useState('10');
  const [reverse, setReverse] = useState(false);
  const [entries, setEntries] = useState<ThaiEntry[]>([]);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'warn'; text: string } | null>(null);
  const amount = readAmount(amountText);
  const amountOk = amount !== null && stakeFor(amount, modes) !== null;
  const slip = series !== null ? buildSlip(entries, series, rules, modes) : null;
  const total = entries.reduce((s, e) => s + e.amount, 0n);
  const closed = !issue || !issue.isSale;

  const orderKey = useIdempotencyKey();
  const bet = useMutation({
    // The draw is read when the order is first built: a retry after an unknown outcome re-sends it as it was.
    mutationFn: () =>
      orderKey.run(
        JSON.stringify([game.gameId, slip!.slip, formatAmount(slip!.total)]),
        (clientOrderId) => ({
          gameId: game.gameId,
          currentNumero: issue!.numero,
          bettingSlipString: slip!.slip,
          prizeModeId: game.prizeModeId,
          winningStop: false,
          device: 'WEB' as const,
          betCartAmountSum: formatAmount(slip!.total),
          clientOrderId,
        }),
        (body) => callApi('lotteryBet', { body }),
      ),
    onSuccess: (value) => {
      setEntries([]);
      setNotice({ tone: 'ok', text: t('lottery.sea.placed', { order: value.orderNumber }) });
      onPlaced();
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['lottery', 'orders'] });
      void client.invalidateQueries({ queryKey: ['wallet'] });
    },
  });

  const add = (number: string) => {
    if (!play || !info) return;
    if (!amountOk || amount === null) {
      setNotice({ tone: 'warn', text: t('lottery.sea.amountInvalid') });
      return;
    }
    const numbers = reverse && info.kind === 'exact' ? reversals(number) : [number];
    const added: ThaiEntry[] = [];
    for (const n of numbers) {
      const problem = numberProblem(play.playId, n, rules);
      if (problem) {
        setNotice({ tone: 'warn', text: translateErrorCode(problem) ?? problem });
        continue;
      }
      if (alreadyListed([...entries, ...added], play.playCode, n)) continue;
      added.push({ id: crypto.randomUUID(), playId: play.playId, playCode: play.playCode, number: n, amount });
    }
    if (added.length > 0) {
      setEntries((list) => [...list, ...added]);
      setNotice(null);
    } else if (numbers.length > 0 && alreadyListed(entries, play.playCode, number)) {
      setNotice({ tone: 'warn', text: t('lottery.sea.already', { number }) });
    }
  };

  const press = (d: string) => {
    if (!info) return;
    const next = (typed + d).slice(0, info.digits);
    if (next.length === info.digits) {
      add(next);
      setTyped('');
    } else setTyped(next);
  };

  // Digits typed on a keyboard go to the pad too (not while another field has the focus).
  const pressRef = useRef(press);
  useEffect(() => {
    pressRef.current = press;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (/^\d$/.test(event.key)) pressRef.current(event.key);
      else if (event.key === 'Backspace') setTyped((s) => s.slice(0, -1));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const submit = async () => {
    if (!loginCheck()) return;
    if (!slip || slip.error || slip.bets === 0 || closed || !issue) return;
    // Every lottery confirms an order the same way before it is sent.
    const confirmed = await confirmBet(t, { game: game.displayName, numero: issue.numero, bets: slip.bets, total: slip.total, currencySymbol: brand.currencySymbol });
    if (confirmed) bet.mutate();
  };

  if (!menu) {
    return (
      <Panel title={t('lottery.sea.betTitle')} icon="ticket">
        <Loading className="py-8" />
      </Panel>
    );
  }
  if (!play || !info) return null;
  const slipProblem = slip?.error ? (translateErrorCode(slip.error) ?? slip.error) : null;

  const issueLine = issue ? <IssueLine issue={issue} lockDeadline={fetchedAt + issue.lockTime * 1000} onLocked={onLocked} /> : null;

  return (
    <Panel title={t('lottery.sea.betTitle')} icon="ticket" action={issueLine}>
      <div className="flex flex-col gap-3">
        <div className="grid grid-cols-3 gap-1.5" role="radiogroup" aria-label={t('lottery.sea.plays')}>
          {plays.map((p) => {
            const pi = thaiPlayInfo(p.playCode)!;
            const active = p.playCode === play.playCode;
            return (
              <button
                key={p.playId}
                type="button"
                role="radio"
                aria-checked={active}
                aria-label={`${pi.thai} · ${splitPlayName(p.playName).short}`}
                onClick={() => {
                  setPlayCode(p.playCode);
                  setTyped('');
                }}
                className={clsx(
                  'flex flex-col items-center rounded-xl px-1 py-2 text-center ring-1 transition',
                  active ? 'bg-gradient-to-b from-gold-300 to-gold-500 text-ink-950 ring-gold-200' : 'bg-ink-850 text-ink-100 ring-white/10 hover:ring-white/25',
                )}
              >
                <span lang="th" dir="ltr" className="text-sm leading-tight font-bold">
                  {pi.thai}
                </span>
                <span className={clsx('mt-0.5 line-clamp-1 text-[10px]', active ? 'text-ink-800' : 'text-ink-400')}>{splitPlayName(p.playName).short}</span>
              </button>
            );
          })}
        </div>
        <p className="text-xs text-ink-300">
          <span lang="th" dir="ltr" className="font-semibold text-ink-100">
            {info.thai}
          </span>{' '}
          · {splitPlayName(play.playName).hint ?? splitPlayName(play.playName).short}
          {play.levels[0] ? (
            <>
              {' · '}
              {t('lottery.vn.pays')} <Num className="font-bold text-gold-200">×{Number(play.levels[0].odds).toString()}</Num>
            </>
          ) : null}
        </p>

        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="flex flex-col gap-2">
            <div className="flex justify-center gap-2" dir="ltr" role="status" aria-label={t('lottery.sea.typing', { digits: typed || '—' })}>
              {Array.from({ length: info.digits }, (_, i) => (
                <span
                  key={i}
                  aria-hidden="true"
                  className={clsx(
                    'grid h-14 w-12 place-items-center rounded-xl font-sans text-3xl font-black ring-2',
                    typed[i] !== undefined ? 'bg-ink-50 text-ink-950 ring-gold-300' : i === typed.length ? 'bg-ink-950 text-ink-600 ring-gold-300/70' : 'bg-ink-950 text-ink-600 ring-white/10',
                  )}
                >
                  {typed[i] ?? '·'}
                </span>
              ))}
            </div>
            <div className="grid grid-cols-3 gap-1.5" dir="ltr" role="group" aria-label={t('lottery.sea.pad')}>
              {PAD.map((d) => (
                <PadKey key={d} onClick={() => press(d)}>
                  {d}
                </PadKey>
              ))}
              <PadKey onClick={() => setTyped('')} label={t('lottery.sea.clearDigits')} subtle>
                <Icon name="close" className="size-5" />
              </PadKey>
              <PadKey onClick={() => press('0')}>0</PadKey>
              <PadKey onClick={() => setTyped((s) => s.slice(0, -1))} label={t('lottery.sea.backspace')} subtle>
                <Icon name="chevron" className="size-5 rotate-180" />
              </PadKey>
            </div>
            {info.kind === 'exact' ? (
              <label className="flex items-center gap-2 text-xs text-ink-200">
                <input type="checkbox" checked={reverse} onChange={(e) => setReverse(e.target.checked)} className="size-4 accent-gold-400" />
                <span>
                  <span lang="th" dir="ltr" className="font-semibold">
                    กลับเลข
                  </span>{' '}
                  · {t('lottery.sea.reverse')}
                </span>
              </label>
            ) : null}
          </div>

          <div className="flex flex-col gap-2">
            <StakeChooser
              label={t('lottery.sea.amountPerNumber')}
              presets={AMOUNTS}
              value={amountText}
              onChange={setAmountText}
              clean={(typed) => typed.replace(/[^\d.]/g, '').slice(0, 10)}
              inputMode="decimal"
              invalid={!amountOk}
            />
            {!amountOk ? (
              <p role="alert" className="text-xs text-rose-200">
                {t('lottery.sea.amountInvalid')}
              </p>
            ) : null}
            <div className="flex items-center justify-between">
              <h3 className="text-xs font-semibold text-ink-300">{t('lottery.sea.list', { count: entries.length })}</h3>
              {entries.length > 0 ? (
                <button type="button" onClick={() => setEntries([])} className="text-xs font-semibold text-rose-200 hover:underline">
                  {t('lottery.sea.clearList')}
                </button>
              ) : null}
            </div>
            {entries.length === 0 ? (
              <p className="rounded-xl border border-dashed border-white/10 px-3 py-6 text-center text-xs text-ink-400">{t('lottery.sea.listEmpty')}</p>
            ) : (
              <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto" aria-label={t('lottery.sea.listLabel')}>
                {entries.map((e) => {
                  const pi = thaiPlayInfo(e.playCode)!;
                  const blocked = isBlocked(rules, e.playCode, e.number);
                  return (
                    <li key={e.id} className="flex items-center gap-2 rounded-lg bg-ink-850 px-2 py-1.5 ring-1 ring-white/5">
                      <span lang="th" dir="ltr" className="w-20 shrink-0 truncate text-xs font-semibold text-ink-200">
                        {pi.thai}
                      </span>
                      <Num className="text-lg font-black text-gold-200">{e.number}</Num>
                      {blocked ? <span className="rounded bg-amber-400/15 px-1.5 py-0.5 text-[10px] font-bold text-amber-200 ring-1 ring-amber-300/30">{t('lottery.sea.halfPay')}</span> : null}
                      <Amount units={e.amount} className="ms-auto text-sm font-semibold text-ink-50" />
                      <button
                        type="button"
                        onClick={() => setEntries((list) => list.filter((x) => x.id !== e.id))}
                        aria-label={t('lottery.sea.removeEntry', { number: e.number, play: pi.thai })}
                        className="grid size-7 place-items-center rounded-md text-ink-400 hover:bg-white/5 hover:text-rose-200"
                      >
                        <Icon name="close" className="size-4" />
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </div>

        {notice ? (
          <p role={notice.tone === 'ok' ? 'status' : 'alert'} className={clsx('text-xs font-semibold', notice.tone === 'ok' ? 'text-emerald-300' : 'text-amber-200')}>
            {notice.text}
          </p>
        ) : null}

        <BetFooter
          summaryClassName="flex min-w-0 flex-1 flex-wrap gap-x-4 text-sm"
          onSubmit={() => void submit()}
          blocked={entries.length === 0 || closed || bet.isPending || Boolean(slip?.error) || series === null}
          pending={bet.isPending}
          problem={slipProblem}
          closed={closed}
          error={bet.isError ? bet.error : null}
        >
          <SlipFigure term={t('lottery.vn.bets')}>
            <Num>{slip?.bets ?? entries.length}</Num>
          </SlipFigure>
          <SlipFigure term={t('lottery.vn.total')} valueClassName="font-extrabold text-gold-200" testId="thai-total">
            <Amount units={slip?.total ?? total} />
          </SlipFigure>
        </BetFooter>
      </div>
    </Panel>
  );
}

function PadKey({ children, onClick, label, subtle }: { children: ReactNode; onClick: () => void; label?: string; subtle?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={clsx(
        'grid h-12 place-items-center rounded-xl font-sans text-xl font-bold transition active:scale-95',
        subtle ? 'bg-ink-800 text-ink-300 hover:bg-ink-700' : 'bg-ink-700 text-ink-50 shadow-inner shadow-white/5 hover:bg-ink-600',
      )}
    >
      {children}
    </button>
  );
}
