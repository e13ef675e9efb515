import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { PREVIEW_MESSAGES } from '@dalil/domain/rules';
import { saveSession, clearSession } from '@/lib/session';
import { PreviewPage } from './preview-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(url: string, answer: Response) {
  const fetch = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetch);
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <PreviewPage />
      </MemoryRouter>
    </SWRConfig>,
  );
  return fetch;
}

const draft = {
  kind: 'article',
  path: '/articles/tips',
  record: {
    _id: 'd1',
    title: 'مقال لم يُنشر',
    Short_name: 'tips',
    logo_url: null,
    category: 'student_tips',
    tag: 'قبول، نصائح',
    status: 'draft',
    details: 'فقرة أولى',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
  },
};

describe('PreviewPage', () => {
  it('shows the draft under the banner, with its state and no published date; the token alone is sent', async () => {
    saveSession({ token: 'site-token', userId: '1', name: 'طالب', user_type: 'student', rememberMe: false });
    const fetch = renderAt('/preview?token=a.b', json(200, draft));
    expect(await screen.findByRole('heading', { name: 'مقال لم يُنشر' })).toBeTruthy();
    expect(screen.getByText(PREVIEW_MESSAGES.banner)).toBeTruthy();
    expect(screen.getByText('مسودة', { selector: 'strong' })).toBeTruthy();
    expect(screen.queryByText(/تاريخ النشر/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'الصفحة المنشورة على الموقع' })).toBeNull();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/preview?token=a.b');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('shows the server’s Arabic refusal of an expired link', async () => {
    renderAt(
      '/preview?token=a.b',
      json(401, { data: null, error: { status: 401, name: 'UnauthorizedError', message: PREVIEW_MESSAGES.expired } }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(PREVIEW_MESSAGES.expired);
    expect(screen.getByText(PREVIEW_MESSAGES.banner)).toBeTruthy();
  });

  it('refuses a link without a token without asking the server', async () => {
    const fetch = renderAt('/preview', json(200, draft));
    expect((await screen.findByRole('alert')).textContent).toContain(PREVIEW_MESSAGES.invalid);
    expect(fetch).not.toHaveBeenCalled();
  });
});
