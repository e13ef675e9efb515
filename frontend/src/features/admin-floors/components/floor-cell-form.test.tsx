import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { FLOOR_MESSAGES, PROVENANCE_MESSAGES, floorFormFrom } from '@dalil/domain/rules';
import { FloorCellForm, type FloorCellFormProps } from './floor-cell-form';

afterEach(cleanup);

const CELL = floorFormFrom({
  academic_year: '2025/2026',
  tier: '3',
  faculty_group: 'MED',
  percent: 79,
  sources: [{ url: 'https://example.org/decision', kind: 'council', academic_year: '2025/2026' }],
});

function renderForm(props: Partial<FloorCellFormProps> = {}) {
  const onSubmit = vi.fn(() => Promise.resolve());
  const router = createMemoryRouter([
    {
      path: '*',
      element: <FloorCellForm mode="edit" initial={CELL} onSubmit={onSubmit} onCancel={() => {}} {...props} />,
    },
  ]);
  render(<RouterProvider router={router} />);
  return onSubmit;
}

describe('the floors cell form', () => {
  it('marks a percent without a source beside the sources, and sends nothing', () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'حذف هذا المصدر' }));
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(screen.getByText(FLOOR_MESSAGES.sourcesRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('marks a percent with three decimals at the percent field', () => {
    const onSubmit = renderForm();
    const percent = screen.getByLabelText(/^النسبة المئوية/);
    fireEvent.change(percent, { target: { value: '79.125' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(percent.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(FLOOR_MESSAGES.percent)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal beside the source field it names, until that field is changed', () => {
    renderForm({ serverErrors: { 'sources[0].url': PROVENANCE_MESSAGES.sourceRequired } });
    const url = screen.getByLabelText(/^رابط الصفحة \(المصدر 1\)/);
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(PROVENANCE_MESSAGES.sourceRequired)).toBeTruthy();
    fireEvent.change(url, { target: { value: 'https://example.org/other' } });
    expect(screen.queryByText(PROVENANCE_MESSAGES.sourceRequired)).toBeNull();
  });

  it('sends the typed cell', () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText(/^النسبة المئوية/), { target: { value: '80.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...CELL, percent: '80.5' });
  });
});
