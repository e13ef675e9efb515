import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { joinAdmission } from '@dalil/domain/rules';
import { AdmissionDetailDialog } from './admission-detail-dialog';

afterEach(cleanup);

const [university] = joinAdmission(
  [
    {
      _id: 's1',
      university: 'GU',
      university_Arabic_Name: 'جامعة الجلالة',
      type: 'IntNational',
      thanwyaa_fourthYear_status: 'انتهي',
    },
  ],
  [{ _id: 'd1', university: 'GU', thanwyaa_fourthYear_deadline: '6/8/2025' }],
);

const renderDialog = (category: 'national' | 'private', onClose = () => {}) =>
  render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <AdmissionDetailDialog university={university} category={category} onClose={onClose} />
    </MemoryRouter>,
  );

describe('AdmissionDetailDialog', () => {
  it('shows the five sections, national with years 4 and 5 only, and links to the guide page', () => {
    renderDialog('national');
    const dialog = screen.getByRole('dialog', { name: 'جامعة الجلالة' });
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'خطوات التقديم',
      'التحويلات',
      'الثانوية العامة / STEM / النيل',
      'الثانوية الأزهرية',
      'الشهادات العربية والأجنبية',
      'الطلاب الوافدون',
    ]);
    const general = within(dialog).getAllByRole('table')[1];
    expect(within(general).getAllByRole('row')).toHaveLength(3); // head + years 4 and 5
    expect(within(general).getByText('انتهي').className).toContain('status-badge--ended');
    expect(within(general).getByText('6/8/2025')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'دليل الجامعة' }).getAttribute('href')).toBe('/Guide/national/GU');
    // No source gives this university's steps (issue 24): each reads «غير متاح».
    expect(dialog.querySelector('[data-opening]')?.textContent).toBe('غير متاح');
  });

  it('shows the opening date, documents and tests with their source and year', () => {
    const source = { url: 'https://uni.example/admission', kind: 'university', academic_year: '2025/2026' };
    const [withSteps] = joinAdmission(
      [{ _id: 's1', university: 'GU', university_Arabic_Name: 'جامعة الجلالة', thanwyaa_fourthYear_status: 'انتهي' }],
      [
        {
          _id: 'd1',
          university: 'GU',
          opening_date: '10/1/2026',
          required_documents: 'أصل الشهادة\nصورة البطاقة',
          required_tests: null,
          steps_source: source,
        },
      ],
    );
    render(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <AdmissionDetailDialog university={withSteps} category="national" onClose={() => {}} />
      </MemoryRouter>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('[data-opening]')?.textContent).toBe('10/1/2026');
    expect(within(dialog).getByText('صورة البطاقة').tagName).toBe('LI');
    expect(dialog.querySelector('[data-tests]')?.textContent).toBe('غير متاح');
    expect(within(dialog).getByText(/بيانات العام 2025\/2026/)).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /المصدر/ })
        .getAttribute('href'),
    ).toBe(source.url);
  });

  it('shows five years for the other categories and closes with its button', () => {
    const onClose = vi.fn();
    renderDialog('private', onClose);
    const general = within(screen.getByRole('dialog')).getAllByRole('table')[1];
    expect(within(general).getAllByRole('row')).toHaveLength(6);
    fireEvent.click(screen.getAllByRole('button', { name: 'إغلاق' })[1]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
