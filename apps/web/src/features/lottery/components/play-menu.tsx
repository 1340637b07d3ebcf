import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { PlayMenuGroup, PlayMenuItem } from '../api/lottery-catalogue';

interface PlayMenuProps {
  groups: readonly PlayMenuGroup[];
  selected: PlayMenuItem | undefined;
  onSelect: (play: PlayMenuItem) => void;
}

/** Play groups (5-star, two sides ...) as tabs and the group's plays as chips; closed plays are shown but cannot be chosen. */
export function PlayMenu({ groups, selected, onSelect }: PlayMenuProps) {
  const { t } = useTranslation();
  const group = groups.find((g) => g.playMenus.some((p) => p.playId === selected?.playId)) ?? groups[0];
  return (
    <div className="flex flex-col gap-2">
      <div className="no-scrollbar -mx-1 flex gap-1 overflow-x-auto border-b border-white/5 px-1" role="group" aria-label={t('lottery.cn.plays.groups')}>
        {groups.map((g) => {
          const active = g.playCode === group?.playCode;
          const first = g.playMenus.find((p) => p.playSwitch);
          return (
            <button
              key={g.playCode}
              type="button"
              disabled={!first}
              aria-current={active ? 'true' : undefined}
              onClick={() => first && onSelect(first)}
              className={clsx(
                '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-bold whitespace-nowrap transition disabled:opacity-40',
                active ? 'border-gold-400 text-gold-200' : 'border-transparent text-ink-300 hover:text-ink-100',
              )}
            >
              {g.playName}
            </button>
          );
        })}
      </div>
      {group ? (
        <div className="flex flex-wrap gap-1.5" role="group" aria-label={t('lottery.cn.plays.menu')}>
          {group.playMenus.map((p) => {
            const active = p.playId === selected?.playId;
            return (
              <button
                key={p.playId}
                type="button"
                disabled={!p.playSwitch}
                aria-pressed={active}
                onClick={() => onSelect(p)}
                title={p.playSwitch ? undefined : t('lottery.cn.plays.closed')}
                className={clsx(
                  'rounded-lg px-3 py-1.5 text-xs font-semibold transition disabled:cursor-not-allowed disabled:opacity-40 sm:text-sm',
                  active ? 'bg-gold-400 text-ink-950 shadow' : 'bg-white/5 text-ink-100 ring-1 ring-white/10 hover:bg-white/10',
                )}
              >
                {p.playName}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
