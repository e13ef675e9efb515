import { describe, expect, it } from 'vitest';
import { SCORE_CERTIFICATE_LABELS } from '../rules/catalog';
import {
  MESSAGES,
  parseDay,
  parseScorePair,
  scoreInputError,
  validateArticle,
  validateMasterFaculty,
  validateNews,
  validateReview,
  validateScholarship,
  validateScoreMatching,
} from './content';

const news = {
  title: ' خبر ',
  Short_name: 'FUE-2025',
  deadline: '2025-08-01',
  link: ' https://x.eg ',
  details: ' تفاصيل ',
};

describe('validateNews — "title, short name, date, link and details all required; values trimmed"', () => {
  it('accepts a full body and trims it', () => {
    expect(validateNews(news)).toEqual({
      ok: true,
      value: { title: 'خبر', Short_name: 'FUE-2025', deadline: '2025-08-01', link: 'https://x.eg', details: 'تفاصيل' },
    });
  });

  it.each(['title', 'Short_name', 'deadline', 'link', 'details'])('%s is required (missing or blank)', (field) => {
    for (const value of [undefined, '', '   ', null]) {
      const result = validateNews({ ...news, [field]: value });
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.missingFields).toEqual([field]);
        expect(result.message).toMatch(/^يرجى ملء جميع الحقول المطلوبة: /);
      }
    }
  });

  it.each([
    [{ Short_name: 'خبر' }, MESSAGES.shortName],
    [{ Short_name: 'a b' }, MESSAGES.shortName],
    [{ deadline: '2025-02-30' }, MESSAGES.date('التاريخ')],
    [{ deadline: 'tomorrow' }, MESSAGES.date('التاريخ')],
    [{ title: 'x'.repeat(301) }, MESSAGES.tooLong('العنوان', 300)],
    [{ title: { a: 1 } }, MESSAGES.notText('العنوان')],
  ])('%j is refused', (patch, message) => {
    const result = validateNews({ ...news, ...patch });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(message);
  });

  it('lists every missing field in one message', () => {
    const result = validateNews({});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.missingFields).toEqual(['title', 'Short_name', 'deadline', 'link', 'details']);
      expect(result.message).toBe('يرجى ملء جميع الحقول المطلوبة: العنوان، الاسم المختصر، التاريخ، الرابط، التفاصيل');
    }
  });

  it('an update checks only the fields it carries, and drops unknown keys', () => {
    expect(validateNews({ title: ' جديد ', logo_url: '/x.png', _id: 'abc' }, 'update')).toEqual({
      ok: true,
      value: { title: 'جديد' },
    });
    expect(validateNews({ title: '' }, 'update').ok).toBe(false);
  });
});

describe('the uploaded logo (media id of POST /api/logos) on news, scholarships and articles', () => {
  it.each([
    ['news', validateNews],
    ['scholarship', validateScholarship],
    ['article', validateArticle],
  ] as const)(
    '%s: an id (number or digits) is kept, null or empty clears it, anything else is refused',
    (_name, validate) => {
      expect(validate({ logo: 12 }, 'update')).toEqual({ ok: true, value: { logo: 12 } });
      expect(validate({ logo: '12' }, 'update')).toEqual({ ok: true, value: { logo: 12 } });
      expect(validate({ logo: null }, 'update')).toEqual({ ok: true, value: { logo: null } });
      expect(validate({ logo: '' }, 'update')).toEqual({ ok: true, value: { logo: null } });
      for (const bad of [0, -1, 'x.png', { id: 1 }]) {
        const result = validate({ logo: bad }, 'update');
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.message).toBe('معرّف الشعار غير صالح');
      }
    },
  );
});

describe('parseDay', () => {
  it.each([
    ['2025-08-01', '2025-08-01'],
    ['2025-08-01T00:00:00.000Z', '2025-08-01'],
    ['1/8/2025', '2025-08-01'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2025', undefined],
    ['2025-13-01', undefined],
    ['لم يحدد', undefined],
    [20250801, undefined],
  ])('%j → %j', (input, expected) => {
    expect(parseDay(input)).toBe(expected);
  });
});

const scholarship = {
  name: 'منحة',
  Short_name: 'DAAD',
  type: 'full',
  deadline: '2025-09-01',
  link: 'https://daad.de',
  status: 'active',
};

describe('validateScholarship — "name, short name, type, deadline, link, status required; details optional"', () => {
  it('accepts a body without details', () => {
    expect(validateScholarship(scholarship).ok).toBe(true);
  });
  it.each(['name', 'Short_name', 'type', 'deadline', 'link', 'status'])('%s is required', (field) => {
    const result = validateScholarship({ ...scholarship, [field]: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.missingFields).toEqual([field]);
  });
  it.each([
    [{ type: 'half' }, MESSAGES.choice('نوع المنحة')],
    [{ status: 'open' }, MESSAGES.choice('حالة المنحة')],
  ])('%j is refused', (patch, message) => {
    const result = validateScholarship({ ...scholarship, ...patch });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(message);
  });
  it.each(['full', 'partial', 'research', 'other'])('type %s is allowed', (type) => {
    expect(validateScholarship({ ...scholarship, type }).ok).toBe(true);
  });
});

const article = { title: 'عنوان', Short_name: 'tips-1', category: 'student_tips', status: 'published', details: 'نص' };

describe('validateArticle — "title, short name, category, status and content required; trimmed"', () => {
  it('accepts a full body; a tag list becomes one comma-separated string', () => {
    const result = validateArticle({ ...article, tag: [' a ', 'b', ''] });
    expect(result).toEqual({ ok: true, value: { ...article, tag: 'a, b' } });
  });
  it.each(['title', 'Short_name', 'category', 'status', 'details'])('%s is required', (field) => {
    const result = validateArticle({ ...article, [field]: ' ' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.missingFields).toEqual([field]);
  });
  it.each([
    'student_tips',
    'admission_guide',
    'study_abroad',
    'student_experiences',
    'university_comparison',
    'courses',
    'events_conferences',
    'careers_jobs',
  ])('category %s is allowed', (category) => {
    expect(validateArticle({ ...article, category }).ok).toBe(true);
  });
  it.each([
    [{ category: 'news' }, MESSAGES.choice('التصنيف')],
    [{ status: 'deleted' }, MESSAGES.choice('حالة المقال')],
  ])('%j is refused', (patch, message) => {
    const result = validateArticle({ ...article, ...patch });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(message);
  });
});

const review = { name: 'أحمد', affiliation: 'طالب', logo_name: 'Ahmed Ali', rating: 4, review: 'رائع' };

describe('validateReview — "name, affiliation, logo name and review text required; rating 1 to 5"', () => {
  it('derives the logo name and keeps the rating', () => {
    expect(validateReview(review)).toEqual({ ok: true, value: { ...review, logo_name: 'ahmed-ali' } });
  });
  it("reads the logo name from the form's logo_url", () => {
    const { logo_name, ...rest } = review;
    const result = validateReview({ ...rest, logo_url: '/images/users/temp.png' });
    expect(result.ok && result.value.logo_name).toBe('temp');
  });
  it('a new review without a rating gets 5 (spec 3 §3 defaults)', () => {
    const { rating, ...rest } = review;
    expect(validateReview(rest).ok && (validateReview(rest) as { value: { rating: number } }).value.rating).toBe(5);
  });
  it.each(['name', 'affiliation', 'logo_name', 'review'])('%s is required', (field) => {
    const result = validateReview({ ...review, [field]: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.missingFields).toEqual([field]);
  });
  it.each(['طالب', 'ولي امر', 'اخري'])('affiliation %s is allowed', (affiliation) => {
    expect(validateReview({ ...review, affiliation }).ok).toBe(true);
  });
  it.each([
    [{ affiliation: 'parent' }, MESSAGES.choice('الصفة')],
    [{ rating: 0 }, MESSAGES.rating],
    [{ rating: 6 }, MESSAGES.rating],
    [{ rating: 'five' }, MESSAGES.rating],
    [{ logo_name: 'أحمد' }, MESSAGES.logoName],
    [{ status: 'hidden' }, MESSAGES.choice('حالة الرأي')],
  ])('%j is refused', (patch, message) => {
    const result = validateReview({ ...review, ...patch });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(message);
  });
  it('"PUT may send only status"', () => {
    expect(validateReview({ status: 'approved' }, 'update')).toEqual({ ok: true, value: { status: 'approved' } });
  });
});

describe('validateMasterFaculty — "name and short code (example MED)"', () => {
  it('reads the form names and upper-cases the code', () => {
    expect(validateMasterFaculty({ name: ' الطب ', shortCode: 'med', imgSrc: '/x.png' })).toEqual({
      ok: true,
      value: { faculty_name: 'الطب', faculty_code: 'MED' },
    });
  });
  it('reads the record names too', () => {
    expect(validateMasterFaculty({ faculty_name: 'الطب', faculty_code: 'MED' }).ok).toBe(true);
  });
  it.each([
    [{ shortCode: 'MED' }, ['faculty_name']],
    [{ name: 'الطب' }, ['faculty_code']],
    [{}, ['faculty_name', 'faculty_code']],
  ])('%j misses %j', (body, missing) => {
    const result = validateMasterFaculty(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.missingFields).toEqual(missing);
  });
  it.each(['ME D', 'طب', 'MED1', 'M-D'])('code %j is refused', (shortCode) => {
    const result = validateMasterFaculty({ name: 'x', shortCode });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(MESSAGES.facultyCode);
  });
});

describe('parseScorePair — years 2021 to 2025; five certificates', () => {
  it.each([
    ['2025', 'secondary_general', true],
    [2021, 'other', true],
    ['2024', 'stem', true],
    ['2020', 'stem', false],
    ['2026', 'stem', false],
    ['abc', 'stem', false],
    ['2025', 'general', false],
  ])('%s/%s → %s', (year, certificate, ok) => {
    expect(parseScorePair(year, certificate).ok).toBe(ok);
  });
});

describe('validateScoreMatching — "each is 0 to 100 or null"', () => {
  const pair = { year: 2025, certificate: 'stem' };
  it('accepts numbers, numeric text and blanks (null)', () => {
    const result = validateScoreMatching(pair, {
      year: 2025,
      certificate: 'stem',
      scores: [{ facultyId: 'abc', private: 90, galaleya: '85.5', sinai: '', academy: null }],
    });
    expect(result).toEqual({
      ok: true,
      value: { ...pair, scores: [{ facultyId: 'abc', private: 90, galaleya: 85.5, sinai: null, academy: null }] },
    });
  });
  it('reads nested scores objects', () => {
    const result = validateScoreMatching(pair, { scores: [{ facultyId: 'a', scores: { private: 70 } }] });
    expect(result.ok && result.value.scores[0]).toEqual({
      facultyId: 'a',
      private: 70,
      galaleya: null,
      sinai: null,
      academy: null,
    });
  });
  it.each([
    [{ scores: [{ facultyId: 'a', private: 101 }] }, MESSAGES.score],
    [{ scores: [{ facultyId: 'a', sinai: -1 }] }, MESSAGES.score],
    [{ scores: [{ facultyId: 'a', academy: 'x' }] }, MESSAGES.score],
    [{ scores: [{ private: 50 }] }, MESSAGES.facultyId],
    [{ scores: [{ facultyId: 'a' }, { facultyId: 'a' }] }, MESSAGES.duplicateFaculty],
    [{ scores: 'none' }, MESSAGES.scoresList],
    [{ year: 2024, scores: [] }, MESSAGES.pairMismatch],
    [{ certificate: 'azhar_secondary', scores: [] }, MESSAGES.pairMismatch],
    [{ year: 1999, scores: [] }, MESSAGES.year],
  ])('%j is refused', (body, message) => {
    const result = validateScoreMatching(pair, body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(message);
  });
  it('scores are required', () => {
    const result = validateScoreMatching(pair, { year: 2025 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.missingFields).toEqual(['scores']);
  });
});

describe("scoreInputError — the score-criteria inputs: 0 to 100 or empty (the server's rule)", () => {
  it.each([
    ['', null],
    ['  ', null],
    [null, null],
    ['0', null],
    ['100', null],
    ['87.5', null],
    [' 65 ', null],
    ['100.1', MESSAGES.score],
    ['-1', MESSAGES.score],
    ['abc', MESSAGES.score],
    ['1e3', MESSAGES.score],
  ])('%j → %j', (value, expected) => {
    expect(scoreInputError(value)).toBe(expected);
  });

  it('labels the five certificates in Arabic', () => {
    expect(Object.keys(SCORE_CERTIFICATE_LABELS)).toEqual([
      'secondary_general',
      'azhar_secondary',
      'stem',
      'arabic_foreign',
      'other',
    ]);
    expect(SCORE_CERTIFICATE_LABELS.secondary_general).toBe('ثانوية عامة');
  });
});

describe('validateMasterFaculty — the uploaded logo as a media id', () => {
  it.each<[unknown, { ok: boolean; logo?: number | null }]>([
    [7, { ok: true, logo: 7 }],
    ['12', { ok: true, logo: 12 }],
    [null, { ok: true, logo: null }],
    ['x', { ok: false }],
    [-3, { ok: false }],
  ])('logo %j', (logo, expected) => {
    const result = validateMasterFaculty({ name: 'الطب', shortCode: 'MED', logo });
    expect(result.ok).toBe(expected.ok);
    if (result.ok) expect(result.value.logo).toBe(expected.logo);
  });
});
