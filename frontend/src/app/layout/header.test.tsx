import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { saveSession, SESSION_RECHECK_MS } from '@/lib/session';
import { Header } from './header';

const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true };

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderHeader(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
      <Header />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
}

const login = (user_type: string, rememberMe = false, now = Date.now()) =>
  saveSession({ token: 'jwt', userId: 'u1', name: 'منى', user_type, rememberMe }, now, window.localStorage);

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Header', () => {
  it('shows the sign-in link when logged out', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' }).getAttribute('href')).toBe('/Login');
  });

  it.each([
    { type: 'student', target: '/account' },
    { type: 'Admin', target: '/admin' },
    { type: 'superadmin', target: '/admin' },
  ])('account entry for $type goes to $target', ({ type, target }) => {
    login(type);
    renderHeader();
    expect(screen.queryByRole('link', { name: 'تسجيل الدخول' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /منى/ }));
    expect(screen.getByRole('link', { name: 'حسابي' }).getAttribute('href')).toBe(target);
  });

  it('logout clears the session and goes to /Login', () => {
    login('student');
    renderHeader('/terms');
    fireEvent.click(screen.getByRole('button', { name: /منى/ }));
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الخروج' }));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user_type')).toBeNull();
    expect(screen.getByTestId('path').textContent).toBe('/Login');
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toBeTruthy();
  });

  it('re-checks the login status every 60 s', () => {
    vi.useFakeTimers();
    const now = Date.now();
    vi.setSystemTime(now);
    login('student', false, now - 24 * 60 * 60 * 1000 + 30_000); // expires in 30 s
    renderHeader();
    expect(screen.queryByRole('link', { name: 'تسجيل الدخول' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(SESSION_RECHECK_MS);
    });
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toBeTruthy();
  });

  it('the hamburger toggles the menu', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'فتح القائمة' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'القائمة الرئيسية' }).className).toContain('site-nav--open');
    fireEvent.click(screen.getByRole('button', { name: 'إغلاق القائمة' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('the open menu takes focus, closes when focus leaves it and with Escape (focus back on the toggle)', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'فتح القائمة' });
    const nav = screen.getByRole('navigation', { name: 'القائمة الرئيسية' });
    fireEvent.click(toggle);
    const links = Array.from(nav.querySelectorAll('a'));
    expect(document.activeElement).toBe(links[0]);

    // Moving between its links keeps it open; leaving it (to the sign-in link) closes it.
    fireEvent.blur(links[0], { relatedTarget: links[1] });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.blur(links[links.length - 1], { relatedTarget: screen.getByRole('link', { name: 'تسجيل الدخول' }) });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
