import { clsx } from 'clsx';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} aria-label={label} className={clsx('inline-block', className)}>
      <span className="block size-full animate-spin rounded-full border-2 border-gold-300/25 border-t-gold-300" />
    </span>
  );
}
