import { clsx } from 'clsx';

/**
 * The Lotus wordmark, drawn for this project: a three-petal lotus over a water line, and the name.
 * `compact` draws the mark alone, for a phone header that also carries the balance.
 * A brand mark keeps its own reading order, so it stays left-to-right in right-to-left pages.
 */
export function SiteLogo({ className, label = 'Lotus', compact = false }: { className?: string; label?: string; compact?: boolean }) {
  // The compact mark (narrow headers) has its own gradient ids: both may be in the page, one hidden.
  const petal = compact ? 'lotus-petal-compact' : 'lotus-petal';
  return (
    <svg viewBox={compact ? '0 0 36 36' : '0 0 132 36'} direction="ltr" role="img" aria-label={label} className={clsx('h-8 w-auto', className)}>
      <defs>
        <linearGradient id={petal} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="1" stopColor="#f59e0b" />
        </linearGradient>
        <linearGradient id="lotus-word" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fff7d6" />
          <stop offset=".55" stopColor="#fcd34d" />
          <stop offset="1" stopColor="#f59e0b" />
        </linearGradient>
      </defs>
      <g>
        <path d="M18 4c4.2 4.8 5.6 10 0 19-5.6-9-4.2-14.2 0-19z" fill={`url(#${petal})`} />
        <path d="M5 12.5c6.4-.2 10.6 3.4 12.6 10.4C10.4 23.8 5.6 20 5 12.5z" fill={`url(#${petal})`} opacity=".88" />
        <path d="M31 12.5c-6.4-.2-10.6 3.4-12.6 10.4 7.2.9 12-2.9 12.6-10.4z" fill={`url(#${petal})`} opacity=".88" />
        <path d="M4 27.5c6.5 4.2 21.5 4.2 28 0" fill="none" stroke={`url(#${petal})`} strokeWidth="2.4" strokeLinecap="round" />
      </g>
      {compact ? null : (
        <text
          x="40"
          y="26"
          fill="url(#lotus-word)"
          // The site's face (Inter once cached, else the device's), held to Inter's width so the mark
          // is the same size in either.
          textLength="69"
          lengthAdjust="spacingAndGlyphs"
          style={{ font: '800 24px var(--font-sans)', letterSpacing: '0.02em' }}
        >
          Lotus
        </text>
      )}
    </svg>
  );
}
