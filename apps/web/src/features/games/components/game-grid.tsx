import { useCallback } from 'react';
import type { GameEntry } from '@lotus/contract/games';
import { useVirtualGrid, VirtualGridView, type VirtualGrid } from '../../../components/ui/virtual-grid';
import { useSessionStore } from '../../session/stores/session-store';
import { useFavourites } from '../hooks/use-favourites';
import { useLaunchGame } from '../hooks/use-launch-game';
import { cardCaptionPx, cardGapPx, cardMinWidthPx, GameCard, GameCardSkeleton } from './game-card';

/** The windowed grid's geometry for game cards: a square cover plus the caption. */
export function useGameGrid(): VirtualGrid {
  return useVirtualGrid({ minItemWidth: cardMinWidthPx, gap: cardGapPx, extraHeight: cardCaptionPx, maxColumns: 8 });
}

interface GameGridProps {
  grid: VirtualGrid;
  count: number;
  /** The game at an index, or undefined while its page is still loading (a skeleton shows). */
  get: (index: number) => GameEntry | undefined;
  label: string;
  /** What the grid currently shows, for tests and the benchmark: the keyword and where the list came from. */
  query?: string;
  source?: 'server' | 'local';
}

/** A windowed grid of game cards with launch and (for members) favourites wired in. */
export function GameGrid({ grid, count, get, label, query = '', source = 'server' }: GameGridProps) {
  const favourites = useFavourites();
  const launch = useLaunchGame();
  const isTrial = useSessionStore((s) => s.isTrial);
  const onLaunch = useCallback((game: GameEntry) => void launch(game), [launch]);
  const { isFavourite } = favourites;
  const toggle = favourites.enabled ? favourites.toggle : undefined;

  return (
    <VirtualGridView
      grid={grid}
      count={count}
      label={label}
      data={{ 'data-testid': 'game-grid', 'data-query': query, 'data-source': source, 'data-count': count }}
      getKey={(i) => get(i)?.nodeId ?? `pending-${i}`}
      renderItem={(i) => {
        const game = get(i);
        if (!game) return <GameCardSkeleton />;
        return <GameCard game={game} favourite={isFavourite(game.nodeId)} showDemo={isTrial} onLaunch={onLaunch} onToggleFavourite={toggle} />;
      }}
    />
  );
}

/** A windowed grid over a list that is already loaded (hot games, favourites). */
export function GameListGrid({ games, label, query }: { games: readonly GameEntry[]; label: string; query?: string }) {
  const grid = useGameGrid();
  return <GameGrid grid={grid} count={games.length} get={(i) => games[i]} label={label} query={query} source="local" />;
}

/** A plain (not windowed) grid for short lists inside scroll boxes, such as the vendor popup. */
export function SimpleGameGrid({ games, label }: { games: readonly GameEntry[]; label: string }) {
  const favourites = useFavourites();
  const launch = useLaunchGame();
  const isTrial = useSessionStore((s) => s.isTrial);
  const onLaunch = useCallback((game: GameEntry) => void launch(game), [launch]);
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard
            game={game}
            favourite={favourites.isFavourite(game.nodeId)}
            showDemo={isTrial}
            onLaunch={onLaunch}
            onToggleFavourite={favourites.enabled ? favourites.toggle : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
