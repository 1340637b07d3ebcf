import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../language/components/language-switcher';
import { SiteLogo, type BrandMark } from '../../shell/components/site-logo';

/** Full-screen frame of the startup views (maintenance, IP restriction, start-up errors); with no brand (the status call failed) no mark. */
export function StatusScreen({ art, children, brand }: { art: ReactNode; children: ReactNode; brand?: BrandMark }) {
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-ink-950">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_50%_-10%,rgba(245,183,0,.16),transparent_60%),radial-gradient(40rem_24rem_at_100%_100%,rgba(56,189,248,.08),transparent_60%)]" />
      <header className="relative flex h-16 items-center justify-between px-4 sm:px-6">
        {brand ? <SiteLogo brand={brand} /> : <span />}
        <LanguageSwitcher />
      </header>
      <main className="relative flex flex-1 items-center justify-center px-4 pb-16">
        <div className="flex w-full max-w-lg animate-fade-in flex-col items-center rounded-3xl border border-white/10 bg-ink-900/80 px-6 py-10 text-center shadow-2xl shadow-black/50 backdrop-blur sm:px-10">
          {art}
          {children}
        </div>
      </main>
    </div>
  );
}

export function MaintenanceArt() {
  return (
    <svg viewBox="0 0 120 96" aria-hidden="true" className="mb-6 h-24 w-auto">
      <defs>
        <linearGradient id="mt-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="1" stopColor="#f59e0b" />
        </linearGradient>
      </defs>
      <circle cx="60" cy="48" r="44" fill="#f5b700" opacity=".08" />
      <g transform="translate(44 30)">
        <path
          d="M16 0l3.2 5.6 6.3-1.5 1.5 6.3L32.6 13.6 29 19l3.6 5.4-5.6 3.2 1.5 6.3-6.3-1.5L19 38l-3 -1.4-3 1.4-3.2-5.6-6.3 1.5 1.5-6.3L-.6 24.4 3 19-.6 13.6 5 10.4 3.5 4.1l6.3 1.5z"
          fill="url(#mt-gold)"
        />
        <circle cx="16" cy="19" r="7" fill="#0a0f1f" />
      </g>
      <path d="M22 78l18-18M34 60l8-8 6 6-8 8z" stroke="#94a3b8" strokeWidth="5" strokeLinecap="round" fill="none" />
      <path d="M86 70h20M86 78h14" stroke="#fcd34d" strokeWidth="4" strokeLinecap="round" opacity=".6" />
    </svg>
  );
}

export function RestrictionArt() {
  return (
    <svg viewBox="0 0 120 96" aria-hidden="true" className="mb-6 h-24 w-auto">
      <circle cx="60" cy="48" r="44" fill="#f43f5e" opacity=".08" />
      <circle cx="60" cy="46" r="28" fill="none" stroke="#94a3b8" strokeWidth="3" />
      <path d="M32 46h56M60 18c8 8 12 17.3 12 28s-4 20-12 28c-8-8-12-17.3-12-28s4-20 12-28z" fill="none" stroke="#94a3b8" strokeWidth="3" />
      <circle cx="84" cy="70" r="15" fill="#0a0f1f" stroke="#fb7185" strokeWidth="4" />
      <path d="M74 80l20-20" stroke="#fb7185" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
