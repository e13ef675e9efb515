import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ScorePage } from './score-page';

const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true };

const offering = (university: string, category: string, faculty: string, section: string, score: string) => ({
  _id: `${university}-${faculty}`,
  university,
  university_code: university,
  university_Arabic_Name: `جامعة ${university}`,
  category,
  type: 'X',
  faculty: `كلية ${faculty}`,
  faculty_short: faculty,
  section,
  normal_or_Dual: 'normal',
  programs: '',
  index: 1,
  thanwyaa_fourthYear_score: score,
});

const DATA: Record<string, unknown[]> = {
  '/api/national/faculty': [
    offering('N1', 'national', 'CS', 'scientific', '70'),
    offering('N2', 'national', 'LAW', 'all', '60'),
  ],
  '/api/private/faculty': [
    offering('P1', 'private', 'CS', 'scientific', '80'),
    offering('P2', 'private', 'ENG', 'math', '70'),
  ],
  '/api/international/faculty': [offering('I1', 'international', 'CS', 'scientific', '90')],
};

// The data's academic years (the real set's labels).
const YEARS = {
  first_year: '2025/2026',
  second_year: '2024/2025',
  third_year: '2023/2024',
  fourth_year: '2022/2023',
  fifth_year: '2021/2022',
};
const LINKS: Record<string, unknown[]> = { '/api/private/links': [{ university_code: 'P1', ...YEARS }] };

let calls: string[] = [];
beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url.startsWith('/api/special/'))
        return new Response('{"message":"down"}', { status: 500, headers: { 'content-type': 'application/json' } });
      const path = url.split('?')[0];
      const body = path.endsWith('/links') ? (LINKS[path] ?? []) : (DATA[path] ?? []);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        <ScorePage />
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('score finder form (spec 2 §2.3, §4, §5)', () => {
  it('asks for the year and section in turn, relabels the score and enables search only when valid', () => {
    renderAt('/SmartAssistant/score');
    const search = screen.getByRole('button', { name: 'ابحث عن الكليات' });
    expect((search as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByLabelText('السنة الدراسية')).toBeNull();

    fireEvent.change(screen.getByLabelText('نوع الشهادة'), { target: { value: 'azhar' } });
    expect(screen.getByLabelText('مجموعك بعد المعادلة')).toBeTruthy();
    expect(screen.queryByLabelText('الشعبة')).toBeNull();
    fireEvent.change(screen.getByLabelText('السنة الدراسية'), { target: { value: 'second' } });
    const section = screen.getByLabelText('الشعبة') as HTMLSelectElement;
    expect([...section.options].map((o) => o.value)).toEqual(['', 'scientific', 'literary']);
    fireEvent.change(section, { target: { value: 'scientific' } });
    fireEvent.change(screen.getByLabelText('مجموعك بعد المعادلة'), { target: { value: '1000' } });
    expect((screen.getByLabelText('مجموعك بعد المعادلة') as HTMLInputElement).value).toBe('100');
    expect((search as HTMLButtonElement).disabled).toBe(false);

    // A new certificate clears year, section and percentage.
    fireEvent.change(screen.getByLabelText('نوع الشهادة'), { target: { value: 'native' } });
    expect(screen.queryByLabelText('السنة الدراسية')).toBeNull();
    expect((screen.getByLabelText('مجموعك') as HTMLInputElement).value).toBe('');
    fireEvent.blur(screen.getByLabelText('مجموعك'));
    expect(screen.getByText('يرجى إدخال مجموعك')).toBeTruthy();
  });

  it('loads the categories one after another, skips a failed one and lists faculties by number of universities', async () => {
    renderAt('/SmartAssistant/score?cert=thawya&year=fourth&section=science&score=85');
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('button');
    expect(items.map((b) => b.getAttribute('data-faculty'))).toEqual(['CS', 'LAW']); // CS: N1 + P1; ENG is math; I1's 90 > 85
    expect(items[0].textContent).toContain('جامعتان');
    const faculty = calls.filter((u) => u.split('?')[0].endsWith('/faculty'));
    // Only the fields the finder shows: the scores, not the fees.
    for (const url of faculty) {
      expect(decodeURIComponent(url)).toContain('thanwyaa_fourthYear_score');
      expect(url).not.toContain('fees');
    }
    const order = faculty.map((u) => u.split('?')[0]);
    expect(order).toEqual([
      '/api/national/faculty',
      '/api/private/faculty',
      '/api/special/faculty',
      '/api/international/faculty',
    ]);
  });

  it('names a year the data holds no minimum of by its academic year', async () => {
    renderAt('/SmartAssistant/score?cert=thawya&year=fifth&section=science&score=85');
    expect(await screen.findByText('لا توجد في بيانات الدليل حدود دنيا لعام 2021/2022')).toBeTruthy();
  });

  it('offers the years by the academic years the data names', async () => {
    renderAt('/SmartAssistant/score?cert=thawya&year=fourth&section=science&score=85');
    const year = screen.getByLabelText('السنة الدراسية');
    await waitFor(() => expect(year.textContent).toContain('2025/2026'));
    expect([...year.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'اختر السنة',
      '2025/2026',
      '2024/2025',
      '2023/2024',
      '2022/2023',
      '2021/2022',
    ]);
  });

  it('shows "not a number" for a shared link with a bad score', () => {
    renderAt('/SmartAssistant/score?cert=thawya&year=fourth&section=science&score=abc');
    expect(screen.getAllByText('الرجاء إدخال درجة صحيحة').length).toBeGreaterThan(0);
  });
});
