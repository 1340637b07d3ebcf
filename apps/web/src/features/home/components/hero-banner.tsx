import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { openDialog } from '../../../components/ui/dialog-stack-store';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { useLobbyPath } from '../../games/hooks/use-lobby-path';
import { useSessionStore } from '../../session/stores/session-store';
import { useBrand } from '../../system/hooks/use-system-status';

/** Drawn hero art: a glowing lotus, chips, a die and a card. Pure SVG, no copied imagery. */
function HeroArt() {
  return (
    <svg viewBox="0 0 420 300" aria-hidden="true" className="h-full w-full">
      <defs>
        <radialGradient id="hero-glow" cx="50%" cy="55%" r="50%">
          <stop offset="0" stopColor="#fbbf24" stopOpacity=".55" />
          <stop offset="1" stopColor="#fbbf24" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-petal" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff4c2" />
          <stop offset=".5" stopColor="#fcd34d" />
          <stop offset="1" stopColor="#d97706" />
        </linearGradient>
        <linearGradient id="hero-chip" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f43f5e" />
          <stop offset="1" stopColor="#9f1239" />
        </linearGradient>
        <linearGradient id="hero-chip2" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#38bdf8" />
          <stop offset="1" stopColor="#1d4ed8" />
        </linearGradient>
      </defs>
      <circle cx="210" cy="165" r="150" fill="url(#hero-glow)" />
      <g transform="translate(210 200)">
        <path d="M0-150c30 34 40 74 0 130-40-56-30-96 0-130z" fill="url(#hero-petal)" />
        <path d="M-96-84c48 2 80 28 92 78-54 6-88-24-92-78z" fill="url(#hero-petal)" opacity=".9" />
        <path d="M96-84c-48 2-80 28-92 78 54 6 88-24 92-78z" fill="url(#hero-petal)" opacity=".9" />
        <path d="M-150-30c56-8 106 8 140 42-62 28-118 10-140-42z" fill="url(#hero-petal)" opacity=".55" />
        <path d="M150-30c-56-8-106 8-140 42 62 28 118 10 140-42z" fill="url(#hero-petal)" opacity=".55" />
        <ellipse cx="0" cy="22" rx="150" ry="14" fill="#fbbf24" opacity=".18" />
      </g>
      <g transform="translate(62 70) rotate(-14)">
        <circle r="30" fill="url(#hero-chip)" />
        <circle r="21" fill="none" stroke="#fff" strokeWidth="3" strokeDasharray="7 6" opacity=".9" />
        <circle r="12" fill="#fff" opacity=".2" />
      </g>
      <g transform="translate(360 238) rotate(18)">
        <circle r="24" fill="url(#hero-chip2)" />
        <circle r="16" fill="none" stroke="#fff" strokeWidth="3" strokeDasharray="6 5" opacity=".9" />
      </g>
      <g transform="translate(340 56) rotate(16)">
        <rect x="-26" y="-26" width="52" height="52" rx="11" fill="#f8fafc" />
        <circle cx="-12" cy="-12" r="5" fill="#0f172a" />
        <circle cx="0" cy="0" r="5" fill="#e11d48" />
        <circle cx="12" cy="12" r="5" fill="#0f172a" />
      </g>
      <g transform="translate(74 236) rotate(-10)">
        <rect x="-24" y="-33" width="48" height="66" rx="7" fill="#f8fafc" />
        <path d="M0-12l11 14L0 16-11 2z" fill="#e11d48" />
        <text x="-16" y="-16" fill="#e11d48" style={{ font: '800 13px system-ui, sans-serif' }}>
          A
        </text>
      </g>
      <g fill="#fde68a">
        <circle cx="130" cy="40" r="2.5" />
        <circle cx="300" cy="130" r="2" />
        <circle cx="40" cy="150" r="2" />
        <circle cx="390" cy="160" r="2.5" />
        <circle cx="250" cy="30" r="1.8" />
      </g>
    </svg>
  );
}

export function HeroBanner() {
  const { t } = useTranslation();
  const brand = useBrand();
  const isLogin = useSessionStore((s) => s.isLogin);
  const lobby = useLobbyPath();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden rounded-3xl border border-white/10 bg-[linear-gradient(135deg,#141d3b_0%,#0e1530_45%,#1c1233_100%)]"
    >
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(40rem_20rem_at_0%_0%,rgba(99,102,241,.22),transparent_60%),radial-gradient(30rem_20rem_at_100%_100%,rgba(245,183,0,.18),transparent_60%)]" />
      <div className="relative grid items-center gap-4 p-6 sm:p-10 md:grid-cols-[1.1fr_1fr] lg:p-12">
        <div className="flex flex-col items-start gap-5">
          <span className="inline-flex items-center gap-2 rounded-full border border-gold-300/30 bg-gold-400/10 px-3 py-1 text-xs font-bold text-gold-200">
            <Icon name="spark" className="size-4" />
            {t('home.heroEyebrow', { brand: brand.name })}
          </span>
          <h1 id="hero-title" className="text-3xl leading-tight font-extrabold tracking-tight text-white sm:text-4xl lg:text-5xl">
            {t('home.heroTitle')}{' '}
            <span className="bg-gradient-to-r from-gold-200 via-gold-300 to-gold-500 bg-clip-text text-transparent">{t('home.heroHighlight')}</span>
          </h1>
          <p className="max-w-lg text-base leading-relaxed text-ink-200">{t('home.heroText')}</p>
          <div className="flex flex-wrap gap-3">
            {isLogin ? (
              lobby ? (
                <ButtonLink to={lobby} size="lg">
                  {t('home.ctaExplore')}
                </ButtonLink>
              ) : null
            ) : (
              <Button size="lg" onClick={() => openDialog('register')}>
                {t('home.ctaJoin')}
              </Button>
            )}
            <ButtonLink to={paths.promotions} variant="secondary" size="lg">
              <Icon name="gift" />
              {t('home.ctaPromotions')}
            </ButtonLink>
          </div>
        </div>
        <div className="mx-auto hidden aspect-[7/5] w-full max-w-md sm:block">
          <HeroArt />
        </div>
      </div>
    </section>
  );
}
