import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageCode } from '../../games/hooks/use-language-code';
import { gamesQuery } from '../../lottery/api/lottery-catalogue';
import type { BetRow } from '../api/get-member-bets';

/**
 * A bet's game as people call it: the house game's translated name, the lottery's display name from
 * its catalogue (loaded only while lottery bets are listed), else the vendor's game code.
 */
export function useGameName(rows: readonly BetRow[] | undefined): (bet: BetRow) => string {
  const { t } = useTranslation();
  const language = useLanguageCode();
  const hasLottery = rows?.some((r) => r.detail.kind === 'lottery') ?? false;
  const lottery = useQuery({ ...gamesQuery(language), enabled: hasLottery });
  const lotteryNames = useMemo(() => new Map((lottery.data ?? []).flatMap((g) => g.games.map((game) => [game.code, game.displayName] as const))), [lottery.data]);
  return useCallback(
    (bet: BetRow) => {
      if (bet.detail.kind === 'house') return t(`house.games.${bet.game}` as 'house.games.dice', { defaultValue: bet.game });
      if (bet.detail.kind === 'lottery') return lotteryNames.get(bet.game) ?? bet.game;
      return bet.game;
    },
    [t, lotteryNames],
  );
}
