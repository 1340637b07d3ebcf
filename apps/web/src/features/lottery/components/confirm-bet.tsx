import type { TFunction } from 'i18next';
import { showPopup } from '../../../components/ui/popup';
import { formatLottoAmount } from '../lib/amounts';

export interface BetSummary {
  /** The lottery (or station) as the member reads it. */
  game: string;
  /** The issue the order goes on. */
  numero: string;
  bets: number;
  /** The total the order takes from the balance, in 1/10,000. */
  total: bigint;
  currencySymbol: string;
  /** More lines when the order has them (the cart's lines, a chase). */
  details?: readonly string[];
}

/**
 * The one confirmation every lottery asks before an order (Chinese cart, Vietnamese and Thai panels):
 * the game and issue, the number of bets and the total, then Confirm or Cancel. Resolves true only on
 * Confirm. The popup is drawn outside the page's providers, so it gets plain text, not components.
 */
export async function confirmBet(t: TFunction, summary: BetSummary): Promise<boolean> {
  const answer = await showPopup({
    icon: 'info',
    title: t('lottery.cn.cart.confirmTitle'),
    text: (
      <span className="flex flex-col gap-1 text-start">
        <span>
          {summary.game} · {t('lottery.cn.issue.current')}{' '}
          <bdi dir="ltr" className="font-mono">
            {summary.numero}
          </bdi>
        </span>
        <span>{t('lottery.cn.slip.bets', { count: summary.bets })}</span>
        {summary.details?.map((line) => (
          <span key={line}>{line}</span>
        ))}
        <span className="font-bold text-gold-200">
          {t('lottery.cn.cart.total')}{' '}
          <bdi dir="ltr">
            {summary.currencySymbol} {formatLottoAmount(summary.total)}
          </bdi>
        </span>
      </span>
    ),
    buttons: [
      { key: 'cancel', label: t('common.cancel'), variant: 'secondary' },
      { key: 'confirm', label: t('lottery.cn.cart.confirm') },
    ],
  });
  return answer === 'confirm';
}
