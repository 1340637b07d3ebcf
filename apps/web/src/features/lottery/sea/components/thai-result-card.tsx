import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { BrandTime } from '../../../system/components/brand-time';
import { Num } from '../../vn/shared/regional-ui';
import { readThaiResult } from '../lib/thai-bet';

/**
 * A Thai result as Thai result sites print it: รางวัลที่ 1 (first prize) in large digits, the two
 * front-3 and two last-3 prizes, the 2-digit bottom prize, and the 3-top / 2-top / 2-bottom numbers
 * most bets read.
 */
export function ThaiResultCard({ winningNumber, numero, drawTime }: { winningNumber: string; numero: string; drawTime: string }) {
  const { t } = useTranslation();
  const r = readThaiResult(winningNumber);
  if (!r) return <p className="text-sm text-rose-200">{t('lottery.sea.unreadable')}</p>;
  return (
    <div className="flex flex-col gap-3" data-testid="thai-result">
      <p className="flex flex-wrap items-center justify-between gap-2 text-xs text-ink-300">
        <BrandTime value={drawTime} style="drawDate" />
        <span>
          {t('lottery.regional.issue')} <Num className="font-semibold text-ink-100">{numero}</Num>
        </span>
      </p>
      <div className="rounded-2xl bg-gradient-to-b from-gold-300/20 via-gold-400/10 to-transparent p-3 text-center ring-1 ring-gold-300/40">
        <p className="text-sm font-bold text-gold-200">
          <span lang="th" dir="ltr">รางวัลที่ 1</span> <span className="font-medium text-ink-300">· {t('lottery.sea.firstPrize')}</span>
        </p>
        <div className="mt-2 flex justify-center gap-1.5 sm:gap-2" dir="ltr" aria-label={t('lottery.sea.firstPrizeIs', { number: r.first })} role="img">
          {[...r.first].map((d, i) => (
            <span
              key={i}
              aria-hidden="true"
              className="grid h-14 w-11 place-items-center rounded-xl bg-gradient-to-b from-ink-50 to-ink-200 font-sans text-4xl font-black text-ink-950 shadow-lg shadow-black/40 sm:h-16 sm:w-13 sm:text-5xl"
            >
              {d}
            </span>
          ))}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <PrizeBox thai="3 ตัวหน้า" label={t('lottery.sea.front3')} numbers={r.front} />
        <PrizeBox thai="3 ตัวท้าย" label={t('lottery.sea.back3')} numbers={r.back} />
        <PrizeBox thai="2 ตัวล่าง" label={t('lottery.sea.bottom2')} numbers={[r.bottom]} accent className="col-span-2 sm:col-span-1" />
      </div>
      <dl className="flex flex-wrap justify-center gap-2 text-xs">
        <Summary thai="3 ตัวบน" label={t('lottery.sea.top3')} value={r.first.slice(-3)} />
        <Summary thai="2 ตัวบน" label={t('lottery.sea.top2')} value={r.first.slice(-2)} />
        <Summary thai="2 ตัวล่าง" label={t('lottery.sea.bottom2')} value={r.bottom} />
      </dl>
    </div>
  );
}

function PrizeBox({ thai, label, numbers, accent, className }: { thai: string; label: string; numbers: readonly string[]; accent?: boolean; className?: string }) {
  return (
    <div className={clsx('rounded-xl p-2.5 text-center ring-1', accent ? 'bg-rose-500/10 ring-rose-300/30' : 'bg-ink-850 ring-white/10', className)}>
      <p className="text-xs font-bold text-ink-100">
        <span lang="th" dir="ltr">{thai}</span>
      </p>
      <p className="text-[11px] text-ink-400">{label}</p>
      <p className="mt-1 flex justify-center gap-3" dir="ltr">
        {numbers.map((n, i) => (
          <Num key={i} className={clsx('text-2xl font-black tracking-wider', accent ? 'text-rose-200' : 'text-gold-200')}>
            {n}
          </Num>
        ))}
      </p>
    </div>
  );
}

function Summary({ thai, label, value }: { thai: string; label: string; value: string }) {
  return (
    <div className="flex items-center gap-1.5 rounded-full bg-ink-850 px-3 py-1 ring-1 ring-white/10">
      <dt>
        <span lang="th" dir="ltr" className="font-semibold text-ink-100">
          {thai}
        </span>
        <span className="sr-only"> {label}</span>
      </dt>
      <dd>
        <Num className="font-black text-gold-200">{value}</Num>
      </dd>
    </div>
  );
}
