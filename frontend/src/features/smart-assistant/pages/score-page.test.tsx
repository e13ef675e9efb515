import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
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
let USERS: unknown[] = [];
beforeEach(() => {
  calls = [];
  USERS = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url.startsWith('/api/special/'))
        return new Response('{"message":"down"}', { status: 500, headers: { 'content-type': 'application/json' } });
      const path = url.split('?')[0];
      if (path === '/api/users/get')
        return new Response(JSON.stringify(USERS), { status: 200, headers: { 'content-type': 'application/json' } });
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
    expect(screen.queryByLabelText('سنة الشهادة')).toBeNull();

    fireEvent.change(screen.getByLabelText('نوع الشهادة'), { target: { value: 'azhar' } });
    expect(screen.getByLabelText('مجموعك بعد المعادلة')).toBeTruthy();
    expect(screen.queryByLabelText('الشعبة')).toBeNull();
    fireEvent.change(screen.getByLabelText('سنة الشهادة'), { target: { value: 'second' } });
    const section = screen.getByLabelText('الشعبة') as HTMLSelectElement;
    expect([...section.options].map((o) => o.value)).toEqual(['', 'scientific', 'literary']);
    fireEvent.change(section, { target: { value: 'scientific' } });
    // Issue 24: '101' is kept as typed and refused with a message, never cut to 10 and searched.
    fireEvent.change(screen.getByLabelText('مجموعك بعد المعادلة'), { target: { value: '101' } });
    expect((screen.getByLabelText('مجموعك بعد المعادلة') as HTMLInputElement).value).toBe('101');
    fireEvent.blur(screen.getByLabelText('مجموعك بعد المعادلة'));
    expect(screen.getByText(/النسبة المئوية لا تزيد على 100%/)).toBeTruthy();
    expect((search as HTMLButtonElement).disabled).toBe(true);
    // '8.5' stays 8.5; 85.75 is accepted.
    fireEvent.change(screen.getByLabelText('مجموعك بعد المعادلة'), { target: { value: '8.5' } });
    expect((screen.getByLabelText('مجموعك بعد المعادلة') as HTMLInputElement).value).toBe('8.5');
    fireEvent.change(screen.getByLabelText('مجموعك بعد المعادلة'), { target: { value: '85.75' } });
    expect((search as HTMLButtonElement).disabled).toBe(false);
    // Raw marks are offered for this certificate too, over a maximum the student types (below).
    expect(screen.getByText('بالدرجات')).toBeTruthy();

    // A new certificate clears year, section and percentage.
    fireEvent.change(screen.getByLabelText('نوع الشهادة'), { target: { value: 'native' } });
    expect(screen.queryByLabelText('سنة الشهادة')).toBeNull();
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
    const year = screen.getByLabelText('سنة الشهادة');
    await waitFor(() => expect(year.textContent).toContain('2025/2026'));
    expect([...year.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'اختر سنة شهادتك',
      'شهادة 2025 — التقديم 2025/2026',
      'شهادة 2024 — التقديم 2024/2025',
      'شهادة 2023 — التقديم 2023/2024',
      'شهادة 2022 — التقديم 2022/2023',
      'شهادة 2021 — التقديم 2021/2022',
    ]);
  });

  it('shows "not a number" for a shared link with a bad score', () => {
    renderAt('/SmartAssistant/score?cert=thawya&year=fourth&section=science&score=abc');
    expect(screen.getAllByText('الرجاء إدخال درجة صحيحة').length).toBeGreaterThan(0);
  });

  it('takes raw marks over the Thanaweya maximum: 410/410 searches as 100 %, 411/410 is refused', () => {
    renderAt('/SmartAssistant/score');
    const search = screen.getByRole('button', { name: 'ابحث عن الكليات' });
    fireEvent.change(screen.getByLabelText('نوع الشهادة'), { target: { value: 'thawya' } });
    fireEvent.change(screen.getByLabelText('سنة الشهادة'), { target: { value: 'fourth' } });
    fireEvent.change(screen.getByLabelText('الشعبة'), { target: { value: 'science' } });
    fireEvent.click(screen.getByLabelText('بالدرجات'));
    fireEvent.change(screen.getByLabelText('الدرجة النهائية'), { target: { value: '410' } });
    fireEvent.change(screen.getByLabelText('مجموع درجاتك'), { target: { value: '411' } });
    fireEvent.blur(screen.getByLabelText('مجموع درجاتك'));
    expect(screen.getByText('مجموع الدرجات لا يزيد على الدرجة النهائية 410 — راجع ما أدخلته')).toBeTruthy();
    expect((search as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('مجموع درجاتك'), { target: { value: '410' } });
    expect((search as HTMLButtonElement).disabled).toBe(false);
  });

  it('takes Azhar raw marks over the maximum the student types (no source gives it): 0 and 451/450 are refused', () => {
    renderAt('/SmartAssistant/score');
    const search = screen.getByRole('button', { name: 'ابحث عن الكليات' });
    fireEvent.change(screen.getByLabelText('نوع الشهادة'), { target: { value: 'azhar' } });
    fireEvent.change(screen.getByLabelText('سنة الشهادة'), { target: { value: 'fourth' } });
    fireEvent.change(screen.getByLabelText('الشعبة'), { target: { value: 'scientific' } });
    fireEvent.click(screen.getByLabelText('بالدرجات'));
    const maximum = screen.getByLabelText('الدرجة النهائية') as HTMLInputElement;
    expect(maximum.tagName).toBe('INPUT');
    expect(screen.getByText(/اكتبها كما هي في شهادتك/)).toBeTruthy();
    fireEvent.change(maximum, { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('مجموع درجاتك'), { target: { value: '0' } });
    expect(screen.getByText('يرجى إدخال الدرجة النهائية لشهادتك كما هي مكتوبة فيها (رقم أكبر من صفر)')).toBeTruthy();
    expect((search as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(maximum, { target: { value: '450' } });
    fireEvent.change(screen.getByLabelText('مجموع درجاتك'), { target: { value: '451' } });
    fireEvent.blur(screen.getByLabelText('مجموع درجاتك'));
    expect(screen.getByText('مجموع الدرجات لا يزيد على الدرجة النهائية 450 — راجع ما أدخلته')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('مجموع درجاتك'), { target: { value: '405.5' } });
    expect((search as HTMLButtonElement).disabled).toBe(false);
  });

  it('a shared raw-marks link searches with the computed percentage', async () => {
    // 349/410 = 85.12 %: CS (N1 70, P1 80) and LAW (60); not I1's 90.
    renderAt('/SmartAssistant/score?cert=thawya&year=fourth&section=science&mode=marks&marks=349&of=410');
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('data-faculty')),
    ).toEqual(['CS', 'LAW']);
    expect((screen.getByLabelText('مجموع درجاتك') as HTMLInputElement).value).toBe('349');
  });

  it('a prefill from the equivalency calculator fills the form and does not search', () => {
    renderAt('/SmartAssistant/score?cert=arab_english&year=first&prefill=87.5');
    expect((screen.getByLabelText('مجموعك بعد المعادلة') as HTMLInputElement).value).toBe('87.5');
    expect(screen.getByLabelText('الشعبة')).toBeTruthy();
    expect(calls.filter((u) => u.includes('/faculty'))).toEqual([]);
  });

  it('lists one row per university with the minimum, the margin and the fee, sorted as the URL says', async () => {
    const fees = { url: 'https://p1.example/fees', kind: 'university', academic_year: '2024/2025' };
    const before = DATA['/api/private/faculty'];
    onTestFinished(() => {
      DATA['/api/private/faculty'] = before;
    });
    DATA['/api/private/faculty'] = [
      { ...offering('P1', 'private', 'CS', 'scientific', '80'), fee_stated: '150000', fee_source: fees },
      offering('P3', 'private', 'CS', 'scientific', '78.5'),
      { ...offering('P3', 'private', 'CS', 'scientific', '82'), _id: 'P3-CS-2', faculty: 'كلية CS (برنامج دولي)' },
      offering('P2', 'private', 'ENG', 'math', '70'),
    ];
    renderAt('/SmartAssistant/score?cert=thawya&year=fourth&section=science&score=85.7&faculty=CS&tab=private');
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('data-university'))).toEqual(['P3', 'P1']); // margin 7.2, then 5.7
    expect(rows[0].textContent).toContain('أعلى من الحد الأدنى بـ 7.2 درجة');
    expect(rows[0].textContent).toContain('كلية CS · كلية CS (برنامج دولي)');
    expect(rows[0].textContent).toContain('غير متاح — راجع موقع الجامعة');
    expect(rows[1].textContent).toContain('أعلى من الحد الأدنى بـ 5.7 درجة');
    expect(rows[1].textContent).toContain('150000');
    expect(rows[1].textContent).toContain('مصروفات العام 2024/2025 — قد تكون تغيّرت');
    expect(rows[1].textContent).toContain('لم تذكر الصفحة هل المبلغ سنوي أم فصلي');
    expect(rows[1].textContent).toContain('الحد الأدنى في بيانات الدليل (2022/2023)');
    fireEvent.change(screen.getByLabelText('ترتيب حسب'), { target: { value: 'fee' } });
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((r) => r.getAttribute('data-university'))).toEqual(['P1', 'P3']),
    );
  });

  it('starts from the student’s profile without searching, and not over a search in the URL', async () => {
    localStorage.setItem('userId', 'u1');
    onTestFinished(() => localStorage.removeItem('userId'));
    USERS = [{ _id: 'u1', certificate_type: 'general', section: 'scientific_sciences', score: '385.5' }];
    renderAt('/SmartAssistant/score');
    expect(await screen.findByText(/ملأنا النموذج من ملفك الشخصي/)).toBeTruthy();
    expect((screen.getByLabelText('نوع الشهادة') as HTMLSelectElement).value).toBe('thawya');
    expect((screen.getByLabelText('الشعبة') as HTMLSelectElement).value).toBe('science');
    expect((screen.getByLabelText('مجموع درجاتك') as HTMLInputElement).value).toBe('385.5');
    expect((screen.getByLabelText('الدرجة النهائية') as HTMLSelectElement).value).toBe('410');
    expect((screen.getByRole('button', { name: 'ابحث عن الكليات' }) as HTMLButtonElement).disabled).toBe(false);
    expect(calls.filter((u) => u.includes('/faculty'))).toEqual([]);
    cleanup();
    calls = [];
    renderAt('/SmartAssistant/score?cert=thawya&year=fourth&section=science&score=85');
    await screen.findByRole('list');
    expect(calls.filter((u) => u.includes('/api/users/get'))).toEqual([]);
  });
});
