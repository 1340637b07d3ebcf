import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { BrandTime } from '../../../system/components/brand-time';
import { readSheet, type VnFamily } from '../lib/vn-sheet';
import type { DrawRow } from '../shared/regional-queries';
import { Num } from '../shared/regional-ui';
import { ColumnHead, ResultTable } from '../shared/result-table';

/** The station's last results (up to 100): issue, time, special prize and đề; a row shows its sheet. */
export function ResultsHistory({ family, rows, viewing, onView }: { family: VnFamily; rows: DrawRow[]; viewing: string | null; onView: (numero: string) => void }) {
  const { t } = useTranslation();
  return (
    <ResultTable
      empty={rows.length === 0}
      caption={t('lottery.vn.history')}
      className="w-full text-sm"
      columns={
        <>
          <ColumnHead>{t('lottery.regional.issue')}</ColumnHead>
          <ColumnHead>{t('lottery.vn.prize.DB')}</ColumnHead>
          <ColumnHead>{t('lottery.vn.de')}</ColumnHead>
          <ColumnHead className="px-2 py-1.5">
            <span className="sr-only">{t('lottery.vn.showSheet')}</span>
          </ColumnHead>
        </>
      }
    >
      {rows.map((r) => {
        const sheet = readSheet(family, r.winningNumber);
        const active = viewing === r.numero;
        return (
          <tr key={r.numero} className={clsx('border-t border-white/5', active && 'bg-gold-400/10')}>
            <td className="px-2 py-1.5">
              <Num className="block font-semibold text-ink-100">{r.numero}</Num>
              <span className="block text-[11px] text-ink-400">
                <BrandTime value={r.drawTime} style="dayClock" />
              </span>
            </td>
            <td className="px-2 py-1.5">
              <Num className="font-bold text-rose-300">{sheet?.special ?? '—'}</Num>
            </td>
            <td className="px-2 py-1.5">
              <Num className="rounded bg-rose-500/15 px-1.5 py-0.5 font-black text-rose-200">{sheet?.de ?? '—'}</Num>
            </td>
            <td className="px-2 py-1.5 text-end">
              <button type="button" onClick={() => onView(r.numero)} aria-pressed={active} aria-label={t('lottery.vn.showSheetOf', { numero: r.numero })} className="rounded-lg px-2 py-1 text-xs font-semibold text-gold-200 ring-1 ring-gold-300/30 hover:bg-gold-400/10">
                {t('lottery.vn.showSheet')}
              </button>
            </td>
          </tr>
        );
      })}
    </ResultTable>
  );
}
