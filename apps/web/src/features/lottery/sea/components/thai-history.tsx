import { useTranslation } from 'react-i18next';
import { BrandTime } from '../../../system/components/brand-time';
import type { DrawRow } from '../../vn/shared/regional-queries';
import { Num } from '../../vn/shared/regional-ui';
import { ColumnHead, ResultTable } from '../../vn/shared/result-table';
import { readThaiResult } from '../lib/thai-bet';

/** The Thai prizes of a result line, as Thai sites name them. */
const THAI_COLUMNS = ['รางวัลที่ 1', '3 ตัวหน้า', '3 ตัวท้าย', '2 ตัวล่าง'];

/** Past Thai results, one line each: first prize, front 3, last 3 and bottom 2. */
export function ThaiHistory({ rows }: { rows: DrawRow[] }) {
  const { t } = useTranslation();
  return (
    <ResultTable
      empty={rows.length === 0}
      caption={t('lottery.sea.history')}
      className="w-full min-w-[34rem] text-sm"
      columns={
        <>
          <ColumnHead>{t('lottery.regional.drawTime')}</ColumnHead>
          {THAI_COLUMNS.map((name) => (
            <ColumnHead key={name}>
              <span lang="th" dir="ltr">
                {name}
              </span>
            </ColumnHead>
          ))}
        </>
      }
    >
      {rows.map((row) => {
        const r = readThaiResult(row.winningNumber);
        return (
          <tr key={row.numero} className="border-t border-white/5">
            <td className="px-2 py-1.5 text-ink-300">
              <span className="block text-ink-100">
                <BrandTime value={row.drawTime} style="dayClock" />
              </span>
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
    </ResultTable>
  );
}
