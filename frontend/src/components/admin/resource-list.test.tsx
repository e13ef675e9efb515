import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { ToastProvider } from '../toasts';
import { bulkDelete, ResourceList, useResourceListState, type BulkAction } from './resource-list';
import { useStaffDelete } from './use-staff-delete';

afterEach(cleanup);

type Row = { _id: string; name: string; status: 'new' | 'old' };
const rows: Row[] = Array.from({ length: 30 }, (_, i) => ({
  _id: `r${i + 1}`,
  name: `سجل ${i + 1}`,
  status: i % 3 === 0 ? 'new' : 'old',
}));

function Screen({
  data = rows,
  bulk = [],
  remove = async () => undefined,
  mutate = async () => undefined,
}: {
  data?: Row[];
  bulk?: BulkAction<Row>[];
  remove?: (id: string) => Promise<unknown>;
  mutate?: () => Promise<unknown>;
}) {
  const list = useResourceListState({
    sorts: ['az', 'za'] as const,
    defaultSort: 'az',
    filters: ['all', 'new', 'old'] as const,
    defaultFilter: 'all',
  });
  const location = useLocation();
  const del = useStaffDelete({
    list: data,
    mutate,
    remove,
    deleted: 'تم الحذف',
    failed: 'تعذر الحذف',
    confirm: (r) => ({ title: 'حذف السجل', messages: [`حذف ${r.name}؟`], confirmLabel: 'تأكيد', busyLabel: '...' }),
  });
  const shown = data
    .filter((r) => (list.filter === 'all' || r.status === list.filter) && r.name.includes(list.search))
    .sort((a, b) => (list.sort === 'za' ? -1 : 1) * (Number(a._id.slice(1)) - Number(b._id.slice(1))));
  return (
    <>
      <ResourceList
        state={list}
        items={shown}
        noun="row"
        nameOf={(r) => r.name}
        summary={{
          label: 'ملخص',
          items: [
            { label: 'الكل', value: data.length, filter: 'all' },
            { label: 'جديد', value: data.filter((r) => r.status === 'new').length, filter: 'new' },
          ],
        }}
        searchLabel="بحث"
        sortOptions={[
          { value: 'az', label: 'تصاعدي' },
          { value: 'za', label: 'تنازلي' },
        ]}
        bulkActions={bulk}
        onBulkDone={mutate}
        isLoading={false}
        onRetry={() => undefined}
        loadingText="تحميل"
        errorText="خطأ"
        emptyText="لا شيء"
        countText={`${shown.length}`}
        renderItem={(r, selectBox) => (
          <article>
            {selectBox}
            <h2>{r.name}</h2>
            <button type="button" onClick={() => del.ask(r)}>{`حذف: ${r.name}`}</button>
          </article>
        )}
      />
      {del.dialog}
      <output data-testid="url">{location.search}</output>
    </>
  );
}

const renderAt = (url: string, props: Parameters<typeof Screen>[0] = {}) =>
  render(
    <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <ToastProvider>
        <Screen {...props} />
      </ToastProvider>
    </MemoryRouter>,
  );

const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const url = () => new URLSearchParams(screen.getByTestId('url').textContent ?? '');

describe('ResourceList: pages, URL state', () => {
  it('shows a page at a time; the page and page size live in the URL', () => {
    renderAt('/x');
    expect(names()).toHaveLength(24);
    expect(names()[0]).toBe('سجل 1');
    expect(screen.getByText('صفحة 1 من 2 (1–24 من 30)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'التالية' }));
    expect(url().get('page')).toBe('2');
    expect(names()).toEqual(['سجل 25', 'سجل 26', 'سجل 27', 'سجل 28', 'سجل 29', 'سجل 30']);
    fireEvent.change(screen.getByLabelText('عدد في الصفحة'), { target: { value: '12' } });
    expect(url().get('size')).toBe('12');
    // A new page size starts again at page 1.
    expect(url().get('page')).toBeNull();
    expect(names()).toHaveLength(12);
  });

  it('reads page, size, sort, search and filter from the URL', () => {
    renderAt('/x?page=2&size=12&sort=za');
    expect(names()[0]).toBe('سجل 18');
    expect((screen.getByLabelText('الترتيب') as HTMLSelectElement).value).toBe('za');
    cleanup();
    renderAt('/x?status=new&q=1');
    expect(names()).toEqual(['سجل 1', 'سجل 10', 'سجل 13', 'سجل 16', 'سجل 19']);
  });

  it('a page past the end shows the last; searching goes back to page 1', () => {
    renderAt('/x?page=9');
    expect(names()[0]).toBe('سجل 25');
    fireEvent.change(screen.getByLabelText('بحث'), { target: { value: '2' } });
    expect(url().get('q')).toBe('2');
    expect(url().get('page')).toBeNull();
    expect(names()[0]).toBe('سجل 2');
  });

  it('a summary figure filters the list when clicked and shows it is pressed', () => {
    renderAt('/x');
    const figures = screen.getByRole('group', { name: 'ملخص' });
    const fresh = within(figures).getByRole('button', { name: /جديد/ });
    expect(fresh.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(fresh);
    expect(url().get('status')).toBe('new');
    expect(fresh.getAttribute('aria-pressed')).toBe('true');
    expect(names()).toHaveLength(10);
    fireEvent.click(within(figures).getByRole('button', { name: /الكل/ }));
    expect(url().get('status')).toBeNull();
  });
});

describe('ResourceList: bulk actions', () => {
  it('asks first, runs each selected record, and names each failure with the server message', async () => {
    const run = vi.fn(async (r: Row) => {
      if (r._id === 'r2') throw new ApiError(409, 'حُفظ هذا السجل من شخص آخر');
      if (r._id === 'r3') throw new Error('network');
    });
    const mutate = vi.fn(async () => undefined);
    renderAt('/x', {
      mutate,
      bulk: [
        {
          label: 'حذف المحدد',
          verb: 'حذف',
          tone: 'danger',
          confirm: { title: 'حذف السجلات', question: (n) => `حذف ${n}؟`, confirmLabel: 'نعم', busyLabel: '...' },
          run,
        },
      ],
    });
    const button = screen.getByRole('button', { name: 'حذف المحدد (0)' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    for (const n of [1, 2, 3]) fireEvent.click(screen.getByRole('checkbox', { name: `تحديد: سجل ${n}` }));
    expect(screen.getByText('المحدد: 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'حذف المحدد (3)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'حذف السجلات' });
    expect(within(dialog).getByText('حذف 3؟')).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'نعم' })));
    await waitFor(() => expect(mutate).toHaveBeenCalled());
    expect(run.mock.calls.map(([r]) => r._id)).toEqual(['r1', 'r2', 'r3']);
    const outcome = screen.getAllByRole('alert').find((el) => el.className.includes('resource-list__outcome'))!;
    expect(outcome.textContent).toContain('حذف: تعذر على 2 من 3، وتم على صف واحد');
    expect(outcome.textContent).toContain('سجل 2: حُفظ هذا السجل من شخص آخر');
    expect(outcome.textContent).toContain('سجل 3: تعذر التنفيذ');
    // The failed ones stay selected, to try again.
    expect(screen.getByText('المحدد: 2')).toBeTruthy();
  });

  it('select the whole page; an action applies only to the records it fits', async () => {
    const run = vi.fn(async () => undefined);
    renderAt('/x?size=12', {
      bulk: [{ label: 'اعتماد المحدد', verb: 'اعتماد', appliesTo: (r) => r.status === 'new', run }],
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'تحديد كل ما في الصفحة' }));
    expect(screen.getByText('المحدد: 12')).toBeTruthy();
    // r1, r4, r7, r10 are new.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'اعتماد المحدد (4)' })));
    await waitFor(() => expect(screen.getByText('اعتماد: تم على 4 صفوف')).toBeTruthy());
    expect(run).toHaveBeenCalledTimes(4);
  });
});

describe('ResourceList: a bulk delete the server can undo (issue 23)', () => {
  it('the toast offers «تراجع», which restores every record just deleted (not the refused one) and re-reads', async () => {
    const remove = vi.fn(async (id: string) => {
      if (id === 'r2') throw new ApiError(403, 'مرفوض');
    });
    const restore = vi.fn(async (_id: string) => undefined);
    const mutate = vi.fn(async () => undefined);
    renderAt('/x', {
      mutate,
      bulk: [bulkDelete<Row>({ title: 'حذف السجلات', question: (n) => `حذف ${n}؟`, remove, restore })],
    });
    for (const n of [1, 2, 3]) fireEvent.click(screen.getByRole('checkbox', { name: `تحديد: سجل ${n}` }));
    fireEvent.click(screen.getByRole('button', { name: 'حذف المحدد (3)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'حذف السجلات' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'تأكيد الحذف' })));
    const toast = await screen.findByText(/^حذف: تم على/);
    expect(restore).not.toHaveBeenCalled();
    mutate.mockClear();
    await act(async () =>
      fireEvent.click(within(toast.closest('.toast') as HTMLElement).getByRole('button', { name: 'تراجع' })),
    );
    await waitFor(() => expect(screen.getByText('تمت استعادة المحذوف')).toBeTruthy());
    expect(restore.mock.calls.map(([id]) => id)).toEqual(['r1', 'r3']);
    expect(mutate).toHaveBeenCalled();
  });

  it('a refused restore (the window has passed) shows the server reason', async () => {
    const restore = vi.fn(async () => {
      throw new ApiError(410, 'انتهت مهلة التراجع عن الحذف؛ حُذف السجل نهائيًا');
    });
    renderAt('/x', {
      bulk: [
        bulkDelete<Row>({ title: 'حذف السجلات', question: (n) => `حذف ${n}؟`, remove: async () => undefined, restore }),
      ],
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'تحديد: سجل 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'حذف المحدد (1)' }));
    await act(async () =>
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'تأكيد الحذف' })),
    );
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'تراجع' })));
    await waitFor(() => expect(screen.getByText('انتهت مهلة التراجع عن الحذف؛ حُذف السجل نهائيًا')).toBeTruthy());
  });
});

describe('useStaffDelete: one delete flow', () => {
  it('confirms first; a refusal shows the server message and keeps the record', async () => {
    const remove = vi.fn(async () => {
      throw new ApiError(403, 'فقط السوبر أدمن يمكنه الحذف');
    });
    renderAt('/x', { remove });
    fireEvent.click(screen.getByRole('button', { name: 'حذف: سجل 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'حذف السجل' });
    expect(remove).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'تأكيد' })));
    expect(remove).toHaveBeenCalledWith('r1');
    expect(screen.getByText('فقط السوبر أدمن يمكنه الحذف')).toBeTruthy();
    expect(screen.getByRole('alertdialog', { name: 'حذف السجل' })).toBeTruthy();
  });

  it('a success closes the dialog, says so and re-reads the list; cancel sends nothing', async () => {
    const remove = vi.fn(async () => ({}));
    const mutate = vi.fn(async () => undefined);
    renderAt('/x', { remove, mutate });
    fireEvent.click(screen.getByRole('button', { name: 'حذف: سجل 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'حذف: سجل 2' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'تأكيد' })));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(screen.getByText('تم الحذف')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(mutate).toHaveBeenCalled();
  });
});
