import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLanguageCode } from '../../games/hooks/use-language-code';
import { useSessionStore } from '../../session/stores/session-store';
import { BrandTime } from '../../system/components/brand-time';
import { useBrandTime } from '../../system/hooks/use-brand-time';
import { PrizeSheet } from './components/prize-sheet';
import { ResultsHistory } from './components/results-history';
import { StationPicker } from './components/station-picker';
import { VnBetPanel } from './components/vn-bet-panel';
import { isVnFamily } from './lib/vn-sheet';
import { playMenuQuery, settingQuery, vnMenuQuery, vnOpenedQuery, vnRecentQuery, type VnStation } from './shared/regional-queries';
import { HistoryAndBets, PendingResultNotice, RegionalPage, useChosenParam, usePendingResult, type LowerTab } from './shared/regional-page';
import { Loading, Num, Panel, Quiet } from './shared/regional-ui';
import { useRefreshOnDraw } from './shared/use-lottery-drawn';

/**
 * `/vnlottery` (header-only layout): Vietnamese xổ số by region and station, the latest result sheet
 * with its đầu / đuôi table, the bet slip for the VN plays, the station's results and the member's
 * bets. `?station=<code>` keeps the chosen station in the address.
 */
export function VnLotteryPage() {
  const { t } = useTranslation();
  const lang = useLanguageCode();
  const token = useSessionStore((s) => s.token);
  const client = useQueryClient();
  const [code, choose] = useChosenParam('station');
  const menu = useQuery(vnMenuQuery(lang));
  const recent = useQuery(vnRecentQuery(token, lang));
  const stations = useMemo(() => menu.data?.flatMap((r) => r.games) ?? [], [menu.data]);
  const selected: VnStation | null = stations.find((g) => g.code === code) ?? stations[0] ?? null;
  const gameId = selected?.gameId ?? null;
  const opened = useQuery(vnOpenedQuery(gameId));
  const plays = useQuery(playMenuQuery(gameId, lang));
  const setting = useQuery(settingQuery(gameId));
  const [viewing, setViewing] = useState<string | null>(null);
  const [lower, setLower] = useState<LowerTab>('history');

  const refreshMenu = useCallback(() => void client.invalidateQueries({ queryKey: ['lottery', 'vn', 'menu'] }), [client]);
  const gameIds = useMemo(() => stations.map((s) => s.gameId), [stations]);
  useRefreshOnDraw(gameIds);

  const select = (next: string) => {
    setViewing(null);
    choose(next);
  };

  const recentStations = (recent.data?.flatMap((r) => r.games) ?? []).slice(0, 6);
  const fetchedAt = menu.dataUpdatedAt;

  return (
    <RegionalPage title={t('lottery.vnTitle')} subtitle={t('lottery.vn.subtitle')} catalogue={menu}>
      {menu.data && selected && isVnFamily(selected.family) ? (
        <div className="flex flex-col gap-4">
          <StationPicker menu={menu.data} recent={recentStations} fetchedAt={fetchedAt} selected={selected} onSelect={select} onLocked={refreshMenu} />
          <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
            <SheetPanel station={selected} rows={opened.data} loading={opened.isPending} viewing={viewing} onLatest={() => setViewing(null)} />
            <VnBetPanel
              key={selected.gameId}
              station={selected}
              fetchedAt={fetchedAt}
              menu={plays.data}
              rules={setting.data?.rules ?? {}}
              onLocked={refreshMenu}
              onPlaced={() => setLower('bets')}
            />
          </div>
          <HistoryAndBets
            value={lower}
            onChange={setLower}
            historyLabel={t('lottery.vn.history')}
            history={
              <ResultsHistory
                family={selected.family}
                rows={opened.data ?? []}
                viewing={viewing}
                onView={(n) => {
                  setViewing(n);
                  window.scrollTo?.({ top: 0, behavior: 'smooth' });
                }}
              />
            }
            gameCodes={stations.map((s) => s.code)}
          />
        </div>
      ) : null}
    </RegionalPage>
  );
}

function SheetPanel({
  station,
  rows,
  loading,
  viewing,
  onLatest,
}: {
  station: VnStation;
  rows: { numero: string; winningNumber: string; drawTime: string }[] | undefined;
  loading: boolean;
  viewing: string | null;
  onLatest: () => void;
}) {
  const { t } = useTranslation();
  const brandTime = useBrandTime();
  const latest = rows?.[0];
  const shown = (viewing ? rows?.find((r) => r.numero === viewing) : null) ?? latest;
  const next = station.currentNumero;
  const family = station.family === 'VNN' ? 'VNN' : 'VNS';
  const pending = usePendingResult(station.drawSource, next, latest);
  return (
    <Panel
      title={t('lottery.vn.sheetTitle', { station: station.displayName })}
      icon="trophy"
      labelledBy="vn-sheet-title"
      action={
        shown && shown !== latest ? (
          <Button size="sm" variant="ghost" onClick={onLatest}>
            {t('lottery.vn.backToLatest')}
          </Button>
        ) : null
      }
    >
      {loading ? (
        <Loading />
      ) : shown ? (
        <div className="flex flex-col gap-2">
          {pending ? (
            <PendingResultNotice iconClassName="size-4 shrink-0">{t('lottery.vn.pendingResult', { date: brandTime.format(pending, 'drawDate') })}</PendingResultNotice>
          ) : null}
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-300">
            <span>
              {t('lottery.regional.issue')} <Num className="font-semibold text-ink-100">{shown.numero}</Num>
            </span>
            <BrandTime value={shown.drawTime} style="drawDate" />
            <span className="rounded-full bg-rose-500/15 px-2 py-0.5 font-bold text-rose-200">
              {t('lottery.vn.de')} <Num>{shown.winningNumber.split(',')[0]!.slice(-2)}</Num>
            </span>
          </p>
          <PrizeSheet family={family} winningNumber={shown.winningNumber} caption={t('lottery.vn.sheetCaption', { station: station.displayName, numero: shown.numero })} />
        </div>
      ) : (
        <Quiet
          icon="clock"
          title={t('lottery.vn.waitingTitle')}
          text={
            next
              ? t(station.drawSource === 'official' ? 'lottery.vn.waitingOfficial' : 'lottery.vn.waitingFast', { time: brandTime.formatWithZone(next.drawTime, 'dayClock') })
              : t('lottery.vn.noIssue')
          }
        />
      )}
    </Panel>
  );
}
