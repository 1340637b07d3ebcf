import { useTranslation } from 'react-i18next';
import { LotteryWorkspace } from './lottery-workspace';

/**
 * /lottery (header-only layout): the Chinese-style lottery hall. `gameCode` chooses the game and
 * `playType` the play. Vietnam and Thai have pages of their own (features/lottery/vn, sea).
 */
export function LotteryPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-[100rem] px-3 py-3 sm:px-5 sm:py-5">
      <h1 className="sr-only">{t('lottery.title')}</h1>
      <LotteryWorkspace scope="lottery" />
    </div>
  );
}
