import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { CheckboxGroup, ErrorSummary, SelectField, StarRatingInput, SummarisedFields, TextField } from './fields';

afterEach(cleanup);

describe('form fields', () => {
  it('ties the label, the hint and the error to the control', () => {
    render(
      <TextField label="اسم الجامعة" hint="بالعربية" error="هذا الحقل مطلوب" required value="" onChange={() => {}} />,
    );
    const input = screen.getByLabelText(/اسم الجامعة/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['بالعربية', 'هذا الحقل مطلوب']);
  });

  it('has no aria-invalid and no description when there is nothing to say', () => {
    render(<SelectField label="النوع" options={[{ value: 'a', label: 'أ' }]} value="a" onChange={() => {}} />);
    const select = screen.getByLabelText('النوع');
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(select.getAttribute('aria-describedby')).toBeNull();
  });

  it('keeps checkbox values in the order of the options', () => {
    function Group() {
      const [values, setValues] = useState<string[]>(['c']);
      return (
        <>
          <CheckboxGroup
            label="الكليات"
            name="f"
            values={values}
            onChange={setValues}
            options={['a', 'b', 'c'].map((v) => ({ value: v, label: v }))}
          />
          <output data-testid="v">{values.join(',')}</output>
        </>
      );
    }
    render(<Group />);
    fireEvent.click(screen.getByLabelText('a'));
    expect(screen.getByTestId('v').textContent).toBe('a,c');
    expect(screen.getByRole('group', { name: 'الكليات' })).toBeTruthy();
  });

  it('rates by click and by the arrow keys (right to left)', () => {
    function Rating() {
      const [value, setValue] = useState(5);
      return <StarRatingInput label="التقييم" value={value} onChange={setValue} />;
    }
    render(<Rating />);
    const checked = () => screen.getAllByRole('radio').findIndex((r) => r.getAttribute('aria-checked') === 'true') + 1;
    expect(checked()).toBe(5);
    fireEvent.click(screen.getByRole('radio', { name: '2 من 5' }));
    expect(checked()).toBe(2);
    fireEvent.keyDown(screen.getByRole('radio', { name: '2 من 5' }), { key: 'ArrowLeft' });
    expect(checked()).toBe(3);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('3 من 5');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(checked()).toBe(1);
  });
});

describe('an error summary', () => {
  it('is the one alert; each message still stands beside its field, tied to it', () => {
    render(
      <form>
        <SummarisedFields>
          <TextField label="الاسم" error="الاسم غير صحيح" value="" onChange={() => {}} />
          <TextField label="البريد" error="البريد غير صحيح" value="" onChange={() => {}} />
        </SummarisedFields>
        <ErrorSummary messages={['الاسم غير صحيح', 'البريد غير صحيح']} />
      </form>,
    );
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0].textContent).toBe('الاسم غير صحيحالبريد غير صحيح');
    const name = screen.getByLabelText('الاسم');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('الاسم غير صحيح');
  });

  it('shows nothing without messages', () => {
    const { container } = render(<ErrorSummary messages={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
