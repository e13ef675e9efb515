import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { HydrationState } from '@/lib/ssr';
import { paths } from '@/lib/paths';
import { RootLayout, type RouteHandle } from './layout/root-layout';
import { lazyPage } from './routes/lazy-with-retry';
import { RouteError } from './routes/route-error';

/*
 * Only pages that exist are registered; a path without a page falls through to the Arabic 404.
 * Guard flags go in each route's `handle` (see RouteHandle), e.g.
 *   { path: paths.guidePagePattern, handle: { guard: { requiresLogin: true } }, lazy: ... }
 * Pages are lazy route modules, so each feature is its own chunk.
 */

const homeRoute = async () => {
  const { HomeRoute } = await import('./routes/home-route');
  return { Component: HomeRoute };
};

const publicHandle: RouteHandle = { guard: {} };
const superAdminHandle: RouteHandle = { guard: { requiresLogin: true, adminOnly: true, superAdminOnly: true } };

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, handle: publicHandle, lazy: homeRoute },
      { path: paths.homeAlias, handle: publicHandle, lazy: homeRoute },
      {
        path: paths.terms,
        handle: publicHandle,
        lazy: async () => ({ Component: (await import('@/features/legal/pages/terms-page')).TermsPage }),
      },
      {
        path: paths.privacy,
        handle: publicHandle,
        lazy: async () => ({ Component: (await import('@/features/legal/pages/privacy-page')).PrivacyPage }),
      },
      // Public pages of issue 4 (status, scholarships, news, contact, PDF viewers).
      {
        path: paths.status,
        handle: publicHandle,
        lazy: async () => ({ Component: (await import('@/features/admission-status/pages/status-page')).StatusPage }),
      },
      {
        path: paths.scholarships,
        handle: publicHandle,
        lazy: async () => ({ Component: (await import('./routes/scholarships-route')).ScholarshipsRoute }),
      },
      {
        path: paths.news,
        handle: publicHandle,
        lazy: async () => ({ Component: (await import('./routes/news-route')).NewsRoute }),
      },
      {
        path: paths.contact,
        handle: publicHandle,
        lazy: async () => ({ Component: (await import('./routes/contact-route')).ContactRoute }),
      },
      {
        path: paths.portfolio,
        handle: publicHandle,
        lazy: async () => ({ Component: (await import('./routes/pdf-viewer-routes')).PortfolioRoute }),
      },
      {
        path: paths.oldGuide,
        handle: publicHandle,
        lazy: async () => ({ Component: (await import('./routes/pdf-viewer-routes')).OldGuideRoute }),
      },
      {
        path: paths.ksiuTransport,
        handle: publicHandle,
        lazy: async () => ({ Component: (await import('./routes/pdf-viewer-routes')).TransportGuideRoute }),
      },
      // The panel's preview of a record (issue 21): the signed token is the only key, no account.
      {
        path: paths.preview,
        handle: publicHandle,
        lazy: async () => ({ Component: (await import('@/features/preview/pages/preview-page')).PreviewPage }),
      },
      // Account, articles and join-us (spec 2 §2.7–§2.10).
      {
        path: paths.account,
        handle: { guard: { requiresLogin: true } } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('@/features/account/pages/account-page')).AccountPage }),
      },
      {
        path: paths.articles,
        handle: publicHandle,
        lazy: async () => ({ Component: (await import('@/features/articles/pages/articles-page')).ArticlesPage }),
      },
      {
        path: paths.articlePagePattern,
        handle: { guard: { requiresLogin: true } } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('@/features/articles/pages/article-page')).ArticlePage }),
      },
      {
        path: paths.joinUs,
        handle: publicHandle,
        lazy: async () => ({ Component: (await import('./routes/join-us-route')).JoinUsRoute }),
      },
      // Smart assistant (spec 2 §2.1–§2.6): every page requires login (spec 2 §2 route table).
      {
        path: paths.smartAssistant,
        handle: { guard: { requiresLogin: true } } satisfies RouteHandle,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('@/features/smart-assistant/pages/landing-page')).LandingPage,
            }),
          },
          {
            path: paths.assistantScore,
            lazy: async () => ({ Component: (await import('@/features/smart-assistant/pages/score-page')).ScorePage }),
          },
          {
            path: paths.assistantFaculties,
            lazy: async () => ({
              Component: (await import('@/features/smart-assistant/pages/faculties-page')).FacultiesPage,
            }),
          },
          {
            path: paths.assistantFacultyPattern,
            lazy: async () => ({
              Component: (await import('@/features/smart-assistant/pages/faculty-page')).FacultyPage,
            }),
          },
          {
            path: paths.assistantComparison,
            lazy: async () => ({
              Component: (await import('@/features/smart-assistant/pages/comparison-page')).ComparisonPage,
            }),
          },
          {
            path: paths.assistantEquivalency,
            lazy: async () => ({
              Component: (await import('@/features/smart-assistant/pages/equivalency-page')).EquivalencyPage,
            }),
          },
        ],
      },
      // «قائمة رغباتي» (issue 25): open to visitors too (their list is kept in the browser).
      {
        path: paths.desires,
        handle: publicHandle,
        lazy: async () => ({ Component: (await import('@/features/desires/pages/desires-page')).DesiresPage }),
      },
      {
        path: paths.sharedDesires,
        handle: publicHandle,
        lazy: async () => ({
          Component: (await import('@/features/desires/pages/shared-desires-page')).SharedDesiresPage,
        }),
      },
      // Sign-in/sign-up, verification and reset pages (spec 1 §2).
      {
        path: paths.login,
        handle: { guard: { isLoginPage: true } } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('@/features/auth/pages/login-page')).LoginPage }),
      },
      {
        path: paths.verify,
        handle: publicHandle,
        lazy: async () => ({ Component: (await import('@/features/auth/pages/verify-page')).VerifyPage }),
      },
      {
        path: paths.resetPassword,
        handle: publicHandle,
        lazy: async () => ({
          Component: (await import('@/features/auth/pages/reset-password-page')).ResetPasswordPage,
        }),
      },
      // University directory and guide (features/guide); the guide page needs login (spec 1 §2).
      {
        path: paths.guide,
        handle: publicHandle,
        lazy: async () => ({ Component: (await import('@/features/guide/pages/directory-page')).DirectoryPage }),
      },
      {
        path: paths.guidePagePattern,
        handle: { guard: { requiresLogin: true } } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('@/features/guide/pages/university-guide-page')).UniversityGuidePage,
        }),
      },
      // Staff screens (spec 3 §2): login and an admin role; each page is a lazy chunk with the
      // 120000 ms time-out and one retry (lazy-with-retry.ts).
      {
        path: paths.admin,
        handle: { guard: { requiresLogin: true, adminOnly: true } } satisfies RouteHandle,
        children: [
          {
            index: true,
            lazy: lazyPage(() => import('@/features/admin-dashboard/pages/dashboard-page'), 'DashboardPage'),
          },
          {
            path: paths.adminNews,
            lazy: lazyPage(() => import('@/features/admin-content/pages/news-admin-page'), 'NewsAdminPage'),
          },
          {
            path: paths.adminScholarships,
            lazy: lazyPage(
              () => import('@/features/admin-content/pages/scholarships-admin-page'),
              'ScholarshipsAdminPage',
            ),
          },
          {
            path: paths.adminArticles,
            lazy: lazyPage(() => import('@/features/admin-content/pages/articles-admin-page'), 'ArticlesAdminPage'),
          },
          {
            path: paths.adminDataFreshness,
            lazy: lazyPage(
              () => import('@/features/admin-data-freshness/pages/data-freshness-page'),
              'DataFreshnessPage',
            ),
          },
          {
            path: paths.adminFloors,
            lazy: lazyPage(() => import('@/features/admin-floors/pages/admission-floors-page'), 'AdmissionFloorsPage'),
          },
          {
            path: paths.adminUniversities,
            lazy: lazyPage(
              () => import('@/features/admin-universities/pages/universities-admin-page'),
              'UniversitiesAdminPage',
            ),
          },
          // SuperAdmin screens (spec 3 §2): anyone else goes to /admin.
          {
            path: paths.adminUsers,
            handle: superAdminHandle,
            lazy: lazyPage(() => import('@/features/admin-users/pages/users-page'), 'UsersPage'),
          },
          {
            path: paths.adminMessages,
            handle: superAdminHandle,
            lazy: lazyPage(() => import('@/features/admin-messages/pages/messages-page'), 'MessagesPage'),
          },
          {
            path: paths.adminJoinUs,
            handle: superAdminHandle,
            lazy: lazyPage(() => import('@/features/admin-join-us/pages/join-requests-page'), 'JoinRequestsPage'),
          },
          {
            path: paths.adminLog,
            handle: superAdminHandle,
            lazy: lazyPage(() => import('@/features/admin-log/pages/log-page'), 'LogPage'),
          },
          {
            path: paths.adminAds,
            handle: superAdminHandle,
            lazy: lazyPage(() => import('@/features/admin-ads/pages/ads-page'), 'AdsPage'),
          },
          {
            path: paths.adminAdmissionStatus,
            lazy: lazyPage(
              () => import('@/features/admin-admission-status/pages/admission-status-admin-page'),
              'AdmissionStatusAdminPage',
            ),
          },
          // SuperAdmin screens of issue 13 (spec 3 §2): others are sent to /admin.
          {
            path: paths.adminReviews,
            handle: { guard: { requiresLogin: true, adminOnly: true, superAdminOnly: true } } satisfies RouteHandle,
            lazy: lazyPage(() => import('@/features/admin-reviews/pages/reviews-page'), 'AdminReviewsPage'),
          },
          {
            path: paths.adminSmartAssistant,
            handle: { guard: { requiresLogin: true, adminOnly: true, superAdminOnly: true } } satisfies RouteHandle,
            lazy: lazyPage(
              () => import('@/features/admin-smart-assistant/pages/smart-assistant-admin-page'),
              'SmartAssistantAdminPage',
            ),
          },
          {
            path: paths.adminUpdateScores,
            handle: superAdminHandle,
            lazy: lazyPage(() => import('@/features/admin-update-scores/pages/update-scores-page'), 'UpdateScoresPage'),
          },
        ],
      },
      // The minimum-scores table: Admin or SuperAdmin; "others go to /admin" (spec 3 §2), which
      // then sends a non-admin on to /.
      {
        path: paths.scores,
        handle: {
          guard: { requiresLogin: true, adminOnly: true, nonAdminRedirect: paths.admin },
        } satisfies RouteHandle,
        lazy: lazyPage(() => import('@/features/admin-scores/pages/scores-page'), 'ScoresPage'),
      },
      {
        path: paths.notFound,
        handle: publicHandle,
        lazy: async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

/** Shared by the browser's router and the server's static handler (entry-server.tsx). */
export const routerFuture = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;

/** The browser's router; `hydrationData` when the server rendered the page (main.tsx). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { future: routerFuture, hydrationData });
}

export function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} future={{ v7_startTransition: true }} />;
}
