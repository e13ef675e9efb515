import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountryCodeSelect } from './country-code-select';

afterEach(cleanup);

function Harness({ initial = '+20' }: { initial?: string }) {
  const [code, setCode] = useState(initial);
  return (
    <>
      <CountryCodeSelect value={code} onChange={setCode} />
      <button type="button">بعده</button>
    </>
  );
}

const toggle = () => screen.getByRole('button', { name: /رمز الدولة/ });
const search = () => screen.getByRole('combobox', { name: 'ابحث عن رمز الدولة' });

describe('CountryCodeSelect', () => {
  it('is a combobox over a labelled, focusable list, with the code shown left to right', () => {
    render(<Harness />);
    expect(toggle().getAttribute('aria-label')).toBe('رمز الدولة: +20 مصر');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().querySelector('bdo[dir="ltr"]')?.textContent).toBe('+20');
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    const box = search();
    expect(document.activeElement).toBe(box);
    const list = screen.getByRole('listbox', { name: 'رموز الدول' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(list.tabIndex).toBe(0);
    // The current code is the active option.
    expect(document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent).toContain('مصر');
  });

  it('filters by normalised Arabic name or by code digits and picks with the keyboard', () => {
    render(<Harness />);
    fireEvent.click(toggle());
    fireEvent.change(search(), { target: { value: 'السعوديه' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['السعودية+966']);
    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(toggle().getAttribute('aria-label')).toBe('رمز الدولة: +966 السعودية');
    expect(document.activeElement).toBe(toggle());

    fireEvent.click(toggle());
    fireEvent.change(search(), { target: { value: '+96' } });
    const first = search().getAttribute('aria-activedescendant');
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    const second = search().getAttribute('aria-activedescendant');
    expect(second).not.toBe(first);
    const picked = document.getElementById(second ?? '')?.querySelector('bdo')?.textContent;
    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(toggle().getAttribute('aria-label')).toContain(`: ${picked} `);
  });

  it('says when nothing matches', () => {
    render(<Harness />);
    fireEvent.click(toggle());
    fireEvent.change(search(), { target: { value: 'xyz' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('لا توجد نتائج');
  });

  it('closes with Escape (focus back on the button) and when focus leaves it', () => {
    render(<Harness />);
    fireEvent.click(toggle());
    fireEvent.keyDown(search(), { key: 'Escape' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.activeElement).toBe(toggle());

    fireEvent.click(toggle());
    const after = screen.getByRole('button', { name: 'بعده' });
    fireEvent.blur(search(), { relatedTarget: after });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(toggle().getAttribute('aria-label')).toBe('رمز الدولة: +20 مصر');
  });

  it('stays open while focus moves from the search box to the list', () => {
    render(<Harness />);
    fireEvent.click(toggle());
    const list = screen.getByRole('listbox');
    fireEvent.blur(search(), { relatedTarget: list });
    expect(screen.getByRole('listbox')).toBe(list);
  });
});
