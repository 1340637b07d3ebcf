import { gamePagePaths } from '../../../config/paths';

/** Game pages embed a game and want the whole width. */
export function isGamePage(pathname: string): boolean {
  return gamePagePaths.includes(pathname);
}

/**
 * Spec section 2: game pages force the side menu closed and every other page forces it open. The
 * rule runs on each navigation; between navigations the user's own toggle stands.
 */
export function sideMenuOpenFor(pathname: string): boolean {
  return !isGamePage(pathname);
}
