import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import type { LotteryGameInfo, OpenIssue } from '../api/lottery-catalogue';
import { useNow } from '../hooks/use-now';
import { countdownText, issueClock } from '../lib/issue-clock';
import type { GameGroup } from '../lib/scope';


interface GameListProps {
  groups: readonly GameGroup[];
  selected: string | undefined;
  onSelect: (code: string) => void;
  openIssues: ReadonlyMap<number, OpenIssue>;
  issuesFetchedAt: number;
  /** Links to the lottery pages of their own (Vietnam, Thai) under the list. */
  moreLinks?: boolean;
}

export function useCadenceLabel() {
  const { t } = useTranslation();
  return (game: LotteryGameInfo) =>
    game.cadenceSeconds
      ? game.cadenceSeconds % 60 === 0
        ? t('lottery.cn.everyMinutes', { count: game.cadenceSeconds / 60 })
        : t('lottery.cn.everySeconds', { count: game.cadenceSeconds })
      : game.drawSource === 'official'
        ? t('lottery.cn.official')
        : t('lottery.cn.scheduled');
}

function GameCountdown({ issue, fetchedAt }: { issue: OpenIssue | undefined; fetchedAt: number }) {
  const { t } = useTranslation();
  const now = useNow();
  if (!issue) return null;
  const clock = issueClock(issue, fetchedAt, now);
  if (clock.phase === 'none') return null;
  return (
    <span dir="ltr" className={clsx('font-mono text-[11px] tabular-nums', clock.phase === 'open' ? 'text-emerald-300' : 'text-rose-300')}>
      {clock.phase === 'open' ? countdownText(clock.lockIn, t('lottery.cn.issue.dayShort')) : t('lottery.cn.issue.closedShort')}
    </span>
  );
}

/**
 * The games by family: a side list on wide screens (each game with its cadence and the time left to
 * bet), and on narrow ones two strips: the families, then the chosen family's games.
 */
export function GameList({ groups, selected, onSelect, openIssues, issuesFetchedAt, moreLinks }: GameListProps) {
  const { t } = useTranslation();
  const cadence = useCadenceLabel();
  const activeGroup = groups.find((g) => g.games.some((game) => game.code === selected)) ?? groups[0];
  const strip = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);

  // The chosen game is brought into view inside its own scroller (never scrolling the page).
  useEffect(() => {
    // Measured in the next frame, where the browser lays the page out anyway: measuring in the effect
    // forced a layout of the whole hall inside the commit (a long task on a phone's first visit).
    const frame = requestAnimationFrame(() => {
      for (const box of [strip.current, list.current]) {
        const item = box?.querySelector<HTMLElement>('[aria-current="page"]');
        if (!box || !item) continue;
        const b = box.getBoundingClientRect();
        const r = item.getBoundingClientRect();
        if (r.top < b.top || r.bottom > b.bottom) box.scrollTop += r.top - b.top - (b.height - r.height) / 2;
        if (r.left < b.left || r.right > b.right) box.scrollLeft += r.left - b.left - (b.width - r.width) / 2;
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [selected]);

  return (
    <nav aria-label={t('lottery.cn.gameList')} className="min-w-0">
      {/* Narrow: family chips, then that family's games. */}
      <div className="flex flex-col gap-2 @4xl:hidden">
        <div className="no-scrollbar -mx-1 flex gap-1.5 overflow-x-auto px-1 pb-0.5" role="group" aria-label={t('lottery.cn.families')}>
          {groups.map((g) => {
            const active = g.code === activeGroup?.code;
            return (
              <button
                key={g.code}
                type="button"
                aria-current={active ? 'true' : undefined}
                onClick={() => onSelect(g.games[0]!.code)}
                className={clsx(
                  'shrink-0 rounded-full px-3.5 py-1.5 text-sm font-bold transition',
                  active ? 'bg-gold-400 text-ink-950' : 'bg-white/5 text-ink-200 ring-1 ring-white/10 hover:bg-white/10',
                )}
              >
                {g.displayName}
              </button>
            );
          })}
        </div>
        {activeGroup ? (
          <div ref={strip} className="no-scrollbar -mx-1 flex gap-1.5 overflow-x-auto px-1" role="group" aria-label={activeGroup.displayName}>
            {activeGroup.games.map((game) => {
              const active = game.code === selected;
              return (
                <button
                  key={game.code}
                  type="button"
                  aria-current={active ? 'page' : undefined}
                  onClick={() => onSelect(game.code)}
                  className={clsx(
                    'flex shrink-0 flex-col items-start rounded-xl border px-3 py-1.5 text-start transition',
                    active ? 'border-gold-300/70 bg-gold-400/10 text-gold-100' : 'border-white/10 bg-ink-900/70 text-ink-100 hover:bg-white/5',
                  )}
                >
                  <span className="text-sm font-semibold whitespace-nowrap">{game.displayName}</span>
                  <span className="flex items-center gap-2 text-[11px] text-ink-400">
                    {cadence(game)}
                    <GameCountdown issue={openIssues.get(game.gameId)} fetchedAt={issuesFetchedAt} />
                  </span>
                </button>
              );
            })}
          </div>
        ) : null}
      </div>

      {/* Wide: the full list by family. */}
      <div ref={list} className="sticky top-20 hidden max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-2xl border border-white/10 bg-ink-900/70 p-2 @4xl:block">
        {groups.map((g) => (
          <section key={g.code} className="mb-2 last:mb-0">
            <h2 className="flex items-center gap-2 px-2 pt-2 pb-1 text-[11px] font-bold tracking-wider text-gold-300/80 uppercase">
              <Icon name="lottery" className="size-3.5" />
              {g.displayName}
            </h2>
            <ul>
              {g.games.map((game) => {
                const active = game.code === selected;
                return (
                  <li key={game.code}>
                    <button
                      type="button"
                      aria-current={active ? 'page' : undefined}
                      onClick={() => onSelect(game.code)}
                      className={clsx(
                        'flex w-full items-center justify-between gap-2 rounded-xl px-2.5 py-2 text-start transition',
                        active ? 'bg-gradient-to-r from-gold-400/20 to-transparent text-gold-100 ring-1 ring-gold-300/40 rtl:bg-gradient-to-l' : 'text-ink-100 hover:bg-white/5',
                      )}
                    >
                      <span className="min-w-0">
                        <span className="block truncate text-sm font-semibold">{game.displayName}</span>
                        <span className="block text-[11px] text-ink-400">{cadence(game)}</span>
                      </span>
                      <GameCountdown issue={openIssues.get(game.gameId)} fetchedAt={issuesFetchedAt} />
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        {moreLinks ? (
          <section className="mt-2 border-t border-white/5 pt-2">
            <h2 className="px-2 pt-1 pb-1 text-[11px] font-bold tracking-wider text-ink-400 uppercase">{t('lottery.cn.moreLotteries')}</h2>
            <Link to={paths.vnlottery} className="flex items-center justify-between rounded-xl px-2.5 py-2 text-sm text-ink-200 hover:bg-white/5">
              {t('lottery.vnTitle')}
              <Icon name="chevron" className="size-4 rtl:-scale-x-100" />
            </Link>
            <Link to={paths.seaLottery} className="flex items-center justify-between rounded-xl px-2.5 py-2 text-sm text-ink-200 hover:bg-white/5">
              {t('lottery.seaTitle')}
              <Icon name="chevron" className="size-4 rtl:-scale-x-100" />
            </Link>
          </section>
        ) : null}
      </div>
    </nav>
  );
}
