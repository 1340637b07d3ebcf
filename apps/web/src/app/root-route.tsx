import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { openDialog } from '../components/ui/dialog-stack-store';
import { dialogPaths, openWithoutLoginPaths, paths } from '../config/paths';
import { useSessionStore } from '../features/session/stores/session-store';
import { useSideMenuStore } from '../features/shell/stores/side-menu-store';
import { useBrand } from '../features/system/hooks/use-system-status';
import { DialogHost } from './dialog-host';
import { ScrollRestorer } from './scroll-restorer';

/**
 * Runs on every route: the login-required-for-home gate, the side menu rule, and deep-linked
 * dialogs (/register, /register.html, /login open their dialog over the home page; a reset link
 * opens "set a new password").
 */
export function RootRoute() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
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

  // The emailed reset link (`/index?resetToken=...`): open "set a new password" and take the token
  // out of the address bar so it does not stay in history.
  useEffect(() => {
    const params = new URLSearchParams(search);
    const token = params.get('resetToken');
    if (!token) return;
    openDialog('resetPassword', { props: { token } });
    params.delete('resetToken');
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [search, pathname, navigate]);

  if (blocked) return <Navigate to={paths.login} replace />;
  return (
    <>
      <Outlet />
      <DialogHost />
      <ScrollRestorer />
    </>
  );
}
