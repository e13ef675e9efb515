import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { RootLayout, type RouteHandle } from './layout/root-layout';
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
      // Smart assistant (spec 2 §2.1–§2.6): every page requires login (spec 2 §2 route table).
      {
        path: paths.smartAssistant,
        handle: { guard: { requiresLogin: true } } satisfies RouteHandle,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('@/features/smart-assistant/pages/landing-page')).LandingPage }) },
          { path: paths.assistantScore, lazy: async () => ({ Component: (await import('@/features/smart-assistant/pages/score-page')).ScorePage }) },
          { path: paths.assistantFaculties, lazy: async () => ({ Component: (await import('@/features/smart-assistant/pages/faculties-page')).FacultiesPage }) },
          { path: paths.assistantFacultyPattern, lazy: async () => ({ Component: (await import('@/features/smart-assistant/pages/faculty-page')).FacultyPage }) },
          { path: paths.assistantComparison, lazy: async () => ({ Component: (await import('@/features/smart-assistant/pages/comparison-page')).ComparisonPage }) },
          { path: paths.assistantEquivalency, lazy: async () => ({ Component: (await import('@/features/smart-assistant/pages/equivalency-page')).EquivalencyPage }) },
        ],
      },
      {
        path: paths.notFound,
        handle: publicHandle,
        lazy: async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

const router = createBrowserRouter(routes, {
  future: {
    v7_relativeSplatPath: true,
    v7_fetcherPersist: true,
    v7_normalizeFormMethod: true,
    v7_partialHydration: true,
    v7_skipActionErrorRevalidation: true,
  },
});

export function AppRouter() {
  return <RouterProvider router={router} future={{ v7_startTransition: true }} />;
}
