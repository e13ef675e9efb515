import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ToastProvider } from '@/components/toasts';
import { ApiError } from '@/lib/api-client';
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

describe('a figure source the server refuses (issue 22)', () => {
  const withFee: UniversityWithParts = {
    ...opened,
    university: {
      ...opened.university,
      location: '#',
      first_year: '2025',
      second_year: '2024',
      third_year: '2023',
      fourth_year: '2022',
      fifth_year: '2021',
      website: 'https://example.edu.eg',
      email: 'info@example.edu.eg',
      facebook: '#',
      instagram: '#',
      youtube: '#',
      linkedin: '#',
    } as UniversityWithParts['university'],
    faculties: [
      {
        _id: 'f1',
        faculty: 'كلية الصيدلة',
        faculty_short: 'PHARM',
        section: 'science',
        normal_or_Dual: 'normal',
        programs: 'صيدلة',
        index: 1,
        feesEgyption: '185000',
        fee_source: { url: 'https://example.edu.eg/fees', kind: 'university', academic_year: '2025/2026' },
      } as unknown as UniversityWithParts['faculties'][number],
    ],
  };
  const YEAR_REQUIRED = 'أدخل العام الدراسي للرقم بالصيغة 2025/2026';
  const refusal = new ApiError(400, YEAR_REQUIRED, {
    data: null,
    error: {
      status: 400,
      message: YEAR_REQUIRED,
      details: { errors: [{ path: ['faculties[0].fee_source.academic_year'], message: YEAR_REQUIRED }] },
    },
    message: YEAR_REQUIRED,
  });

  it('is shown beside the source’s field of the faculty it names, until that faculty is changed', async () => {
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <UniversityForm
            mode="edit"
            version={withFee.university.updatedAt}
            initial={formStateFrom('private', withFee)}
            onSubmit={() => Promise.reject(refusal)}
          />
        ),
      },
    ]);
    render(
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>,
    );
    // Collapsed and unchanged: no field of the source is on screen yet.
    expect(screen.queryByText(YEAR_REQUIRED)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    const source = await screen.findByRole('group', { name: 'مصدر المصروفات' });
    const year = within(source).getByLabelText(/^العام الدراسي/);
    expect(year.getAttribute('aria-invalid')).toBe('true');
    expect(within(source).getByText(YEAR_REQUIRED)).toBeTruthy();
    // The other source, and the address of this one, are not marked.
    expect(
      within(source)
        .getByLabelText(/^رابط المصدر/)
        .getAttribute('aria-invalid'),
    ).not.toBe('true');
    expect(within(screen.getByRole('group', { name: 'مصدر الحد الأدنى' })).queryByText(YEAR_REQUIRED)).toBeNull();

    fireEvent.change(year, { target: { value: '2024/2025' } });
    expect(within(source).queryByText(YEAR_REQUIRED)).toBeNull();
  });
});
