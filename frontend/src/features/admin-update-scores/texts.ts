import { arabicCount, STUDY_YEAR_ORDINALS, type ScoreImportTrack, type ScoreProgram } from '@dalil/domain/rules';

/** Every Arabic text of /admin/update-scores (spec 3 §2 gives only its purpose; the rest is ours). */
export const TEXTS = {
  title: 'التحديث الجماعي للحد الأدنى للقبول',
  subtitle: 'تحديث الحد الأدنى لكل الجامعات الخاصة والأهلية من ملف CSV أو Excel',
  back: 'رجوع إلى لوحة التحكم',

  prepareHeading: '١. جهّز الملف',
  columnsSummary: 'أعمدة الملف وقيمها',
  prepareHelp: 'صف لكل درجة، والصف الأول عناوين الأعمدة (بأي ترتيب):',
  format: 'صيغة الملف',
  formatCsv: 'CSV',
  formatXlsx: 'Excel (xlsx)',
  template: 'تنزيل القالب',
  exportCurrent: 'تصدير الدرجات الحالية',
  exporting: 'جارٍ التصدير...',
  exportError: 'حدث خطأ أثناء تصدير الدرجات',
  exported: (n: number) => `تم تصدير ${arabicCount(n, 'score')}`,

  sourceHeading: 'مصدر الدرجات وعامها الدراسي',
  sourceHelp:
    'كل درجة تتغيّر تُحفظ مع رابط المصدر والعام الدراسي. أدخلهما هنا مرة واحدة للملف كله، أو في أعمدة source_url وacademic_year (وsource_kind) لكل صف؛ عمود الصف يغلب.',
  sourceUrl: 'رابط المصدر',
  sourceKind: 'نوع المصدر',
  academicYear: 'العام الدراسي',
  sourceChanged: 'غيّرت المصدر بعد المعاينة: أعد المعاينة قبل التطبيق.',

  uploadHeading: '٢. ارفع الملف وراجع المعاينة',
  choose: 'اختر ملف الدرجات',
  chooseAnother: 'اختر ملفًا آخر',
  fileLabel: 'ملف الدرجات (CSV أو xlsx)',
  noFile: 'لم يتم اختيار ملف بعد.',
  chosen: (name: string) => `الملف: ${name}`,
  reading: 'جارٍ قراءة الملف...',
  previewing: 'جارٍ تجهيز المعاينة...',
  readError: 'تعذّرت قراءة الملف: تأكد أنه ملف CSV أو xlsx صالح',
  wrongType: 'نوع الملف غير مدعوم: اختر ملف CSV أو xlsx',
  previewError: 'حدث خطأ أثناء معاينة الملف',
  retry: 'إعادة المحاولة',
  repreview: 'إعادة المعاينة',

  summary: 'ملخص المعاينة',
  rows: 'صفوف الملف',
  changed: 'ستتغير',
  unchanged: 'دون تغيير',
  refused: 'مرفوضة',

  changedHeading: 'الدرجات التي ستتغير (القديمة ← الجديدة)',
  noChanges: 'لا توجد درجات ستتغير في هذا الملف: كل الصفوف الصالحة مطابقة للدرجات الحالية.',
  refusedHeading: 'الصفوف المرفوضة وأسبابها',
  noRefused: 'لا توجد صفوف مرفوضة.',
  firstOnly: (shown: number, all: number) => `يُعرض أول ${shown} من ${arabicCount(all, 'row')}.`,
  scrollHint: 'اسحب الجدول أفقيًا لرؤية باقي الأعمدة',
  unchangedNote: (n: number) => `صفوف مطابقة للدرجات الحالية ولن تتغير: ${arabicCount(n, 'row')}.`,
  empty: '(فارغة)',

  line: 'الصف',
  university: 'الجامعة',
  faculty: 'الكلية',
  program: 'البرنامج',
  index: 'الترتيب',
  track: 'الشهادة',
  year: 'السنة',
  oldScore: 'الحالية',
  newScore: 'الجديدة',
  cells: 'بيانات الصف',
  reasons: 'سبب الرفض',

  apply: (n: number) => `تطبيق التحديث (${arabicCount(n, 'score')})`,
  applyTitle: 'تطبيق تحديث الدرجات؟',
  applyQuestion: (n: number) => `سيتم تغيير ${arabicCount(n, 'score')} دفعة واحدة على صفحات الدليل.`,
  applyRefused: (n: number) => `الصفوف المرفوضة (${n}) لن تُطبّق.`,
  applyConfirm: 'تطبيق',
  applying: 'جارٍ التطبيق...',
  applied: (n: number) => `تم تحديث ${arabicCount(n, 'score')} بنجاح`,
  appliedNote: (n: number, name: string) =>
    `طُبّق الملف ${name}: عدد الدرجات التي تغيّرت ${arabicCount(n, 'score')}. يمكنك رفع ملف آخر.`,
  applyError: 'حدث خطأ أثناء تطبيق التحديث',
} as const;

/** The columns of the file, as the screen explains them (the names are the header's, in English). */
export const COLUMN_HELP: [string, string][] = [
  ['university_code', 'رمز الجامعة (الجامعات الخاصة والأهلية فقط)'],
  ['faculty_code', 'رمز الكلية، مثل MED أو ENG'],
  ['program', 'normal (عادي) أو dual (مزدوج)'],
  ['index', 'ترتيب الكلية في الجامعة؛ مطلوب فقط عند وجود أكثر من كلية بنفس الرمز والبرنامج'],
  ['track', 'الشهادة: thanwyaa أو azhar أو Arabenglish أو wafdeen (الوافدون)'],
  ['year', 'first … fifth أو 1 … 5، وتُترك فارغة لدرجة الوافدين'],
  ['score', 'من 0 إلى 100، أو - عند عدم وجود حد أدنى'],
  ['source_url', 'اختياري: رابط الصفحة التي قُرئت منها الدرجة (يغلب مصدر الدفعة)'],
  ['academic_year', 'اختياري مع source_url: العام الدراسي للدرجة، مثل 2025/2026'],
  ['source_kind', 'اختياري: university أو council أو news أو third_party أو staff (الافتراضي staff)'],
  ['faculty_name', 'اسم الكلية للقراءة فقط، لا يُستورد'],
];

export const PROGRAM_LABELS: Record<ScoreProgram, string> = { normal: 'عادي', dual: 'مزدوج' };

export const TRACK_LABELS: Record<ScoreImportTrack, string> = {
  thanwyaa: 'ثانوية عامة',
  azhar: 'أزهرية',
  Arabenglish: 'عربية وأجنبية',
  wafdeen: 'وافدون',
};

export const YEAR_LABELS = STUDY_YEAR_ORDINALS;
