import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icon';
import { Tabs } from '../../../../components/ui/tabs';
import { ZoneNote } from '../../../system/components/brand-time';
import { Countdown } from '../shared/countdown';
import type { VnMenu, VnStation } from '../shared/regional-queries';
import { badgeTone, cadenceMinutes, ChoiceCard, NextDrawAt, NoIssue } from '../shared/regional-page';

/** The lock deadline of a station's open issue on this device's clock, from the menu read at `fetchedAt`. */
export const lockDeadline = (station: VnStation, fetchedAt: number): number | null =>
  station.currentNumero ? fetchedAt + station.currentNumero.lockTime * 1000 : null;

/**
 * The station tabs: one tab per region (North, Central, South, fast draws), the region's stations as
 * cards with their next draw and the countdown to betting lock; the member's recent stations above.
 */
export function StationPicker({
  menu,
  recent,
  fetchedAt,
  selected,
  onSelect,
  onLocked,
}: {
  menu: VnMenu;
  recent: VnStation[];
  fetchedAt: number;
  selected: VnStation | null;
  onSelect: (code: string) => void;
  onLocked: () => void;
}) {
  const { t } = useTranslation();
  const region = menu.find((r) => r.games.some((g) => g.code === selected?.code))?.region ?? menu[0]?.region ?? '';
  const current = menu.find((r) => r.region === region);
  return (
    <div className="flex flex-col gap-3">
      {recent.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('lottery.vn.recent')}>
          <span className="flex items-center gap-1 text-xs font-semibold text-ink-300">
            <Icon name="clock" className="size-3.5" />
            {t('lottery.vn.recent')}
          </span>
          {recent.map((g) => (
            <button
              key={g.code}
              type="button"
              onClick={() => onSelect(g.code)}
              className={clsx(
                'rounded-full px-3 py-1 text-xs font-semibold ring-1 transition',
                g.code === selected?.code ? 'bg-gold-400/15 text-gold-200 ring-gold-300/50' : 'bg-ink-850 text-ink-100 ring-white/10 hover:bg-ink-800',
              )}
            >
              {g.displayName}
            </button>
          ))}
        </div>
      ) : null}
      <Tabs
        label={t('lottery.vn.regions')}
        items={menu.map((r) => ({ key: r.region, label: t(`lottery.vn.region.${r.region}`, { defaultValue: r.displayName }) }))}
        value={region}
        onChange={(key) => {
          const first = menu.find((r) => r.region === key)?.games[0];
          if (first) onSelect(first.code);
        }}
      >
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-4">
          {current?.games.map((g) => (
            <StationCard key={g.code} station={g} fetchedAt={fetchedAt} active={g.code === selected?.code} onSelect={() => onSelect(g.code)} onLocked={onLocked} />
          ))}
        </div>
        <ZoneNote className="mt-2" />
      </Tabs>
    </div>
  );
}

function StationCard({ station, fetchedAt, active, onSelect, onLocked }: { station: VnStation; fetchedAt: number; active: boolean; onSelect: () => void; onLocked: () => void }) {
  const { t } = useTranslation();
  const issue = station.currentNumero;
  const deadline = lockDeadline(station, fetchedAt);
  return (
    <ChoiceCard
      active={active}
      onSelect={onSelect}
      className="group relative flex flex-col gap-1.5 overflow-hidden rounded-xl border p-3 text-start transition"
      activeClassName="border-gold-300/70 bg-gradient-to-br from-gold-400/15 to-ink-900 shadow-lg shadow-gold-500/10"
    >
      <span className="flex items-center gap-2">
        <span className={clsx('grid size-8 shrink-0 place-items-center rounded-lg text-[11px] font-black', badgeTone(active))}>
          {station.station ?? (station.family === 'VNN' ? 'MB' : 'MN')}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-bold text-ink-50">{station.displayName}</span>
          <span className="block text-[11px] text-ink-400">
            {station.drawSource === 'official' ? t('lottery.vn.official') : t('lottery.vn.everyMinutes', { count: cadenceMinutes(station.cadenceSeconds) })}
          </span>
        </span>
      </span>
      {issue ? (
        <span className="flex items-center justify-between gap-2 text-xs">
          <NextDrawAt drawTime={issue.drawTime} />
          {issue.isSale && deadline !== null ? (
            <span className="flex items-center gap-1 font-semibold text-emerald-300" title={t('lottery.vn.closesIn')}>
              <Icon name="clock" className="size-3.5" />
              <Countdown deadline={deadline} onDone={onLocked} />
            </span>
          ) : (
            <span className="flex items-center gap-1 font-semibold text-rose-300">
              {t('lottery.vn.closed')}
              {/* Sales of the next draw open when this one is drawn: look again then. */}
              <Countdown deadline={fetchedAt + issue.remainTime} onDone={onLocked} className="sr-only" />
            </span>
          )}
        </span>
      ) : (
        <NoIssue />
      )}
    </ChoiceCard>
  );
}
