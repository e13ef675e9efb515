import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ToastProvider } from '@/components/toasts';
import type { UniversityWithParts } from '../api/universities-admin';
import { formStateFrom } from '../form-state';
import { UniversityForm } from './university-form';

afterEach(cleanup);

const opened: UniversityWithParts = {
  university: {
    _id: 'u1',
    university: 'ABC',
    university_code: 'ABC',
    university_Arabic_Name: 'جامعة',
    category: 'private',
    type: 'Private',
    Uni_Bio: 'النبذة الأولى',
    phone: '0100',
    updatedAt: '2026-11-25T10:00:00.000Z',
  } as UniversityWithParts['university'],
  faculties: [],
  dorms: [{ _id: 'r1', type: 'سكن أول', price: '100', price_wafdeen: '200', index: 1, createdAt: '', updatedAt: '' }],
  transportation: [],
};
/** As another person saved it after the form opened: a new phone and the dorm's price. */
const fresh: UniversityWithParts = {
  ...opened,
  university: { ...opened.university, phone: '0111', updatedAt: '2026-11-25T10:05:00.000Z' },
  dorms: [{ ...opened.dorms[0], price: '150' }],
};

/** The edit tab as the page renders it: the form, fed the record it reads, and «إعادة التحميل». */
function EditTab() {
  const [record, setRecord] = useState(opened);
  return (
    <>
      <button type="button" onClick={() => setRecord(fresh)}>
        إعادة التحميل
      </button>
      <UniversityForm
        key={record.university._id}
        mode="edit"
        version={record.university.updatedAt}
        initial={formStateFrom('private', record)}
        onSubmit={async () => {}}
      />
    </>
  );
}

describe('the university form reloaded after a refused save', () => {
  it('keeps the typed bio and takes the other person’s phone and dorm price', () => {
    const router = createMemoryRouter([{ path: '*', element: <EditTab /> }]);
    render(
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>,
    );
    fireEvent.change(screen.getByLabelText(/^نبذة عن الجامعة/), { target: { value: 'نبذتي' } });
    fireEvent.click(screen.getByRole('button', { name: 'إعادة التحميل' }));
    expect((screen.getByLabelText(/^نبذة عن الجامعة/) as HTMLTextAreaElement).value).toBe('نبذتي');
    expect((screen.getByLabelText(/^رقم الهاتف/) as HTMLInputElement).value).toBe('0111');
    expect(screen.getByText(/150/)).toBeTruthy();
  });
});
