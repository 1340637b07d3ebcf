import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../system/hooks/use-system-status';
import { formatDayClock } from '../../vn/shared/regional-format';
import type { DrawRow } from '../../vn/shared/regional-queries';
import { Num, Quiet } from '../../vn/shared/regional-ui';
import { readThaiResult } from '../lib/thai-bet';

/** Past Thai results, one line each: first prize, front 3, last 3 and bottom 2. */
export function ThaiHistory({ rows }: { rows: DrawRow[] }) {
  const { t } = useTranslation();
  const brand = useBrand();
  if (rows.length === 0) return <Quiet icon="list" title={t('lottery.vn.historyEmpty')} />;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[34rem] text-sm">
        <caption className="sr-only">{t('lottery.sea.history')}</caption>
        <thead>
          <tr className="text-xs text-ink-400">
            <th scope="col" className="px-2 py-1.5 text-start font-semibold">
              {t('lottery.regional.drawTime')}
            </th>
            <th scope="col" className="px-2 py-1.5 text-start font-semibold">
              <span lang="th" dir="ltr">รางวัลที่ 1</span>
            </th>
            <th scope="col" className="px-2 py-1.5 text-start font-semibold">
              <span lang="th" dir="ltr">3 ตัวหน้า</span>
            </th>
            <th scope="col" className="px-2 py-1.5 text-start font-semibold">
              <span lang="th" dir="ltr">3 ตัวท้าย</span>
            </th>
            <th scope="col" className="px-2 py-1.5 text-start font-semibold">
              <span lang="th" dir="ltr">2 ตัวล่าง</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const r = readThaiResult(row.winningNumber);
            return (
              <tr key={row.numero} className="border-t border-white/5">
                <td className="px-2 py-1.5 text-ink-300">
                  <Num className="block text-ink-100">{formatDayClock(row.drawTime, brand.timeZone)}</Num>
                  <Num className="text-[11px]">{row.numero}</Num>
                </td>
                <td className="px-2 py-1.5">
                  <Num className="text-base font-black tracking-wider text-gold-200">{r?.first ?? '—'}</Num>
                </td>
                <td className="px-2 py-1.5">
                  <Num className="text-ink-100">{r ? r.front.join(' ') : '—'}</Num>
                </td>
                <td className="px-2 py-1.5">
                  <Num className="text-ink-100">{r ? r.back.join(' ') : '—'}</Num>
                </td>
                <td className="px-2 py-1.5">
                  <Num className="font-black text-rose-200">{r?.bottom ?? '—'}</Num>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
