import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { Money } from '../../wallet/components/wallet-ui';
import { winnerBoardQuery } from '../api/games-queries';
import { useLanguageCode } from '../hooks/use-language-code';

/** The latest big wins (public); names come masked from the server. */
export function WinnerBoard({ category }: { category?: string }) {
  const { t } = useTranslation();
  const language = useLanguageCode();
  const gameCategory = category && category !== 'ESPORTS' ? category : 'ALL';
  const winners = useQuery(winnerBoardQuery(language, gameCategory));
  const list = winners.data?.list ?? [];
  return (
    <section className="rounded-2xl border border-white/10 bg-ink-900/60 p-4">
      <h2 className="mb-3 flex items-center gap-2 text-lg font-bold text-ink-50">
        <Icon name="trophy" className="size-5 text-gold-300" />
        {t('games.winnersTitle')}
      </h2>
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
