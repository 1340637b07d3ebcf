import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Icon } from '../../../../components/ui/icon';
import { callApi } from '../../../../lib/api-client';
import { translateErrorCode } from '../../../../lib/i18n';
import { useIdempotencyKey } from '../../../../lib/use-idempotency-key';
import { useLoginCheck } from '../../../session/hooks/use-login-check';
import { useBrand } from '../../../system/hooks/use-system-status';
import { confirmBet } from '../../components/confirm-bet';
import { wireAmount } from '../../lib/amounts';
import {
  BET_PRICE,
  contentsOf,
  entryKind,
  MAX_CONTENTS,
  minPicks,
  multipleOfStake,
  priceContents,
  quickPick,
  readTyped,
  splitPlayName,
  type QuickPick,
} from '../lib/vn-bet';
import { BetFooter, IssueLine, SlipFigure, StakeChooser } from '../shared/bet-slip';
import type { PlayMenu, PlayMenuItem, VnStation } from '../shared/regional-queries';
import { NoIssue } from '../shared/regional-page';
import { Amount, Chip, Loading, Num, Panel, Quiet } from '../shared/regional-ui';
import { lockDeadline } from './station-picker';

const STAKES = ['2', '10', '20', '50', '100', '200'];
const GRID_PICKS: QuickPick[] = ['all', 'big', 'small', 'odd', 'even', 'double', 'clear'];
const DIGIT_PICKS: QuickPick[] = ['all', 'big', 'small', 'odd', 'even', 'clear'];

/**
 * The Vietnam bet slip of one station: the family's play groups and plays, the 00-99 grid (or 0-9
 * digits, or typed 3/4-digit numbers), quick picks, the stake per number, and the bets and total the
 * engine computes as the player picks. Bets go through the VN betting call for the station's open draw.
 */
export function VnBetPanel({
  station,
  fetchedAt,
  menu,
  rules,
  onPlaced,
  onLocked,
}: {
  station: VnStation;
  fetchedAt: number;
  menu: PlayMenu | undefined;
  rules: Record<string, unknown>;
  onPlaced: (orders: number) => void;
  onLocked: () => void;
}) {
  const { t } = useTranslation();
  const groups = useMemo(() => (menu?.[0]?.playMenuGroups ?? []).map((g) => ({ ...g, playMenus: g.playMenus.filter((p) => p.playSwitch) })).filter((g) => g.playMenus.length > 0), [menu]);
  const [groupCode, setGroupCode] = useState<string | null>(null);
  const group = groups.find((g) => g.playCode === groupCode) ?? groups.find((g) => g.playMenus.some((p) => p.playCode.endsWith('_lo_2') || p.playCode.endsWith('_baolo_2'))) ?? groups[0];
  const [playId, setPlayId] = useState<number | null>(null);
  const play = group?.playMenus.find((p) => p.playId === playId) ?? group?.playMenus[0];

  if (!menu) return <Panel title={t('lottery.vn.betTitle')} icon="ticket"><Loading className="py-8" /></Panel>;
  if (!group || !play) return <Panel title={t('lottery.vn.betTitle')} icon="ticket"><Quiet icon="lock" title={t('lottery.vn.noPlays')} /></Panel>;

  return (
    <Panel title={t('lottery.vn.betTitle')} icon="ticket" labelledBy="vn-bet-title" action={<StationIssueLine station={station} fetchedAt={fetchedAt} onLocked={onLocked} />}>
      <div className="flex flex-col gap-3">
        <div role="tablist" aria-label={t('lottery.vn.playGroups')} className="no-scrollbar -mx-1 flex gap-1 overflow-x-auto px-1">
          {groups.map((g) => {
            const active = g.playCode === group.playCode;
            return (
              <button
                key={g.playCode}
                type="button"
                role="tab"
                aria-selected={active}
                onClick={() => {
                  setGroupCode(g.playCode);
                  setPlayId(null);
                }}
                className={clsx(
                  'shrink-0 rounded-lg px-3 py-1.5 text-sm font-bold transition',
                  active ? 'bg-rose-500 text-white shadow shadow-rose-500/30' : 'bg-ink-800 text-ink-200 hover:bg-ink-700',
                )}
              >
                {splitPlayName(g.playName).short}
              </button>
            );
          })}
        </div>
        <div className="flex flex-wrap gap-1.5" role="radiogroup" aria-label={t('lottery.vn.plays')}>
          {group.playMenus.map((p) => {
            const active = p.playId === play.playId;
            return (
              <button
                key={p.playId}
                type="button"
                role="radio"
                aria-checked={active}
                onClick={() => setPlayId(p.playId)}
                className={clsx(
                  'rounded-lg px-2.5 py-1.5 text-xs font-semibold ring-1 transition',
                  active ? 'bg-gold-400/15 text-gold-200 ring-gold-300/60' : 'bg-ink-850 text-ink-100 ring-white/10 hover:ring-white/25',
                )}
              >
                {splitPlayName(p.playName).short}
              </button>
            );
          })}
        </div>
        <PlaySlip key={`${station.gameId}:${play.playId}`} station={station} family={station.family} play={play} rules={rules} onPlaced={onPlaced} />
      </div>
    </Panel>
  );
}

function StationIssueLine({ station, fetchedAt, onLocked }: { station: VnStation; fetchedAt: number; onLocked: () => void }) {
  const issue = station.currentNumero;
  if (!issue) return <NoIssue />;
  return <IssueLine issue={issue} lockDeadline={lockDeadline(station, fetchedAt)} drawDeadline={fetchedAt + issue.remainTime} onLocked={onLocked} />;
}

function PlaySlip({ station, family, play, rules, onPlaced }: { station: VnStation; family: string; play: PlayMenuItem; rules: Record<string, unknown>; onPlaced: (orders: number) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const loginCheck = useLoginCheck();
  const brand = useBrand();
  const typedId = useId();
  const kind = entryKind(play.picker);
  const row = play.picker.rows[0]!;
  const size = kind === 'typed' ? play.picker.rows.length : row.balls[0]!.length;
  const need = minPicks(play.picker);
  const [picks, setPicks] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  const [stakeText, setStakeText] = useState('10');
  const [done, setDone] = useState<string | null>(null);
  const multiple = multipleOfStake(stakeText);
  const contents = contentsOf(kind, picks);
  const enough = kind === 'typed' ? picks.length > 0 : picks.length >= need;
  const priced = enough && multiple !== null ? priceContents(family, play.playId, contents, multiple, rules) : null;
  const { short, hint } = splitPlayName(play.playName);
  const odds = play.levels[0]?.odds;
  const issue = station.currentNumero;

  const orderKey = useIdempotencyKey();
  const bet = useMutation({
    // The draw is read when the order is first built: a retry after an unknown outcome re-sends it as it was.
    mutationFn: () =>
      orderKey.run(
        JSON.stringify([station.gameId, play.playId, contents, multiple]),
        (clientOrderId) => ({
          prizeMode: station.prizeMode,
          contents: contents.map((bettingContent) => ({
            gameId: station.gameId,
            playId: play.playId,
            bettingContent,
            singleBetPrice: wireAmount(BET_PRICE),
            numero: [{ numero: issue!.numero, multiple: multiple! }],
          })),
          clientOrderId,
        }),
        (body) => callApi('vnBet', { body }),
      ),
    onSuccess: (value) => {
      setPicks([]);
      setTyped('');
      setDone(t('lottery.vn.placed', { count: value.orderNumbers.length }));
      onPlaced(value.orderNumbers.length);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['lottery', 'orders'] });
      void client.invalidateQueries({ queryKey: ['lottery', 'vn', 'recent'] });
      void client.invalidateQueries({ queryKey: ['wallet'] });
    },
  });

  const toggle = (ball: string) => {
    setDone(null);
    setPicks((p) => (p.includes(ball) ? p.filter((b) => b !== ball) : [...p, ball]));
  };
  const addTyped = () => {
    const { numbers, rejected } = readTyped(typed, size);
    setDone(null);
    if (rejected.length > 0) {
      setTypedProblem(t('lottery.vn.typedRejected', { numbers: rejected.join(' '), size }));
      return;
    }
    const room = kind === 'typed' ? MAX_CONTENTS - picks.length : Infinity;
    const fresh = numbers.filter((n) => !picks.includes(n));
    if (fresh.length > room) {
      setTypedProblem(t('lottery.vn.tooMany', { count: MAX_CONTENTS }));
      return;
    }
    setTypedProblem(null);
    setPicks((p) => [...p, ...fresh]);
    setTyped('');
  };

  const closed = !issue || !issue.isSale;
  const stakeProblem = multiple === null ? t('lottery.vn.stakeInvalid') : null;
  const engineProblem = priced?.error ? (translateErrorCode(priced.error) ?? priced.error) : null;
  const canBet = Boolean(priced && !priced.error && priced.bets > 0) && !closed && !bet.isPending;

  const submit = async () => {
    if (!loginCheck()) return;
    if (!canBet || !priced || !issue) return;
    // Every lottery confirms an order the same way before it is sent.
    const confirmed = await confirmBet(t, { game: station.displayName, numero: issue.numero, bets: priced.bets, total: priced.total, currencySymbol: brand.currencySymbol, details: [short] });
    if (confirmed) bet.mutate();
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-xl bg-ink-950/50 px-3 py-2 ring-1 ring-white/5">
        <p className="text-sm">
          <span className="font-bold text-ink-50">{short}</span>
          {hint ? <span className="ms-1.5 text-xs text-ink-300">{hint}</span> : null}
        </p>
        {odds ? (
          <p className="text-xs text-ink-300">
            {t('lottery.vn.pays')} <Num className="font-bold text-gold-200">×{Number(odds).toString()}</Num>
          </p>
        ) : null}
      </div>

      {kind !== 'typed' ? (
        <>
          <div className="flex flex-wrap gap-1" role="group" aria-label={t('lottery.vn.quickPicks')}>
            {(kind === 'grid' ? GRID_PICKS : DIGIT_PICKS).map((q) => (
              <Chip
                key={q}
                onClick={() => {
                  setDone(null);
                  setPicks(quickPick(row.balls, q));
                }}
                className={q === 'clear' ? 'text-rose-200' : undefined}
              >
                {t(`lottery.vn.quick.${q}`)}
              </Chip>
            ))}
          </div>
          <div
            role="group"
            aria-label={kind === 'grid' ? t('lottery.vn.grid') : t('lottery.vn.digits')}
            dir="ltr"
            className={clsx('grid gap-1', kind === 'grid' ? 'grid-cols-10' : 'grid-cols-5 sm:grid-cols-10')}
          >
            {row.balls.map((b) => {
              const on = picks.includes(b);
              return (
                <button
                  key={b}
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggle(b)}
                  className={clsx(
                    'grid place-items-center rounded-md font-sans font-bold tabular-nums transition select-none',
                    kind === 'grid' ? 'aspect-square text-[13px] sm:aspect-auto sm:h-9 sm:text-sm' : 'h-11 text-base',
                    on ? 'bg-gradient-to-b from-rose-400 to-rose-600 text-white shadow shadow-rose-500/40' : 'bg-ink-800 text-ink-100 ring-1 ring-white/5 hover:bg-ink-700',
                  )}
                >
                  {b}
                </button>
              );
            })}
          </div>
        </>
      ) : null}

      {kind !== 'digits' ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={typedId} className="text-xs font-semibold text-ink-300">
            {t(kind === 'typed' ? 'lottery.vn.typeNumbers' : 'lottery.vn.typeToPick', { size, example: size === 2 ? '05 27 68' : size === 3 ? '123 456 789' : '1234 5678' })}
          </label>
          <div className="flex gap-2">
            <input
              id={typedId}
              value={typed}
              dir="ltr"
              inputMode="numeric"
              autoComplete="off"
              onChange={(e) => setTyped(e.target.value.replace(/[^\d\s,;]/g, ''))}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addTyped();
                }
              }}
              placeholder={'0'.repeat(size) + ' … ' + '9'.repeat(size)}
              aria-invalid={typedProblem ? true : undefined}
              className="h-10 min-w-0 flex-1 rounded-xl border border-white/10 bg-ink-950/60 px-3 text-sm text-ink-50 outline-none placeholder:text-ink-500 focus:border-gold-300"
            />
            <Button size="sm" variant="secondary" className="h-10" onClick={addTyped} disabled={typed.trim() === ''}>
              {t('lottery.vn.add')}
            </Button>
          </div>
          {typedProblem ? (
            <p role="alert" className="text-xs text-rose-200">
              {typedProblem}
            </p>
          ) : null}
          {kind === 'typed' && picks.length > 0 ? (
            <ul className="flex flex-wrap gap-1" aria-label={t('lottery.vn.picked')}>
              {picks.map((n) => (
                <li key={n}>
                  <button
                    type="button"
                    onClick={() => toggle(n)}
                    aria-label={t('lottery.vn.remove', { number: n })}
                    className="inline-flex items-center gap-1 rounded-md bg-rose-500/20 px-2 py-1 text-sm font-bold text-rose-100 ring-1 ring-rose-300/30 hover:bg-rose-500/30"
                  >
                    {n}
                    <Icon name="close" className="size-3" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-col gap-1.5">
        <StakeChooser
          label={t('lottery.vn.stakePerNumber')}
          presets={STAKES}
          value={stakeText}
          onChange={setStakeText}
          clean={(typed) => typed.replace(/\D/g, '').slice(0, 7)}
          inputMode="numeric"
          invalid={Boolean(stakeProblem)}
          groupLabel={t('lottery.vn.stakePerNumber')}
        />
        {stakeProblem ? (
          <p role="alert" className="text-xs text-rose-200">
            {stakeProblem}
          </p>
        ) : null}
      </div>

      <BetFooter
        summaryClassName="flex min-w-0 flex-1 flex-wrap gap-x-4 gap-y-0.5 text-xs"
        onSubmit={() => void submit()}
        blocked={!canBet}
        pending={bet.isPending}
        hint={!enough && kind !== 'typed' && need > 1 ? t('lottery.vn.needPicks', { count: need }) : null}
        problem={engineProblem}
        closed={closed}
        error={bet.isError ? bet.error : null}
        done={done}
      >
        <SlipFigure term={t('lottery.vn.pickedCount')} termClassName="text-ink-400">
          <Num>{picks.length}</Num>
        </SlipFigure>
        <SlipFigure term={t('lottery.vn.bets')} termClassName="text-ink-400" testId="vn-bet-count">
          <Num>{priced?.bets ?? 0}</Num>
        </SlipFigure>
        <SlipFigure term={t('lottery.vn.total')} className="flex basis-full gap-1 text-sm" valueClassName="font-extrabold text-gold-200" testId="vn-bet-total">
          <Amount units={priced?.total ?? 0n} />
        </SlipFigure>
      </BetFooter>
    </div>
  );
}
