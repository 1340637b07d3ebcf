import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { LanguagePicker } from '../../components/language-picker';
import { Button, cx } from '../../components/ui';
import { callOps } from '../../lib/api';
import { endSession, useSession } from '../../lib/session';
import { useTimeZone } from '../../lib/format';
import { visibleSections } from '../../app/sections';
import type { Me } from '../auth/use-me';
import { BrandPicker } from './brand-picker';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cx('block rounded-md px-3 py-2 text-sm font-medium', isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900');

/**
 * The frame of every signed-in page: side navigation with the sections the operator's permissions
 * open (and their own account), a header with the working brand (a picker for deployment-wide operators),
 * the time zone of the times shown, the operator and sign-out. Below 768 px wide the navigation folds behind a menu button.
 */
export function Shell({ me }: { me: Me }) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const zone = useTimeZone();
  const [menuOpen, setMenuOpen] = useState(false);
  const sections = visibleSections(me.permissions);

  // The server's expiry ends the session here too, without waiting for a refused call.
  useEffect(() => {
    if (!session) return;
    const left = Date.parse(session.expiresAt) - Date.now();
    const timer = setTimeout(() => endSession('expired'), Math.max(0, Math.min(left, 2_147_000_000)));
    return () => clearTimeout(timer);
  }, [session]);

  const [signingOut, setSigningOut] = useState(false);
  // The server ends the session first (opSignOut), so the token is dead even if someone copied it; the
  // console drops it whatever the answer (a failed call must not keep anyone signed in here).
  const signOut = async () => {
    setSigningOut(true);
    try {
      await callOps('opSignOut');
    } catch {
      // already ended, or the server is unreachable: the token is dropped below either way
    }
    endSession('signedOut');
    queryClient.clear();
  };

  return (
    <div className="min-h-dvh bg-slate-100 text-slate-900 md:grid md:grid-cols-[11rem_1fr] xl:grid-cols-[13rem_1fr]">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t('app.skipToContent')}
      </a>
      <aside className={cx('border-e border-slate-200 bg-white md:block', menuOpen ? 'block' : 'hidden')}>
        <div className="hidden h-14 items-center border-b border-slate-200 px-4 font-semibold text-indigo-700 md:flex">{t('app.name')}</div>
        <nav aria-label={t('shell.navLabel')} className="flex flex-col gap-4 p-3">
          {sections.map((s) => (
            <div key={s.key}>
              {s.links.length > 1 && <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t(`shell.sections.${s.key}`)}</p>}
              <ul className="flex flex-col gap-0.5">
                {s.links.map((l) => (
                  <li key={l.key}>
                    <NavLink to={l.to} end={l.end} className={linkClass} onClick={() => setMenuOpen(false)}>
                      {t(`shell.sections.${l.key}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <ul className="flex flex-col gap-0.5 border-t border-slate-200 pt-3">
            <li>
              <NavLink to="/account" className={linkClass} onClick={() => setMenuOpen(false)}>
                {t('shell.sections.account')}
              </NavLink>
            </li>
          </ul>
          {sections.length === 0 && <p className="px-3 text-xs text-slate-500">{t('shell.noSections')}</p>}
        </nav>
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="flex min-h-14 flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-200 bg-white px-4 py-2">
          <Button variant="secondary" size="sm" className="md:hidden" aria-expanded={menuOpen} onClick={() => setMenuOpen((o) => !o)}>
            {menuOpen ? t('shell.closeMenu') : t('shell.menu')}
          </Button>
          <span className="font-semibold text-indigo-700 md:hidden">{t('app.name')}</span>
          <BrandPicker />
          <p className="text-xs text-slate-500" data-testid="time-zone" title={zone.source === 'browser' ? t('shell.timeZoneBrowser', { zone: zone.zone }) : undefined}>
            {zone.byBrand ? t('shell.timeZoneMixed') : t('shell.timeZone', { zone: zone.zone })}
          </p>
          <div className="ms-auto flex items-center gap-3">
            <LanguagePicker />
            <div className="text-end leading-tight">
              <p className="text-sm font-medium" data-testid="operator-name">
                {me.username}
              </p>
              <p className="text-xs text-slate-500">{t('shell.role', { role: me.role })}</p>
            </div>
            <Button variant="secondary" size="sm" onClick={() => void signOut()} disabled={signingOut}>
              {t('shell.signOut')}
            </Button>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none lg:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
