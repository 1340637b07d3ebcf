import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ZoneNote } from '../../../system/components/brand-time';
import { Quiet } from './regional-ui';

/**
 * A game's past results as a scrolling table: a hidden caption, the column heads (`columns`) and one
 * row a draw (`children`); with no draw yet, the "no results" line instead. Every row shows its draw
 * time, so the zone note sits above the table.
 */
export function ResultTable({ empty, caption, className, columns, children }: { empty: boolean; caption: string; className: string; columns: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  if (empty) return <Quiet icon="list" title={t('lottery.vn.historyEmpty')} />;
  return (
    <div>
      <ZoneNote className="mb-1.5" />
      <div className="overflow-x-auto">
        <table className={className}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="text-xs text-ink-400">{columns}</tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </div>
  );
}

/** A column head of a result table. */
export function ColumnHead({ children, className = 'px-2 py-1.5 text-start font-semibold' }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={className}>
      {children}
    </th>
  );
}
