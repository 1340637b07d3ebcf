import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OperatorPermission } from '@lotus/contract/operators';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createBrowserRouter, createMemoryRouter, Link, Navigate, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { Button, Notice } from '../components/ui';
import { ApiError, errorMessage } from '../lib/api';
import { i18n } from '../lib/i18n';
import { useSession } from '../lib/session';
import { WorkingBrandProvider } from '../lib/working-brand';
import { can, useMe } from '../features/auth/use-me';
import { SignInPage } from '../features/auth/sign-in-page';
import { Shell } from '../features/shell/shell';
import { RouteError } from './route-error';
import { homePath } from './sections';

/**
 * Each section's pages are one chunk (src/app/chunks/), fetched the first time an operator opens the
 * section, so the sign-in page and the shell load only what they need. `load` is the section's chunk;
 * the pages of a section share it, so opening a second page of a section fetches nothing.
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Page = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  // A boundary per page: a newly shown page shows Loading while its chunk arrives, the shell stays.
  return function LazyPage() {
    return (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    );
  };
}

const members = () => import('./chunks/members');
const payments = () => import('./chunks/payments');
const lottery = () => import('./chunks/lottery');
const games = () => import('./chunks/games');
const brand = () => import('./chunks/brand');
const reports = () => import('./chunks/reports');
const operators = () => import('./chunks/operators');
const support = () => import('./chunks/support');
const FeedbackPage = lazyPage(support, 'FeedbackPage');
const MemberSearchPage = lazyPage(members, 'MemberSearchPage');
const MemberPage = lazyPage(members, 'MemberPage');
const DepositsPage = lazyPage(payments, 'DepositsPage');
const WithdrawalsPage = lazyPage(payments, 'WithdrawalsPage');
const BankCardsPage = lazyPage(payments, 'BankCardsPage');
const ChannelsPage = lazyPage(payments, 'ChannelsPage');
const LotteryIssuesPage = lazyPage(lottery, 'LotteryIssuesPage');
const LotteryIssuePage = lazyPage(lottery, 'LotteryIssuePage');
const LotteryResultsPage = lazyPage(lottery, 'LotteryResultsPage');
const LotteryGamesPage = lazyPage(lottery, 'LotteryGamesPage');
const CataloguePage = lazyPage(games, 'CataloguePage');
const HallTabsPage = lazyPage(games, 'HallTabsPage');
const VendorsPage = lazyPage(games, 'VendorsPage');
const ImportPage = lazyPage(games, 'ImportPage');
const BrandIndexPage = lazyPage(brand, 'BrandIndexPage');
const BrandSettingsPage = lazyPage(brand, 'BrandSettingsPage');
const DailyReportPage = lazyPage(reports, 'DailyReportPage');
const GgrReportPage = lazyPage(reports, 'GgrReportPage');
const BalancesReportPage = lazyPage(reports, 'BalancesReportPage');
const OperatorsPage = lazyPage(operators, 'OperatorsPage');
const RolesPage = lazyPage(operators, 'RolesPage');
const AuditPage = lazyPage(() => import('./chunks/audit'), 'AuditPage');
const MessagesPage = lazyPage(() => import('./chunks/messages'), 'MessagesPage');
const ChatPage = lazyPage(() => import('./chunks/support'), 'ChatPage');
const AccountPage = lazyPage(() => import('./chunks/account'), 'AccountPage');
const content = () => import('./chunks/content');
const NoticesPage = lazyPage(content, 'NoticesPage');
const AnnouncementsPage = lazyPage(content, 'AnnouncementsPage');
const HelpArticlesPage = lazyPage(content, 'HelpArticlesPage');
/** The dashboard carries the chart library: its own chunk too. */
const DashboardPage = lazyPage(() => import('./chunks/dashboard'), 'DashboardPage');

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

/** Every page behind sign-in, each section behind its permission. */
const signedInPages: RouteObject[] = [
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
    path: 'support/chat',
    element: (
      <RequirePermission permission="support.view">
        <ChatPage />
      </RequirePermission>
    ),
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
    path: 'support',
    element: (
      <RequirePermission permission="support.view">
        <Outlet />
      </RequirePermission>
    ),
    children: [
      { index: true, element: <Navigate to="feedback" replace /> },
      { path: 'feedback', element: <FeedbackPage /> },
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
    path: 'content',
    element: (
      <RequirePermission permission="content.view">
        <Outlet />
      </RequirePermission>
    ),
    children: [
      { index: true, element: <Navigate to="notices" replace /> },
      { path: 'notices', element: <NoticesPage /> },
      { path: 'announcements', element: <AnnouncementsPage /> },
      { path: 'help', element: <HelpArticlesPage /> },
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
        <DashboardPage />
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
  {
    path: 'messages',
    element: (
      <RequirePermission permission="messages.send">
        <MessagesPage />
      </RequirePermission>
    ),
  },
  { path: 'account', element: <AccountPage /> },
  { path: '*', element: <NotFound /> },
];

export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage />, errorElement: <RouteError /> },
  {
    path: '/',
    element: <RequireSession />,
    errorElement: <RouteError />,
    // The signed-in pages sit under one pathless route whose error element keeps the shell: a section
    // whose chunk failed to load (or whose page failed to render) says so in the page area.
    children: [{ errorElement: <RouteError />, children: signedInPages }],
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
