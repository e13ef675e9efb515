import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MemoryRouter,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createMemoryRouter,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { Guard, type LoginLocationState } from './guard';
import type { GuardFlags } from './guards';
import { endSession, saveSession } from './session';

const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true };

function Page({ name }: { name: string }) {
  const location = useLocation();
  const state = location.state as LoginLocationState | null;
  return (
    <p data-testid="page">
      {name} {state?.sessionExpired ? 'expired' : ''}
    </p>
  );
}

function guarded(flags: GuardFlags, name: string) {
  return (
    <Guard route={flags}>
      <Page name={name} />
    </Guard>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
      <Routes>
        <Route path="/" element={guarded({}, 'home')} />
        <Route path="/Login" element={guarded({ isLoginPage: true }, 'login')} />
        <Route path="/account" element={guarded({ requiresLogin: true }, 'account')} />
        <Route path="/admin" element={guarded({ requiresLogin: true, adminOnly: true }, 'admin')} />
        <Route path="/Guide/:type/:id" element={guarded({ requiresLogin: true }, 'guide')} />
      </Routes>
    </MemoryRouter>,
  );
}

const login = (user_type: string, expiresAt = Date.now() + 60_000) =>
  saveSession({ token: 'jwt', userId: 'u1', name: 'n', user_type, rememberMe: false }, expiresAt - 24 * 60 * 60 * 1000);

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('<Guard>', () => {
  it('sends a visitor from a login-required page to /Login and saves the full path', async () => {
    renderAt('/Guide/private/AUC?tab=fees');
    expect((await screen.findByTestId('page')).textContent).toContain('login');
    expect(window.localStorage.getItem('redirectAfterLogin')).toBe('/Guide/private/AUC?tab=fees');
  });

  it('sends a logged-in user from /Login to the saved target and removes it', async () => {
    login('student');
    window.localStorage.setItem('redirectAfterLogin', '/Guide/private/AUC');
    renderAt('/Login');
    expect((await screen.findByTestId('page')).textContent).toContain('guide');
    expect(window.localStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('clears an expired session and tells /Login why', async () => {
    login('Admin', Date.now() - 1000);
    renderAt('/');
    expect((await screen.findByTestId('page')).textContent).toContain('login expired');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('keeps going to the saved target while its page loads (a lazy route; issue 21 item 8)', async () => {
    login('Admin');
    window.localStorage.setItem('redirectAfterLogin', '/Scholarships');
    // A data router with a lazy page, as the site has: the layout renders again at /Login while
    // the page's code loads, after the guard has taken the target.
    const flagsOf = (path: string): GuardFlags =>
      path === '/Login' ? { isLoginPage: true } : path === '/admin' ? { requiresLogin: true, adminOnly: true } : {};
    function Layout() {
      const { pathname } = useLocation();
      return (
        <Guard route={flagsOf(pathname)}>
          <Outlet />
        </Guard>
      );
    }
    const later = (name: string) => async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { Component: () => <Page name={name} /> };
    };
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Layout />,
          children: [
            { index: true, element: <Page name="home" /> },
            { path: 'Login', element: <Page name="login" /> },
            { path: 'admin', lazy: later('admin') },
            { path: 'Scholarships', lazy: later('scholarships') },
          ],
        },
      ],
      { initialEntries: ['/Login'] },
    );
    render(<RouterProvider router={router} />);
    expect((await screen.findByTestId('page')).textContent).toContain('scholarships');
    expect(router.state.location.pathname).toBe('/Scholarships');
    expect(window.localStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('a logout leaves no post-login target, though the page left behind saved itself', async () => {
    login('Admin');
    function Layout() {
      const { pathname } = useLocation();
      const flags: GuardFlags =
        pathname === '/Login' ? { isLoginPage: true } : { requiresLogin: true, adminOnly: true };
      return (
        <Guard route={flags}>
          <Outlet />
        </Guard>
      );
    }
    function Admin() {
      const navigate = useNavigate();
      return (
        <button
          type="button"
          onClick={() => {
            endSession();
            navigate('/Login', { replace: true });
          }}
        >
          logout
        </button>
      );
    }
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Layout />,
          children: [
            { path: 'admin', element: <Admin /> },
            {
              path: 'Login',
              lazy: async () => {
                await new Promise((resolve) => setTimeout(resolve, 50));
                return { Component: () => <Page name="login" /> };
              },
            },
          ],
        },
      ],
      { initialEntries: ['/admin'] },
    );
    render(<RouterProvider router={router} />);
    (await screen.findByRole('button', { name: 'logout' })).click();
    expect((await screen.findByTestId('page')).textContent).toContain('login');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it("drops an expired session's post-login target with the session", async () => {
    login('Admin', Date.now() - 1000);
    window.localStorage.setItem('redirectAfterLogin', '/admin/log');
    renderAt('/');
    expect((await screen.findByTestId('page')).textContent).toContain('login expired');
    expect(window.localStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('keeps a student out of the admin area', async () => {
    login('student');
    renderAt('/admin');
    expect((await screen.findByTestId('page')).textContent).toContain('home');
  });
});
