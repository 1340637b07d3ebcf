import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { unitsFromDecimal } from '../../../lib/format';
import { useBrand } from '../../system/hooks/use-system-status';
import { formatLottoAmount } from '../lib/amounts';

/** A lottery amount with the brand's symbol: two decimals, up to four when it has them; kept left to right. */
export function LottoAmount({ units, className, signed, 'data-testid': testId }: { units: bigint | string | null | undefined; className?: string; signed?: boolean; 'data-testid'?: string }) {
  const brand = useBrand();
  const { i18n } = useTranslation();
  let value: bigint | null = null;
  if (typeof units === 'bigint') value = units;
  else if (typeof units === 'string') {
    try {
      value = unitsFromDecimal(units);
    } catch {
      value = null;
    }
  }
  if (value === null) return <span className={className}>—</span>;
  return (
    <bdi dir="ltr" className={clsx('whitespace-nowrap tabular-nums', className)} data-testid={testId}>
      {signed && value > 0n ? '+' : ''}
      {brand.currencySymbol} {formatLottoAmount(value, i18n.language)}
    </bdi>
  );
}
