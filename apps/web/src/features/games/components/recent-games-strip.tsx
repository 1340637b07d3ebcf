import { useQuery } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEntry } from '@lotus/contract/games';
import { Icon } from '../../../components/ui/icon';
import { useSessionStore } from '../../session/stores/session-store';
import { recentGamesQuery } from '../api/games-queries';
import { useFavourites } from '../hooks/use-favourites';
import { useLanguageCode } from '../hooks/use-language-code';
import { useLaunchGame } from '../hooks/use-launch-game';
import { GameCard } from './game-card';

/** A member's recently played games (the last 20), one swipe row; nothing for visitors and trial accounts. */
export function RecentGamesStrip() {
  const { t } = useTranslation();
  const headingId = useId();
  const language = useLanguageCode();
  const token = useSessionStore((s) => s.token);
  const isMember = useSessionStore((s) => s.isLogin && !s.isTrial);
  const isTrial = useSessionStore((s) => s.isTrial);
  const recent = useQuery(recentGamesQuery(token, language, isMember));
  const favourites = useFavourites();
  const launch = useLaunchGame();
  const onLaunch = useCallback((game: GameEntry) => void launch(game), [launch]);
  const list = isMember ? (recent.data?.list ?? []) : [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-6">
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-base font-bold text-ink-50">
        <Icon name="clock" className="size-5 text-gold-300" />
        {t('games.recentTitle')}
      </h2>
      <ul className="no-scrollbar -mx-1 flex gap-3 overflow-x-auto px-1 pb-1">
        {list.map((game) => (
          <li key={game.nodeId} className="w-32 shrink-0 sm:w-36">
            <GameCard game={game} favourite={favourites.isFavourite(game.nodeId)} showDemo={isTrial} onLaunch={onLaunch} onToggleFavourite={favourites.enabled ? favourites.toggle : undefined} />
          </li>
        ))}
      </ul>
    </section>
  );
}
