import { describe, expect, it } from 'vitest';
import {
  ADMISSION_STEP_MESSAGES,
  admissionStepsOf,
  changedSteps,
  checkStepsSource,
  validateAdmissionSteps,
} from './admission-steps';

const source = { url: 'https://uni.example/admission', kind: 'university', academic_year: '2025/2026' };
const messages = (r: { ok: boolean; errors?: { path: string[]; message: string }[] }) =>
  r.ok ? [] : (r.errors ?? []).map((e) => [e.path.join('.'), e.message]);

describe('the steps as sent: an opening date is a real day, lists keep their lines', () => {
  it.each([
    [{ opening_date: '10/1/2026' }, { opening_date: '10/1/2026' }, []],
    [{ opening_date: ' 1/9/2025 ' }, { opening_date: '1/9/2025' }, []],
    [{ opening_date: '' }, { opening_date: null }, []],
    [{ opening_date: 'لم يحدد' }, { opening_date: null }, []],
    [{ opening_date: '31/2/2026' }, undefined, [['opening_date', ADMISSION_STEP_MESSAGES.openingDate]]],
    [{ opening_date: '2026-01-10' }, undefined, [['opening_date', ADMISSION_STEP_MESSAGES.openingDate]]],
    [
      { required_documents: 'أصل الشهادة\n\n  صورة البطاقة  \n' },
      { required_documents: 'أصل الشهادة\nصورة البطاقة' },
      [],
    ],
    [{ required_tests: '   ' }, { required_tests: null }, []],
    [{ required_tests: { x: 1 } }, undefined, [['required_tests', 'قيمة الاختبارات المطلوبة يجب أن تكون نصًا']]],
    [
      { required_documents: 'م'.repeat(4001) },
      undefined,
      [['required_documents', 'قيمة الأوراق المطلوبة أطول من المسموح (4000 حرف)']],
    ],
    [{}, {}, []],
  ])('%j', (input, value, problems) => {
    const r = validateAdmissionSteps(input);
    expect(messages(r as never)).toEqual(problems);
    if (value) expect(r.ok && r.value).toEqual(value);
  });
});

describe('a new opening date, document list or test list needs its source (issue 24)', () => {
  const stored = { opening_date: '10/1/2026', required_documents: 'أصل الشهادة', steps_source: source };
  it.each([
    [
      'a new date without a source',
      null,
      { opening_date: '1/2/2026' },
      [
        ['steps_source.url', ADMISSION_STEP_MESSAGES.sourceRequired],
        ['steps_source.academic_year', 'أدخل العام الدراسي الذي يخصه المصدر بالصيغة 2025/2026'],
      ],
    ],
    ['a new date with a source', null, { opening_date: '1/2/2026', steps_source: source }, []],
    [
      'documents with an address but no year',
      null,
      { required_documents: 'صورة البطاقة', steps_source: { url: 'https://u.example' } },
      [['steps_source.academic_year', 'أدخل العام الدراسي الذي يخصه المصدر بالصيغة 2025/2026']],
    ],
    [
      'a source that is not a web address',
      null,
      { required_tests: 'اختبار قدرات', steps_source: { ...source, url: 'javascript:alert(1)' } },
      [['steps_source.url', ADMISSION_STEP_MESSAGES.sourceRequired]],
    ],
    [
      'the stored values sent back unchanged',
      stored,
      { opening_date: '10/1/2026', required_documents: 'أصل الشهادة' },
      [],
    ],
    ['clearing claims nothing', stored, { opening_date: '', required_documents: '' }, []],
    [
      'a changed list with the stored source sent back',
      stored,
      { required_documents: 'أصل الشهادة\nصورة البطاقة', steps_source: source },
      [],
    ],
    [
      'a changed list without sending the source',
      stored,
      { required_documents: 'أصل الشهادة\nصورة البطاقة' },
      [
        ['steps_source.url', ADMISSION_STEP_MESSAGES.sourceRequired],
        ['steps_source.academic_year', 'أدخل العام الدراسي الذي يخصه المصدر بالصيغة 2025/2026'],
      ],
    ],
    [
      'a corrected source alone must be valid',
      stored,
      { steps_source: { ...source, academic_year: 'x' } },
      [['steps_source.academic_year', 'أدخل العام الدراسي الذي يخصه المصدر بالصيغة 2025/2026']],
    ],
    ['an empty source and nothing changed', null, { steps_source: { url: '', academic_year: '', kind: '' } }, []],
  ] as const)('%s', (_name, before, change, problems) => {
    expect(messages(checkStepsSource(before, change as Record<string, unknown>) as never)).toEqual(problems);
  });
  it('answers the cleaned source to store', () => {
    const r = checkStepsSource(null, {
      opening_date: '1/2/2026',
      steps_source: { url: ' https://u.example ', academic_year: '2025-26' },
    });
    expect(r.ok && r.value).toEqual({
      steps_source: { url: 'https://u.example', kind: 'staff', academic_year: '2025/2026' },
    });
  });
  it('knows which facts changed', () =>
    expect(
      changedSteps(stored, { opening_date: '10/1/2026', required_tests: 'قدرات', required_documents: '' }),
    ).toEqual(['required_tests']));
});

describe('the steps as shown: only with a source and its year, else «غير متاح»', () => {
  it.each([
    [
      'all three with a source',
      {
        opening_date: '10/1/2026',
        required_documents: 'أصل الشهادة\nصورة البطاقة',
        required_tests: 'قدرات',
        steps_source: source,
      },
      {
        known: true,
        opening: '10/1/2026',
        documents: ['أصل الشهادة', 'صورة البطاقة'],
        tests: ['قدرات'],
        yearLabel: 'بيانات العام 2025/2026',
      },
    ],
    [
      'an older year says it may have changed',
      { opening_date: '1/7/2024', steps_source: { ...source, academic_year: '2024/2025' } },
      {
        known: true,
        opening: '1/7/2024',
        documents: [],
        tests: [],
        yearLabel: 'بيانات العام 2024/2025 — قد تكون تغيّرت',
      },
    ],
    [
      'no source: nothing is shown as real',
      { opening_date: '10/1/2026', required_documents: 'أصل الشهادة' },
      { known: false, opening: 'غير متاح', documents: [], tests: [], yearLabel: '' },
    ],
    [
      'a source without a year',
      { opening_date: '10/1/2026', steps_source: { ...source, academic_year: null } },
      { known: false, opening: 'غير متاح', documents: [], tests: [], yearLabel: '' },
    ],
    ['no record', null, { known: false, opening: 'غير متاح', documents: [], tests: [], yearLabel: '' }],
  ])('%s', (_name, record, expected) => {
    const view = admissionStepsOf(record);
    expect({
      known: view.known,
      opening: view.opening,
      documents: view.documents,
      tests: view.tests,
      yearLabel: view.yearLabel,
    }).toEqual(expected);
    expect(view.source === null).toBe(!expected.known);
  });
});
