import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { FollowButton } from './follow-button';
import { ToastProvider } from './toasts';

const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true };

function signIn(userType: string) {
  localStorage.setItem('token', 'a.b.c');
  localStorage.setItem('userId', 'u1');
  localStorage.setItem('user_type', userType);
  localStorage.setItem('name', 'سارة');
  localStorage.setItem('tokenExpiration', String(Date.now() + 3_600_000));
}

function renderButton(props: { signInLink?: boolean } = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <ToastProvider>
        <MemoryRouter future={ROUTER_FUTURE}>
          <FollowButton code="GUC" name="الجامعة الألمانية" {...props} />
        </MemoryRouter>
      </ToastProvider>
    </SWRConfig>,
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('FollowButton', () => {
  it.each([
    ['a visitor: a sign-in link', {}, 1],
    ['a visitor in a list: nothing', { signInLink: false }, 0],
  ])('%s', (_name, props, links) => {
    vi.stubGlobal('fetch', vi.fn());
    renderButton(props);
    expect(screen.queryAllByRole('link', { name: 'سجّل الدخول لمتابعة الجامعة' })).toHaveLength(links);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('staff see nothing', () => {
    signIn('Admin');
    vi.stubGlobal('fetch', vi.fn());
    const { container } = renderButton();
    expect(container.textContent).toBe('');
  });

  it('follows, then offers to unfollow, from the one follows list', async () => {
    signIn('student');
    let followed = false;
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        followed = true;
        return json({ university: 'GUC', following: true }, 201);
      }
      const follows = followed ? [{ university: 'GUC', university_Arabic_Name: 'x', mail_alerts: true }] : [];
      return json({ follows, calendar: null });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'متابعة الجامعة الألمانية' }));
    expect(await screen.findByRole('button', { name: 'إلغاء متابعة الجامعة الألمانية' })).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/follows');
    expect(JSON.parse(String(post[1]!.body))).toEqual({ university: 'GUC' });
    expect(await screen.findByText(/تمت المتابعة/)).toBeTruthy();
  });
});
