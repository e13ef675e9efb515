#!/usr/bin/env node
// Deterministic generator for scripts/seed/data/offerings.json (demo faculty offerings).
// Pure Node, no dependencies. Reads data/universities.json and always produces the
// same output for the same input (seeded PRNG, no Date/Math.random).
//   node scripts/seed/generate-offerings.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DATA = join(dirname(fileURLToPath(import.meta.url)), 'data');
const SEED = 20250809;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = mulberry32(SEED);
const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
const shuffle = (arr) => {
  const a = [...arr];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
};

// Catalog: short code, faculty-name variants, section (one of the closed list OFFERING_SECTIONS:
// science, math, scientific, literary, all, unknown), program pool,
// category-A fee range in EGP (private baseline), native fee range in USD, score range.
const C = (short, names, section, programs, fee, usd, score) => ({ short, names, section, programs, fee, usd, score });
const CATALOG = [
  C(
    'MED',
    ['كلية الطب البشري', 'كلية الطب'],
    'science',
    ['الطب والجراحة', 'بكالوريوس الطب والجراحة (نظام 5+2)', 'الطب والجراحة - برنامج دولي'],
    [170000, 250000],
    [7000, 10000],
    [88, 96],
  ),
  C(
    'MED',
    ['كلية الطب - برنامج الساعات المعتمدة', 'كلية الطب - البرنامج الدولي'],
    'science',
    [
      'الطب والجراحة باللغة الإنجليزية',
      'بكالوريوس الطب والجراحة - برنامج دولي',
      'الطب والجراحة بنظام الساعات المعتمدة',
    ],
    [220000, 320000],
    [9000, 13000],
    [89, 97],
  ),
  C(
    'DENT',
    ['كلية طب الفم والأسنان', 'كلية طب الأسنان'],
    'science',
    ['طب الفم والأسنان', 'بكالوريوس طب وجراحة الفم والأسنان', 'طب الأسنان - برنامج دولي'],
    [150000, 220000],
    [6500, 9500],
    [86, 95],
  ),
  C(
    'PT',
    ['كلية العلاج الطبيعي'],
    'science',
    ['العلاج الطبيعي', 'العلاج الطبيعي للإصابات الرياضية', 'العلاج الطبيعي لأمراض القلب والصدر', 'التأهيل العصبي'],
    [90000, 140000],
    [4500, 7000],
    [80, 90],
  ),
  C(
    'PHARM',
    ['كلية الصيدلة', 'كلية الصيدلة والتصنيع الدوائي'],
    'science',
    ['بكالوريوس الصيدلة (فارم دي)', 'فارم دي - الصيدلة الإكلينيكية', 'التصنيع الدوائي', 'الصيدلة الحيوية'],
    [110000, 170000],
    [5500, 8000],
    [85, 94],
  ),
  C(
    'ENG',
    ['كلية الهندسة', 'كلية الهندسة والتكنولوجيا'],
    'math',
    [
      'الهندسة المدنية',
      'الهندسة الكهربائية',
      'الهندسة الميكانيكية',
      'هندسة الحاسبات والاتصالات',
      'الهندسة الكيميائية',
      'هندسة الإنشاءات',
    ],
    [90000, 160000],
    [5000, 8000],
    [68, 82],
  ),
  C(
    'ENG',
    ['كلية الهندسة - برامج الساعات المعتمدة', 'كلية الهندسة - البرامج المتميزة'],
    'math',
    [
      'هندسة الميكاترونكس',
      'هندسة الطاقة المتجددة',
      'هندسة الذكاء الاصطناعي',
      'هندسة البترول والتعدين',
      'الهندسة الطبية الحيوية',
      'هندسة الاتصالات والإلكترونيات',
    ],
    [120000, 190000],
    [6000, 9000],
    [70, 84],
  ),
  C(
    'VET',
    ['كلية الطب البيطري'],
    'science',
    ['الطب البيطري', 'الطب البيطري - إنتاج وصحة الحيوان', 'طب الحيوانات الأليفة'],
    [70000, 110000],
    [4000, 6000],
    [70, 82],
  ),
  C(
    'CS',
    ['كلية الحاسبات والمعلومات', 'كلية الحاسبات والذكاء الاصطناعي'],
    'scientific',
    ['علوم الحاسب', 'نظم المعلومات', 'تكنولوجيا المعلومات', 'هندسة البرمجيات', 'الأمن السيبراني'],
    [70000, 120000],
    [4000, 6500],
    [65, 82],
  ),
  C(
    'CS',
    ['كلية الذكاء الاصطناعي', 'كلية علوم البيانات'],
    'scientific',
    ['الذكاء الاصطناعي', 'علوم البيانات', 'الروبوتات والأنظمة الذكية', 'المعلوماتية الحيوية'],
    [85000, 140000],
    [4500, 7000],
    [68, 84],
  ),
  C(
    'NURS',
    ['كلية التمريض'],
    'science',
    ['بكالوريوس علوم التمريض', 'التمريض - برنامج الساعات المعتمدة'],
    [45000, 75000],
    [2500, 4000],
    [60, 76],
  ),
  C(
    'HS',
    ['كلية العلوم الصحية التطبيقية', 'كلية التكنولوجيا الطبية التطبيقية'],
    'science',
    [
      'تكنولوجيا المختبرات الطبية',
      'تكنولوجيا الأشعة والتصوير الطبي',
      'تكنولوجيا الأجهزة التعويضية',
      'تكنولوجيا التخدير والرعاية المركزة',
      'البصريات',
    ],
    [60000, 95000],
    [3500, 5500],
    [68, 82],
  ),
  C(
    'ART',
    ['كلية الفنون والتصميم', 'كلية الفنون التطبيقية'],
    'all',
    ['التصميم الجرافيكي', 'التصميم الداخلي', 'تصميم المنتجات', 'الرسوم المتحركة', 'تصميم الأزياء', 'الفنون الرقمية'],
    [70000, 110000],
    [4000, 6000],
    [58, 75],
  ),
  C(
    'MEDIA',
    ['كلية الإعلام', 'كلية الإعلام وفنون الاتصال', 'كلية الإعلام وتكنولوجيا الاتصال'],
    'all',
    ['الصحافة والنشر الرقمي', 'الإذاعة والتلفزيون', 'العلاقات العامة والإعلان', 'الإعلام الرقمي', 'صناعة المحتوى'],
    [55000, 90000],
    [3500, 5500],
    [58, 74],
  ),
  C(
    'ARCH',
    ['كلية العمارة والتخطيط العمراني', 'كلية الهندسة المعمارية'],
    'math',
    ['العمارة', 'التخطيط العمراني', 'العمارة البيئية', 'العمارة الداخلية'],
    [95000, 145000],
    [5000, 7500],
    [70, 82],
  ),
  C(
    'LAW',
    ['كلية الحقوق', 'كلية القانون'],
    'all',
    ['القانون باللغة العربية', 'القانون باللغة الإنجليزية', 'القانون باللغة الفرنسية', 'القانون الدولي والتجارة'],
    [45000, 80000],
    [3000, 5000],
    [55, 70],
  ),
  C(
    'TOUR',
    ['كلية السياحة والفنادق', 'كلية الآثار والإرشاد السياحي'],
    'all',
    ['الدراسات السياحية', 'الدراسات الفندقية', 'الإرشاد السياحي', 'إدارة الضيافة'],
    [40000, 70000],
    [2500, 4500],
    [55, 66],
  ),
  C(
    'ECON',
    ['كلية الاقتصاد والعلوم السياسية'],
    'all',
    ['الاقتصاد', 'العلوم السياسية', 'الإحصاء', 'الإدارة العامة'],
    [55000, 95000],
    [3500, 6000],
    [60, 78],
  ),
  C(
    'ECON',
    ['كلية إدارة الأعمال', 'كلية الإدارة والاقتصاد', 'كلية التجارة وإدارة الأعمال'],
    'all',
    ['المحاسبة', 'التمويل والاستثمار', 'التسويق', 'نظم المعلومات الإدارية', 'ريادة الأعمال', 'إدارة سلاسل الإمداد'],
    [50000, 95000],
    [3500, 6000],
    [55, 72],
  ),
  C(
    'CINE',
    ['كلية السينما والفنون الإبداعية', 'كلية الفنون السينمائية'],
    'all',
    ['الإخراج السينمائي', 'كتابة السيناريو', 'التصوير السينمائي', 'المونتاج والمؤثرات البصرية'],
    [70000, 100000],
    [4000, 6000],
    [58, 70],
  ),
  C(
    'SCI',
    ['كلية العلوم', 'كلية العلوم الأساسية'],
    'science',
    [
      'الكيمياء الحيوية',
      'الفيزياء الطبية',
      'علوم البيئة',
      'الجيولوجيا التطبيقية',
      'الكيمياء الصناعية',
      'الأحياء الدقيقة',
    ],
    [45000, 75000],
    [3000, 4500],
    [60, 74],
  ),
  C(
    'SCI',
    ['كلية العلوم - شعبة الرياضيات والفيزياء', 'كلية علوم الفضاء'],
    'math',
    ['الرياضيات التطبيقية', 'الفيزياء النظرية', 'علوم الفضاء والفلك', 'الإحصاء الرياضي'],
    [45000, 75000],
    [3000, 4500],
    [58, 72],
  ),
  C(
    'BIOTECH',
    ['كلية التكنولوجيا الحيوية', 'كلية التكنولوجيا الحيوية والعلوم الحياتية'],
    'science',
    [
      'التكنولوجيا الحيوية الطبية',
      'التكنولوجيا الحيوية الزراعية',
      'المعلوماتية الحيوية',
      'التكنولوجيا الحيوية الصناعية',
    ],
    [65000, 105000],
    [4000, 6000],
    [68, 82],
  ),
  C(
    'EDU',
    ['كلية التربية', 'كلية التربية - برامج اللغات'],
    'all',
    [
      'التعليم الابتدائي باللغة الإنجليزية',
      'تعليم العلوم',
      'تعليم الرياضيات',
      'التربية للطفولة المبكرة',
      'التربية الخاصة',
    ],
    [35000, 55000],
    [2500, 4000],
    [58, 70],
  ),
  C(
    'EDU',
    ['كلية علوم الرياضة', 'كلية التربية الرياضية'],
    'math',
    ['التدريب الرياضي', 'الإدارة الرياضية', 'التربية البدنية', 'علوم الحركة'],
    [35000, 60000],
    [2500, 4000],
    [55, 66],
  ),
  C(
    'LANG',
    ['كلية الألسن', 'كلية اللغات والترجمة', 'كلية الألسن واللغات التطبيقية'],
    'literary',
    [
      'اللغة الإنجليزية',
      'اللغة الفرنسية',
      'اللغة الألمانية',
      'اللغة الصينية',
      'اللغة الإسبانية',
      'الترجمة الفورية',
      'اللغة اليابانية',
    ],
    [45000, 80000],
    [3000, 5000],
    [62, 78],
  ),
  C(
    'SOCSCI',
    ['كلية العلوم الاجتماعية والإنسانية', 'كلية الآداب والعلوم الإنسانية'],
    'literary',
    ['علم النفس', 'علم الاجتماع', 'الجغرافيا ونظم المعلومات الجغرافية', 'التاريخ', 'الفلسفة'],
    [40000, 65000],
    [2500, 4000],
    [55, 68],
  ),
  C(
    'AGRI',
    ['كلية الزراعة', 'كلية العلوم الزراعية والبيئية'],
    'science',
    ['الإنتاج النباتي', 'علوم وتكنولوجيا الأغذية', 'الهندسة الزراعية', 'الزراعة العضوية', 'الاستزراع السمكي'],
    [40000, 65000],
    [2500, 4000],
    [55, 68],
  ),
  C(
    'POLY',
    ['الكلية التكنولوجية (بوليتكنك)', 'كلية التكنولوجيا الصناعية والطاقة'],
    'scientific',
    [
      'تكنولوجيا الطاقة المتجددة',
      'تكنولوجيا الميكاترونكس',
      'تكنولوجيا السكك الحديدية',
      'تكنولوجيا التبريد والتكييف',
      'تكنولوجيا صيانة الطائرات',
    ],
    [35000, 60000],
    [2500, 4000],
    [55, 66],
  ),
];
const HIGH = new Set(['MED', 'DENT', 'PHARM']);
const PARTNERS = [
  'جامعة هيرتفوردشاير (المملكة المتحدة)',
  'جامعة كوفنتري (المملكة المتحدة)',
  'جامعة لندن ساوث بانك (المملكة المتحدة)',
  'جامعة أريزونا (الولايات المتحدة)',
  'جامعة أولم (ألمانيا)',
  'جامعة نوتنجهام ترنت (المملكة المتحدة)',
  'جامعة ليون (فرنسا)',
  'جامعة بيدفوردشاير (المملكة المتحدة)',
  'جامعة ولاية لويزيانا (الولايات المتحدة)',
  'جامعة ديبريسن (المجر)',
];
const SEPS = ['، ', ' - ', ', '];
// Specialised universities do not offer the medical sector etc.; faculty codes excluded per university.
const EXCLUDE = {
  ZC: 'MED DENT PT PHARM VET NURS HS LAW TOUR EDU AGRI POLY CINE',
  NU: 'MED DENT PT PHARM VET NURS HS TOUR EDU AGRI POLY',
  EELU: 'MED DENT PT PHARM VET NURS HS ARCH AGRI CINE BIOTECH SCI',
  AOU: 'MED DENT PT PHARM VET NURS HS ARCH AGRI CINE BIOTECH SCI',
  ESLSCA: 'MED DENT PT PHARM VET NURS HS ARCH AGRI CINE BIOTECH',
  EUI: 'MED DENT PT PHARM VET NURS HS AGRI TOUR LAW EDU',
  SUT: 'MED DENT PT PHARM VET NURS LAW EDU LANG SOCSCI CINE',
  UFE: 'MED DENT PT PHARM VET NURS HS AGRI',
  EJUST: 'MED DENT VET NURS TOUR EDU AGRI',
  GUC: 'MED VET NURS AGRI TOUR EDU',
};

// Fee level per university (multiplier on the private baseline).
function feeFactor(u) {
  if (u.university_code === 'AUC') return 4.2;
  if (u.category === 'international') return 2 + rnd() * 0.6;
  if (u.category === 'special') return 1.1 + rnd() * 0.4;
  if (u.type === 'TechPrivate') return 0.65 + rnd() * 0.15;
  if (u.category === 'national') return 0.75 + rnd() * 0.25;
  return 0.8 + rnd() * 0.35;
}
const round = (n, step) => Math.max(step, Math.round(n / step) * step);
const egp = (n) => String(round(n, 500));
const usd = (n) => String(round(n, 50));
const fmtScore = (x) => {
  const v = Math.min(99.5, Math.max(50, x));
  return String(Math.round(v * 2) / 2);
};

function fees(o, base, factor, dual) {
  const a = round(base * factor * (dual ? 1.3 : 1), 500);
  const r = rnd();
  o.feesEgyption = r < 0.02 ? '0' : r < 0.08 ? `${a} + ${pick([3000, 5000, 7500, 10000])}` : String(a);
  if (rnd() < 0.25) {
    // categories B-D published for a minority
    o.feesEgyption2 = egp(a * 0.85);
    if (rnd() < 0.7) o.feesEgyption3 = egp(a * 0.7);
    if (rnd() < 0.4) o.feesEgyption4 = rnd() < 0.2 ? '0' : egp(a * 0.55);
  }
}
function nativeFees(o, range, factor, dual) {
  const a = round(int(range[0], range[1]) * Math.min(factor, 2.5) * (dual ? 1.25 : 1), 50);
  const r = rnd();
  o.feesNatives = r < 0.03 ? '0' : r < 0.07 ? `${a} + ${pick([200, 300, 500])}` : String(a);
  if (rnd() < 0.2) {
    o.feesNatives2 = usd(a * 0.9);
    if (rnd() < 0.6) o.feesNatives3 = usd(a * 0.8);
    if (rnd() < 0.35) o.feesNatives4 = usd(a * 0.7);
  }
}
function scores(o, entry, u) {
  const [lo, hi] = entry.score;
  const bump = u.university_code === 'ZC' || u.university_code === 'AUC' ? 3 : u.category === 'international' ? -4 : 0;
  const base = lo + rnd() * (hi - lo) + bump;
  const years = ['first', 'second', 'third', 'fourth', 'fifth'];
  // National universities mostly publish only the fourth and fifth year scores.
  const onlyLate = u.category === 'national' && rnd() < 0.85;
  const offsets = { thanwyaa: 0, azhar: -(1 + rnd() * 4), Arabenglish: 1 + rnd() * 3 };
  for (const track of ['thanwyaa', 'azhar', 'Arabenglish']) {
    let y = base + offsets[track];
    for (const [i, year] of years.entries()) {
      if (i > 0) y += (rnd() - 0.6) * 2.5; // older years were slightly lower on average
      if (onlyLate && i < 3) continue;
      const r = rnd();
      if (r < 0.07) continue; // key missing
      o[`${track}_${year}Year_score`] = r < 0.15 ? '-' : fmtScore(HIGH.has(entry.short) ? Math.max(y, 84) : y);
    }
  }
  o.wafdeen_score = rnd() < 0.55 ? '-' : fmtScore(base - 8 - rnd() * 6);
}

const universities = JSON.parse(readFileSync(join(DATA, 'universities.json'), 'utf8'));
const out = [];
for (const u of universities) {
  const factor = feeFactor(u);
  const total = int(19, 34);
  const dualCount = Math.max(0, Math.round(total * (0.08 + rnd() * 0.14)));
  const normalCount = total - dualCount;
  // Each catalog entry at most once per university; when more are needed, a second
  // variant of the same entry is used (different name/programs), giving duplicates.
  const excluded = (EXCLUDE[u.university_code] || '').split(' ');
  const catalog = CATALOG.filter((e) => !excluded.includes(e.short));
  let pool = shuffle(catalog);
  while (pool.length < normalCount) pool = pool.concat(shuffle(catalog));
  const chosen = pool.slice(0, normalCount);
  const rank = (e) => CATALOG.indexOf(e);
  chosen.sort((a, b) => rank(a) - rank(b));
  const seenName = new Map();
  chosen.forEach((entry, i) => {
    let faculty = pick(entry.names);
    const key = entry.short + faculty;
    if (seenName.has(key))
      faculty = `${faculty} - فرع ${pick(['الحرم الثاني', 'العاصمة الإدارية', 'الساحل الشمالي', 'الصعيد'])}`;
    seenName.set(key, true);
    const progs = shuffle(entry.programs).slice(0, int(1, Math.min(5, entry.programs.length)));
    let section = entry.section;
    if (entry.short === 'CS' && rnd() < 0.15) section = 'scientific';
    else if (entry.section === 'all' && rnd() < 0.2) section = 'literary';
    const o = {
      university_code: u.university_code,
      faculty,
      faculty_short: entry.short,
      section,
      normal_or_Dual: 'normal',
      programs: progs.join(pick(SEPS)),
      index: i + 1,
    };
    fees(o, int(entry.fee[0], entry.fee[1]), factor, false);
    nativeFees(o, entry.usd, factor, false);
    scores(o, entry, u);
    out.push(o);
  });
  const dualPool = shuffle(catalog.filter((e) => !['POLY', 'NURS', 'VET', 'AGRI'].includes(e.short))).slice(
    0,
    dualCount,
  );
  dualPool.forEach((entry, i) => {
    const partner = pick(PARTNERS);
    const prog = pick(entry.programs);
    const o = {
      university_code: u.university_code,
      faculty: `${pick(entry.names).split(' - ')[0]} - برنامج الدرجة المزدوجة`,
      faculty_short: entry.short,
      section: entry.section,
      normal_or_Dual: 'dual',
      programs: `برنامج ${prog} بالشراكة مع ${partner}: يدرس الطالب سنوات الدراسة كاملة في مصر وفق مناهج الجامعة الشريكة، ويحصل عند التخرج على درجتين إحداهما من ${u.university_Arabic_Name} والأخرى من الجامعة الشريكة. ${pick(['يشترط اجتياز اختبار اللغة الإنجليزية (IELTS 5.5 أو ما يعادله).', 'تتاح فرصة قضاء فصل دراسي اختياري في مقر الجامعة الشريكة.', 'تدرس المقررات باللغة الإنجليزية بالكامل.'])}`,
      index: i + 1,
    };
    fees(o, int(entry.fee[0], entry.fee[1]), factor, true);
    nativeFees(o, entry.usd, factor, true);
    scores(o, entry, u);
    out.push(o);
  });
}

writeFileSync(join(DATA, 'offerings.json'), '[\n' + out.map((o) => JSON.stringify(o)).join(',\n') + '\n]\n');
console.log(`offerings.json: ${out.length} offerings for ${universities.length} universities`);
