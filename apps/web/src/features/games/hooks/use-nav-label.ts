import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '@lotus/contract/navigation';

/** The label of a navigation entry: the brand's key when our catalogs know it, else the category's. */
export function useNavLabel(): (item: NavItem) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (item: NavItem) => {
      if (item.nameKey && i18n.exists(item.nameKey)) return t(item.nameKey as 'categories.RNG');
      const category = t(`categories.${item.gameType}`);
      return item.vendor ? t('nav.vendorEntry', { vendor: item.vendor, category }) : category;
    },
    [t, i18n],
  );
}
