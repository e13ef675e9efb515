/**
 * The country list of the contact form and of sign-up (spec 1 §2, §3, §9): about 150 entries of
 * a calling code and an Arabic name, Egypt first (the default code is +20), then the Arab
 * countries, then the rest in Arabic alphabetical order. Several countries share a code
 * (+1, +7, +44 …), so a code is not a key: use the index or the name.
 */
import { matchesSearch } from './arabic-search';
export interface Country {
  code: string;
  name: string;
}

export const DEFAULT_COUNTRY_CODE = '+20';

export const COUNTRIES: readonly Country[] = [
  { code: '+20', name: 'مصر' },
  // Arab countries
  { code: '+966', name: 'السعودية' },
  { code: '+971', name: 'الإمارات' },
  { code: '+965', name: 'الكويت' },
  { code: '+974', name: 'قطر' },
  { code: '+973', name: 'البحرين' },
  { code: '+968', name: 'عمان' },
  { code: '+962', name: 'الأردن' },
  { code: '+961', name: 'لبنان' },
  { code: '+963', name: 'سوريا' },
  { code: '+964', name: 'العراق' },
  { code: '+970', name: 'فلسطين' },
  { code: '+967', name: 'اليمن' },
  { code: '+249', name: 'السودان' },
  { code: '+211', name: 'جنوب السودان' },
  { code: '+218', name: 'ليبيا' },
  { code: '+216', name: 'تونس' },
  { code: '+213', name: 'الجزائر' },
  { code: '+212', name: 'المغرب' },
  { code: '+222', name: 'موريتانيا' },
  { code: '+252', name: 'الصومال' },
  { code: '+253', name: 'جيبوتي' },
  { code: '+269', name: 'جزر القمر' },
  // Other countries
  { code: '+251', name: 'إثيوبيا' },
  { code: '+54', name: 'الأرجنتين' },
  { code: '+374', name: 'أرمينيا' },
  { code: '+291', name: 'إريتريا' },
  { code: '+34', name: 'إسبانيا' },
  { code: '+61', name: 'أستراليا' },
  { code: '+372', name: 'إستونيا' },
  { code: '+93', name: 'أفغانستان' },
  { code: '+593', name: 'الإكوادور' },
  { code: '+49', name: 'ألمانيا' },
  { code: '+355', name: 'ألبانيا' },
  { code: '+244', name: 'أنغولا' },
  { code: '+256', name: 'أوغندا' },
  { code: '+380', name: 'أوكرانيا' },
  { code: '+598', name: 'الأوروغواي' },
  { code: '+998', name: 'أوزبكستان' },
  { code: '+98', name: 'إيران' },
  { code: '+353', name: 'أيرلندا' },
  { code: '+354', name: 'آيسلندا' },
  { code: '+39', name: 'إيطاليا' },
  { code: '+994', name: 'أذربيجان' },
  { code: '+62', name: 'إندونيسيا' },
  { code: '+595', name: 'باراغواي' },
  { code: '+92', name: 'باكستان' },
  { code: '+55', name: 'البرازيل' },
  { code: '+351', name: 'البرتغال' },
  { code: '+387', name: 'البوسنة والهرسك' },
  { code: '+32', name: 'بلجيكا' },
  { code: '+359', name: 'بلغاريا' },
  { code: '+880', name: 'بنغلاديش' },
  { code: '+507', name: 'بنما' },
  { code: '+229', name: 'بنين' },
  { code: '+975', name: 'بوتان' },
  { code: '+267', name: 'بوتسوانا' },
  { code: '+226', name: 'بوركينا فاسو' },
  { code: '+257', name: 'بوروندي' },
  { code: '+48', name: 'بولندا' },
  { code: '+591', name: 'بوليفيا' },
  { code: '+51', name: 'بيرو' },
  { code: '+375', name: 'بيلاروسيا' },
  { code: '+66', name: 'تايلاند' },
  { code: '+886', name: 'تايوان' },
  { code: '+993', name: 'تركمانستان' },
  { code: '+90', name: 'تركيا' },
  { code: '+235', name: 'تشاد' },
  { code: '+420', name: 'التشيك' },
  { code: '+255', name: 'تنزانيا' },
  { code: '+228', name: 'توغو' },
  { code: '+992', name: 'طاجيكستان' },
  { code: '+1', name: 'جامايكا' },
  { code: '+350', name: 'جبل طارق' },
  { code: '+27', name: 'جنوب أفريقيا' },
  { code: '+1', name: 'جمهورية الدومينيكان' },
  { code: '+236', name: 'جمهورية أفريقيا الوسطى' },
  { code: '+243', name: 'جمهورية الكونغو الديمقراطية' },
  { code: '+995', name: 'جورجيا' },
  { code: '+45', name: 'الدنمارك' },
  { code: '+250', name: 'رواندا' },
  { code: '+7', name: 'روسيا' },
  { code: '+40', name: 'رومانيا' },
  { code: '+260', name: 'زامبيا' },
  { code: '+263', name: 'زيمبابوي' },
  { code: '+225', name: 'ساحل العاج' },
  { code: '+503', name: 'السلفادور' },
  { code: '+94', name: 'سريلانكا' },
  { code: '+65', name: 'سنغافورة' },
  { code: '+221', name: 'السنغال' },
  { code: '+268', name: 'إسواتيني' },
  { code: '+46', name: 'السويد' },
  { code: '+41', name: 'سويسرا' },
  { code: '+232', name: 'سيراليون' },
  { code: '+248', name: 'سيشل' },
  { code: '+56', name: 'تشيلي' },
  { code: '+381', name: 'صربيا' },
  { code: '+86', name: 'الصين' },
  { code: '+241', name: 'الغابون' },
  { code: '+220', name: 'غامبيا' },
  { code: '+233', name: 'غانا' },
  { code: '+502', name: 'غواتيمالا' },
  { code: '+224', name: 'غينيا' },
  { code: '+240', name: 'غينيا الاستوائية' },
  { code: '+58', name: 'فنزويلا' },
  { code: '+358', name: 'فنلندا' },
  { code: '+84', name: 'فيتنام' },
  { code: '+63', name: 'الفلبين' },
  { code: '+33', name: 'فرنسا' },
  { code: '+357', name: 'قبرص' },
  { code: '+996', name: 'قيرغيزستان' },
  { code: '+7', name: 'كازاخستان' },
  { code: '+237', name: 'الكاميرون' },
  { code: '+385', name: 'كرواتيا' },
  { code: '+855', name: 'كمبوديا' },
  { code: '+1', name: 'كندا' },
  { code: '+53', name: 'كوبا' },
  { code: '+82', name: 'كوريا الجنوبية' },
  { code: '+850', name: 'كوريا الشمالية' },
  { code: '+506', name: 'كوستاريكا' },
  { code: '+57', name: 'كولومبيا' },
  { code: '+242', name: 'الكونغو' },
  { code: '+254', name: 'كينيا' },
  { code: '+371', name: 'لاتفيا' },
  { code: '+856', name: 'لاوس' },
  { code: '+352', name: 'لوكسمبورغ' },
  { code: '+231', name: 'ليبيريا' },
  { code: '+370', name: 'ليتوانيا' },
  { code: '+266', name: 'ليسوتو' },
  { code: '+356', name: 'مالطا' },
  { code: '+223', name: 'مالي' },
  { code: '+60', name: 'ماليزيا' },
  { code: '+261', name: 'مدغشقر' },
  { code: '+960', name: 'جزر المالديف' },
  { code: '+36', name: 'المجر' },
  { code: '+52', name: 'المكسيك' },
  { code: '+44', name: 'المملكة المتحدة' },
  { code: '+976', name: 'منغوليا' },
  { code: '+230', name: 'موريشيوس' },
  { code: '+258', name: 'موزمبيق' },
  { code: '+373', name: 'مولدوفا' },
  { code: '+95', name: 'ميانمار' },
  { code: '+264', name: 'ناميبيا' },
  { code: '+47', name: 'النرويج' },
  { code: '+43', name: 'النمسا' },
  { code: '+977', name: 'نيبال' },
  { code: '+227', name: 'النيجر' },
  { code: '+234', name: 'نيجيريا' },
  { code: '+505', name: 'نيكاراغوا' },
  { code: '+64', name: 'نيوزيلندا' },
  { code: '+509', name: 'هايتي' },
  { code: '+91', name: 'الهند' },
  { code: '+504', name: 'هندوراس' },
  { code: '+852', name: 'هونغ كونغ' },
  { code: '+31', name: 'هولندا' },
  { code: '+1', name: 'الولايات المتحدة' },
  { code: '+81', name: 'اليابان' },
  { code: '+30', name: 'اليونان' },
];

/** Countries whose Arabic name or code contains the typed text (the searchable dropdown). */
export function searchCountries(query: string, countries: readonly Country[] = COUNTRIES): Country[] {
  const q = query.trim();
  if (!q) return [...countries];
  const digits = q.replace(/^\+/, '');
  return countries.filter(
    (c) => matchesSearch(q, c.name) || (/^\d+$/.test(digits) && c.code.slice(1).startsWith(digits)),
  );
}

/**
 * Codes whose international numbers themselves begin with 0 (Italy's landlines, Côte d'Ivoire,
 * Gabon and the Congo since their renumbering): there the 0 after the code is part of the number.
 */
export const CODES_KEEPING_LEADING_ZERO: readonly string[] = ['+39', '+225', '+241', '+242'];

/**
 * The national number after a country code without its trunk 0 (issue 24, item 6): an Egyptian
 * types '01001234567', and the number after +20 is '1001234567'. One 0 is dropped, and only where
 * the code's numbers do not begin with 0 (CODES_KEEPING_LEADING_ZERO).
 */
export function dropTrunkZero(countryCode: string, national: string): string {
  if (!national.startsWith('0') || national.length < 2) return national;
  return CODES_KEEPING_LEADING_ZERO.includes(countryCode.trim()) ? national : national.slice(1);
}

/**
 * The phone sent with a contact message (spec 1 §5): the selected country code followed by the
 * trimmed number. A country code the visitor typed again at the start of the number ('+20…' or
 * '0020…' with +20 selected) is stripped, and so is a trunk 0 ('010…' with +20 → '+2010…').
 * A blank number stays blank, so that the form's "all fields required" rule still sees it as missing.
 */
export function composePhone(countryCode: string, typed: string): string {
  const number = typed.trim();
  if (!number) return '';
  const code = countryCode.trim();
  const digits = code.replace(/^\+/, '');
  let rest = number;
  if (digits && rest.startsWith(`+${digits}`)) rest = rest.slice(digits.length + 1);
  else if (digits && rest.startsWith(`00${digits}`)) rest = rest.slice(digits.length + 2);
  return `${code}${dropTrunkZero(code, rest.trim())}`;
}

/**
 * A whole number as stored ('+2001001234567', '+20 100-123 4567') in its one stored form
 * ('+201001234567'): spaces and dashes dropped, and the trunk 0 after the longest listed code
 * dropped (dropTrunkZero). Text that does not start with '+' or whose code is not listed is
 * returned with only the spaces and dashes dropped (the validators judge it). The CMS stores
 * every phone through this rule, so a number typed the local way is stored once, the same way.
 */
export function normalizePhone(phone: unknown, countries: readonly Country[] = COUNTRIES): string {
  const s = (typeof phone === 'string' ? phone : typeof phone === 'number' ? String(phone) : '')
    .trim()
    .replace(/[\s-]/g, '');
  if (!s.startsWith('+')) return s;
  const code = longestCode(s, countries);
  return code ? `${code}${dropTrunkZero(code, s.slice(code.length))}` : s;
}

function longestCode(s: string, countries: readonly Country[]): string | undefined {
  return [...new Set(countries.map((c) => c.code))].sort((a, b) => b.length - a.length).find((c) => s.startsWith(c));
}

/**
 * A stored '+201001234567' split back into the country code and the number, for a form that
 * shows them apart (the contact form's prefill). The longest listed code wins ('+966' before
 * '+96…'); an unknown code keeps the default and the whole text as the number.
 */
export function splitPhone(
  phone: string | null | undefined,
  countries: readonly Country[] = COUNTRIES,
): { code: string; number: string } {
  const s = String(phone ?? '').replace(/[\s-]/g, '');
  if (!s.startsWith('+')) return { code: DEFAULT_COUNTRY_CODE, number: s };
  const match = longestCode(s, countries);
  return match ? { code: match, number: s.slice(match.length) } : { code: DEFAULT_COUNTRY_CODE, number: s };
}

/** The same default under the name the join-us and account forms use. */
export const DEFAULT_DIAL_CODE = DEFAULT_COUNTRY_CODE;

/** The distinct dial codes (several countries share +1, +7, …). */
export const DIAL_CODES: string[] = [...new Set(COUNTRIES.map((c) => c.code))];
