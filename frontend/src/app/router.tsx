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
        lazy: async () => ({ Component: (await import('@/features/auth/pages/reset-password-page')).ResetPasswordPage }),
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
