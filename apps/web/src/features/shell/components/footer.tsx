import { clsx } from 'clsx';
import type { FooterLinkKey } from '@lotus/contract/brand';
import { footerLinkKeys } from '@lotus/contract/brand';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { useBrandTime } from '../../system/hooks/use-brand-time';
import { useBrand } from '../../system/hooks/use-system-status';
import { PaymentBadges } from './payment-badges';
import { SiteLogo } from './site-logo';
import { TrustBadges } from './trust-badges';

function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  const className = 'text-sm text-ink-300 transition hover:text-gold-200';
  if (/^https?:\/\//i.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

export function Footer({ className }: { className?: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  // The brand's calendar year, like every date on the site (not the device's around New Year).
  const year = useBrandTime().today().slice(0, 4);
  const linkLabel = (key: FooterLinkKey) => t(`footer.links.${key}`);

  return (
    <footer className={clsx('mt-12 border-t border-white/5 bg-ink-950', className)}>
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
        <div className="grid gap-8 md:grid-cols-[1.4fr_1fr]">
          <div className="flex flex-col gap-4">
            <SiteLogo brand={brand} className="h-8 self-start" />
            <p className="flex gap-3 text-sm leading-relaxed text-ink-300">
              <Icon name="shield" className="mt-0.5 size-5 shrink-0 text-emerald-300" />
              <span>
                {t('footer.licence', {
                  brand: brand.name,
                  issuer: brand.licence.issuer,
                  number: brand.licence.number,
                  jurisdiction: brand.licence.jurisdiction,
                })}
              </span>
            </p>
          </div>
          <nav aria-label={t('footer.linksTitle')}>
            <h2 className="mb-3 text-xs font-bold tracking-wider text-ink-400 uppercase">{t('footer.linksTitle')}</h2>
            <ul className="grid grid-cols-2 gap-x-6 gap-y-2.5">
              {footerLinkKeys.map((key) => (
                <li key={key}>
                  <FooterLink href={brand.footerLinks[key] || paths.help}>{linkLabel(key)}</FooterLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <div>
            <h2 className="mb-3 text-xs font-bold tracking-wider text-ink-400 uppercase">{t('footer.payments.title')}</h2>
            <PaymentBadges />
          </div>
          <div>
            <h2 className="mb-3 text-xs font-bold tracking-wider text-ink-400 uppercase">{t('footer.badges.title')}</h2>
            <TrustBadges />
          </div>
        </div>
        <div className="flex flex-col gap-2 border-t border-white/5 pt-6 text-xs text-ink-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year, brand: brand.name })}</p>
          <p>{t('footer.playResponsibly')}</p>
        </div>
      </div>
    </footer>
  );
}
