import { groupThousands } from './format';

/**
 * A count with its noun, in Arabic (issue 21, item 11): «3 درجات», «9 أحداث», «25 جامعة».
 * The noun's form follows the number as Arabic grammar (and CLDR's `ar` plural rules) has it:
 *   1 → the singular with «واحد/واحدة» («جامعة واحدة»), 2 → the dual («جامعتان»),
 *   3–10 → the plural («3 جامعات»), 11–99 → the accusative singular («11 حدثًا», «25 جامعة»),
 *   0, 100, 101, 102… → the singular («0 جامعة», «100 حدث»).
 * The last two digits decide (103 → plural, 111 → accusative), as they do in speech.
 * Digits stay Latin with thousands separators, like every figure on the site.
 */
export type ArabicNoun = {
  /** 1, written out: «جامعة واحدة». */
  one: string;
  /** 2: «جامعتان». */
  two: string;
  /** 3–10: «جامعات». */
  plural: string;
  /** 0, 100+, and the default for 11–99: «جامعة». */
  singular: string;
  /** 11–99 when it differs from the singular (masculine nouns take tanween): «حدثًا». */
  accusative?: string;
};

/** The nouns the site counts. */
export const ARABIC_NOUNS = {
  university: { one: 'جامعة واحدة', two: 'جامعتان', plural: 'جامعات', singular: 'جامعة' },
  score: { one: 'درجة واحدة', two: 'درجتان', plural: 'درجات', singular: 'درجة' },
  event: { one: 'حدث واحد', two: 'حدثان', plural: 'أحداث', singular: 'حدث', accusative: 'حدثًا' },
  operation: { one: 'عملية واحدة', two: 'عمليتان', plural: 'عمليات', singular: 'عملية' },
  request: { one: 'طلب واحد', two: 'طلبان', plural: 'طلبات', singular: 'طلب', accusative: 'طلبًا' },
  message: { one: 'رسالة واحدة', two: 'رسالتان', plural: 'رسائل', singular: 'رسالة' },
  user: { one: 'مستخدم واحد', two: 'مستخدمان', plural: 'مستخدمين', singular: 'مستخدم', accusative: 'مستخدمًا' },
  review: { one: 'رأي واحد', two: 'رأيان', plural: 'آراء', singular: 'رأي', accusative: 'رأيًا' },
  result: { one: 'نتيجة واحدة', two: 'نتيجتان', plural: 'نتائج', singular: 'نتيجة' },
  row: { one: 'صف واحد', two: 'صفان', plural: 'صفوف', singular: 'صف', accusative: 'صفًا' },
  day: { one: 'يوم واحد', two: 'يومان', plural: 'أيام', singular: 'يوم', accusative: 'يومًا' },
  change: { one: 'تغيير واحد', two: 'تغييران', plural: 'تغييرات', singular: 'تغيير', accusative: 'تغييرًا' },
  minute: { one: 'دقيقة واحدة', two: 'دقيقتان', plural: 'دقائق', singular: 'دقيقة' },
  news: { one: 'خبر واحد', two: 'خبران', plural: 'أخبار', singular: 'خبر', accusative: 'خبرًا' },
  scholarship: { one: 'منحة واحدة', two: 'منحتان', plural: 'منح', singular: 'منحة' },
  faculty: { one: 'كلية واحدة', two: 'كليتان', plural: 'كليات', singular: 'كلية' },
  article: { one: 'مقال واحد', two: 'مقالان', plural: 'مقالات', singular: 'مقال', accusative: 'مقالًا' },
} as const satisfies Record<string, ArabicNoun>;

export type CountedNoun = keyof typeof ARABIC_NOUNS;

/** «3 درجات»: `n` (a whole number; anything else is shown with the singular) with its noun. */
export function arabicCount(n: number, noun: CountedNoun | ArabicNoun): string {
  const forms: ArabicNoun = typeof noun === 'string' ? ARABIC_NOUNS[noun] : noun;
  if (!Number.isInteger(n) || n < 0) return `${n} ${forms.singular}`;
  if (n === 1) return forms.one;
  if (n === 2) return forms.two;
  const digits = groupThousands(n) ?? String(n);
  const lastTwo = n % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${digits} ${forms.plural}`;
  if (lastTwo >= 11) return `${digits} ${forms.accusative ?? forms.singular}`;
  return `${digits} ${forms.singular}`;
}
