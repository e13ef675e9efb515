/**
 * The default data set: what public sources say (scripts/seed/data/real/, copied from the
 * research in issue 22, every fact with the address it was read from), shaped like the demo set so
 * the same loader writes it. Nothing is invented: a fee, a faculty, a floor or a news item is
 * seeded only with its source; admission statuses, deadlines, dorms, transport, scholarships,
 * reviews and ads are left empty until a source gives them. Articles, the FAQ, the faculty names
 * and the local accounts are Dalil's own (shared with the demo set).
 */
import fs from 'node:fs';
import path from 'node:path';
import { normalizeAcademicYear, CURRENT_ACADEMIC_YEAR } from '@dalil/domain/rules';

/** Faculty codes of the research that Dalil's offering codes name differently. */
export const FACULTY_CODE_MAP = { COMM: 'ECON', MASS: 'MEDIA', ARTS: 'SOCSCI', FINE: 'ART' };

/**
 * Category and section corrections (the research's `corrections`): UFE, NU and EELU are ahlia
 * (national) universities; GIU is a foreign university recognised in Egypt.
 */
const SECTION_OF_CORRECTED = { UFE: 'IntNational', NU: 'National', EELU: 'National', GIU: 'Foreign' };

/** The year columns name academic years, newest first (replaces the spec's '2025' … '2021'). */
export const YEAR_COLUMNS = {
  first_year: '2025/2026',
  second_year: '2024/2025',
  third_year: '2023/2024',
  fourth_year: '2022/2023',
  fifth_year: '2021/2022',
};

/** The as-of date of the real set: the newest dated floors source. */
export const REAL_DATA_AS_OF = '2026-01-18';

const FLOOR_SOURCE_KIND = (kind) => (String(kind).startsWith('third_party') ? 'third_party' : 'news');
const FEE_SOURCE_KIND = { university: 'university', official_news: 'news', third_party: 'third_party' };

const hostOf = (url) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
};
const isUrl = (v) => typeof v === 'string' && /^https?:\/\/\S+$/i.test(v.trim());

/** A faculty item's source: the university's own pages, else a third party's (Wikipedia, news, guides). */
function listingSource(item, website) {
  const own = hostOf(website);
  const host = hostOf(item.url);
  const isOwn = own && host && (host === own || host.endsWith(`.${own}`) || own.endsWith(`.${host}`));
  return {
    url: item.url,
    kind: isOwn ? 'university' : 'third_party',
    academic_year: null,
    as_of: item.as_of ? String(item.as_of).slice(0, 200) : null,
  };
}

function feeSource(fee) {
  const year = normalizeAcademicYear(fee.academic_year);
  return {
    url: fee.url,
    kind: FEE_SOURCE_KIND[fee.source_kind] ?? 'third_party',
    academic_year: year,
    unit: fee.unit ?? null,
    unit_stated: fee.unit_stated === true,
    as_of: year ? null : fee.academic_year ? String(fee.academic_year).slice(0, 200) : null,
  };
}

/** Newest academic year first; unknown years last. */
const byYearDesc = (a, b) =>
  (normalizeAcademicYear(b.academic_year) ?? '').localeCompare(normalizeAcademicYear(a.academic_year) ?? '');

/** The universities, their confirmed faculties (as offerings) and the fees sources give. */
function universitiesAndOfferings(research, demoUniversities) {
  const demo = new Map(demoUniversities.map((u) => [u.university_code, u]));
  const universities = [];
  const offerings = [];
  const left = { otherFaculties: 0, feesWithoutFaculty: 0 };
  for (const r of research) {
    // CBU, MDX and LSBU: no licensed branch found — not listed as real universities.
    if (r.corrections?.exists === 'unconfirmed') continue;
    const d = demo.get(r.code);
    const category = r.corrections?.category ?? d.category;
    const type = SECTION_OF_CORRECTED[r.code] ?? d.type;
    const website = isUrl(r.corrections?.website) ? r.corrections.website : isUrl(r.website) ? r.website : '#';
    const items = r.faculties.items.filter((i) => i.code !== 'OTHER');
    left.otherFaculties += r.faculties.items.length - items.length;
    // A list with a faculty Dalil has no code for is shown as partial.
    const completeness =
      r.faculties.completeness === 'complete' && items.length < r.faculties.items.length
        ? 'partial'
        : r.faculties.completeness;
    universities.push({
      university_code: r.code,
      university_Arabic_Name: d.university_Arabic_Name,
      category,
      type,
      index: d.index,
      Uni_Bio: null,
      location: d.location,
      website,
      phone: null,
      email: null,
      facebook: '#',
      instagram: '#',
      youtube: '#',
      linkedin: '#',
      ...YEAR_COLUMNS,
      international_programs: '#',
      dorms_link: '#',
      transportation_link: '#',
      scholarship_link: '#',
      Egyptian_Admission_link: isUrl(r.admission_page) ? r.admission_page : '#',
      Egyptian_Admission_link2: '#',
      Egyptian_Transfer_link: '#',
      Wafdeen_Admission_link: '#',
      identity_status: r.identity?.status === 'confirmed' ? 'confirmed' : 'unknown',
      identity_url: isUrl(r.identity?.url) ? r.identity.url : null,
      tier: r.tier_2025_26?.tier ?? null,
      tier_basis: r.tier_2025_26?.basis ?? null,
      faculties_completeness: completeness,
      fees_page: isUrl(r.fees_page) ? r.fees_page : null,
      admission_page: isUrl(r.admission_page) ? r.admission_page : null,
      data_notes: r.notes ?? null,
      logo_colour: d.logo_colour,
    });
    const fees = [...(r.fees ?? [])].filter((f) => isUrl(f.url)).sort(byYearDesc);
    const feeOf = (code) =>
      fees.find((f) => (FACULTY_CODE_MAP[f.faculty_code] ?? f.faculty_code) === code) ??
      fees.find((f) => f.faculty_code === 'ALL');
    const placed = new Set();
    items.forEach((item, i) => {
      const code = FACULTY_CODE_MAP[item.code] ?? item.code;
      const fee = feeOf(code);
      if (fee) placed.add(fee);
      offerings.push({
        university_code: r.code,
        faculty: item.arabic,
        faculty_short: code,
        // No source says which Thanaweya track a faculty takes (the research's "What is not here").
        section: 'unknown', // «الشعبة غير مذكورة في المصدر» (OFFERING_SECTIONS)
        normal_or_Dual: 'normal',
        programs: null,
        index: i + 1,
        evidence: item.evidence === 'founding decree or plan' ? 'founding_decree' : 'operating',
        listing_source: listingSource(item, website),
        fee_stated: fee ? String(fee.amount) : null,
        fee_currency: fee ? (fee.currency ?? null) : null,
        fee_source: fee ? feeSource(fee) : null,
      });
    });
    left.feesWithoutFaculty += fees.filter((f) => !placed.has(f)).length;
  }
  return { universities, offerings, left };
}

/** The councils' table: 2025/26 for Thanaweya/Azhar (37 cells) and the equivalent certificates. */
export function floorRows(floors) {
  const y = floors.year_2025_26;
  const exception = ['O6U', 'MUST', 'MSA', 'MIU'];
  const row = (cell, certificate_group) => ({
    academic_year: CURRENT_ACADEMIC_YEAR,
    certificate_group,
    tier: String(cell.tier),
    faculty_group: cell.faculty_group,
    percent: cell.percent ?? null,
    // The one second HUM cell of tier 3 (55 %) is the exception for O6U, MUST, MSA and MIU.
    only_universities:
      certificate_group === 'thanaweya_azhar' && cell.faculty_group === 'HUM' && cell.tier === 3 && cell.percent === 55
        ? exception
        : null,
    sources: (cell.sources ?? []).map((s) => ({
      url: s.url,
      kind: FLOOR_SOURCE_KIND(s.kind),
      academic_year: CURRENT_ACADEMIC_YEAR,
      as_of: s.date ?? (s.date_note ? String(s.date_note).slice(0, 200) : null),
    })),
    conflicts: cell.conflicts ?? [],
    note: cell.note ?? null,
  });
  return [
    ...y.thanaweya_azhar.map((c) => row(c, 'thanaweya_azhar')),
    ...(y.equivalent_certificates ?? []).map((c) => row(c, 'equivalent')),
  ];
}

/** The councils' 2025/26 announcement, itself a news item with its sources. */
function councilNews(floors) {
  const med = floors.year_2025_26.thanaweya_azhar.find((c) => c.faculty_group === 'MED' && c.tier === 3);
  const dated = med.sources.find((s) => s.date) ?? med.sources[0];
  return {
    title: 'مجلسا الجامعات الخاصة والأهلية يحددان الحد الأدنى للتقدم للعام الجامعي 2025/2026',
    Short_name: 'councils-floors-2025-2026',
    deadline: '2026-01-23',
    link: dated.url,
    details:
      'حدد مجلسا الجامعات الخاصة والأهلية الحد الأدنى للتقدم لكل مجموعة كليات بحسب فئة الجامعة (أربع فئات) لطلاب الثانوية العامة والأزهرية للعام الجامعي 2025/2026، ومنها الطب البشري 74٪ و76٪ و79٪ و81٪ للفئات من الأولى إلى الرابعة. ' +
      'التقديم للفصل الدراسي الثاني من 10 يناير 2026 لمدة 14 يومًا على الأماكن الشاغرة وبالحدود نفسها. ' +
      'الحد الأدنى للتقدم ليس آخر مجموع قُبل به. المصادر: ' +
      // Host names only: the whole addresses stay in floors.json and on the floors the guide shows
      // (a 230-character percent-encoded address in a paragraph reads as noise).
      med.sources.map((s) => new URL(s.url).hostname.replace(/^www\./, '')).join(' و '),
    logo_colour: '#1f6f5c',
  };
}

/**
 * The whole default set, from the research files in `realDir` and the editorial files of the demo
 * set (`editorial`: articles, FAQ, faculty names, accounts, PDF texts, score groupings).
 */
/**
 * The universities' fee policies (fee-policies.json, issue 24) as the component `figure.fee-policy`,
 * by university code: the annual increase (a cap, or one year's stated increase), the one-time and
 * yearly fees a page gives in pounds (labels in Arabic; `faculty_codes` when the page is one
 * programme's), and the page with its year. Entries without a seeded university's code (the Capital
 * Universities Foundation) are left out.
 */
const POLICY_FEE_LABELS = {
  application: 'رسوم التقديم',
  'lab insurance (refundable)': 'تأمين المعامل (يُسترد)',
  'deposit (deducted from tuition)': 'مقدم حجز',
  'non-academic fees': 'رسوم غير أكاديمية',
  'lab fees': 'رسوم المعامل',
  'lab insurance, first year only, refundable': 'تأمين المعامل (السنة الأولى فقط، يُسترد)',
};
const POLICY_NOTES = {
  BUE: 'تُدفع المصروفات على ثلاثة أقساط (40% و30% و30%)؛ خصم التفوق على المصروفات الدراسية وحدها: 15% لفئة B، و25% لفئة A، و30% لفئة A* (وفي طب الأسنان 5% و10% و15%)؛ غرامة التأخير 2% شهريًا. جداول المصروفات صور على الصفحة.',
  UH: 'الصفحة صفحة المؤسسة الأكاديمية العالمية (Global Academic Foundation) المضيفة للجامعة، لبرنامج العلاج الطبيعي: الرسوم الأخرى له وحده؛ قسطان في العام؛ فئات A وB وC بحسب التفوق الدراسي.',
  MSA: 'ملف المصروفات وحاسبة المنح على الصفحة لعام 2021/2022؛ الفئات بمجموع الثانوية العامة.',
};
export function feePolicies(policies) {
  const out = new Map();
  for (const p of policies) {
    if (!p.code || !isUrl(p.url)) continue;
    const percent = p.annual_increase_cap_percent ?? p.annual_increase_percent ?? null;
    const onlyFor = p.code === 'UH' ? { faculty_codes: ['PT'] } : {};
    const amounts = (obj) =>
      Object.entries(obj ?? {}).map(([label, amount]) => ({
        label: POLICY_FEE_LABELS[label] ?? label,
        amount,
        ...onlyFor,
        ...(/deducted/.test(label) ? { added: false, note: 'يُخصم من المصروفات' } : {}),
      }));
    const named = (list) => (list ?? []).map((label) => ({ label: POLICY_FEE_LABELS[label] ?? label, amount: null }));
    const year = normalizeAcademicYear(p.academic_year);
    out.set(p.code, {
      annual_increase_percent: percent,
      increase_kind: p.annual_increase_cap_percent !== undefined ? 'cap' : percent !== null ? 'stated' : null,
      one_time_fees: [...amounts(p.one_time_egp), ...named(p.one_time)],
      yearly_fees: amounts(p.yearly_egp),
      note: POLICY_NOTES[p.code] ?? null,
      source: {
        url: p.url,
        kind: 'university',
        academic_year: year,
        unit: null,
        unit_stated: false,
        as_of: null,
        note: null,
      },
    });
  }
  return out;
}

/** The universities with their fee policy (null when no page gives one); both data sets read it. */
export function withFeePolicies(universities, realDir) {
  const policies = feePolicies(JSON.parse(fs.readFileSync(path.join(realDir, 'fee-policies.json'), 'utf8')));
  return universities.map((u) => ({ ...u, fee_policy: policies.get(u.university_code) ?? null }));
}

export function buildRealData(realDir, editorial) {
  const read = (file) => JSON.parse(fs.readFileSync(path.join(realDir, file), 'utf8'));
  const research = read('universities.json');
  const floors = read('floors.json');
  const { universities, offerings, left } = universitiesAndOfferings(research, editorial.universities);
  const known = new Set(universities.map((u) => u.university_code));
  const keepKnown = (list) => (list ?? []).filter((c) => known.has(c));
  const groups = editorial.scoreGroupings;
  const pruneGroup = (g) => ({
    ...g,
    ...(g.include ? { include: keepKnown(g.include) } : {}),
    ...(g.exclude ? { exclude: keepKnown(g.exclude) } : {}),
  });
  const floorsTable = floorRows(floors);
  return {
    universities: withFeePolicies(universities, realDir),
    offerings,
    dorms: [],
    transportation: [],
    admission: [],
    masterFaculties: editorial.masterFaculties,
    news: [councilNews(floors)],
    scholarships: [],
    articles: editorial.articles,
    reviews: [],
    ads: [],
    contactMessages: [],
    joinRequests: [],
    siteSettings: {
      ...editorial.siteSettings,
      // Counts of what the site holds, not claims about Dalil.
      statistics: [
        { value: universities.length, suffix: null, label: 'جامعة' },
        { value: offerings.filter((o) => o.evidence === 'operating').length, suffix: null, label: 'كلية مؤكدة بمصدر' },
        { value: floorsTable.filter((f) => f.percent !== null).length, suffix: null, label: 'حدًا أدنى للتقدم بمصادره' },
      ],
      demo_data: false,
      data_as_of: REAL_DATA_AS_OF,
    },
    accounts: editorial.accounts,
    pdfText: editorial.pdfText,
    scoreGroupings: {
      ...groups,
      years: Object.fromEntries(Object.entries(groups.years ?? {}).map(([y, list]) => [y, list.map(pruneGroup)])),
      arrivals: (groups.arrivals ?? []).map(pruneGroup),
    },
    floors: floorsTable,
    left,
  };
}

/**
 * Every seeded figure and record with its source (the test of issue 22): a fee with its source
 * and year field, a faculty with where it was seen, a floor figure with at least one source, a
 * university with its identity status, a news item with its link. Answers the problems.
 */
export function unsourced(data) {
  const problems = [];
  const ok = (s) => !!s && isUrl(s.url) && !!s.kind;
  for (const o of data.offerings) {
    const at = `${o.university_code}/${o.faculty_short}/${o.index}`;
    if (!ok(o.listing_source)) problems.push(`offering ${at}: no listing source`);
    if (o.fee_stated && (!ok(o.fee_source) || !('academic_year' in o.fee_source)))
      problems.push(`offering ${at}: a fee without a source or a year field`);
    const demoFigures = Object.keys(o).filter((k) => /^fees|_score$/.test(k) && o[k] !== null && o[k] !== undefined);
    if (demoFigures.length) problems.push(`offering ${at}: generated figures ${demoFigures.join(', ')}`);
  }
  for (const f of data.floors ?? [])
    if (f.percent !== null && !f.sources.some(ok))
      problems.push(`floor ${f.academic_year} ${f.tier} ${f.faculty_group}: no source`);
  for (const n of data.news) if (!isUrl(n.link)) problems.push(`news ${n.Short_name}: no source link`);
  for (const u of data.universities) {
    if (u.identity_status === 'confirmed' && !isUrl(u.identity_url))
      problems.push(`university ${u.university_code}: confirmed without a source`);
    if (u.fee_policy && !ok(u.fee_policy.source))
      problems.push(`university ${u.university_code}: a fee policy without a source`);
  }
  for (const [name, rows] of [
    ['dorms', data.dorms],
    ['transportation', data.transportation],
    ['admission', data.admission],
    ['scholarships', data.scholarships],
    ['reviews', data.reviews],
  ])
    if (rows.length) problems.push(`${name}: ${rows.length} record(s) without a source field`);
  return problems;
}
