/**
 * Article display rules (spec 2 §2.8, §2.9): the simple body markup, card excerpts, tags,
 * category labels and dates. Pure: the markup becomes tokens that the site maps to React
 * elements, so no text from the CMS is ever inserted as HTML.
 */
import { ARTICLE_CATEGORIES } from './catalog';

export type MarkupToken =
  | { type: 'text'; text: string }
  | { type: 'bold'; text: string }
  | { type: 'italic'; text: string }
  | { type: 'break' };

export interface MarkupOptions {
  /** _text_ → italic (article page); the cards only know bold. Default true. */
  italic?: boolean;
  /** Line breaks kept as break tokens (article page) or folded into spaces (cards). Default true. */
  lineBreaks?: boolean;
}

/** Spans never cross a line; the marked text must not be empty. */
const BOLD = /\*([^*\n]+)\*/;
const ITALIC = /_([^_\n]+)_/;

function pushText(out: MarkupToken[], text: string): void {
  if (!text) return;
  const last = out[out.length - 1];
  if (last && last.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

function parseLine(line: string, italic: boolean, out: MarkupToken[]): void {
  let rest = line;
  while (rest) {
    const b = BOLD.exec(rest);
    const i = italic ? ITALIC.exec(rest) : null;
    // The span that starts first wins; an unmatched marker stays as literal text.
    const m = b && (!i || b.index <= i.index) ? b : i;
    if (!m) {
      pushText(out, rest);
      return;
    }
    pushText(out, rest.slice(0, m.index));
    out.push({ type: m === b ? 'bold' : 'italic', text: m[1] });
    rest = rest.slice(m.index + m[0].length);
  }
}

/** '*bold*', '_italic_' and line breaks of an article body, as tokens. */
export function parseArticleMarkup(source: string | null | undefined, options: MarkupOptions = {}): MarkupToken[] {
  const { italic = true, lineBreaks = true } = options;
  const text = String(source ?? '').replace(/\r\n?/g, '\n');
  const out: MarkupToken[] = [];
  const lines = lineBreaks ? text.split('\n') : [text.replace(/\s*\n\s*/g, ' ')];
  lines.forEach((line, index) => {
    if (index > 0) out.push({ type: 'break' });
    parseLine(line, italic, out);
  });
  return out;
}

export const EXCERPT_LENGTH = 150;

/**
 * A card excerpt: the first `max` visible characters (markers do not count, so a cut never
 * leaves a dangling '*'), with '...' when the body was longer. Bold only, one line.
 */
export function articleExcerpt(source: string | null | undefined, max: number = EXCERPT_LENGTH): MarkupToken[] {
  const tokens = parseArticleMarkup(source, { italic: false, lineBreaks: false });
  const out: MarkupToken[] = [];
  let left = max;
  for (const token of tokens) {
    if (token.type === 'break') continue;
    if (token.text.length <= left) {
      out.push({ ...token });
      left -= token.text.length;
      continue;
    }
    out.push({ ...token, text: token.text.slice(0, left).trimEnd() });
    pushText(out, '...');
    return out.filter((t) => t.type === 'break' || t.text);
  }
  return out;
}

/** 'a، b, c' → ['a', 'b', 'c']: tags are comma-separated (Latin or Arabic comma). */
export function splitTags(tag: string | null | undefined): string[] {
  return String(tag ?? '')
    .split(/[,،]/)
    .map((t) => t.trim())
    .filter(Boolean);
}

export const ARTICLE_CATEGORY_LABELS: Record<(typeof ARTICLE_CATEGORIES)[number], string> = {
  student_tips: 'نصائح للطلاب',
  admission_guide: 'دليل القبول',
  study_abroad: 'الدراسة بالخارج',
  student_experiences: 'تجارب الطلاب',
  university_comparison: 'مقارنة الجامعات',
  courses: 'دورات',
  events_conferences: 'فعاليات ومؤتمرات',
  careers_jobs: 'وظائف ومسارات مهنية',
};

export function articleCategoryLabel(category: string | null | undefined): string {
  const key = String(category ?? '') as keyof typeof ARTICLE_CATEGORY_LABELS;
  return ARTICLE_CATEGORY_LABELS[key] ?? String(category ?? '');
}

/** Egyptian Arabic month names with Latin digits (spec 2 §9 and the architecture brief). */
export const ARTICLE_DATE_LOCALE = 'ar-EG-u-nu-latn';

export function formatArticleDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(ARTICLE_DATE_LOCALE, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Africa/Cairo',
  }).format(date);
}

/** Only published articles are public (spec 2 §3); staff answers include the other states. */
export function isPublished(article: { status?: string | null }): boolean {
  return article.status === 'published';
}
