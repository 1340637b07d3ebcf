import type { LotteryGameInfo, LotteryGroups } from '../api/lottery-catalogue';

/** Which games a page lists: /lottery the Chinese-style families, /elott the e-lottery games first, then those. */
export type LotteryScope = 'lottery' | 'elott';

/** A family of games as the hall lists it. */
export interface GameGroup {
  code: string;
  displayName: string;
  games: LotteryGameInfo[];
}

/** Families with pages of their own (/vnlottery, /seaLottery). */
const OWN_PAGES = new Set(['VN', 'SEA']);

export function scopeGroups(groups: LotteryGroups, scope: LotteryScope): GameGroup[] {
  const chinese = groups.filter((g) => !OWN_PAGES.has(g.code) && g.games.length > 0);
  if (scope === 'lottery') return chinese;
  const elott = groups
    .map((g) => ({ ...g, games: g.games.filter((game) => game.prizeMode === 'Elott') }))
    .filter((g) => g.games.length > 0);
  const elottCodes = new Set(elott.map((g) => g.code));
  return [...elott, ...chinese.filter((g) => !elottCodes.has(g.code))];
}

/** The game a hall opens: the one `?gameCode=` names, else the first listed (undefined when the code is unknown). */
export function chosenGame(groups: readonly GameGroup[], asked: string | null): { game: LotteryGameInfo; group: GameGroup } | undefined {
  for (const group of groups) {
    for (const game of group.games) if (asked ? game.code === asked : true) return { game, group };
  }
  return undefined;
}
