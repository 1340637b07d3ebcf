import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Security and responsible-gaming badges drawn for this project. */
function Badge({ children, label, tone }: { children: ReactNode; label: string; tone: string }) {
  return (
    <li className="flex items-center gap-2.5 rounded-xl border border-white/5 bg-ink-900 py-2 ps-2 pe-3.5">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0" style={{ color: tone }}>
        {children}
      </svg>
      <span className="text-xs leading-tight font-semibold text-ink-200">{label}</span>
    </li>
  );
}

export function TrustBadges() {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('footer.badges.title')}>
      <Badge label={t('footer.badges.ssl')} tone="#34d399">
        <path d="M16 3l11 4.4v7.8c0 6.8-4.6 11.6-11 13.8C9.6 26.8 5 22 5 15.2V7.4z" fill="currentColor" opacity=".18" stroke="currentColor" strokeWidth="1.6" />
        <rect x="11" y="14.5" width="10" height="8" rx="1.6" fill="currentColor" />
        <path d="M13 14.5v-2.3a3 3 0 016 0v2.3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </Badge>
      <Badge label={t('footer.badges.fairPlay')} tone="#60a5fa">
        <circle cx="16" cy="16" r="12.5" fill="currentColor" opacity=".18" stroke="currentColor" strokeWidth="1.6" />
        <path d="M10.5 16.5l3.8 3.8 7.5-8" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </Badge>
      <Badge label={t('footer.badges.responsible')} tone="#f472b6">
        <circle cx="16" cy="16" r="12.5" fill="currentColor" opacity=".18" stroke="currentColor" strokeWidth="1.6" />
        <path d="M16 23.5s-6.5-3.9-6.5-8.6A3.6 3.6 0 0116 12.6a3.6 3.6 0 016.5 2.3c0 4.7-6.5 8.6-6.5 8.6z" fill="currentColor" />
      </Badge>
      <Badge label={t('footer.badges.adults')} tone="#f87171">
        <circle cx="16" cy="16" r="12.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        {/* 'ltr': on a right-to-left page the sign would move in front ("+18"); 10px keeps it inside the ring. */}
        <text x="16" y="19.8" textAnchor="middle" direction="ltr" fill="currentColor" style={{ font: '800 10px system-ui, sans-serif' }}>
          18+
        </text>
      </Badge>
    </ul>
  );
}
