import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { STALE_WRITE_MESSAGE } from '@dalil/domain/rules';
import { SCORE_KEY_LABELS } from '@dalil/domain/validation';
import { ToastProvider } from '@/components/toasts';
import { ApiError } from '@/lib/api-client';
import { saveScoreCriteria, type ScoreCriteria } from '../api/assistant-admin';
import { SA_TEXTS as T } from '../texts';
import { ScoreCriteriaTab } from './score-criteria-tab';

const row = (facultyId: string, privateScore: number, sinai: number) => ({
  facultyId,
  private: privateScore,
  galaleya: null,
  sinai,
  academy: null,
});
const opened = { scores: [row('f1', 80, 70)], updatedAt: '2026-11-25T10:00:00.000Z' } as unknown as ScoreCriteria;
/** As another person saved them after the tab opened: the Sinai score of f1 changed. */
const fresh = { scores: [row('f1', 80, 75)], updatedAt: '2026-11-25T10:05:00.000Z' } as unknown as ScoreCriteria;

const FACULTIES = [{ _id: 'f1', faculty_name: 'كلية الطب', faculty_code: 'MED' }];

vi.mock('../api/assistant-admin', async (original) => ({
  ...(await original<typeof import('../api/assistant-admin')>()),
  saveScoreCriteria: vi.fn(),
  useAdminFaculties: () => ({
    data: FACULTIES,
    isLoading: false,
    error: undefined,
    mutate: async () => undefined,
  }),
  // The stored criteria: `mutate()` (the reload) reads them again, as they are now.
  useScoreCriteria: () => {
    const [data, setData] = useState<ScoreCriteria>(opened);
    return {
      data,
      isLoading: false,
      error: undefined,
      mutate: async (next?: ScoreCriteria) => {
        setData(next ?? fresh);
        return next ?? fresh;
      },
    };
  },
}));

afterEach(cleanup);

describe('score criteria: saved by someone else meanwhile (409)', () => {
  it('shows the reload alert; the reload keeps the typed score and takes the other one', async () => {
    vi.mocked(saveScoreCriteria).mockRejectedValueOnce(
      new ApiError(409, STALE_WRITE_MESSAGE, { error: { status: 409, message: STALE_WRITE_MESSAGE } }),
    );
    const router = createMemoryRouter([{ path: '*', element: <ScoreCriteriaTab /> }]);
    render(
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>,
    );
    const field = (key: 'private' | 'sinai') => screen.getByLabelText(SCORE_KEY_LABELS[key]) as HTMLInputElement;
    fireEvent.change(field('private'), { target: { value: '85' } });
    fireEvent.click(screen.getByRole('button', { name: T.scoresSave }));
    const reload = await screen.findByRole('button', { name: 'إعادة التحميل' });
    expect(screen.getByText(STALE_WRITE_MESSAGE).closest('[role="alert"]')).toBeTruthy();

    fireEvent.click(reload);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'إعادة التحميل' })).toBeNull());
    expect(field('private').value).toBe('85');
    expect(field('sinai').value).toBe('75');
  });
});
