import { describe, expect, it } from 'vitest';
import {
  articleCategoryLabel,
  articleExcerpt,
  formatArticleDate,
  parseArticleMarkup,
  splitTags,
  type MarkupToken,
} from './articles';

const t = (text: string): MarkupToken => ({ type: 'text', text });
const b = (text: string): MarkupToken => ({ type: 'bold', text });
const i = (text: string): MarkupToken => ({ type: 'italic', text });
const br: MarkupToken = { type: 'break' };

describe('parseArticleMarkup (spec 2 §2.9: asterisks bold, underscores italic, line breaks kept)', () => {
  it.each<[string, string, MarkupToken[]]>([
    ['plain text', 'نص عادي', [t('نص عادي')]],
    ['empty', '', []],
    ['bold span', 'قبل *مهم* بعد', [t('قبل '), b('مهم'), t(' بعد')]],
    ['italic span', 'قبل _مائل_ بعد', [t('قبل '), i('مائل'), t(' بعد')]],
    ['both, in order', '*أ* و _ب_', [b('أ'), t(' و '), i('ب')]],
    ['line breaks kept', 'سطر\nسطر', [t('سطر'), br, t('سطر')]],
    ['CRLF is one break', 'أ\r\nب', [t('أ'), br, t('ب')]],
    ['empty line kept', 'أ\n\nب', [t('أ'), br, br, t('ب')]],
    ['unclosed asterisk stays literal', '5 * 3', [t('5 * 3')]],
    ['empty markers stay literal', '** __', [t('** __')]],
    ['a span never crosses a line', '*أ\nب*', [t('*أ'), br, t('ب*')]],
    ['underscore after a letter (فـ_تعليم_)', 'فـ_تعليم غيرك_', [t('فـ'), i('تعليم غيرك')]],
    ['HTML stays text', '<script>alert(1)</script>', [t('<script>alert(1)</script>')]],
    ['markers inside HTML-like text', '<b>*x*</b>', [t('<b>'), b('x'), t('</b>')]],
  ])('%s', (_name, source, expected) => {
    expect(parseArticleMarkup(source)).toEqual(expected);
  });

  it('null and undefined give no tokens', () => {
    expect(parseArticleMarkup(null)).toEqual([]);
    expect(parseArticleMarkup(undefined)).toEqual([]);
  });

  it('cards: italic off and lines folded', () => {
    expect(parseArticleMarkup('*أ*\n_ب_', { italic: false, lineBreaks: false })).toEqual([b('أ'), t(' _ب_')]);
  });
});

describe('articleExcerpt (spec 2 §2.8: 150 characters, asterisks bold)', () => {
  it.each<[string, string, number, MarkupToken[]]>([
    ['short body unchanged', 'قصير *جدا*', 150, [t('قصير '), b('جدا')]],
    ['cut inside text', 'abcdefghij', 5, [t('abcde...')]],
    ['markers do not count', '*ab*cdef', 4, [b('ab'), t('cd...')]],
    ['cut inside bold keeps it bold', 'x *abcdef*', 4, [t('x '), b('ab'), t('...')]],
    ['exactly max is not cut', 'abcde', 5, [t('abcde')]],
    ['lines become spaces', 'a\nb', 150, [t('a b')]],
  ])('%s', (_name, source, max, expected) => {
    expect(articleExcerpt(source, max)).toEqual(expected);
  });

  it('default length is 150 visible characters', () => {
    const out = articleExcerpt('ا'.repeat(400));
    expect(out).toEqual([t(`${'ا'.repeat(150)}...`)]);
  });
});

describe('splitTags (spec 2 §2.9: comma-separated tags shown as a list)', () => {
  it.each<[string | null, string[]]>([
    ['دورات، البرمجة، الحاسبات', ['دورات', 'البرمجة', 'الحاسبات']],
    ['a, b,,c ', ['a', 'b', 'c']],
    ['', []],
    [null, []],
  ])('%s', (tag, expected) => expect(splitTags(tag)).toEqual(expected));
});

describe('articleCategoryLabel', () => {
  it('known codes get Arabic labels, unknown ones are shown as they are', () => {
    expect(articleCategoryLabel('courses')).toBe('دورات');
    expect(articleCategoryLabel('student_tips')).toBe('نصائح للطلاب');
    expect(articleCategoryLabel('new_kind')).toBe('new_kind');
  });
});

describe('formatArticleDate (Egyptian Arabic locale, Latin digits)', () => {
  it('formats with Arabic month names and Latin digits', () => {
    const out = formatArticleDate('2025-06-02T14:20:00.000Z');
    expect(out).toMatch(/2025/);
    expect(out).toMatch(/يونيو/);
    expect(out).not.toMatch(/[٠-٩]/);
  });
  it('empty or invalid dates give an empty string', () => {
    expect(formatArticleDate(null)).toBe('');
    expect(formatArticleDate('not a date')).toBe('');
  });
});
