import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSessionStore } from '../../session/stores/session-store';
import { hotGamesQuery, matchesKeyword } from '../api/games-queries';
import { useLanguageCode } from '../hooks/use-language-code';
import { LobbyFrame } from './lobby-parts';
import { SearchField } from './search-field';
import { GameListGrid } from './game-grid';
import { VisitorCallout } from './visitor-callout';
import { WinnerBoard } from './winner-board';

/** Hot games (/hot): public, so visitors see them too (with an invitation to log in after them); a click still runs the login check. */
export function HotGamesPage() {
  const { t } = useTranslation();
  const language = useLanguageCode();
  const isLogin = useSessionStore((s) => s.isLogin);
  const hot = useQuery(hotGamesQuery(language));
  const [keyword, setKeyword] = useState('');
  const games = (hot.data?.list ?? []).filter((g) => matchesKeyword(g, keyword));

  let body;
  if (hot.isPending) body = <div className="grid place-items-center py-16"><Spinner className="size-8" label={t('common.loading')} /></div>;
  else if (hot.isError)
    body = (
      <EmptyState
        icon="warning"
        title={t('games.loadFailed')}
        description={errorMessage(hot.error)}
        action={
          <Button variant="secondary" onClick={() => void hot.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (games.length === 0)
    body = keyword.trim() ? (
      <EmptyState icon="search" title={t('games.noMatchTitle')} description={t('games.noMatchText', { keyword: keyword.trim() })} />
    ) : (
      <EmptyState icon="flame" title={t('games.emptyTitle')} description={t('games.emptyText')} />
    );
  else body = <GameListGrid games={games} label={t('nav.hot')} query={keyword.trim()} />;

  return (
    <LobbyFrame title={t('nav.hot')} subtitle={t('games.hotSubtitle')} icon="flame">
      <div className="flex flex-col gap-6">
        <SearchField value={keyword} onChange={setKeyword} className="sm:max-w-md" />
        {body}
        {/* After the games, never in front of them: visitors browse first. */}
        {isLogin ? null : <VisitorCallout />}
        <WinnerBoard />
      </div>
    </LobbyFrame>
  );
}
