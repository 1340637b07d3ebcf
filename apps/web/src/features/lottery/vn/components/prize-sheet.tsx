import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { headTail, prizeLabel, readSheet, type VnFamily } from '../lib/vn-sheet';
import { Num } from '../shared/regional-ui';

/**
 * The bảng kết quả of one draw: prize rows in the region's order with each number in its own cell,
 * the special prize highlighted; beside it the đầu / đuôi table of the lô numbers (the last two digits
 * of every prize), with the đề (last two of the special) marked.
 */
export function PrizeSheet({ family, winningNumber, caption }: { family: VnFamily; winningNumber: string; caption: string }) {
  const { t } = useTranslation();
  const sheet = readSheet(family, winningNumber);
  if (!sheet) return <p className="text-sm text-rose-200">{t('lottery.vn.sheetUnreadable')}</p>;
  const { heads, tails } = headTail(sheet.lo);
  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
      <table className="w-full table-fixed border-separate border-spacing-0 overflow-hidden rounded-xl ring-1 ring-white/10" data-testid="vn-prize-sheet">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className="w-14 sm:w-16" />
          <col />
        </colgroup>
        <tbody>
          {sheet.rows.map((row, i) => {
            const special = row.label === 'DB';
            return (
              <tr key={row.label} className={clsx(special ? 'bg-gradient-to-r from-rose-500/20 via-rose-500/10 to-transparent' : i % 2 ? 'bg-ink-900' : 'bg-ink-850')}>
                <th scope="row" className={clsx('border-e border-white/10 px-2 py-2 text-center text-sm font-black', special ? 'text-rose-300' : 'text-gold-300')}>
                  <span className="sr-only">{t(`lottery.vn.prize.${row.label}` as 'lottery.vn.prize.DB')}</span>
                  <span aria-hidden="true">{prizeLabel(row.label)}</span>
                </th>
                <td className="px-1.5 py-1.5">
                  <ul className={clsx('grid gap-1', gridCols(row.numbers.length))}>
                    {row.numbers.map((n, j) => (
                      <li key={j} className="text-center">
                        <Num
                          className={clsx(
                            'block leading-tight font-extrabold tracking-wider',
                            special ? 'text-2xl text-rose-300 drop-shadow-[0_0_10px_rgba(251,113,133,.45)] sm:text-3xl' : row.label === 'G7' && family === 'VNN' ? 'text-lg text-rose-200' : row.label === 'G8' ? 'text-xl text-rose-200' : 'text-base text-ink-50 sm:text-lg',
                          )}
                        >
                          {n.slice(0, -2)}
                          <span className={special ? undefined : 'text-gold-200'}>{n.slice(-2)}</span>
                        </Num>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <HeadTailTable heads={heads} tails={tails} de={sheet.de} />
    </div>
  );
}

/** Cells per line for a prize row: 6 prizes go 3 a line, 4 go 2 (phone) or 4, 7 go 4. */
function gridCols(count: number): string {
  if (count >= 6) return 'grid-cols-3';
  if (count === 4) return 'grid-cols-2 sm:grid-cols-4';
  if (count === 7) return 'grid-cols-3 sm:grid-cols-4';
  if (count === 3) return 'grid-cols-3';
  if (count === 2) return 'grid-cols-2';
  return 'grid-cols-1';
}

function HeadTailTable({ heads, tails, de }: { heads: string[][]; tails: string[][]; de: string }) {
  const { t } = useTranslation();
  return (
    <table className="w-full border-separate border-spacing-0 self-start overflow-hidden rounded-xl font-sans text-sm ring-1 ring-white/10" data-testid="vn-head-tail">
      <caption className="sr-only">{t('lottery.vn.headTailCaption')}</caption>
      <thead>
        <tr className="bg-ink-800 text-xs text-ink-200">
          <th scope="col" className="w-9 px-1 py-1.5 font-bold">
            {t('lottery.vn.head')}
          </th>
          <th scope="col" className="px-1 py-1.5 text-start font-bold">
            {t('lottery.vn.lotto')}
          </th>
          <th scope="col" className="border-s border-white/10 px-1 py-1.5 text-end font-bold">
            {t('lottery.vn.lotto')}
          </th>
          <th scope="col" className="w-9 px-1 py-1.5 font-bold">
            {t('lottery.vn.tail')}
          </th>
        </tr>
      </thead>
      <tbody>
        {heads.map((list, d) => (
          <tr key={d} className={d % 2 ? 'bg-ink-900' : 'bg-ink-850'}>
            <th scope="row" className="px-1 py-1 text-center font-black text-gold-300">
              {d}
            </th>
            <td className="px-1 py-1 text-start">
              <bdi dir="ltr" className="font-semibold tracking-wide text-ink-100 tabular-nums">
                {list.map((tail, i) => (
                  <span key={i} className={clsx('me-1 inline-block', `${d}${tail}` === de && 'rounded bg-rose-500/25 px-0.5 font-bold text-rose-200')}>
                    {tail}
                  </span>
                ))}
              </bdi>
            </td>
            <td className="border-s border-white/10 px-1 py-1 text-end">
              <bdi dir="ltr" className="font-semibold tracking-wide text-ink-100 tabular-nums">
                {tails[d]!.map((head, i) => (
                  <span key={i} className={clsx('ms-1 inline-block', `${head}${d}` === de && 'rounded bg-rose-500/25 px-0.5 font-bold text-rose-200')}>
                    {head}
                  </span>
                ))}
              </bdi>
            </td>
            <th scope="row" className="px-1 py-1 text-center font-black text-gold-300">
              {d}
            </th>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
