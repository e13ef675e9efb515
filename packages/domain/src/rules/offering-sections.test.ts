import { describe, expect, it } from 'vitest';
import {
  OFFERING_SECTIONS,
  OFFERING_SECTION_CHOICES,
  OFFERING_SECTION_MESSAGE,
  isOfferingSection,
  migratedSection,
  offeringSectionOf,
} from './offering-sections';

describe('offeringSectionOf: legacy section text → the closed list', () => {
  it.each([
    // the codes themselves
    ...OFFERING_SECTIONS.map((s) => [s, s] as const),
    [' Science ', 'science'],
    // legacy codes of the demo data
    ['sports', 'math'],
    ['sciences', 'science'],
    // labels
    ['علمي علوم', 'science'],
    ['علمي رياضة', 'math'],
    ['علمي رياضه', 'math'],
    ['علمي', 'scientific'],
    ['أدبي', 'literary'],
    ['ادبي', 'literary'],
    ['جميع الشعب', 'all'],
    // free texts naming both science and maths
    ['علمي علوم أو علمي رياضة', 'scientific'],
    ['ثانوية عامة (علمي رياضة أو علمي علوم) أو دبلوم فني صناعي نظام 5 سنوات', 'scientific'],
    // the real set's text
    ['الشعبة غير مذكورة في المصدر', 'unknown'],
    // anything else
    ['other', null],
    ['دبلوم فني صناعي', null],
    ['علمي علوم فقط للطالبات', null],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    [42, null],
  ] as [unknown, string | null][])('%j → %s', (raw, expected) => expect(offeringSectionOf(raw)).toBe(expected));
});

describe('the closed list', () => {
  it('has an Arabic label for each code and the message names every choice', () => {
    for (const s of OFFERING_SECTIONS) {
      expect(OFFERING_SECTION_CHOICES[s]).toMatch(/[\u0600-\u06ff]/);
      expect(OFFERING_SECTION_MESSAGE).toContain(OFFERING_SECTION_CHOICES[s]);
    }
  });
  it.each([
    ['science', true],
    ['other', false],
    ['sports', false],
    ['Science', false],
  ])('isOfferingSection(%s) → %s', (v, r) => expect(isOfferingSection(v)).toBe(r));
});

describe('migratedSection: what the migration writes for a stored section', () => {
  const long = 'ثانوية عامة (علمي رياضة أو علمي علوم) أو دبلوم فني صناعي نظام 5 سنوات';
  it.each([
    ['science', null],
    ['unknown', null],
    ['sports', { section: 'math', note: null }],
    ['Science', { section: 'science', note: null }],
    ['علمي علوم', { section: 'science', note: null }],
    ['الشعبة غير مذكورة في المصدر', { section: 'unknown', note: null }],
    ['علمي علوم أو علمي رياضة', { section: 'scientific', note: 'علمي علوم أو علمي رياضة' }],
    [long, { section: 'scientific', note: long }],
    [' دبلوم فني صناعي ', { section: 'unknown', note: 'دبلوم فني صناعي' }],
    ['other', { section: 'unknown', note: 'other' }],
    ['', { section: 'unknown', note: null }],
    [null, { section: 'unknown', note: null }],
  ] as [unknown, unknown][])('%j → %j', (raw, expected) => expect(migratedSection(raw)).toEqual(expected));
});
