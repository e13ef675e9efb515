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
      // University directory and guide (features/guide); the guide page needs login (spec 1 §2).
      {
        path: paths.guide,
        handle: publicHandle,
        lazy: async () => ({ Component: (await import('@/features/guide/pages/directory-page')).DirectoryPage }),
      },
      {
        path: paths.guidePagePattern,
        handle: { guard: { requiresLogin: true } } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('@/features/guide/pages/university-guide-page')).UniversityGuidePage }),
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
