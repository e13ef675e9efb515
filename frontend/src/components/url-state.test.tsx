import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useUrlText } from './url-state';

afterEach(cleanup);

function Search() {
  const [q, setQ] = useUrlText('q');
  const location = useLocation();
  return (
    <>
      <input aria-label="بحث" value={q} onChange={(e) => setQ(e.target.value)} />
      <output data-testid="url">{location.search}</output>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Search />
    </MemoryRouter>,
  );

describe('useUrlText', () => {
  it('reads the value from the URL and writes it back, keeping other parameters', () => {
    renderAt('/x?sort=oldest&q=%D8%B7%D8%A8');
    const box = screen.getByLabelText('بحث') as HTMLInputElement;
    expect(box.value).toBe('طب');
    fireEvent.change(box, { target: { value: 'هندسة' } });
    expect(new URLSearchParams(screen.getByTestId('url').textContent ?? '').get('q')).toBe('هندسة');
    expect(new URLSearchParams(screen.getByTestId('url').textContent ?? '').get('sort')).toBe('oldest');
  });

  it('an empty value removes the parameter', () => {
    renderAt('/x?q=a&sort=oldest');
    fireEvent.change(screen.getByLabelText('بحث'), { target: { value: '' } });
    expect(screen.getByTestId('url').textContent).toBe('?sort=oldest');
  });
});
