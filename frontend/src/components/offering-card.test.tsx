import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FacultyOffering, UniversityLink } from '@/lib/api/universities';
import { OfferingCard } from './offering-card';

const university = {
  university_code: 'X',
  university_Arabic_Name: 'جامعة',
  first_year: '2025',
  fourth_year: '2022',
  fifth_year: '',
} as UniversityLink;
const offering = {
  _id: '1',
  faculty: 'كلية الهندسة',
  section: 'math',
  normal_or_Dual: 'normal',
  index: 1,
  programs: 'هندسة مدنية، هندسة معمارية - هندسة الحاسبات',
  feesEgyption: '185000',
  feesNatives: '6500',
  feesEgyption2: '120000 + 5000',
  feesEgyption3: '0',
  thanwyaa_firstYear_score: '85',
  thanwyaa_fourthYear_score: '-',
  wafdeen_score: '70.5',
} as FacultyOffering;

afterEach(cleanup);

describe('OfferingCard', () => {
  it('shows programs split, annual fees with currency and the + rule, scores as percentages', () => {
    render(<OfferingCard offering={offering} university={university} category="private" />);
    const card = screen.getByRole('article', { name: 'كلية الهندسة' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['هندسة مدنية', 'هندسة معمارية', 'هندسة الحاسبات']);
    expect(within(card).getByText('الشعبة: علمي رياضة')).toBeTruthy();

    const fees = within(card).getByRole('table', { name: 'المصروفات السنوية' });
    const rowA = within(fees).getByRole('row', { name: /الفئة أ/ });
    expect(rowA.textContent).toContain('185,000 EGP');
    expect(rowA.textContent).toContain('6,500 USD');
    expect(within(fees).getByRole('row', { name: /الفئة ب/ }).textContent).toContain('120,000 EGP + 5,000');
    // Category C has only a 0 fee and D none: not listed.
    expect(within(fees).queryByRole('row', { name: /الفئة ج/ })).toBeNull();
    expect(within(fees).getByRole('row', { name: /الفئة ب/ }).textContent).toContain('غير متوفر');

    const scores = within(card).getByRole('table', { name: 'الحد الأدنى للقبول' });
    const headers = within(scores)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['الشهادة', '2025', 'السنة الثانية', 'السنة الثالثة', '2022', 'السنة الخامسة']);
    const thanwyaa = within(scores).getByRole('row', { name: /ثانوية عامة/ });
    expect(
      within(thanwyaa)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['85%', 'غير متوفر', 'غير متوفر', '-', 'غير متوفر']);
    expect(within(scores).getByRole('row', { name: /الوافدين/ }).textContent).toContain('70.5%');
  });

  it('national universities show only the fourth and fifth year', () => {
    render(<OfferingCard offering={offering} university={university} category="national" />);
    const scores = screen.getByRole('table', { name: 'الحد الأدنى للقبول' });
    expect(
      within(scores)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['الشهادة', '2022', 'السنة الخامسة']);
  });

  it('a dual program keeps its description whole', () => {
    render(
      <OfferingCard
        offering={{
          ...offering,
          normal_or_Dual: 'dual',
          programs: 'برنامج مشترك مع جامعة أولم، ويحصل الطالب على درجتين - بشرط اجتياز اللغة.',
        }}
        university={university}
        category="private"
      />,
    );
    expect(screen.getByText('برنامج مشترك مع جامعة أولم، ويحصل الطالب على درجتين - بشرط اجتياز اللغة.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'البرامج' })).toBeNull();
  });

  it("the assistant's rules: all five years, and 0 or '-' read not available; header, name and footer are the caller's", () => {
    render(
      <OfferingCard
        offering={{ ...offering, thanwyaa_secondYear_score: '0' }}
        university={university}
        category="national"
        rules="assistant"
        label="جامعة"
        header={<h3>جامعة</h3>}
        footer={<a href="/guide">دليل الجامعة</a>}
      />,
    );
    const card = screen.getByRole('article', { name: 'جامعة' });
    expect(within(card).queryByText('الشعبة: علمي رياضة')).toBeNull();
    expect(within(card).getByRole('link', { name: 'دليل الجامعة' })).toBeTruthy();
    const scores = within(card).getByRole('table', { name: 'الحد الأدنى للقبول' });
    expect(within(scores).getAllByRole('columnheader')).toHaveLength(6);
    const thanwyaa = within(scores).getByRole('row', { name: /ثانوية عامة/ });
    expect(
      within(thanwyaa)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['85%', 'غير متوفر', 'غير متوفر', 'غير متوفر', 'غير متوفر']);
  });

  it('the score table scrolls in a focusable, labelled region (narrow screens)', () => {
    render(<OfferingCard offering={offering} university={university} category="private" />);
    const region = screen.getByRole('region', { name: /الحد الأدنى للقبول/ });
    expect(region.tabIndex).toBe(0);
    expect(region.querySelector('table')).not.toBeNull();
  });
});

describe('OfferingCard with the real set’s figures (issue 22)', () => {
  const real = {
    ...university,
    tier: 3,
    website: 'https://www.guc.edu.eg',
    fees_page: 'https://www.guc.edu.eg/fees',
  } as UniversityLink;
  const bare = {
    _id: '2',
    faculty: 'كلية الصيدلة',
    faculty_short: 'PHARM',
    section: 'unknown',
    normal_or_Dual: 'normal',
    index: 1,
    listing_source: { url: 'https://example.org/guc', kind: 'third_party', academic_year: null, as_of: '2020/2021' },
  } as unknown as FacultyOffering;
  const floor = {
    academic_year: '2025/2026',
    certificate_group: 'thanaweya_azhar' as const,
    tier: '3',
    faculty_group: 'PHARM' as const,
    percent: 71,
    only_universities: null,
    sources: [{ url: 'https://news.example/floors', kind: 'news' as const, academic_year: '2025/2026' }],
  };

  it('an old fee carries its year, the unknown unit and its source; no A–D table, no year-score table', () => {
    const withFee = {
      ...bare,
      fee_stated: 'EGP 68,350 (Category A)',
      fee_source: {
        url: 'https://example.org/fees',
        kind: 'third_party',
        academic_year: '2023/2024',
        unit: 'semester',
        unit_stated: false,
      },
    } as unknown as FacultyOffering;
    render(<OfferingCard offering={withFee} university={real} category="private" floor={floor} />);
    const fees = screen.getByRole('generic', { name: 'المصروفات' });
    expect(fees.textContent).toContain('EGP 68,350 (Category A)');
    expect(fees.textContent).toContain('مصروفات العام 2023/2024 — قد تكون تغيّرت');
    expect(fees.textContent).toContain('لم تذكر الصفحة هل المبلغ سنوي أم فصلي');
    expect(within(fees).getByRole('link', { name: 'موقع طرف ثالث' }).getAttribute('href')).toBe(
      'https://example.org/fees',
    );
    expect(screen.queryByRole('table')).toBeNull();
    const minimum = screen.getByRole('generic', { name: 'الحد الأدنى للتقدم' });
    expect(minimum.textContent).toContain('الحد الأدنى للتقدم وفق قرار مجلسي الجامعات الخاصة والأهلية 2025/2026');
    expect(minimum.textContent).toContain('71%');
    expect(within(minimum).getByRole('link', { name: 'موقع إخباري' })).toBeTruthy();
  });

  it("the equivalent certificates' floors: each tier with its figure, the year and the source", () => {
    const eq = (tier: string, percent: number) => ({
      ...floor,
      certificate_group: 'equivalent' as const,
      tier,
      percent,
      sources: [{ url: 'https://news.example/equivalent', kind: 'news' as const, academic_year: '2025/2026' }],
    });
    render(
      <OfferingCard
        offering={bare}
        university={real}
        category="private"
        floor={floor}
        equivalentFloors={[eq('E1', 66), eq('E2', 68), eq('E3', 73)]}
      />,
    );
    const block = screen.getByRole('generic', { name: 'الحد الأدنى للتقدم بالشهادات المعادلة' });
    expect(block.textContent).toContain(
      'الحد الأدنى للتقدم بالشهادات المعادلة (العربية والأجنبية) وفق قرار مجلسي الجامعات الخاصة والأهلية 2025/2026',
    );
    expect(
      within(block)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['فئة E1: 66%', 'فئة E2: 68%', 'فئة E3: 73%']);
    expect(within(block).getByRole('link', { name: 'موقع إخباري' }).getAttribute('href')).toBe(
      'https://news.example/equivalent',
    );
  });

  it('a fee whose source gives no academic year is not shown: «غير متاح — راجع موقع الجامعة»', () => {
    const noYear = {
      ...bare,
      fee_stated: '50,000 EGP',
      fee_source: { url: 'https://example.org/fees', kind: 'third_party', academic_year: null, as_of: 'unknown' },
    } as unknown as FacultyOffering;
    render(<OfferingCard offering={noYear} university={real} category="private" floor={floor} />);
    const fees = screen.getByRole('generic', { name: 'المصروفات' });
    expect(fees.textContent).not.toContain('50,000');
    expect(within(fees).getByRole('link', { name: 'غير متاح — راجع موقع الجامعة' })).toBeTruthy();
  });

  it('no fee known: «غير متاح — راجع موقع الجامعة» links the fees page; no floor for a university outside the table', () => {
    render(<OfferingCard offering={bare} university={{ ...real, tier: null }} category="special" />);
    expect(screen.getByRole('link', { name: 'غير متاح — راجع موقع الجامعة' }).getAttribute('href')).toBe(
      'https://www.guc.edu.eg/fees',
    );
    expect(screen.getByText(/لا يشمل جدول مجلسي الجامعات الخاصة والأهلية هذه الجامعة/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'موقع طرف ثالث' }).getAttribute('href')).toBe('https://example.org/guc');
  });
});
