import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { PageContainer } from '../../../components/ui/page-container';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { callApi, errorMessage } from '../../../lib/api-client';
import { useLanguageCode } from '../../games/hooks/use-language-code';
import { useSessionStore } from '../../session/stores/session-store';
import { useBrand } from '../../system/hooks/use-system-status';
import { Countdown, useNow } from '../vn/shared/countdown';
import { MyBets } from '../vn/shared/my-bets';
import { formatDayClock, formatDrawDate } from '../vn/shared/regional-format';
import { drawHistoryQuery, lotteryGamesQuery, playMenuQuery, seriesQuery, settingQuery, type Issue, type LotteryGameView } from '../vn/shared/regional-queries';
import { Num, Panel, Quiet } from '../vn/shared/regional-ui';
import { useRefreshOnDraw } from '../vn/shared/use-lottery-drawn';
import { ThaiBetPanel } from './components/thai-bet-panel';
import { ThaiHistory } from './components/thai-history';
import { ThaiResultCard } from './components/thai-result-card';
import { blockedLists, defaultModes, thaiPlayInfo } from './lib/thai-bet';

type LowerTab = 'history' | 'bets';

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
  const [params, setParams] = useSearchParams();
  const catalogue = useQuery(lotteryGamesQuery(lang));
  const games = useMemo(() => (catalogue.data ?? []).flatMap((g) => g.games).filter((g) => g.family === 'THAI'), [catalogue.data]);
  const selected = games.find((g) => g.code === params.get('game')) ?? games[0] ?? null;
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

  const select = (code: string) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        copy.set('game', code);
        return copy;
      },
      { replace: true },
    );

  const rules = setting.data?.rules ?? {};
  const seaSeries = series.data?.find((s) => s.prizeModeId === selected?.prizeModeId && s.gameGroupCode === 'SEA') ?? series.data?.find((s) => s.prizeModeId === selected?.prizeModeId);
  const modes = setting.data?.bettingModes.map((m) => ({ code: m.code, unit: m.unit, betMultipleMax: m.betMultipleMax })) ?? defaultModes;

  return (
    <PageContainer className="max-w-[1400px]">
      <PageHeader title={t('lottery.seaTitle')} subtitle={t('lottery.sea.subtitle')} icon="lottery" />
      {catalogue.isPending ? (
        <p className="py-10 text-center text-sm text-ink-300">{t('common.loading')}</p>
      ) : catalogue.isError ? (
        <Quiet
          icon="warning"
          title={errorMessage(catalogue.error)}
          action={
            <Button size="sm" variant="secondary" onClick={() => void catalogue.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : !selected ? (
        <Quiet icon="lottery" title={t('lottery.emptyTitle')} text={t('lottery.emptyText')} />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="grid gap-2 sm:grid-cols-2" role="group" aria-label={t('lottery.sea.games')}>
            {games.map((g, i) => (
              <GameCard key={g.code} game={g} issue={nears[i]?.data?.currentNumero ?? null} fetchedAt={nears[i]?.dataUpdatedAt ?? 0} active={g.code === selected.code} onSelect={() => select(g.code)} onDone={refresh} />
            ))}
          </div>
          <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
            <div className="flex flex-col gap-4">
              <Panel title={t('lottery.sea.resultTitle', { game: selected.displayName })} icon="trophy">
                {near?.isPending ? (
                  <p className="py-10 text-center text-sm text-ink-300">{t('common.loading')}</p>
                ) : (
                  <ResultArea game={selected} issue={near?.data?.currentNumero ?? null} latest={near?.data?.previousNumero ?? null} />
                )}
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
          <Panel>
            <Tabs
              label={t('lottery.vn.lowerTabs')}
              value={lower}
              onChange={(k) => setLower(k as LowerTab)}
              items={[
                { key: 'history', label: t('lottery.sea.history') },
                { key: 'bets', label: t('lottery.regional.bets.title') },
              ]}
            >
              {lower === 'history' ? <ThaiHistory rows={history.data ?? []} /> : <MyBets gameCodes={games.map((g) => g.code)} />}
            </Tabs>
          </Panel>
        </div>
      )}
    </PageContainer>
  );
}

function GameCard({ game, issue, fetchedAt, active, onSelect, onDone }: { game: LotteryGameView; issue: Issue | null; fetchedAt: number; active: boolean; onSelect: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const official = game.drawSource === 'official';
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={active}
      className={clsx(
        'relative flex items-center gap-3 overflow-hidden rounded-2xl border p-3 text-start transition',
        active ? 'border-gold-300/70 bg-gradient-to-br from-gold-400/20 via-ink-900 to-ink-900 shadow-lg shadow-gold-500/10' : 'border-white/10 bg-ink-850 hover:border-white/25',
      )}
    >
      <span className={clsx('grid size-12 shrink-0 place-items-center rounded-xl text-lg font-black', active ? 'bg-gold-400 text-ink-950' : 'bg-ink-700 text-gold-200')} lang="th" dir="ltr" aria-hidden="true">
        {official ? 'ไทย' : '5′'}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-bold text-ink-50">{game.displayName}</span>
        <span className="block text-xs text-ink-400">{official ? t('lottery.sea.officialSchedule') : t('lottery.vn.everyMinutes', { count: Math.round((game.cadenceSeconds ?? 300) / 60) })}</span>
      </span>
      {issue ? (
        <span className="flex flex-col items-end gap-0.5 text-xs">
          <span className="text-ink-300">
            {t('lottery.vn.nextDraw')} <Num className="font-semibold text-ink-100">{formatDayClock(issue.drawTime, brand.timeZone)}</Num>
          </span>
          <span className="flex items-center gap-1 font-bold text-emerald-300">
            <Icon name="clock" className="size-3.5" />
            <span className="sr-only">{t('lottery.sea.drawIn')}</span>
            <Countdown deadline={fetchedAt + issue.remainTime} onDone={onDone} />
          </span>
        </span>
      ) : (
        <span className="text-xs text-ink-400">{t('lottery.vn.noIssue')}</span>
      )}
    </button>
  );
}

function ResultArea({ game, issue, latest }: { game: LotteryGameView; issue: Issue | null; latest: { numero: string; winningNumber: string; drawTime: string } | null }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const now = useNow(30_000);
  // An official draw that has happened (the open issue's sale began at it) but whose result is not in yet.
  const pending =
    game.drawSource === 'official' && issue && latest && Date.parse(latest.drawTime) < Date.parse(issue.saleTime) && Date.parse(issue.saleTime) <= now ? issue.saleTime : null;
  return (
    <div className="flex flex-col gap-3">
      {pending ? (
        <p role="status" className="flex items-center gap-2 rounded-xl bg-amber-400/10 px-3 py-2 text-xs text-amber-100 ring-1 ring-amber-300/25">
          <Icon name="clock" className="size-4" />
          {t('lottery.sea.pendingResult', { date: formatDrawDate(pending, brand.timeZone) })}
        </p>
      ) : null}
      {latest ? (
        <ThaiResultCard winningNumber={latest.winningNumber} numero={latest.numero} drawTime={latest.drawTime} />
      ) : (
        <Quiet
          icon="clock"
          title={t('lottery.vn.waitingTitle')}
          text={issue ? t(game.drawSource === 'official' ? 'lottery.sea.waitingOfficial' : 'lottery.vn.waitingFast', { time: formatDayClock(issue.drawTime, brand.timeZone) }) : t('lottery.vn.noIssue')}
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
