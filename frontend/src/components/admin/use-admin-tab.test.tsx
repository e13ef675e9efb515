import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ToastProvider } from '../toasts';
import { useAdminTab } from './use-admin-tab';
import { saveSession, clearSession } from '@/lib/session';

afterEach(cleanup);

function Screen() {
  const { tab } = useAdminTab('فقط السوبر أدمن يمكنه حذف المقالات');
  const location = useLocation();
  return (
    <p data-testid="state">
      {tab}|{location.search}
    </p>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <ToastProvider>
        <Screen />
      </ToastProvider>
    </MemoryRouter>,
  );

const signIn = (user_type: string) =>
  saveSession({ token: 't', userId: '1', name: 'موظف', user_type, rememberMe: false });

describe('useAdminTab', () => {
  beforeEach(() => clearSession());

  it('sends an Admin who reaches the delete tab back to manage with the error toast', async () => {
    signIn('Admin');
    renderAt('/admin/articles?tab=delete&id=abc');
    expect(screen.getByTestId('state').textContent).toBe('manage|');
    expect((await screen.findByRole('alert')).textContent).toContain('فقط السوبر أدمن يمكنه حذف المقالات');
  });

  it('lets a SuperAdmin (any case) stay on delete with the record id', () => {
    signIn('superadmin');
    renderAt('/admin/articles?tab=delete&id=abc');
    expect(screen.getByTestId('state').textContent).toBe('delete|?tab=delete&id=abc');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
