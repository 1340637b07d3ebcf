import { clsx } from 'clsx';
import { flagEmoji, supportsFlagEmoji } from '../api/get-countries';

/** A country's flag emoji, or its ISO code in a small badge where flags do not draw. */
export function CountryFlag({ code, className }: { code: string; className?: string }) {
  if (supportsFlagEmoji()) {
    return (
      <span aria-hidden="true" className={clsx('text-base leading-none', className)}>
        {flagEmoji(code)}
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={clsx('rounded bg-white/10 px-1 py-px text-[10px] leading-tight font-bold text-ink-200', className)}>
      {code.toUpperCase()}
    </span>
  );
}
