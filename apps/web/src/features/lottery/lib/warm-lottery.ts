import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { currentLanguageCode } from '../../../lib/i18n';
import { gamesQuery, openIssuesQuery, playMenuQuery, settingQuery } from '../api/lottery-catalogue';
import { nearQuery } from '../api/lottery-draws';
import { chosenGame, scopeGroups, type LotteryScope } from './scope';

const scopeOf: Partial<Record<string, LotteryScope>> = { [paths.lottery]: 'lottery', [paths.lottert]: 'lottery', [paths.elott]: 'elott' };

/**
 * Called before the first render when the site opens on a lottery hall: its game list goes out with
 * the status call, and the opened game's play menu, setting and issue as soon as the list answers,
 * instead of one after another as React reveals each part (four round trips before the desk showed).
 * The queries are the ones the hall mounts, so it finds them in the cache. Failures are left to the
 * hall, which asks again and shows the error.
 */
export function warmLottery(client: QueryClient, location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  const scope = scopeOf[location.pathname];
  if (!scope) return;
  const language = currentLanguageCode();
  const asked = new URLSearchParams(location.search).get('gameCode');
  void client.prefetchQuery(openIssuesQuery());
  client.fetchQuery(gamesQuery(language)).then(
    (groups) => {
      const entry = chosenGame(scopeGroups(groups, scope), asked);
      if (!entry) return;
      void client.prefetchQuery(playMenuQuery(entry.game.gameId, language));
      void client.prefetchQuery(settingQuery(entry.game.gameId));
      void client.prefetchQuery(nearQuery(entry.game.gameId));
    },
    () => undefined,
  );
}
