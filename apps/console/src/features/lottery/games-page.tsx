import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../components/dialog';
import { ServerList, type ListColumn } from '../../components/server-list';
import { Badge, Button, Notice, PageHeader } from '../../components/ui';
import { callOps, errorMessage } from '../../lib/api';
import { useTimeText } from '../../lib/format';
import { useBrandCode, useWorkingBrand } from '../../lib/working-brand';
import { can, useMe } from '../auth/use-me';
import { Time } from '../payments/shared';
import { gamesFetcher, lotteryKeys, useAllGames, type LotteryGame } from './api';
import { GameName, SourceBadge, useScheduleText } from './shared';

/**
 * The brand's lottery games: how each draws (in-house RNG or an official schedule), when bets close,
 * the next draw, results still awaited, and whether it is on. An operator allowed to manage the lottery
 * switches a game off (no new bets, no new issues; issues already sold are still drawn and settled) or on.
 */
export function LotteryGamesPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const time = useTimeText();
  const schedule = useScheduleText();
  const all = useAllGames();
  const brandCode = useBrandCode();
  const brandId = useWorkingBrand().brand?.id;
  const fetchGames = useMemo(() => gamesFetcher(brandId), [brandId]);
  const severalBrands = new Set((all.data ?? []).map((g) => g.brandId)).size > 1;
  const mayManage = can(me, 'lottery.manage');
  const [switching, setSwitching] = useState<LotteryGame | null>(null);
  const [flash, setFlash] = useState<string | null>(null);

  const columns = useMemo<ListColumn<LotteryGame>[]>(() => {
    const cols: ListColumn<LotteryGame>[] = [
      { id: 'game', header: t('lottery.game'), cell: (r) => <GameName name={r.name} code={r.code} />, csv: (r) => r.code },
      ...(severalBrands ? [{ id: 'brand', header: t('lottery.brand'), cell: (r: LotteryGame) => brandCode(r.brandId), csv: (r: LotteryGame) => brandCode(r.brandId), nowrap: true }] : []),
      { id: 'enabled', header: t('lottery.status'), cell: (r) => <Badge tone={r.enabled ? 'success' : 'neutral'}>{r.enabled ? t('lottery.games.on') : t('lottery.games.off')}</Badge>, csv: (r) => (r.enabled ? 'on' : 'off'), nowrap: true },
      { id: 'source', header: t('lottery.source'), cell: (r) => <SourceBadge source={r.drawSource} />, csv: (r) => r.drawSource, nowrap: true },
      {
        id: 'schedule',
        header: t('lottery.games.schedule'),
        cell: (r) => (
          <span className="flex flex-col leading-tight">
            <span>{schedule(r)}</span>
            <span className="text-xs text-slate-500">{r.cadenceSeconds ? t('lottery.games.lock', { count: r.lockSeconds }) : t('lottery.games.zoneLock', { zone: r.timeZone, count: Math.round(r.lockSeconds / 60) })}</span>
          </span>
        ),
        csv: (r) => schedule(r),
      },
      { id: 'nextDrawAt', header: t('lottery.games.nextDraw'), cell: (r) => <Time iso={r.nextDrawAt} brandId={r.brandId} />, csv: (r) => time(r.nextDrawAt, r.brandId), nowrap: true },
      {
        id: 'awaiting',
        header: t('lottery.games.awaiting'),
        cell: (r) =>
          r.awaitingResults > 0 ? (
            <Link to={`/lottery/results?game=${r.id}`} className="text-indigo-700 underline-offset-2 hover:underline">
              {t('lottery.games.awaitingCount', { count: r.awaitingResults })}
            </Link>
          ) : (
            <span className="text-slate-400">{t('common.none')}</span>
          ),
        csv: (r) => String(r.awaitingResults),
        nowrap: true,
      },
      { id: 'family', header: t('lottery.games.family'), cell: (r) => r.family, csv: (r) => r.family, nowrap: true },
    ];
    if (mayManage) {
      cols.push({
        id: 'actions',
        header: t('list.actions'),
        stickyEnd: true,
        nowrap: true,
        cell: (r) => (
          <Button size="sm" variant={r.enabled ? 'secondary' : 'primary'} onClick={() => setSwitching(r)} aria-label={t(r.enabled ? 'lottery.games.switchOffFor' : 'lottery.games.switchOnFor', { name: r.name })}>
            {r.enabled ? t('lottery.games.switchOff') : t('lottery.games.switchOn')}
          </Button>
        ),
      });
    }
    return cols;
  }, [t, time, brandCode, mayManage, severalBrands, schedule]);

  return (
    <div>
      <PageHeader title={t('lottery.games.title')} intro={t('lottery.games.intro')} />
      {flash && (
        <Notice tone="success" className="mb-3">
          {flash}
        </Notice>
      )}
      <ServerList
        id="lottery-games"
        scope={brandId ?? null}
        label={t('lottery.games.title')}
        columns={columns}
        fetchPage={fetchGames}
        rowKey={(r) => String(r.id)}
        filters={[
          { id: 'enabled', label: t('lottery.status'), options: [{ value: 'true', label: t('lottery.games.on') }, { value: 'false', label: t('lottery.games.off') }] },
          { id: 'source', label: t('lottery.source'), options: (['rng', 'official'] as const).map((s) => ({ value: s, label: t(`lottery.sources.${s}`) })) },
        ]}
        pageSizes={[50, 100]}
        exportName="lottery-games"
      />
      {switching && (
        <SwitchDialog
          game={switching}
          onClose={() => setSwitching(null)}
          onDone={(text) => {
            setFlash(text);
            setSwitching(null);
          }}
        />
      )}
    </div>
  );
}

function SwitchDialog({ game, onClose, onDone }: { game: LotteryGame; onClose: () => void; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const enable = !game.enabled;
  const change = useMutation({
    mutationFn: () => callOps('opLotterySwitchGame', { params: { id: game.id }, body: { enabled: enable } }),
    onSuccess: async (result) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: lotteryKeys.games }), queryClient.invalidateQueries({ queryKey: lotteryKeys.allGames })]);
      onDone(t(result.changed ? (enable ? 'lottery.games.switchedOn' : 'lottery.games.switchedOff') : enable ? 'lottery.games.alreadyOn' : 'lottery.games.alreadyOff', { name: game.name }));
    },
  });
  return (
    <Dialog title={t(enable ? 'lottery.games.switchOnTitle' : 'lottery.games.switchOffTitle', { name: game.name })} onClose={onClose} role="alertdialog">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">{t(enable ? 'lottery.games.switchOnBody' : 'lottery.games.switchOffBody', { name: game.name })}</p>
        {change.isError && <Notice tone="error">{errorMessage(change.error)}</Notice>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant={enable ? 'primary' : 'danger'} disabled={change.isPending} onClick={() => change.mutate()}>
            {change.isPending ? t('common.working') : enable ? t('lottery.games.switchOn') : t('lottery.games.switchOff')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
