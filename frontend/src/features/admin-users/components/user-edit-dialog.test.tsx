import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { STALE_WRITE_MESSAGE } from '@dalil/domain/rules';
import { ToastProvider } from '@/components/toasts';
import { ApiError } from '@/lib/api-client';
import type { AdminUser } from '../api/users';
import { updateUserType } from '../api/users';
import { TEXTS } from '../texts';
import { UserEditDialog } from './user-edit-dialog';

vi.mock('../api/users', async (original) => ({
  ...(await original<typeof import('../api/users')>()),
  updateUserType: vi.fn(),
}));

afterEach(cleanup);

const opened = {
  _id: 'u1',
  firstName: 'منى',
  lastName: 'علي',
  email: 'mona@example.org',
  user_type: 'student',
  updatedAt: '2026-11-25T10:00:00.000Z',
} as unknown as AdminUser;
/** The user as another person saved them after the dialog opened. */
const fresh = { ...opened, user_type: 'other', updatedAt: '2026-11-25T10:05:00.000Z' } as AdminUser;

function Harness({ onSaved }: { onSaved: (u: AdminUser) => void }) {
  const [user, setUser] = useState(opened);
  return (
    <UserEditDialog
      user={user}
      isSelf={false}
      isLastSuperAdmin={false}
      onClose={() => {}}
      onSaved={onSaved}
      onReload={async () => setUser(fresh)}
    />
  );
}

describe('user type dialog: saved by someone else meanwhile (409)', () => {
  it('shows the reload alert, keeps the chosen type over the fresh user, and saves with the fresh version', async () => {
    const save = vi.mocked(updateUserType);
    save.mockRejectedValueOnce(
      new ApiError(409, STALE_WRITE_MESSAGE, { error: { status: 409, message: STALE_WRITE_MESSAGE } }),
    );
    save.mockResolvedValueOnce({ user: { ...fresh, user_type: 'parent' } } as Awaited<
      ReturnType<typeof updateUserType>
    >);
    const onSaved = vi.fn();
    const router = createMemoryRouter([{ path: '*', element: <Harness onSaved={onSaved} /> }]);
    render(
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>,
    );

    fireEvent.change(screen.getByLabelText(new RegExp(`^${TEXTS.userType}`)), { target: { value: 'parent' } });
    fireEvent.click(screen.getByRole('button', { name: TEXTS.save }));
    await screen.findByRole('button', { name: 'إعادة التحميل' });
    expect(screen.getByText(STALE_WRITE_MESSAGE).closest('.stale-write[role="alert"]')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'إعادة التحميل' }));
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'إعادة التحميل' })).toBeNull());
    expect((screen.getByLabelText(new RegExp(`^${TEXTS.userType}`)) as HTMLSelectElement).value).toBe('parent');

    fireEvent.click(screen.getByRole('button', { name: TEXTS.save }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ updatedAt: fresh.updatedAt }), 'parent');
  });
});
