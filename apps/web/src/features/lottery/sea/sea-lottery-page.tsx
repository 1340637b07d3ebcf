import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { callApi } from '../../../lib/api-client';
import { useLanguageCode } from '../../games/hooks/use-language-code';
import { useSessionStore } from '../../session/stores/session-store';
import { ZoneNote } from '../../system/components/brand-time';
import { useBrandTime } from '../../system/hooks/use-brand-time';
import { Countdown } from '../vn/shared/countdown';
import { drawHistoryQuery, lotteryGamesQuery, playMenuQuery, seriesQuery, settingQuery, type Issue, type LotteryGameView } from '../vn/shared/regional-queries';
import { badgeTone, cadenceMinutes, ChoiceCard, HistoryAndBets, NextDrawAt, NoIssue, PendingResultNotice, RegionalPage, useChosenParam, usePendingResult, type LowerTab } from '../vn/shared/regional-page';
import { Loading, Num, Panel, Quiet } from '../vn/shared/regional-ui';
import { useRefreshOnDraw } from '../vn/shared/use-lottery-drawn';
import { ThaiBetPanel } from './components/thai-bet-panel';
import { ThaiHistory } from './components/thai-history';
import { ThaiResultCard } from './components/thai-result-card';
import { blockedLists, defaultModes, thaiPlayInfo } from './lib/thai-bet';
// The Thai font rides with this page's chunk only (see thai-font.css).
import './thai-font.css';

/**
 * `/seaLottery` (header-only layout): the Thai government draw (1st and 16th) and the fast Thai game.
 * The result card as Thai sites show it, the countdown to the next draw, the digit-pad bet list, the
 * results and the member's bets. `?game=<code>` keeps the chosen game in the address.
 */
export function SeaLotteryPage() {
  const { t } = useTranslation();
  const lang = useLanguageCode();
  const token = useSessionStore((s) => s.token);
  const client = useQueryClient();
  const [chosen, choose] = useChosenParam('game');
  const catalogue = useQuery(lotteryGamesQuery(lang));
  const games = useMemo(() => (catalogue.data ?? []).flatMap((g) => g.games).filter((g) => g.family === 'THAI'), [catalogue.data]);
  const selected = games.find((g) => g.code === chosen) ?? games[0] ?? null;
  const gameId = selected?.gameId ?? null;
  const nears = useQueries({
    queries: games.map((g) => ({
      queryKey: ['lottery', 'near', g.gameId] as const,
      queryFn: () => callApi('lotteryNear', { query: { gameId: g.gameId } }),
      staleTime: 10_000,
    })),
  });
  const near = nears[games.findIndex((g) => g.gameId === gameId)];
  const plays = useQuery(playMenuQuery(gameId, lang));
  const setting = useQuery(settingQuery(gameId));
  const series = useQuery(seriesQuery(token));
  const history = useQuery(drawHistoryQuery(gameId, 30));
  const [lower, setLower] = useState<LowerTab>('history');
  const gameIds = useMemo(() => games.map((g) => g.gameId), [games]);
  useRefreshOnDraw(gameIds);
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: ['lottery', 'near'] }), [client]);

  const rules = setting.data?.rules ?? {};
  const seaSeries = series.data?.find((s) => s.prizeModeId === selected?.prizeModeId && s.gameGroupCode === 'SEA') ?? series.data?.find((s) => s.prizeModeId === selected?.prizeModeId);
  const modes = setting.data?.bettingModes.map((m) => ({ code: m.code, unit: m.unit, betMultipleMax: m.betMultipleMax })) ?? defaultModes;

  return (
    <RegionalPage title={t('lottery.seaTitle')} subtitle={t('lottery.sea.subtitle')} catalogue={catalogue}>
      {selected ? (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <div className="grid gap-2 sm:grid-cols-2" role="group" aria-label={t('lottery.sea.games')}>
              {games.map((g, i) => (
                <GameCard key={g.code} game={g} issue={nears[i]?.data?.currentNumero ?? null} fetchedAt={nears[i]?.dataUpdatedAt ?? 0} active={g.code === selected.code} onSelect={() => choose(g.code)} onDone={refresh} />
              ))}
            </div>
            <ZoneNote />
          </div>
          <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
            <div className="flex flex-col gap-4">
              <Panel title={t('lottery.sea.resultTitle', { game: selected.displayName })} icon="trophy">
                {near?.isPending ? <Loading /> : <ResultArea game={selected} issue={near?.data?.currentNumero ?? null} latest={near?.data?.previousNumero ?? null} />}
              </Panel>
              <BlockedNotice rules={rules} />
            </div>
            <ThaiBetPanel
              key={selected.gameId}
              game={selected}
              issue={near?.data?.currentNumero ?? null}
              menu={plays.data}
              rules={rules}
              modes={modes}
              series={seaSeries?.defaultSeries ?? null}
              fetchedAt={near?.dataUpdatedAt ?? 0}
              onLocked={refresh}
              onPlaced={() => setLower('bets')}
            />
          </div>
          <HistoryAndBets value={lower} onChange={setLower} historyLabel={t('lottery.sea.history')} history={<ThaiHistory rows={history.data ?? []} />} gameCodes={games.map((g) => g.code)} />
        </div>
      ) : null}
    </RegionalPage>
  );
}

function GameCard({ game, issue, fetchedAt, active, onSelect, onDone }: { game: LotteryGameView; issue: Issue | null; fetchedAt: number; active: boolean; onSelect: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const official = game.drawSource === 'official';
  return (
    <ChoiceCard
      active={active}
      onSelect={onSelect}
      className="relative flex items-center gap-3 overflow-hidden rounded-2xl border p-3 text-start transition"
      activeClassName="border-gold-300/70 bg-gradient-to-br from-gold-400/20 via-ink-900 to-ink-900 shadow-lg shadow-gold-500/10"
    >
      <span className={clsx('grid size-12 shrink-0 place-items-center rounded-xl text-lg font-black', badgeTone(active))} lang="th" dir="ltr" aria-hidden="true">
        {official ? 'ไทย' : '5′'}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-bold text-ink-50">{game.displayName}</span>
        <span className="block text-xs text-ink-400">{official ? t('lottery.sea.officialSchedule') : t('lottery.vn.everyMinutes', { count: cadenceMinutes(game.cadenceSeconds) })}</span>
      </span>
      {issue ? (
        <span className="flex flex-col items-end gap-0.5 text-xs">
          <NextDrawAt drawTime={issue.drawTime} />
          <span className="flex items-center gap-1 font-bold text-emerald-300">
            <Icon name="clock" className="size-3.5" />
            <span className="sr-only">{t('lottery.sea.drawIn')}</span>
            <Countdown deadline={fetchedAt + issue.remainTime} onDone={onDone} />
          </span>
        </span>
      ) : (
        <NoIssue />
      )}
    </ChoiceCard>
  );
}

function ResultArea({ game, issue, latest }: { game: LotteryGameView; issue: Issue | null; latest: { numero: string; winningNumber: string; drawTime: string } | null }) {
  const { t } = useTranslation();
  const brandTime = useBrandTime();
  const pending = usePendingResult(game.drawSource, issue, latest);
  return (
    <div className="flex flex-col gap-3">
      {pending ? (
        <PendingResultNotice iconClassName="size-4">{t('lottery.sea.pendingResult', { date: brandTime.format(pending, 'drawDate') })}</PendingResultNotice>
      ) : null}
      {latest ? (
        <ThaiResultCard winningNumber={latest.winningNumber} numero={latest.numero} drawTime={latest.drawTime} />
      ) : (
        <Quiet
          icon="clock"
          title={t('lottery.vn.waitingTitle')}
          text={issue ? t(game.drawSource === 'official' ? 'lottery.sea.waitingOfficial' : 'lottery.vn.waitingFast', { time: brandTime.formatWithZone(issue.drawTime, 'dayClock') }) : t('lottery.vn.noIssue')}
        />
      )}
    </div>
  );
}

function BlockedNotice({ rules }: { rules: Record<string, unknown> }) {
  const { t } = useTranslation();
  const lists = blockedLists(rules);
  if (lists.length === 0) return null;
  return (
    <Panel title={t('lottery.sea.blockedTitle')} icon="warning">
      <p className="mb-2 text-xs text-ink-300">{t('lottery.sea.blockedText')}</p>
      <ul className="flex flex-col gap-1.5">
        {lists.map(([code, numbers]) => (
          <li key={code} className="flex flex-wrap items-center gap-1.5 text-sm">
            <span lang="th" dir="ltr" className="w-24 shrink-0 font-semibold text-ink-100">
              {thaiPlayInfo(code)?.thai ?? code}
            </span>
            {numbers.map((n) => (
              <Num key={n} className="rounded bg-amber-400/15 px-1.5 py-0.5 font-bold text-amber-200">
                {n}
              </Num>
            ))}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
