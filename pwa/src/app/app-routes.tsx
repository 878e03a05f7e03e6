import { useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import { matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import { SERVICE_PAGE_PATHS } from '../features/public-pages/service-page-paths';
import { PublicOnly, RequireAuth } from './guards';
import { HomeRoute } from './home-route';
import { lazyRoute, preloadRoutes } from './lazy-route';
import { PageSuspense } from './page-suspense';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

/** Every page is its own chunk, loaded when first visited. */
const ROUTES: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PageSuspense />,
        children: [
          { index: true, element: <HomeRoute /> },
          lazyRoute('landing', async () => (await import('../features/landing/landing-page')).LandingPage),
          lazyRoute('results/demo', async () => (await import('../features/results/demo-results-page')).DemoResultsPage),
          lazyRoute('plans', async () => (await import('../features/plans/plans-page')).PlansPage),
          // The service pages (device check, fonts, type specimen, privacy, terms): one chunk, see service-pages.ts.
          ...SERVICE_PAGE_PATHS.map((path) => lazyRoute(path, async () => (await import('../features/public-pages/service-pages')).SERVICE_PAGES[path])),
          {
            element: <PublicOnly />,
            children: [
              lazyRoute('register', async () => (await import('../features/auth/register-page')).RegisterPage),
              lazyRoute('login', async () => (await import('../features/auth/login-page')).LoginPage),
              lazyRoute('forgot', async () => (await import('../features/auth/forgot-page')).ForgotPage),
              lazyRoute('reset/:token', async () => (await import('../features/auth/reset-page')).ResetPage),
              // The first password of an account `npm run create-admin` made: the same page, in its words.
              lazyRoute('set-password/:token', async () => (await import('../features/auth/reset-page')).SetPasswordPage),
              // The e-mailed sign-in link (/sign-in-link?token=): a signed-in user is sent on, as from /reset.
              lazyRoute('sign-in-link', async () => (await import('../features/auth/sign-in-link-page')).SignInLinkPage),
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              lazyRoute('profile', async () => (await import('../features/profile/profile-page')).ProfilePage),
              lazyRoute('profile/orders/:orderId', async () => (await import('../features/orders/receipt-page')).ReceiptPage),
              lazyRoute('checkout', async () => (await import('../features/checkout/checkout-page')).CheckoutPage),
              // /results/career-ideas is the same page (one instance as the menu moves between them).
              lazyRoute('results/career-ideas?', async () => (await import('../features/results/results-page')).ResultsPage),
              lazyRoute('assess/consent', async () => (await import('../features/assessments/consent-page')).ConsentPage),
              lazyRoute('assess/depression-screening', async () => (await import('../features/assessments/depression-page')).DepressionPage),
              lazyRoute('assess/readiness-for-change', async () => (await import('../features/assessments/readiness-page')).ReadinessPage),
              lazyRoute('assess/neo', async () => (await import('../features/assessments/neo-page')).NeoPage),
              lazyRoute('assess/career-values', async () => (await import('../features/card-sort/card-sort-page')).CardSortPage),
              lazyRoute('assess/career-values-rank', async () => (await import('../features/card-sort/card-sort-rank-page')).CardSortRankPage),
              lazyRoute('assess/interview', async () => (await import('../features/interview/interview-page')).InterviewPage),
              lazyRoute('assess/myers-briggs', async () => (await import('../features/myers-briggs/myers-briggs-page')).MyersBriggsPage),
              // The hidden hand-off page: posts the client's login token to the MBTI/SII provider.
              lazyRoute('myer-briggs', async () => (await import('../features/myers-briggs/provider-handoff-page')).ProviderHandoffPage),
            ],
          },
          {
            element: <RequireAuth admin />,
            children: [
              lazyRoute('admin', async () => (await import('../features/admin/admin-users-page')).AdminUsersPage),
              lazyRoute('admin/audit', async () => (await import('../features/admin/audit-page')).AuditPage),
              lazyRoute('admin/contact', async () => (await import('../features/contact/contact-requests-page')).ContactRequestsPage),
              lazyRoute('admin/coaches', async () => (await import('../features/coaches-admin/coaches-admin-page')).CoachesAdminPage),
              lazyRoute('admin/bookings', async () => (await import('../features/coaches-admin/upcoming-sessions-page')).UpcomingSessionsPage),
              lazyRoute('results/:id', async () => (await import('../features/admin/admin-results-page')).AdminResultsPage),
              lazyRoute('interview/:id', async () => (await import('../features/admin/admin-interview-page')).AdminInterviewPage),
              lazyRoute('admin/search-record', async () => (await import('../features/records/search-record-page')).SearchRecordPage),
              lazyRoute('admin/search-record/result', async () => (await import('../features/records/career-ideas-page')).CareerIdeasPage),
              lazyRoute('admin/database', async () => (await import('../features/records/record-database-page')).RecordDatabasePage),
              lazyRoute('admin/users/:id/brief', async () => (await import('../features/brief/client-brief-page')).ClientBriefPage),
              lazyRoute('admin/users/:id/career-ideas', async () => (await import('../features/career-ideas/client-career-ideas-page')).ClientCareerIdeasPage),
              lazyRoute('admin/career-ideas/calibration', async () => (await import('../features/career-calibration/career-calibration-page')).CareerCalibrationPage),
            ],
          },
          lazyRoute('*', async () => (await import('../features/not-found/not-found-page')).NotFoundPage),
        ],
      },
    ],
  },
];

/**
 * The app's pages. React Router's data router (createBrowserRouter) would add about 15 KiB of gzip
 * to every first load for loaders, actions and fetchers the app does not use; these routes need
 * only matching, lazy pages and an error page.
 */
export function AppRoutes() {
  const location = useLocation();
  const { pathname } = location;
  // A page's code starts loading with the address, alongside the signed-in check its guard waits for.
  useEffect(() => preloadRoutes((matchRoutes(ROUTES, pathname) ?? []).map((match) => match.route)), [pathname]);
  const page = useRoutes(ROUTES, location);
  return <RouteErrorBoundary resetKey={location}>{page}</RouteErrorBoundary>;
}
