import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { BetStatus } from '@lotus/contract/bets';

const tone: Record<BetStatus, string> = {
  open: 'bg-sky-400/15 text-sky-200 ring-sky-300/30',
  settled: 'bg-emerald-400/15 text-emerald-200 ring-emerald-300/30',
  void: 'bg-amber-400/15 text-amber-200 ring-amber-300/30',
  cancelled: 'bg-rose-400/15 text-rose-200 ring-rose-300/30',
};

export function BetStatusBadge({ status }: { status: BetStatus }) {
  const { t } = useTranslation();
  return <span className={clsx('inline-flex shrink-0 rounded-full px-2 py-0.5 text-[11px] font-bold ring-1', tone[status])}>{t(`bets.status.${status}`)}</span>;
}
