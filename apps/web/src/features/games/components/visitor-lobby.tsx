import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEntry } from '@lotus/contract/games';
import { Button } from '../../../components/ui/button';
import { openDialog } from '../../../components/ui/dialog-stack-store';
import { Icon } from '../../../components/ui/icon';
import { showPopup } from '../../../components/ui/popup';
import { errorMessage } from '../../../lib/api-client';
import { Money } from '../../wallet/components/wallet-ui';
import { startFreePlay } from '../../auth/api/submit-auth';
import { useFinishLogin } from '../../auth/hooks/use-finish-login';
import { useModuleOn } from '../../system/hooks/use-module-on';
import { hotGamesQuery, popularGamesQuery, winnerBoardQuery } from '../api/games-queries';
import { useLanguageCode } from '../hooks/use-language-code';
import { useLaunchGame } from '../hooks/use-launch-game';
import { GameGrid, useGameGrid } from './game-grid';

/** A windowed grid over a list that is already loaded (hot games, favourites). */
export function GameListGrid({ games, label, query }: { games: readonly GameEntry[]; label: string; query?: string }) {
  const grid = useGameGrid();
  return <GameGrid grid={grid} count={games.length} get={(i) => games[i]} label={label} query={query} source="local" />;
}

function SectionTitle({ icon, children }: { icon: 'flame' | 'trophy' | 'ticket'; children: string }) {
  return (
    <h2 className="mb-3 flex items-center gap-2 text-lg font-bold text-ink-50">
      <Icon name={icon} className="size-5 text-gold-300" />
      {children}
    </h2>
  );
}

/**
 * What a visitor sees instead of a lobby (game lists need a session, spec section 6): a call to log
 * in, register or try free play, and what the public calls offer: hot games, popular draws and the
 * winner board. A click on any game runs the login check.
 */
export function VisitorLobby({ category }: { category?: string }) {
  const { t } = useTranslation();
  const language = useLanguageCode();
  const hot = useQuery(hotGamesQuery(language));
  const all = hot.data?.list ?? [];
  const inCategory = category ? all.filter((g) => g.gameType === category) : all;
  const shown = inCategory.length > 0 ? inCategory : all;

  return (
    <div className="flex flex-col gap-8">
      <VisitorCallout />
      {shown.length > 0 ? (
        <section>
          <SectionTitle icon="flame">{t('games.hotTitle')}</SectionTitle>
          <GameListGrid games={shown} label={t('games.hotTitle')} />
        </section>
      ) : null}
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <WinnerBoard category={category} />
        <PopularDraws />
      </div>
    </div>
  );
}

export function VisitorCallout() {
  const { t } = useTranslation();
  const freePlayOn = useModuleOn('FREEPLAY3');
  const finish = useFinishLogin();
  const [busy, setBusy] = useState(false);

  const freePlay = async () => {
    setBusy(true);
    try {
      await finish(await startFreePlay(), { close: () => undefined });
    } catch (error) {
      void showPopup({ icon: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-gold-300/20 bg-gradient-to-br from-gold-400/15 via-ink-900 to-ink-900 p-5 sm:flex-row sm:items-center sm:p-6">
      <div className="grid size-12 shrink-0 place-items-center rounded-xl bg-gold-400/15 text-gold-300 ring-1 ring-gold-300/30">
        <Icon name="lock" className="size-6" />
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-bold text-ink-50">{t('games.visitorTitle')}</h2>
        <p className="mt-1 text-sm leading-relaxed text-ink-300">{t('games.visitorText')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => openDialog('login')}>{t('auth.login')}</Button>
        <Button variant="outline" onClick={() => openDialog('register')}>
          {t('auth.register')}
        </Button>
        {freePlayOn ? (
          <Button variant="secondary" disabled={busy} aria-busy={busy || undefined} onClick={() => void freePlay()}>
            <Icon name="play" className="size-4.5" />
            {t('auth.freePlay')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** The latest big wins (public); names come masked from the server. */
export function WinnerBoard({ category }: { category?: string }) {
  const { t } = useTranslation();
  const language = useLanguageCode();
  const gameCategory = category && category !== 'ESPORTS' ? category : 'ALL';
  const winners = useQuery(winnerBoardQuery(language, gameCategory));
  const list = winners.data?.list ?? [];
  return (
    <section className="rounded-2xl border border-white/10 bg-ink-900/60 p-4">
      <SectionTitle icon="trophy">{t('games.winnersTitle')}</SectionTitle>
      {list.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-400">{winners.isPending ? t('common.loading') : t('games.winnersEmpty')}</p>
      ) : (
        <ul className="divide-y divide-white/5">
          {list.map((w, i) => (
            <li key={`${w.winTime}-${i}`} className="flex items-center gap-3 py-2.5 text-sm">
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-gold-400/10 text-gold-300">
                <Icon name="crown" className="size-4" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-ink-50">{w.gameName}</span>
                <bdi className="block truncate text-xs text-ink-400">{w.userName}</bdi>
              </span>
              {/* The brand's own symbol, as every other amount on the site (the board is per brand, one currency). */}
              <Money amount={w.amount} className="shrink-0 font-bold text-gold-200" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Popular lottery draws (public); a click goes through the login check to the lottery launcher. */
export function PopularDraws() {
  const { t } = useTranslation();
  const language = useLanguageCode();
  const launch = useLaunchGame();
  const popular = useQuery(popularGamesQuery(language));
  const list = popular.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="rounded-2xl border border-white/10 bg-ink-900/60 p-4">
      <SectionTitle icon="ticket">{t('games.popularTitle')}</SectionTitle>
      <ul className="flex flex-wrap gap-2">
        {list.map((game) => (
          <li key={game.nodeId}>
            <button
              type="button"
              onClick={() => void launch(game)}
              className="flex h-10 items-center gap-2 rounded-xl bg-ink-800 px-3.5 text-sm font-semibold text-ink-100 ring-1 ring-white/10 transition hover:bg-ink-700 hover:text-white"
            >
              <Icon name="lottery" className="size-4.5 text-gold-300" />
              {game.displayName}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
