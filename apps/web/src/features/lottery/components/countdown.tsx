import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { countdownText } from '../lib/issue-clock';

/**
 * A countdown in clock digits (always left to right), with its label; `tone` colours it. The clock sits
 * at the start of the line in the page's direction, under its label's start (the right edge in Urdu),
 * with only the digits themselves laid out left to right.
 */
export function Countdown({ ms, label, tone = 'gold', size = 'md', className }: { ms: number; label: string; tone?: 'gold' | 'rose' | 'muted'; size?: 'sm' | 'md' | 'lg'; className?: string }) {
  const { t } = useTranslation();
  const text = countdownText(ms, t('lottery.cn.issue.dayShort'));
  const digits = { sm: 'text-sm', md: 'text-xl', lg: 'text-3xl sm:text-4xl' }[size];
  const tones = { gold: 'text-gold-200', rose: 'text-rose-300', muted: 'text-ink-300' };
  return (
    <div className={clsx('min-w-0', className)}>
      <p className="text-[11px] font-semibold tracking-wide text-ink-400 uppercase">{label}</p>
      <p className={clsx('font-mono font-extrabold tabular-nums leading-tight', digits, tones[tone])} role="timer" aria-label={`${label} ${text}`}>
        <bdi dir="ltr">{text}</bdi>
      </p>
    </div>
  );
}
