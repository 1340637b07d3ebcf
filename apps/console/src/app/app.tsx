import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OperatorPermission } from '@lotus/contract/operators';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createBrowserRouter, createMemoryRouter, Link, Navigate, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { Button, Notice } from '../components/ui';
import { ApiError, errorMessage } from '../lib/api';
import { i18n } from '../lib/i18n';
import { useSession } from '../lib/session';
import { WorkingBrandProvider } from '../lib/working-brand';
import { can, useMe } from '../features/auth/use-me';
import { SignInPage } from '../features/auth/sign-in-page';
import { AccountPage } from '../features/auth/account-page';
import { Shell } from '../features/shell/shell';
import { DepositsPage } from '../features/payments/deposits-page';
import { WithdrawalsPage } from '../features/payments/withdrawals-page';
import { BankCardsPage } from '../features/payments/bank-cards-page';
import { ChannelsPage } from '../features/payments/channels-page';
import { AuditPage } from '../features/audit/audit-page';
import { BrandIndexPage, BrandSettingsPage } from '../features/brand/brand-pages';
import { CataloguePage } from '../features/games/catalogue-page';
import { HallTabsPage } from '../features/games/hall-tabs-page';
import { VendorsPage } from '../features/games/vendors-page';
import { ImportPage } from '../features/games/import-page';
import { LotteryIssuesPage } from '../features/lottery/issues-page';
import { LotteryIssuePage } from '../features/lottery/issue-page';
import { LotteryResultsPage } from '../features/lottery/results-page';
import { LotteryGamesPage } from '../features/lottery/games-page';
import { BalancesReportPage, DailyReportPage, GgrReportPage } from '../features/reports/reports-pages';
import { MemberSearchPage } from '../features/members/member-search-page';
import { MemberPage } from '../features/members/member-page';
import { OperatorsPage } from '../features/operators/operators-page';
import { RolesPage } from '../features/operators/roles-page';
import { homePath } from './sections';

/** The dashboard carries the chart library: its own chunk, fetched when the dashboard opens. */
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Refusals (bad input, forbidden, no session) will not pass on a retry; network and 5xx may.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** Signed-in pages: without a session, back to sign-in (remembering where the operator was going). */
function RequireSession() {
  const session = useSession();
  const location = useLocation();
  const me = useMe();
  const { t } = useTranslation();
  if (!session) return <Navigate to="/sign-in" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (me.isPending) {
    return (
      <p role="status" className="p-8 text-slate-600">
        {t('app.loading')}
      </p>
    );
  }
  if (me.isError) {
    return (
      <div className="mx-auto max-w-md p-8">
        <Notice tone="error">
          {t('app.loadFailed')} {errorMessage(me.error)}
        </Notice>
        <Button className="mt-3" onClick={() => void me.refetch()}>
          {t('app.retry')}
        </Button>
      </div>
    );
  }
  return (
    <WorkingBrandProvider key={me.data.id} me={me.data}>
      <Shell me={me.data} />
    </WorkingBrandProvider>
  );
}

/** A section's pages: only for operators whose permissions open it (the navigation hides the rest). */
function RequirePermission({ permission, children }: { permission: OperatorPermission; children: ReactNode }) {
  const me = useMe();
  if (!can(me.data, permission)) return <Navigate to={homePath(me.data?.permissions ?? [])} replace />;
  return children;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="p-4 text-slate-600">
      {t('app.loading')}
    </p>
  );
}

function Home() {
  const me = useMe();
  return <Navigate to={homePath(me.data?.permissions ?? [])} replace />;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="p-4">
      <h1 className="text-lg font-semibold">{t('app.notFound')}</h1>
      <Link className="mt-2 inline-block text-indigo-700 underline" to="/">
        {t('app.backHome')}
      </Link>
    </div>
  );
}

export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  {
    path: '/',
    element: <RequireSession />,
    children: [
      { index: true, element: <Home /> },
      {
        path: 'members',
        element: (
          <RequirePermission permission="members.view">
            <Outlet />
          </RequirePermission>
        ),
        children: [
          { index: true, element: <MemberSearchPage /> },
          { path: ':id', element: <MemberPage /> },
        ],
      },
      {
        path: 'operators',
        element: (
          <RequirePermission permission="operators.view">
            <Outlet />
          </RequirePermission>
        ),
        children: [
          { index: true, element: <OperatorsPage /> },
          { path: 'roles', element: <RolesPage /> },
        ],
      },
      {
        path: 'payments',
        element: (
          <RequirePermission permission="payments.view">
            <Outlet />
          </RequirePermission>
        ),
        children: [
          { index: true, element: <Navigate to="deposits" replace /> },
          { path: 'deposits', element: <DepositsPage /> },
          { path: 'withdrawals', element: <WithdrawalsPage /> },
          { path: 'bank-cards', element: <BankCardsPage /> },
          {
            path: 'channels',
            element: (
              <RequirePermission permission="payments.configure">
                <ChannelsPage />
              </RequirePermission>
            ),
          },
        ],
      },
      {
        path: 'lottery',
        element: (
          <RequirePermission permission="lottery.view">
            <Outlet />
          </RequirePermission>
        ),
        children: [
          { index: true, element: <Navigate to="issues" replace /> },
          { path: 'issues', element: <LotteryIssuesPage /> },
          { path: 'issues/:id', element: <LotteryIssuePage /> },
          { path: 'results', element: <LotteryResultsPage /> },
          { path: 'games', element: <LotteryGamesPage /> },
        ],
      },
      {
        path: 'games',
        element: (
          <RequirePermission permission="games.view">
            <Outlet />
          </RequirePermission>
        ),
        children: [
          { index: true, element: <Navigate to="catalogue" replace /> },
          { path: 'catalogue', element: <CataloguePage /> },
          { path: 'hall-tabs', element: <HallTabsPage /> },
          { path: 'vendors', element: <VendorsPage /> },
          { path: 'import', element: <ImportPage /> },
        ],
      },
      {
        path: 'brand',
        element: (
          <RequirePermission permission="brand.view">
            <Outlet />
          </RequirePermission>
        ),
        children: [
          { index: true, element: <BrandIndexPage /> },
          { path: ':brandId', element: <Navigate to="modules" replace /> },
          { path: ':brandId/:group', element: <BrandSettingsPage /> },
        ],
      },
      {
        path: 'dashboard',
        element: (
          <RequirePermission permission="dashboard.view">
            <Suspense fallback={<Loading />}>
              <DashboardPage />
            </Suspense>
          </RequirePermission>
        ),
      },
      {
        path: 'reports',
        element: (
          <RequirePermission permission="reports.view">
            <Outlet />
          </RequirePermission>
        ),
        children: [
          { index: true, element: <Navigate to="daily" replace /> },
          { path: 'daily', element: <DailyReportPage /> },
          { path: 'ggr', element: <GgrReportPage /> },
          { path: 'balances', element: <BalancesReportPage /> },
        ],
      },
      {
        path: 'audit',
        element: (
          <RequirePermission permission="audit.view">
            <AuditPage />
          </RequirePermission>
        ),
      },
      { path: 'account', element: <AccountPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The console served under /console; tests pass a memory router's starting path instead. */
export function App({ queryClient, initialPath }: { queryClient: QueryClient; initialPath?: string }) {
  const [router] = useState(() => (initialPath === undefined ? createBrowserRouter(routes, { basename: '/console' }) : createMemoryRouter(routes, { initialEntries: [initialPath] })));
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
