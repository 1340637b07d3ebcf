import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { brandLabel, useWorkingBrand } from '../../lib/working-brand';

/**
 * The working brand in the header: a deployment-wide operator picks one brand or all of them (every page
 * follows); a brand's operator sees their brand named.
 */
export function BrandPicker() {
  const { t } = useTranslation();
  const { brand, brands, canPick, setBrand } = useWorkingBrand();
  const id = useId();
  if (!canPick) {
    return (
      <p className="text-sm font-medium text-slate-800" data-testid="working-brand">
        {brand ? brandLabel(brand) : t('shell.noBrand')}
      </p>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {t('shell.workingBrand')}
      </label>
      <select
        id={id}
        className="h-8 max-w-[14rem] rounded-md border border-slate-300 bg-white px-2 text-sm font-medium text-slate-900"
        value={brand ? String(brand.id) : ''}
        onChange={(e) => setBrand(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">{t('shell.allBrands')}</option>
        {brands.map((b) => (
          <option key={b.id} value={String(b.id)}>
            {brandLabel(b)}
          </option>
        ))}
      </select>
    </div>
  );
}
