import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Tabs } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api-client';
import { FormAlert } from '../../auth/components/form-alert';
import { useLanguageCode } from '../../games/hooks/use-language-code';
import { useSessionStore } from '../../session/stores/session-store';
import { gamesQuery, openIssuesQuery, playMenuQuery, seriesQuery, settingQuery, type LotteryGameInfo, type OpenIssue, type PlayMenuItem } from '../api/lottery-catalogue';
import { nearKey, nearQuery, type DrawResult } from '../api/lottery-draws';
import { useLotteryLive } from '../hooks/use-lottery-live';
import { useIssueClock } from '../hooks/use-issue-clock';
import { useIdle } from '../../../lib/when-idle';
import { drawView } from '../lib/draw-view';
import { useFamily } from '../lib/families';
import { chosenGame, scopeGroups, type GameGroup, type LotteryScope } from '../lib/scope';
import { useCartLines, useCartStore } from '../stores/cart-store';
import { BetCart } from './bet-cart';
import { GameList } from './game-list';
import { IssueBoard } from './issue-board';
import { MyOrders } from './my-orders';
import { PlayDesk, type BetConfig } from './play-desk';
import { PlayMenu } from './play-menu';
import { ResultsPanel } from './results-panel';
import { TrendChart } from './trend-chart';

const MAX_CART_LINES = 100;

/** Checking a draw happens on request: its code (fair randomness, every family) loads then. */
const VerifyDialog = lazy(() => import('./verify-dialog'));

/** The lottery hall: the game list beside the chosen game's desk; `?gameCode=` chooses the game. */
export function LotteryWorkspace({ scope }: { scope: LotteryScope }) {
  const { t } = useTranslation();
  const lang = useLanguageCode();
  const [params, setParams] = useSearchParams();
  const games = useQuery(gamesQuery(lang));
  const openIssues = useQuery(openIssuesQuery());
  const groups = useMemo(() => scopeGroups(games.data ?? [], scope), [games.data, scope]);
  const all = useMemo(() => groups.flatMap((g) => g.games), [groups]);
  const entry = chosenGame(groups, params.get('gameCode'));
  const issuesById = useMemo(() => new Map<number, OpenIssue>((openIssues.data?.issues ?? []).map((i) => [i.gameId, i])), [openIssues.data]);

  const select = (code: string) => setParams({ gameCode: code });

  if (games.isError) return <FormAlert message={errorMessage(games.error)} />;
  if (games.isPending) return <p className="py-16 text-center text-sm text-ink-400">{t('common.loading')}</p>;
  if (all.length === 0) return <EmptyState icon="lottery" title={t('lottery.emptyTitle')} description={t('lottery.emptyText')} />;

  return (
    <div className="@container">
      <div className="grid gap-4 @4xl:grid-cols-[15rem_minmax(0,1fr)]">
        <GameList groups={groups} selected={entry?.game.code} onSelect={select} openIssues={issuesById} issuesFetchedAt={openIssues.data?.receivedAt ?? 0} moreLinks={scope === 'lottery'} />
        {entry ? (
          <GameDesk key={entry.game.gameId} game={entry.game} group={entry.group} games={all} />
        ) : (
          <EmptyState
            icon="lottery"
            title={t('lottery.cn.gameNotFound')}
            description={t('lottery.cn.gameNotFoundText')}
            action={
              <ButtonLink to={{ search: '' }} variant="secondary">
                {t('lottery.cn.showAll')}
              </ButtonLink>
            }
          />
        )}
      </div>
    </div>
  );
}

type InfoTab = 'results' | 'trend' | 'orders';

/** One game: issue board, play menu, picker and slip, cart, and results / trend / my orders. */
function GameDesk({ game, group, games }: { game: LotteryGameInfo; group: GameGroup; games: LotteryGameInfo[] }) {
  const { t } = useTranslation();
  const lang = useLanguageCode();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const token = useSessionStore((s) => s.token);
  const { family, pending: familyPending } = useFamily(game.family);
  const menu = useQuery(playMenuQuery(game.gameId, lang));
  const setting = useQuery(settingQuery(game.gameId));
  const series = useQuery(seriesQuery(token));
  const near = useQuery(nearQuery(game.gameId));
  const clock = useIssueClock(near.data);
  const lines = useCartLines(game.gameId);
  const addLine = useCartStore((s) => s.add);
  const [verify, setVerify] = useState<DrawResult | null>(null);
  // Mounted from the first check on, so the dialog can close as it opens.
  const [verifyUsed, setVerifyUsed] = useState(false);
  if (verify && !verifyUsed) setVerifyUsed(true);
  const [tab, setTab] = useState<InfoTab>('results');
  const belowFoldReady = useIdle();
  const [lastOrder, setLastOrder] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [config, setConfig] = useState<BetConfig>({ mode: 1, multiple: 1, series: null });

  const rules = useMemo(() => ({ ...((family?.defaultRules as object) ?? {}), ...(setting.data?.rules ?? {}) }), [family, setting.data?.rules]);
  const seriesRange = series.data?.find((r) => r.gameGroupCode === group.code && r.prizeModeId === game.prizeModeId);
  const effectiveConfig: BetConfig = { ...config, series: config.series ?? seriesRange?.defaultSeries ?? null };

  // The issue whose draw time passed shows as "drawing" until its result is in.
  const [lastClosed, setLastClosed] = useState<string | null>(null);
  const previousNumero = near.data?.previousNumero?.numero ?? null;
  const closing = clock.phase === 'drawing' ? clock.numero : null;
  if (closing && (!lastClosed || closing > lastClosed)) setLastClosed(closing);
  const awaiting = lastClosed && !(previousNumero && previousNumero >= lastClosed) ? lastClosed : null;

  // Lock and draw change what the server says about the issue: ask again then (and, until the result
  // is in, every few seconds in case the websocket is down).
  const refetchNear = () => void client.invalidateQueries({ queryKey: nearKey(game.gameId) });
  const phaseRef = useRef(clock.phase);
  useEffect(() => {
    if (phaseRef.current !== clock.phase && clock.phase !== 'open') setTimeout(refetchNear, clock.phase === 'drawing' ? 600 : 0);
    phaseRef.current = clock.phase;
  });
  useEffect(() => {
    if (!awaiting) return;
    // Official results come when operators enter them: ask less often.
    const id = setInterval(refetchNear, game.drawSource === 'official' ? 30_000 : 4_000);
    return () => clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [awaiting]);

  useLotteryLive(game.gameId, (draw) => {
    const view = drawView(game.family, draw);
    setAnnouncement(t('lottery.cn.issue.announce', { numero: draw.numero, numbers: [...view.balls, ...(view.special ? [view.special] : [])].join(' ') }));
  });

  const playGroups = menu.data?.find((m) => m.prizeModeId === game.prizeModeId)?.playMenuGroups ?? menu.data?.[0]?.playMenuGroups ?? [];
  const plays = playGroups.flatMap((g) => g.playMenus.map((p) => ({ play: p, group: g })));
  const askedPlay = params.get('playType');
  const chosen =
    (askedPlay ? plays.find((p) => p.play.playSwitch && (p.play.playCode === askedPlay || String(p.play.playId) === askedPlay)) : undefined) ?? plays.find((p) => p.play.playSwitch);
  // The desk shows once its play menu and its family's rules are here.
  const deskPending = menu.isPending || familyPending;
  const enginePlay = chosen ? family?.plays.find((p) => p.id === chosen.play.playId) : undefined;

  const choosePlay = (play: PlayMenuItem) => setParams({ gameCode: game.code, playType: play.playCode }, { replace: true });

  const add = (line: Parameters<typeof addLine>[1]): string | null => {
    if (lines.length >= MAX_CART_LINES) return t('lottery.cn.slip.cartFull', { count: MAX_CART_LINES });
    addLine(game.gameId, line);
    return null;
  };

  return (
    <div className="@container min-w-0">
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="grid gap-4 @5xl:grid-cols-[minmax(0,1fr)_21rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <IssueBoard game={game} groupName={group.displayName} near={near.data} awaiting={awaiting} onVerify={setVerify} />
          {menu.isError ? <FormAlert message={errorMessage(menu.error)} /> : null}
          {playGroups.length > 0 && !familyPending ? (
            <div className="rounded-2xl border border-white/10 bg-ink-900/70 px-3 pt-1 pb-3 sm:px-4">
              <PlayMenu groups={playGroups} selected={chosen?.play} onSelect={choosePlay} />
            </div>
          ) : deskPending ? (
            <p className="py-6 text-center text-sm text-ink-400">{t('common.loading')}</p>
          ) : null}
          {chosen && !familyPending ? (
            <PlayDesk
              key={chosen.play.playId}
              menu={chosen.play}
              groupName={chosen.group.playName}
              play={enginePlay}
              rules={rules}
              setting={setting.data}
              seriesRange={seriesRange}
              config={effectiveConfig}
              onConfig={setConfig}
              onAdd={add}
            />
          ) : null}
        </div>
        {/* The cart and the result tabs come with the play desk: shown earlier, on a phone they stood where the
            desk then arrives and were pushed down the screen (a layout shift of half the screen). */}
        {deskPending ? null : (
          <>
            <aside className="min-w-0 @5xl:sticky @5xl:top-20 @5xl:self-start" aria-label={t('lottery.cn.cart.title')}>
              <BetCart
                game={game}
                groupCode={group.code}
                lines={lines}
                clock={clock}
                setting={setting.data}
                seriesRange={seriesRange}
                onPlaced={(order) => {
                  setLastOrder(order);
                  setTab('orders');
                }}
              />
            </aside>
            <section className="min-w-0 rounded-2xl border border-white/10 bg-ink-900/70 p-3 sm:p-4 @5xl:col-span-2">
              <Tabs
                label={t('lottery.cn.tabs.label')}
                value={tab}
                onChange={(key) => setTab(key as InfoTab)}
                items={[
                  { key: 'results', label: t('lottery.cn.tabs.results') },
                  { key: 'trend', label: t('lottery.cn.tabs.trend') },
                  { key: 'orders', label: t('lottery.cn.tabs.orders') },
                ]}
              >
                {/* Below the first screen: the tab's content (a results list of some 300 elements, and its
                    call) comes once the page is idle, keeping the hall's first render short on a phone. */}
                {!belowFoldReady ? <p className="py-6 text-center text-sm text-ink-400">{t('common.loading')}</p> : null}
                {belowFoldReady && tab === 'results' ? <ResultsPanel game={game} onVerify={setVerify} /> : null}
                {belowFoldReady && tab === 'trend' ? <TrendChart game={game} /> : null}
                {belowFoldReady && tab === 'orders' ? <MyOrders games={games} focusOrder={lastOrder} /> : null}
              </Tabs>
            </section>
          </>
        )}
      </div>
      {verifyUsed ? (
        <Suspense fallback={null}>
          <VerifyDialog game={game} row={verify} onClose={() => setVerify(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
