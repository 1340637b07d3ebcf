import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import type { LotteryGameInfo } from '../api/lottery-catalogue';
import type { DrawResult, NearValue } from '../api/lottery-draws';
import { ltrText } from '../../../lib/format';
import { ballStyle } from '../lib/draw-view';
import { useNow } from '../hooks/use-now';
import { issueClock } from '../lib/issue-clock';
import { Countdown } from './countdown';
import { DrawBalls, ResultBall } from './draw-balls';
import { useCadenceLabel } from './game-list';

interface IssueBoardProps {
  game: LotteryGameInfo;
  groupName: string;
  near: NearValue | undefined;
  /** An issue whose draw time has passed and whose result has not arrived yet. */
  awaiting: string | null;
  onVerify: (row: DrawResult) => void;
}

const phaseTone = {
  open: 'bg-emerald-400/15 text-emerald-200 ring-emerald-300/30',
  locked: 'bg-rose-500/15 text-rose-200 ring-rose-300/30',
  drawing: 'bg-amber-400/15 text-amber-200 ring-amber-300/30',
  none: 'bg-white/5 text-ink-300 ring-white/10',
} as const;

/** The game's head: the current issue with its countdowns and state, the last result, the seed hash. */
export function IssueBoard({ game, groupName, near, awaiting, onVerify }: IssueBoardProps) {
  const { t } = useTranslation();
  // Only the board ticks every second.
  const clock = issueClock(near?.currentNumero, near?.receivedAt ?? 0, useNow());
  const cadence = useCadenceLabel();
  const issue = near?.currentNumero ?? null;
  const previous = near?.previousNumero ?? null;
  const showDrawing = awaiting !== null;
  const style = ballStyle(game.family);
  const placeholderCount = Math.max(3, previous?.positions.length ?? (style === 'dice' ? 3 : 5));

  return (
    <section
      aria-labelledby="lottery-game-title"
      className="relative overflow-hidden rounded-2xl border border-white/10 bg-[radial-gradient(40rem_14rem_at_0%_0%,rgba(245,183,0,.12),transparent_60%),linear-gradient(180deg,rgba(24,33,59,.95),rgba(15,22,41,.95))] p-4 sm:p-5 rtl:bg-[radial-gradient(40rem_14rem_at_100%_0%,rgba(245,183,0,.12),transparent_60%),linear-gradient(180deg,rgba(24,33,59,.95),rgba(15,22,41,.95))]"
    >
      <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
        {/* On a phone the title has the row to itself and the countdowns always start the next one: a
            shorter countdown label (the locked phase's, or an Urdu one) must not pull them up beside the
            title for part of each cycle, squeezing the phase badge onto a line of its own. */}
        <div className="min-w-[12rem] flex-1 basis-full sm:basis-0">
          <p className="truncate text-[11px] font-bold tracking-[0.18em] text-gold-300/80 uppercase">
            {groupName} · {cadence(game)}
          </p>
          <h2 id="lottery-game-title" className="truncate text-xl font-extrabold text-ink-50 sm:text-2xl">
            {game.displayName}
          </h2>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-300">
            {issue ? (
              <span>
                {t('lottery.cn.issue.current')}{' '}
                <bdi dir="ltr" className="font-mono font-bold whitespace-nowrap text-ink-50" data-testid="current-numero">
                  {issue.numero}
                </bdi>
              </span>
            ) : null}
            <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-bold ring-1', phaseTone[clock.phase], near === undefined && 'invisible')} data-testid="issue-phase">
              {t(`lottery.cn.issue.phase.${clock.phase}`)}
            </span>
          </div>
        </div>
        {near === undefined ? (
          // Loading: the countdowns' place, held empty, so their arrival moves nothing below them.
          <div className="invisible flex items-end gap-5" aria-hidden="true" data-testid="clock-loading">
            <Countdown ms={0} label={t('lottery.cn.issue.lockIn')} size="lg" tone="gold" />
            <Countdown ms={0} label={t('lottery.cn.issue.drawIn')} size="sm" tone="muted" />
          </div>
        ) : clock.phase === 'none' ? (
          <p className="text-sm text-ink-300">{t('lottery.cn.issue.noneText')}</p>
        ) : (
          // One big countdown for the whole cycle (to the lock while selling, then to the draw), so the
          // clock keeps its place and element as the issue locks and draws: nothing on the board is
          // replaced or jumps every cycle.
          <div className="flex items-end gap-5">
            <Countdown
              ms={clock.phase === 'open' ? clock.lockIn : clock.drawIn}
              label={t(clock.phase === 'open' ? 'lottery.cn.issue.lockIn' : clock.phase === 'locked' ? 'lottery.cn.issue.lockedDrawIn' : 'lottery.cn.issue.phase.drawing')}
              size="lg"
              // Red from the last ten seconds as shown (the clock rounds up: 9.5 s reads 00:10); quiet while drawing.
              tone={clock.phase === 'drawing' ? 'muted' : clock.phase === 'open' && Math.ceil(clock.lockIn / 1000) > 10 ? 'gold' : 'rose'}
            />
            {clock.phase === 'open' ? <Countdown ms={clock.drawIn} label={t('lottery.cn.issue.drawIn')} size="sm" tone="muted" /> : null}
          </div>
        )}
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-white/5 pt-3" aria-live="polite">
        {near === undefined ? (
          // Still loading: the last result's row at its size, so the result arriving moves nothing below.
          <span className="flex gap-1" aria-hidden="true" data-testid="previous-loading">
            {Array.from({ length: placeholderCount }, (_, i) => (
              <span key={i} className="size-9 animate-pulse rounded-full bg-white/5" />
            ))}
          </span>
        ) : showDrawing ? (
          <>
            <p className="text-xs font-semibold text-amber-200">
              {game.drawSource === 'official' ? t('lottery.cn.issue.awaitingOfficial', { numero: ltrText(awaiting) }) : t('lottery.cn.issue.drawing', { numero: ltrText(awaiting) })}
            </p>
            <span dir="ltr" className="flex gap-1" aria-hidden="true">
              {Array.from({ length: placeholderCount }, (_, i) => (
                <span key={i} className="animate-pulse" style={{ animationDelay: `${i * 120}ms` }}>
                  <ResultBall text="?" style={style === 'dice' ? 'digit' : style} size="md" />
                </span>
              ))}
            </span>
          </>
        ) : previous ? (
          <>
            <p className="text-xs text-ink-400">
              {t('lottery.cn.issue.previous')}{' '}
              <bdi dir="ltr" className="font-mono font-semibold text-ink-200">
                {previous.numero}
              </bdi>
            </p>
            {previous.status === 'void' ? (
              <span className="text-sm font-semibold text-ink-300">{t('lottery.cn.results.void')}</span>
            ) : (
              <div data-testid="previous-result" data-numero={previous.numero}>
                <DrawBalls family={game.family} row={previous} facts />
              </div>
            )}
          </>
        ) : (
          <p className="text-xs text-ink-400">{t('lottery.cn.issue.noResult')}</p>
        )}
        {previous?.seed && !showDrawing ? (
          <button type="button" onClick={() => onVerify(previous)} className="ms-auto inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-xs font-semibold text-gold-200 ring-1 ring-gold-300/30 hover:bg-gold-400/10">
            <Icon name="shield" className="size-3.5" />
            {t('lottery.cn.results.verify')}
          </button>
        ) : null}
      </div>

      {issue?.seedHash ? (
        <p className="mt-3 flex min-w-0 items-center gap-2 text-[11px] text-ink-400" title={t('lottery.cn.issue.seedHashHelp')}>
          <Icon name="lock" className="size-3.5 shrink-0 text-gold-300/70" />
          <span className="shrink-0">{t('lottery.cn.issue.seedHash')}</span>
          <bdi dir="ltr" className="min-w-0 truncate font-mono text-ink-300" data-testid="seed-hash">
            {issue.seedHash}
          </bdi>
        </p>
      ) : null}
    </section>
  );
}
