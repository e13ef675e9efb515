/**
 * The full cost of a degree (issue 24 item 2): the yearly fee × the years of study, raised each
 * year by the university's published increase where a source gives one, plus one-time fees,
 * yearly extras, dorm and transport. Every part keeps its source and academic year; a part that is
 * not known says «غير متاح» and the total says what it leaves out — never a guessed total.
 */
import { isFigureShown } from './data-dates';
import { groupThousands, isFeeAbsent } from './format';
import {
  FEE_UNIT_UNKNOWN,
  feeYearLabel,
  freshnessOf,
  hasSource,
  normalizeAcademicYear,
  type FigureSource,
} from './provenance';

export const COST_NOT_AVAILABLE = 'غير متاح';

/**
 * How a university says its fees change (the component `figure.fee-policy`, seeded from
 * fee-policies.json): `cap` = «زيادة سنوية بحد أقصى n%» (BUE, GAF for UH); `stated` = the increase
 * of one stated year (MSA: 7 % in 2021/2022), not a promise for later years.
 */
export type FeeIncreaseKind = 'cap' | 'stated';
export const FEE_INCREASE_KINDS = ['cap', 'stated'] as const;

/** A fee item of a policy: an amount in Egyptian pounds, or null when the page names it without one. */
export type PolicyFee = {
  label: string;
  amount: number | null;
  /** False when the amount is not an extra cost (a deposit deducted from the tuition). */
  added?: boolean;
  note?: string | null;
  /** The faculties the amount is for, when the page is one programme's (absent: every faculty). */
  faculty_codes?: string[] | null;
};

export type FeePolicy = {
  annual_increase_percent: number | null;
  increase_kind: FeeIncreaseKind | null;
  one_time_fees: PolicyFee[] | null;
  yearly_fees: PolicyFee[] | null;
  note: string | null;
  source: FigureSource | null;
};

/**
 * The usual length of study of a faculty in Egypt, in years of fees (Dalil's reading, not a
 * university's page: the cost block says so). Medicine is five years of study and two of
 * internship (the 2019 MBBCh system), pharmacy five and one internship year; internships are not
 * counted as years of fees. Codes whose length varies by programme (ART, POLY, HS) are unknown.
 */
export const USUAL_STUDY_YEARS: Readonly<Record<string, number>> = {
  MED: 5,
  DENT: 5,
  PT: 5,
  PHARM: 5,
  VET: 5,
  ENG: 5,
  ARCH: 5,
  CS: 4,
  NURS: 4,
  MEDIA: 4,
  LAW: 4,
  TOUR: 4,
  ECON: 4,
  CINE: 4,
  SCI: 4,
  BIOTECH: 4,
  EDU: 4,
  LANG: 4,
  SOCSCI: 4,
  AGRI: 4,
};

export const STUDY_YEARS_NOTE = 'المدة المعتادة لهذه الكلية في مصر (تقدير دليل، لا من صفحة الجامعة) — راجع الجامعة';
const INTERNSHIP_NOTES: Readonly<Record<string, string>> = {
  MED: 'خمس سنوات دراسة تليها سنتا امتياز لا تُحسبان هنا',
  PHARM: 'خمس سنوات دراسة تليها سنة امتياز لا تُحسب هنا',
};

/** The years of fees of a faculty code, or null (unknown). */
export function usualStudyYears(facultyCode: string | null | undefined): number | null {
  return USUAL_STUDY_YEARS[String(facultyCode ?? '').toUpperCase()] ?? null;
}

/** A sourced amount per year (dorm, transport): counted in the total only with a source and a year. */
export type YearlyAmount = { label: string; amount: number | null; source: FigureSource | null };

/**
 * Which figure is the yearly fee: the fee as its source states it (`fee_stated`, the real set), or
 * the category-A column (`feesEgyption`, «المصروفات السنوية» of the guide) that staff enter with a
 * source (`fee_source`, issue 22). Neither without a source and a known academic year.
 */
export type SourcedFee = { text: string; source: FigureSource; column: 'stated' | 'category_a' };

export function sourcedYearlyFee(offering: {
  fee_stated?: unknown;
  fee_source?: unknown;
  feesEgyption?: unknown;
}): SourcedFee | null {
  const source = offering.fee_source as FigureSource | null | undefined;
  if (!source || !isFigureShown('x', source)) return null;
  const stated = String(offering.fee_stated ?? '').trim();
  if (stated) return { text: stated, source, column: 'stated' };
  const a = String(offering.feesEgyption ?? '').trim();
  if (!isFeeAbsent(a)) return { text: a, source, column: 'category_a' };
  return null;
}

export type DegreeCostInput = {
  facultyCode: string | null | undefined;
  /** The yearly fee's text and its source, as the offering carries them (`sourcedYearlyFee`). */
  feeText: string | null | undefined;
  feeSource: FigureSource | null | undefined;
  /** `category_a`: the guide's yearly column, yearly unless its source says otherwise. */
  feeColumn?: 'stated' | 'category_a';
  feeCurrency?: string | null;
  policy: FeePolicy | null | undefined;
  /** The cheapest dorm and transport per year, when the data lists one. */
  dorm?: YearlyAmount | null;
  transport?: YearlyAmount | null;
};

export type CostPartKey = 'tuition' | 'one_time' | 'yearly_extra' | 'dorm' | 'transport';

export type CostPart = {
  key: CostPartKey;
  label: string;
  /** Counted in the total. */
  included: boolean;
  low: number | null;
  /** null with a known `low`: open-ended («أو أكثر»). */
  high: number | null;
  text: string;
  /** How the figure was reached, in Arabic (the assumption). */
  detail: string | null;
  sources: FigureSource[];
  /** The academic year of the figure, when known. */
  academicYear: string | null;
};

export type DegreeCost = {
  years: number | null;
  yearsNote: string;
  currency: string;
  parts: CostPart[];
  total: {
    known: boolean;
    low: number | null;
    high: number | null;
    text: string;
    /** The parts it leaves out («لا يشمل: السكن، المواصلات»). */
    excludes: string[];
  };
};

const CURRENCY_LABELS: Readonly<Record<string, string>> = {
  EGP: 'جنيه',
  USD: 'دولار',
  EUR: 'يورو',
  GBP: 'جنيه إسترليني',
};

export function money(amount: number, currency = 'EGP'): string {
  return `${groupThousands(Math.round(amount)) ?? String(Math.round(amount))} ${CURRENCY_LABELS[currency] ?? currency}`;
}

/** «من 1,000,000 إلى 1,221,020 جنيه», «1,000,000 جنيه أو أكثر», «1,000,000 جنيه». */
export function rangeText(low: number, high: number | null, currency = 'EGP'): string {
  if (high === null) return `${money(low, currency)} أو أكثر`;
  if (Math.round(high) === Math.round(low)) return money(low, currency);
  const unit = CURRENCY_LABELS[currency] ?? currency;
  return `من ${groupThousands(Math.round(low))} إلى ${groupThousands(Math.round(high))} ${unit}`;
}

/** The stated fee as one number, or null (a text with two figures or none is not one fee). */
export function statedAmount(text: string | null | undefined): number | null {
  const numbers = String(text ?? '')
    .replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)))
    .replace(/[,٬]/g, '')
    .match(/\d+(\.\d+)?/g);
  if (!numbers || numbers.length !== 1) return null;
  const n = Number(numbers[0]);
  return n > 0 ? n : null;
}

/** Sum of fee × (1 + p)^k over k = 0 … years-1. */
export function raisedTotal(fee: number, years: number, percent: number): number {
  let total = 0;
  for (let k = 0; k < years; k++) total += fee * (1 + percent / 100) ** k;
  return Math.round(total);
}

const usable = (source: FigureSource | null | undefined): source is FigureSource =>
  hasSource(source) && normalizeAcademicYear(source?.academic_year) !== null;

/** The yearly fee from the stated one: a yearly figure, or a semester's × 2; else why it is unknown. */
function yearlyFee(input: DegreeCostInput): { fee: number; detail: string } | { fee: null; why: string } {
  const source = input.feeSource;
  const amount = statedAmount(input.feeText);
  if (amount === null || !source) return { fee: null, why: 'لا توجد مصروفات منشورة بمصدر لهذه الكلية' };
  if (!usable(source)) return { fee: null, why: 'عام المصروفات أو مصدرها غير مذكور' };
  if (input.feeColumn === 'category_a' && (!source.unit_stated || !source.unit || source.unit === 'year'))
    return { fee: amount, detail: `${money(amount, currency(input))} سنويًا (مصروفات الفئة أ)` };
  if (!source.unit_stated || !source.unit) return { fee: null, why: FEE_UNIT_UNKNOWN };
  if (source.unit === 'year') return { fee: amount, detail: `${money(amount, currency(input))} سنويًا` };
  if (source.unit === 'semester')
    return { fee: amount * 2, detail: `${money(amount, currency(input))} للفصل × فصلان في العام` };
  return { fee: null, why: 'المصروفات بالساعة المعتمدة: تتوقف على عدد الساعات' };
}

const currency = (input: DegreeCostInput) =>
  String(input.feeCurrency ?? '')
    .trim()
    .toUpperCase() || 'EGP';

/** The Arabic assumption behind the tuition range. */
function increaseAssumption(policy: FeePolicy | null | undefined, year: string): string {
  const p = policy?.annual_increase_percent;
  if (p && policy?.increase_kind === 'cap')
    return `من بقاء مصروفات ${year} كما هي كل عام، إلى زيادتها كل عام بالحد الأقصى الذي تعلنه الجامعة (${p}%)`;
  if (p)
    return `من بقاء مصروفات ${year} كما هي كل عام، إلى زيادتها كل عام ${p}% كما زادت في ${policy?.source?.academic_year ?? 'عام نشرته الجامعة'} (ليست حدًا معلنًا)`;
  return `بمصروفات ${year} لكل سنة؛ لا تنشر الجامعة حدًا لزيادة المصروفات، فقد تزيد كل عام`;
}

/**
 * The cost of a whole degree at one university's faculty offering. Pure: the page passes the
 * offering's stated fee and source, the university's fee policy, and the dorm and transport it lists.
 */
export function degreeCost(input: DegreeCostInput): DegreeCost {
  const years = usualStudyYears(input.facultyCode);
  const code = String(input.facultyCode ?? '').toUpperCase();
  const yearsNote = [INTERNSHIP_NOTES[code], STUDY_YEARS_NOTE].filter(Boolean).join('؛ ');
  const cur = currency(input);
  const policy = input.policy ?? null;
  const policySources = policy?.source && hasSource(policy.source) ? [policy.source] : [];
  const parts: CostPart[] = [];

  // Tuition: years × yearly fee, raised by the policy's percent as the upper end.
  const fee = yearlyFee(input);
  const feeYear = input.feeSource ? normalizeAcademicYear(input.feeSource.academic_year) : null;
  if (fee.fee !== null && years !== null && input.feeSource) {
    const low = fee.fee * years;
    const p = policy?.annual_increase_percent ?? null;
    const high = p ? raisedTotal(fee.fee, years, p) : null;
    parts.push({
      key: 'tuition',
      label: 'المصروفات الدراسية',
      included: true,
      low,
      high,
      text: rangeText(low, high, cur),
      detail: `${fee.detail} × ${years} سنوات؛ ${increaseAssumption(policy, feeYear ?? '')}${
        freshnessOf(input.feeSource) === 'older' ? `؛ ${feeYearLabel(input.feeSource)}` : ''
      }`,
      sources: [input.feeSource, ...(p ? policySources : [])],
      academicYear: feeYear,
    });
  } else {
    parts.push({
      key: 'tuition',
      label: 'المصروفات الدراسية',
      included: false,
      low: null,
      high: null,
      text: COST_NOT_AVAILABLE,
      detail: fee.fee === null ? fee.why : 'مدة الدراسة غير معروفة لهذه الكلية',
      sources: input.feeSource && hasSource(input.feeSource) ? [input.feeSource] : [],
      academicYear: feeYear,
    });
  }

  // One-time fees (application, insurance): the policy's amounts; a named fee without one is unknown.
  const forFaculty = (list: PolicyFee[] | null | undefined) =>
    (list ?? []).filter((f) => !f.faculty_codes?.length || f.faculty_codes.includes(code));
  const oneTime = forFaculty(policy?.one_time_fees).filter((f) => f.added !== false);
  const oneTimeKnown = oneTime.filter((f) => f.amount !== null);
  const oneTimeUnknown = oneTime.filter((f) => f.amount === null);
  const oneTimeSum = oneTimeKnown.reduce((s, f) => s + (f.amount ?? 0), 0);
  const notAdded = forFaculty(policy?.one_time_fees).filter((f) => f.added === false);
  parts.push({
    key: 'one_time',
    label: 'رسوم تُدفع مرة واحدة',
    included: oneTimeKnown.length > 0 && cur === 'EGP',
    low: oneTimeKnown.length ? oneTimeSum : null,
    high: oneTimeKnown.length ? oneTimeSum : null,
    text: oneTimeKnown.length ? money(oneTimeSum) : COST_NOT_AVAILABLE,
    detail:
      [
        ...oneTimeKnown.map((f) => `${f.label}: ${money(f.amount ?? 0)}${f.note ? ` (${f.note})` : ''}`),
        ...oneTimeUnknown.map((f) => `${f.label}: المبلغ غير مذكور`),
        ...notAdded.map((f) => `${f.label}${f.amount !== null ? ` ${money(f.amount)}` : ''}: ${f.note ?? 'لا يُضاف'}`),
      ].join('؛ ') || 'لم تنشر الجامعة رسومًا تُدفع مرة واحدة',
    sources: oneTime.length || notAdded.length ? policySources : [],
    academicYear: policy?.source ? normalizeAcademicYear(policy.source.academic_year) : null,
  });

  // Yearly fees beside the tuition (insurance, lab, activities): × years, not raised.
  const yearly = forFaculty(policy?.yearly_fees).filter((f) => f.amount !== null && f.added !== false);
  const yearlySum = yearly.reduce((s, f) => s + (f.amount ?? 0), 0);
  parts.push({
    key: 'yearly_extra',
    label: 'رسوم سنوية أخرى',
    included: yearly.length > 0 && years !== null && cur === 'EGP',
    low: yearly.length && years !== null ? yearlySum * years : null,
    high: yearly.length && years !== null ? yearlySum * years : null,
    text: yearly.length && years !== null ? money(yearlySum * years) : COST_NOT_AVAILABLE,
    detail: yearly.length
      ? `${yearly.map((f) => `${f.label}: ${money(f.amount ?? 0)}`).join('؛ ')} — كل عام${years !== null ? ` × ${years} سنوات` : ''}، دون زيادة`
      : 'لم تنشر الجامعة رسومًا سنوية أخرى',
    sources: yearly.length ? policySources : [],
    academicYear: policy?.source ? normalizeAcademicYear(policy.source.academic_year) : null,
  });

  // Dorm and transport: counted only with a source and a year; a listed price without is shown apart.
  for (const [key, label, item] of [
    ['dorm', 'السكن الجامعي', input.dorm],
    ['transport', 'المواصلات', input.transport],
  ] as const) {
    const sourced = !!item && item.amount !== null && usable(item.source) && years !== null && cur === 'EGP';
    parts.push({
      key,
      label,
      included: sourced,
      low: sourced ? (item.amount ?? 0) * (years ?? 0) : null,
      high: sourced ? (item.amount ?? 0) * (years ?? 0) : null,
      text: sourced ? money((item.amount ?? 0) * (years ?? 0)) : COST_NOT_AVAILABLE,
      detail: !item
        ? 'لا يذكر الدليل سعرًا'
        : sourced
          ? `${item.label}: ${money(item.amount ?? 0)} كل عام × ${years} سنوات`
          : `${item.label}${item.amount !== null ? `: ${money(item.amount)}` : ''} — لا يذكر الدليل مصدر السعر وعامه ومدته، فلا يُضاف`,
      sources: item?.source && hasSource(item.source) ? [item.source] : [],
      academicYear: item?.source ? normalizeAcademicYear(item.source.academic_year) : null,
    });
  }

  const tuition = parts[0];
  const excludes = parts.filter((p) => !p.included && p.key !== 'tuition').map((p) => p.label);
  if (!tuition.included || tuition.low === null) {
    return {
      years,
      yearsNote,
      currency: cur,
      parts,
      total: { known: false, low: null, high: null, text: COST_NOT_AVAILABLE, excludes: parts.map((p) => p.label) },
    };
  }
  const counted = parts.filter((p) => p.included);
  const low = counted.reduce((s, p) => s + (p.low ?? 0), 0);
  const high = tuition.high === null ? null : counted.reduce((s, p) => s + (p.high ?? 0), 0);
  return {
    years,
    yearsNote,
    currency: cur,
    parts,
    total: { known: true, low, high, text: rangeText(low, high, cur), excludes },
  };
}

/** «لا يشمل: السكن الجامعي، المواصلات» (empty when the total leaves nothing out). */
export function excludesText(cost: DegreeCost): string {
  if (!cost.total.known) return '';
  return cost.total.excludes.length ? `لا يشمل: ${cost.total.excludes.join('، ')}` : '';
}

/**
 * The fee categories أ–د in words, from what the universities' pages say (fee-policies.json): a
 * category is a level of the fee set by the student's school-leaving total — the higher the total,
 * the lower the category's fee. The number of categories and their limits differ by university.
 */
export const FEE_CATEGORIES_EXPLANATION =
  'الفئات (أ، ب، ج، د) مستويات لمصروفات الكلية نفسها تحددها الجامعة بحسب مجموع الطالب في الثانوية العامة أو الشهادة المعادلة: كلما ارتفع المجموع كانت الفئة أقل مصروفات. يختلف عدد الفئات وحدودها من جامعة إلى أخرى، وتنشرها كل جامعة على صفحة مصروفاتها؛ فمثلًا تذكر إحدى المؤسسات المضيفة لفروع الجامعات الأجنبية مصروفات سنوية للفئات أ وب وج أقل من المصروفات العادية، وتذكر الجامعة البريطانية خصمًا على المصروفات الدراسية لفئات التفوق (15% و25% و30%)، وتقسّم جامعة MSA طلابها إلى فئات بمجموع الثانوية العامة.';

/** The pages the explanation reads (fee-policies.json). */
export const FEE_CATEGORIES_SOURCES: readonly { label: string; url: string }[] = [
  {
    label: 'مؤسسة الجامعات العاصمة — المصروفات',
    url: 'https://capitaluniversitiesfoundation.com/index.php/tuition-fees',
  },
  { label: 'الجامعة البريطانية في مصر — المصروفات', url: 'https://www.bue.edu.eg/tuition-fees/' },
  {
    label: 'جامعة MSA — طلاب الثانوية العامة',
    url: 'https://www.msa.edu.eg/msauniversity/admission/newcomer/thanaweya-amma-students',
  },
  {
    label: 'المؤسسة الأكاديمية العالمية (جامعة هيرتفوردشير) — المصروفات',
    url: 'https://www.gaf.edu.eg/tuition-fees/bsc-physiotherapy',
  },
];
