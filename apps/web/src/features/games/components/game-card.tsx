import { clsx } from 'clsx';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEntry } from '@lotus/contract/games';
import { Icon } from '../../../components/ui/icon';
import { LazyImage } from '../../../components/ui/lazy-image';
import { GameArt } from './game-art';

/** Height of the caption under a card's square cover, in px (the grid's row maths uses it). */
export const cardCaptionPx = 56;
export const cardMinWidthPx = 148;
export const cardGapPx = 12;

interface GameCardProps {
  game: GameEntry;
  favourite: boolean;
  /** Trial accounts see which games offer demo play. */
  showDemo?: boolean;
  onLaunch: (game: GameEntry) => void;
  /** Favourites are for real members (spec section 6): without this the card has no heart. */
  onToggleFavourite?: (game: GameEntry) => void;
}

/**
 * One game: its cover (lazy, with drawn art while it loads or when it fails), name and vendor, a hot
 * badge, and for members the favourite heart. The launch and the heart are two separate buttons (no
 * nested controls). Kept to a dozen elements, since a grid shows dozens at once.
 */
export const GameCard = memo(function GameCard({ game, favourite, showDemo, onLaunch, onToggleFavourite }: GameCardProps) {
  const { t } = useTranslation();
  return (
    <div data-testid="game-card" className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-ink-900 ring-1 ring-white/5 transition hover:ring-gold-300/50">
      <button
        type="button"
        onClick={() => onLaunch(game)}
        className="flex h-full w-full min-w-0 flex-col text-start focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-300"
      >
        <LazyImage
          src={game.iconUrl}
          alt=""
          className="aspect-square w-full shrink-0 transition group-hover:brightness-110"
          fallback={<GameArt code={game.gameCode} name={game.gameName} />}
        />
        <span className="block shrink-0 px-2.5 py-1.5" style={{ height: cardCaptionPx }}>
          <span className="block truncate text-sm leading-6 font-semibold text-ink-50">{game.displayName}</span>
          <span className="block truncate text-xs leading-5 text-ink-400">{game.vendorName}</span>
        </span>
      </button>
      {game.isHot || (showDemo && game.demo) ? (
        <span
          className={clsx(
            'pointer-events-none absolute start-1.5 top-1.5 rounded-md px-1.5 text-[11px] leading-5 font-bold uppercase shadow',
            game.isHot ? 'bg-rose-500 text-white' : 'bg-sky-400 text-ink-950',
          )}
        >
          {game.isHot ? t('games.hot') : t('games.demo')}
        </span>
      ) : null}
      {onToggleFavourite ? (
        <button
          type="button"
          onClick={() => onToggleFavourite(game)}
          aria-pressed={favourite}
          aria-label={favourite ? t('games.removeFavourite', { name: game.displayName }) : t('games.addFavourite', { name: game.displayName })}
          className={clsx(
            'absolute end-1.5 top-1.5 grid size-8 place-items-center rounded-full bg-ink-950/60 backdrop-blur transition hover:bg-ink-950/80',
            favourite ? 'text-rose-400' : 'text-ink-100',
          )}
        >
          <Icon name="heart" className="size-4.5" fill={favourite ? 'currentColor' : 'none'} />
        </button>
      ) : null}
    </div>
  );
});

/** A cell whose game has not loaded yet (a page still on its way). */
export function GameCardSkeleton() {
  return <div aria-hidden="true" data-testid="game-card-pending" className="h-full animate-pulse rounded-xl bg-ink-900 ring-1 ring-white/5" />;
}
