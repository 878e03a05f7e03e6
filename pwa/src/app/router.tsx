import { createBrowserRouter } from 'react-router-dom';
import { SERVICE_PAGE_PATHS } from '../features/public-pages/service-page-paths';
import { PublicOnly, RequireAuth } from './guards';
import { HomeRoute } from './home-route';
import { Loading } from './loading';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Every page is its own chunk, loaded when first visited. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'landing', lazy: async () => ({ Component: (await import('../features/landing/landing-page')).LandingPage }) },
      { path: 'results/demo', lazy: async () => ({ Component: (await import('../features/results/demo-results-page')).DemoResultsPage }) },
      { path: 'plans', lazy: async () => ({ Component: (await import('../features/plans/plans-page')).PlansPage }) },
      // The service pages (device check, fonts, type specimen, privacy, terms): one chunk, see service-pages.ts.
      ...SERVICE_PAGE_PATHS.map((path) => ({ path, lazy: async () => ({ Component: (await import('../features/public-pages/service-pages')).SERVICE_PAGES[path] }) })),
      {
        element: <PublicOnly />,
        children: [
          { path: 'register', lazy: async () => ({ Component: (await import('../features/auth/register-page')).RegisterPage }) },
          { path: 'login', lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }) },
          { path: 'forgot', lazy: async () => ({ Component: (await import('../features/auth/forgot-page')).ForgotPage }) },
          { path: 'reset/:token', lazy: async () => ({ Component: (await import('../features/auth/reset-page')).ResetPage }) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: 'profile', lazy: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }) },
          { path: 'profile/orders/:orderId', lazy: async () => ({ Component: (await import('../features/orders/receipt-page')).ReceiptPage }) },
          { path: 'checkout', lazy: async () => ({ Component: (await import('../features/checkout/checkout-page')).CheckoutPage }) },
          { path: 'results', lazy: async () => ({ Component: (await import('../features/results/results-page')).ResultsPage }) },
          { path: 'assess/consent', lazy: async () => ({ Component: (await import('../features/assessments/consent-page')).ConsentPage }) },
          {
            path: 'assess/depression-screening',
            lazy: async () => ({ Component: (await import('../features/assessments/depression-page')).DepressionPage }),
          },
          {
            path: 'assess/readiness-for-change',
            lazy: async () => ({ Component: (await import('../features/assessments/readiness-page')).ReadinessPage }),
          },
          { path: 'assess/neo', lazy: async () => ({ Component: (await import('../features/assessments/neo-page')).NeoPage }) },
          { path: 'assess/career-values', lazy: async () => ({ Component: (await import('../features/card-sort/card-sort-page')).CardSortPage }) },
          {
            path: 'assess/career-values-rank',
            lazy: async () => ({ Component: (await import('../features/card-sort/card-sort-rank-page')).CardSortRankPage }),
          },
          { path: 'assess/interview', lazy: async () => ({ Component: (await import('../features/interview/interview-page')).InterviewPage }) },
          {
            path: 'assess/myers-briggs',
            lazy: async () => ({ Component: (await import('../features/myers-briggs/myers-briggs-page')).MyersBriggsPage }),
          },
          // The hidden hand-off page: posts the client's login token to the MBTI/SII provider.
          { path: 'myer-briggs', lazy: async () => ({ Component: (await import('../features/myers-briggs/provider-handoff-page')).ProviderHandoffPage }) },
        ],
      },
      {
        element: <RequireAuth admin />,
        children: [
          { path: 'admin', lazy: async () => ({ Component: (await import('../features/admin/admin-users-page')).AdminUsersPage }) },
          { path: 'admin/audit', lazy: async () => ({ Component: (await import('../features/admin/audit-page')).AuditPage }) },
          { path: 'admin/contact', lazy: async () => ({ Component: (await import('../features/contact/contact-requests-page')).ContactRequestsPage }) },
          { path: 'admin/coaches', lazy: async () => ({ Component: (await import('../features/coaches-admin/coaches-admin-page')).CoachesAdminPage }) },
          {
            path: 'admin/bookings',
            lazy: async () => ({ Component: (await import('../features/coaches-admin/upcoming-sessions-page')).UpcomingSessionsPage }),
          },
          { path: 'results/:id', lazy: async () => ({ Component: (await import('../features/admin/admin-results-page')).AdminResultsPage }) },
          { path: 'interview/:id', lazy: async () => ({ Component: (await import('../features/admin/admin-interview-page')).AdminInterviewPage }) },
          { path: 'admin/search-record', lazy: async () => ({ Component: (await import('../features/records/search-record-page')).SearchRecordPage }) },
          {
            path: 'admin/search-record/result',
            lazy: async () => ({ Component: (await import('../features/records/career-ideas-page')).CareerIdeasPage }),
          },
          { path: 'admin/database', lazy: async () => ({ Component: (await import('../features/records/record-database-page')).RecordDatabasePage }) },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).NotFoundPage }) },
    ],
  },
]);
