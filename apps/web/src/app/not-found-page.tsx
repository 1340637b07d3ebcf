import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ui/button';
import { PageContainer } from '../components/ui/page-container';
import { paths } from '../config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <svg viewBox="0 0 220 90" aria-hidden="true" className="h-24 w-auto" direction="ltr">
        <defs>
          <linearGradient id="nf-gold" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#fde68a" />
            <stop offset="1" stopColor="#d97706" />
          </linearGradient>
        </defs>
        <text x="0" y="76" fill="url(#nf-gold)" style={{ font: '900 84px var(--font-sans)' }}>
          4
        </text>
        <g transform="translate(110 46)">
          <circle r="34" fill="#141d3b" stroke="url(#nf-gold)" strokeWidth="6" />
          <circle r="22" fill="none" stroke="#fde68a" strokeWidth="3" strokeDasharray="8 7" />
          <circle r="9" fill="url(#nf-gold)" />
        </g>
        <text x="160" y="76" fill="url(#nf-gold)" style={{ font: '900 84px var(--font-sans)' }}>
          4
        </text>
      </svg>
      <h1 className="mt-6 text-2xl font-extrabold text-ink-50 sm:text-3xl">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-sm leading-relaxed text-ink-300">{t('notFound.text')}</p>
      <ButtonLink to={paths.index} className="mt-8" size="lg">
        {t('common.backHome')}
      </ButtonLink>
    </PageContainer>
  );
}
