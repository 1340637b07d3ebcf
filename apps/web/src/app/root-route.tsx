import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { openDialog } from '../components/ui/dialog-stack-store';
import { dialogPaths, openWithoutLoginPaths, paths } from '../config/paths';
import { useSessionStore } from '../features/session/stores/session-store';
import { useSideMenuStore } from '../features/shell/stores/side-menu-store';
import { useBrand } from '../features/system/hooks/use-system-status';
import { DialogHost } from './dialog-host';

/**
 * Runs on every route: the login-required-for-home gate, the side menu rule, and deep-linked
 * dialogs (/register, /register.html, /login open their dialog over the home page).
 */
export function RootRoute() {
  const { pathname } = useLocation();
  const brand = useBrand();
  const token = useSessionStore((s) => s.token);
  const applyRouteRule = useSideMenuStore((s) => s.applyRouteRule);
  const blocked = brand.loginRequiredForHome && !token && !openWithoutLoginPaths.includes(pathname);

  useEffect(() => {
    applyRouteRule(pathname);
  }, [pathname, applyRouteRule]);

  useEffect(() => {
    const dialog = dialogPaths[pathname as keyof typeof dialogPaths];
    if (dialog && !blocked) openDialog(dialog, { fromPath: pathname });
  }, [pathname, blocked]);

  if (blocked) return <Navigate to={paths.login} replace />;
  return (
    <>
      <Outlet />
      <DialogHost />
      <ScrollRestoration />
    </>
  );
}
