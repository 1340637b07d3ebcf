import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderNavItems } from '@lotus/contract/navigation';
import type { GameCategory } from '@lotus/contract/navigation';
import { Icon } from '../../../components/ui/icon';
import { useNavLabel } from '../../games/hooks/use-nav-label';
import { categoryIcons, navItemHref, navItemKey } from '../../games/lib/categories';
import { useBrand } from '../../system/hooks/use-system-status';

/** One accent per category so the grid reads at a glance; all drawn with CSS gradients. */
const accents: Record<GameCategory, string> = {
  SPORTS: 'from-emerald-400/30 to-emerald-600/5 text-emerald-300',
  ESPORTS: 'from-violet-400/30 to-violet-600/5 text-violet-300',
  ELOTT: 'from-gold-300/35 to-gold-500/5 text-gold-200',
  LOTT: 'from-gold-300/35 to-gold-500/5 text-gold-200',
  LIVE: 'from-rose-400/30 to-rose-600/5 text-rose-300',
  FISH: 'from-sky-400/30 to-sky-600/5 text-sky-300',
  RNG: 'from-fuchsia-400/30 to-fuchsia-600/5 text-fuchsia-300',
  PVP: 'from-orange-400/30 to-orange-600/5 text-orange-300',
};

export function CategoryTiles() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navLabel = useNavLabel();
  const items = orderNavItems(brand.navigation);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="categories-title" className="mt-10">
      <h2 id="categories-title" className="mb-4 text-xl font-bold text-ink-50">
        {t('home.categoriesTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((item) => (
          // On phones (two columns) a last tile alone on its row takes the whole row.
          <li key={navItemKey(item)} className="odd:last:col-span-2 sm:odd:last:col-span-1">
            <Link
              to={navItemHref(item)}
              className="group relative flex h-full flex-col gap-3 overflow-hidden rounded-2xl border border-white/5 bg-ink-850 p-4 transition hover:-translate-y-0.5 hover:border-gold-300/40 hover:shadow-xl hover:shadow-black/40 sm:p-5"
            >
              <span className={`grid size-12 place-items-center rounded-xl bg-gradient-to-br ${accents[item.gameType]}`}>
                <Icon name={categoryIcons[item.gameType]} className="size-6" />
              </span>
              <span className="text-base font-bold text-ink-50">{navLabel(item)}</span>
              <span className="line-clamp-2 text-xs leading-relaxed text-ink-300">{t(`categoryDescriptions.${item.gameType}`)}</span>
              <Icon name="arrow" className="absolute end-4 top-5 size-4 text-ink-500 transition group-hover:text-gold-300 rtl:-scale-x-100" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
