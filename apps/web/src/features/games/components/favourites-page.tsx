import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSessionStore } from '../../session/stores/session-store';
import { favouriteListQuery, matchesKeyword } from '../api/games-queries';
import { useFavourites } from '../hooks/use-favourites';
import { useLanguageCode } from '../hooks/use-language-code';
import { useLobbyPath } from '../hooks/use-lobby-path';
import { LobbyFrame } from './lobby-parts';
import { SearchField } from './search-field';
import { GameListGrid } from './game-grid';

/** Favourites (/fav): members only (the route runs the login check for guests and trial accounts). */
export function FavouritesPage() {
  const { t } = useTranslation();
  const language = useLanguageCode();
  const token = useSessionStore((s) => s.token);
  const favourites = useFavourites();
  const lobby = useLobbyPath();
  const list = useQuery(favouriteListQuery(token, language, favourites.enabled));
  const [keyword, setKeyword] = useState('');
  // A heart switched off here takes the game off the page at once (the list reloads behind it).
  const saved = (list.data?.games ?? []).filter((g) => !favourites.ready || favourites.isFavourite(g.nodeId));
  const games = saved.filter((g) => matchesKeyword(g, keyword));

  let body;
  if (list.isPending) body = <div className="grid place-items-center py-16"><Spinner className="size-8" label={t('common.loading')} /></div>;
  else if (list.isError)
    body = (
      <EmptyState
        icon="warning"
        title={t('games.loadFailed')}
        description={errorMessage(list.error)}
        action={
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (saved.length === 0)
    body = (
      <EmptyState
        icon="heart"
        title={t('games.favEmptyTitle')}
        description={t('games.favEmptyText')}
        action={
          lobby ? (
            <ButtonLink to={lobby} variant="primary">
              {t('game.browse')}
            </ButtonLink>
          ) : null
        }
      />
    );
  else if (games.length === 0) body = <EmptyState icon="search" title={t('games.noMatchTitle')} description={t('games.noMatchText', { keyword: keyword.trim() })} />;
  else body = <GameListGrid games={games} label={t('nav.fav')} query={keyword.trim()} />;

  return (
    <LobbyFrame title={t('nav.fav')} subtitle={t('games.favSubtitle')} icon="heart">
      <div className="flex flex-col gap-6">
        {saved.length > 0 ? <SearchField value={keyword} onChange={setKeyword} className="sm:max-w-md" /> : null}
        {body}
      </div>
    </LobbyFrame>
  );
}
