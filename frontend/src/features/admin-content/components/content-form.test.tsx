import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/toasts';
import { ARTICLES, NEWS, SCHOLARSHIPS } from '../kinds';
import { ContentForm } from './content-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm(config = ARTICLES) {
  const fetch = vi.fn(async () => answer(201, { _id: 'x' }));
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter([{ path: '/', element: <ContentForm config={config} /> }]);
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </SWRConfig>,
  );
  return fetch;
}

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ContentForm', () => {
  it("refuses a blank required field with the validator's Arabic message and sends nothing", async () => {
    const fetch = renderForm(NEWS);
    type(/^العنوان/, '   ');
    fireEvent.click(screen.getByRole('button', { name: 'إضافة الخبر' }));
    const summary = await screen.findByText(
      /^يرجى ملء جميع الحقول المطلوبة: العنوان، الاسم المختصر، التاريخ، الرابط، التفاصيل$/,
    );
    expect(summary.getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText(/^العنوان/).getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a scholarship starts active', () => {
    renderForm(SCHOLARSHIPS);
    expect((screen.getByLabelText(/^حالة المنحة/) as HTMLSelectElement).value).toBe('active');
  });

  it('a new article is published by default; after an add the emptied form defaults to draft', async () => {
    const fetch = renderForm(ARTICLES);
    const status = () => (screen.getByLabelText(/^حالة المقال/) as HTMLSelectElement).value;
    expect(status()).toBe('published');
    type(/^عنوان المقال/, ' مقال ');
    type(/^الاسم المختصر/, 'A-1');
    type(/^التصنيف/, 'courses');
    type(/^محتوى المقال/, '*مهم*');
    fireEvent.click(screen.getByRole('button', { name: 'إضافة المقال' }));
    expect(await screen.findByText('تم إضافة المقال بنجاح')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/articles/add');
    expect(JSON.parse(String(init.body))).toEqual({
      title: ' مقال ',
      Short_name: 'A-1',
      category: 'courses',
      status: 'published',
      tag: '',
      details: '*مهم*',
    });
    await waitFor(() => expect(status()).toBe('draft'));
    expect((screen.getByLabelText(/^عنوان المقال/) as HTMLInputElement).value).toBe('');
  });

  it('previews the article markup while typing', () => {
    renderForm(ARTICLES);
    type(/^محتوى المقال/, '*عريض* و _مائل_\nسطر');
    const preview = screen.getByRole('region', { name: 'معاينة المقال' });
    expect(preview.querySelector('strong')?.textContent).toBe('عريض');
    expect(preview.querySelector('em')?.textContent).toBe('مائل');
    expect(preview.querySelectorAll('br')).toHaveLength(1);
  });

  it("shows the server's message when it refuses", async () => {
    const fetch = renderForm(NEWS);
    fetch.mockResolvedValueOnce(
      // The CMS's answer (cms/src/lib/unique.ts, then middlewares/error-body.ts).
      answer(409, {
        data: null,
        error: {
          status: 409,
          name: 'ConflictError',
          message: 'يوجد خبر آخر بنفس الاسم المختصر',
          details: { errors: [{ message: 'يوجد خبر آخر بنفس الاسم المختصر', path: ['Short_name'] }] },
        },
        message: 'يوجد خبر آخر بنفس الاسم المختصر',
        errors: [{ msg: 'يوجد خبر آخر بنفس الاسم المختصر', path: ['Short_name'] }],
      }),
    );
    type(/^العنوان/, 'خبر');
    type(/^الاسم المختصر/, 'N1');
    type(/^التاريخ/, '2030-01-01');
    type(/^الرابط/, 'https://example.eg');
    type(/^التفاصيل/, 'نص');
    fireEvent.click(screen.getByRole('button', { name: 'إضافة الخبر' }));
    await waitFor(() =>
      expect(screen.getAllByText('يوجد خبر آخر بنفس الاسم المختصر').length).toBeGreaterThanOrEqual(2),
    );
    expect(screen.getByLabelText(/^الاسم المختصر/).getAttribute('aria-invalid')).toBe('true');
  });
});
