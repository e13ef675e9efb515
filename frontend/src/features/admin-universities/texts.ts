import { labelsOf, UNIVERSITY_RESOURCE } from '@dalil/domain/resources';

/**
 * Every Arabic text of the universities screen (spec 3 §2, §4, §5, §8). The spec gives most of
 * them in English; these are their Arabic wording. Category and section titles come from the
 * domain catalogue (`CATEGORY_LABELS`, `SUBTYPE_LABELS`, `CATEGORY_TYPE_LABELS`), and the required-field
 * and item messages from the domain validators (`GUIDE_MESSAGES`), so the form and the server agree.
 */
export const TEXTS = {
  title: 'إدارة الجامعات',
  subtitle: 'إضافة وتعديل وحذف بيانات الجامعات',
  pageDescription: 'إدارة بيانات الجامعات: إضافة وتعديل وترتيب وحذف الجامعات وكلياتها وسكنها ومواصلاتها.',
  back: 'الرئيسية',
  tabsLabel: 'أقسام إدارة الجامعات',
  tabs: { add: 'إضافة جامعة', manage: 'إدارة الجامعات', edit: 'تعديل جامعة', delete: 'حذف جامعة' },
  typeSelectorLabel: 'نوع الجامعات',

  search: 'ابحث باسم الجامعة...',
  searchLabel: 'البحث باسم الجامعة',
  loading: 'جارٍ تحميل الجامعات...',
  empty: 'لا توجد جامعات تطابق البحث',
  loadError: 'حدث خطأ أثناء تحميل الجامعات',
  retry: 'إعادة المحاولة',

  changeOrder: 'تغيير الترتيب',
  saveOrder: 'حفظ الترتيب',
  savingOrder: 'جارٍ حفظ الترتيب...',
  cancelOrder: 'إلغاء',
  orderHint: 'هذا هو ترتيب الجامعات كما يظهر في الدليل. حرّك الجامعة بالأسهم ثم اضغط «حفظ الترتيب».',
  orderListTitle: 'الترتيب كما يظهر للزوار',
  orderSaved: 'تم حفظ ترتيب الجامعات بنجاح',
  orderError: 'حدث خطأ أثناء حفظ ترتيب الجامعات',
  moveUp: (name: string) => `تحريك ${name} لأعلى`,
  moveDown: (name: string) => `تحريك ${name} لأسفل`,

  edit: 'تعديل',
  delete: 'حذف',
  editOf: (name: string) => `تعديل ${name}`,
  deleteOf: (name: string) => `حذف ${name}`,
  superAdminOnly: 'فقط السوبر أدمن يمكنه حذف الجامعات',
  count: (n: number) => `(${n})`,
  logoAlt: (name: string) => `شعار ${name}`,

  // Edit
  chooseToEdit: 'اختر الجامعة التي تريد تعديلها',
  backToList: 'العودة إلى القائمة',
  loadUniversityError: 'حدث خطأ أثناء تحميل بيانات الجامعة',
  missingId: 'لا يمكن التحديث: معرّف الجامعة غير موجود',

  // Delete
  chooseToDelete: 'اختر الجامعة التي تريد حذفها',
  deleteTitle: 'تأكيد حذف الجامعة',
  deleteQuestion: (name: string) => `هل أنت متأكد من حذف الجامعة «${name}» وحالة التقديم الخاصة بها؟`,
  deleteWarning: 'سيتم حذف جميع بيانات الجامعة نهائيًا: الكليات والسكن والمواصلات وحالة التقديم ومواعيده.',
  confirmDelete: 'تأكيد الحذف',
  cancel: 'إلغاء',
  deleting: 'جارٍ حذف الجامعة...',
  deleted: 'تم حذف الجامعة بنجاح',
  deleteError: 'حدث خطأ أثناء حذف الجامعة أو بعض بياناتها',

  // Form
  addHeading: 'إضافة جامعة جديدة',
  editHeading: (name: string) => `تعديل بيانات ${name}`,
  addSubmit: 'إضافة الجامعة',
  adding: 'جارٍ إضافة الجامعة...',
  editSubmit: 'حفظ التغييرات',
  saving: 'جارٍ الحفظ...',
  added: 'تمت إضافة الجامعة بنجاح',
  saved: 'تم حفظ التعديلات بنجاح',
  serverError: 'خطأ في الخادم',
  noResponse: 'لا يوجد رد من الخادم، تحقق من اتصال الإنترنت',
  requiredField: 'هذا الحقل مطلوب',
  sections: {
    basics: 'البيانات الأساسية',
    years: 'سنوات الحدود الدنيا',
    contact: 'التواصل والروابط',
    admission: 'روابط التقديم والخدمات',
    faculties: 'الكليات والبرامج',
    normal: 'البرامج العادية',
    dual: 'البرامج المزدوجة',
    dorms: 'السكن الجامعي',
    transportation: 'المواصلات',
  },
  /** The form's labels are the university's description (@dalil/domain resources), plus hints. */
  fields: {
    ...labelsOf(UNIVERSITY_RESOURCE),
    university_code_hint: 'حروف إنجليزية وأرقام فقط، مثل GUC',
    logoHint: 'الجامعة بلا شعار تظهر بالصورة الافتراضية.',
  } as Record<string, string>,
  linkHint: 'اترك # إن لم يوجد رابط.',

  // Items
  addFaculty: 'إضافة كلية',
  addDual: 'إضافة برنامج مزدوج',
  addDorm: 'إضافة سكن',
  addTransport: 'إضافة وسيلة مواصلات',
  saveItem: 'حفظ',
  editItem: 'تعديل',
  removeItem: 'إزالة',
  cancelItem: 'إلغاء',
  itemInvalid: 'أكمل الحقول المطلوبة لتفعيل زر الحفظ.',
  /** After «إعادة التحميل»: parts another person deleted that this person had edited. */
  restoredParts: (names: string[]) =>
    `حذف شخص آخر ${names.length === 1 ? 'هذا العنصر' : 'هذه العناصر'} بعد فتحك للسجل، وأبقينا نسختك كعنصر جديد يُحفظ مع الجامعة: ${names.join('، ')}`,
  itemFixFields: 'صحّح الحقول المعلَّمة باللون الأحمر لتفعيل زر الحفظ.',
  noFaculties: 'لا توجد كليات بعد.',
  noDual: 'لا توجد برامج مزدوجة.',
  noDorms: 'لا يوجد سكن مضاف.',
  noTransport: 'لا توجد وسائل مواصلات مضافة.',
  itemsUnsaved: 'احفظ أو ألغِ العناصر المفتوحة قبل حفظ الجامعة.',
  removedNote: 'تُحذف العناصر المُزالة عند حفظ الجامعة.',
  faculty: {
    faculty: 'اسم الكلية',
    faculty_short: 'رمز الكلية',
    section: 'الشعبة',
    normal_or_Dual: 'نوع البرنامج',
    programs: 'البرامج',
    programsHintNormal: 'افصل بين البرامج بفاصلة.',
    programsHintDual: 'تفاصيل البرنامج المزدوج.',
    fees: 'المصروفات',
    feesEgyptians: 'المصريون',
    feesNatives: 'الوافدون (بالدولار)',
    scores: 'الحد الأدنى للقبول',
    scoresHint: 'رقم من 0 إلى 100، أو - إن لم يتوفر.',
    choose: 'اختر...',
    feeSource: 'مصدر المصروفات',
    scoreSource: 'مصدر الحد الأدنى',
    sourceUrl: 'رابط المصدر',
    sourceKind: 'نوع المصدر',
    academicYear: 'العام الدراسي',
    sourceHint: 'مطلوب عند إدخال رقم أو تغييره: الصفحة التي قرأت منها الرقم والعام الدراسي الذي يخصه.',
  },
  programTypes: { normal: 'عادي', dual: 'مزدوج' } as Record<string, string>,
  place: { type: 'النوع', price: 'السعر', price_wafdeen: 'سعر الوافدين', dorm: 'سكن', transport: 'مواصلات' },
  moveItemUp: (name: string) => `تحريك ${name} لأعلى`,
  moveItemDown: (name: string) => `تحريك ${name} لأسفل`,
  untitled: 'عنصر جديد',
} as const;
