import { paths } from '@/lib/paths';
import { isSuperAdmin } from '@/lib/session';

export type DashboardIcon =
  | 'university'
  | 'status'
  | 'news'
  | 'scholarship'
  | 'article'
  | 'scores'
  | 'users'
  | 'messages'
  | 'join'
  | 'reviews'
  | 'ads'
  | 'assistant'
  | 'update'
  | 'log';

/** One card of the dashboard (spec 3 §2). */
export interface DashboardCard {
  path: string;
  title: string;
  description: string;
  /** A decorative line icon (components/card-icon.tsx), hidden from assistive technology. */
  icon: DashboardIcon;
  superAdminOnly: boolean;
  /**
   * Whether the screen exists in this build. A SuperAdmin card is shown only for a screen that
   * exists; flip the flag when its route is registered in app/router.tsx.
   */
  available: boolean;
}

/**
 * Every card, in the order of spec 3 §2. The five sections of every admin and the minimum-scores
 * table (/scores, Admin or SuperAdmin) come first; the SuperAdmin sections follow.
 */
export const DASHBOARD_CARDS: DashboardCard[] = [
  {
    path: paths.adminUniversities,
    title: 'الجامعات',
    description: 'إضافة وتعديل وحذف بيانات الجامعات وكلياتها',
    icon: 'university',
    superAdminOnly: false,
    available: true,
  },
  {
    path: paths.adminAdmissionStatus,
    title: 'حالة التقديم',
    description: 'إضافة وتعديل حالات التقديم ومواعيده للجامعات',
    icon: 'status',
    superAdminOnly: false,
    available: true,
  },
  {
    path: paths.adminNews,
    title: 'الأخبار',
    description: 'إضافة الأخبار وتعديلها وحذفها',
    icon: 'news',
    superAdminOnly: false,
    available: true,
  },
  {
    path: paths.adminScholarships,
    title: 'المنح',
    description: 'إضافة المنح الدراسية وتعديلها وحذفها',
    icon: 'scholarship',
    superAdminOnly: false,
    available: true,
  },
  {
    path: paths.adminArticles,
    title: 'المقالات',
    description: 'كتابة المقالات وتعديلها ونشرها',
    icon: 'article',
    superAdminOnly: false,
    available: true,
  },
  {
    path: paths.scores,
    title: 'جدول الحد الأدنى',
    description: 'الحد الأدنى للقبول لكل كلية حسب السنة والشهادة',
    icon: 'scores',
    superAdminOnly: false,
    available: true,
  },
  {
    path: paths.adminFloors,
    title: 'الحد الأدنى للتقدم (قرار المجلسين)',
    description: 'جدول مجلسي الجامعات الخاصة والأهلية لكل عام: فئة الجامعة × مجموعة الكليات، بمصادره',
    icon: 'scores',
    superAdminOnly: false,
    available: true,
  },
  {
    path: paths.adminDataFreshness,
    title: 'حداثة البيانات',
    description: 'قوائم كليات جزئية ومصروفات قديمة وأرقام بلا مصدر ومصادر متعارضة',
    icon: 'log',
    superAdminOnly: false,
    available: true,
  },
  // SuperAdmin screens: built in other branches; each becomes available when its route exists.
  {
    path: paths.adminUsers,
    title: 'المستخدمون',
    description: 'حسابات المستخدمين وأنواعها والتحقق منها',
    icon: 'users',
    superAdminOnly: true,
    available: true,
  },
  {
    path: paths.adminMessages,
    title: 'رسائل التواصل',
    description: 'قراءة رسائل الزوار والرد عليها',
    icon: 'messages',
    superAdminOnly: true,
    available: true,
  },
  {
    path: paths.adminJoinUs,
    title: 'طلبات الانضمام',
    description: 'طلبات الانضمام إلى فريق دليل',
    icon: 'join',
    superAdminOnly: true,
    available: true,
  },
  {
    path: paths.adminReviews,
    title: 'آراء المستخدمين',
    description: 'مراجعة الآراء واعتمادها أو رفضها',
    icon: 'reviews',
    superAdminOnly: true,
    available: true,
  },
  {
    path: paths.adminAds,
    title: 'الإعلانات',
    description: 'الإعلانات وإحصاءات ظهورها والنقر عليها',
    icon: 'ads',
    superAdminOnly: true,
    available: true,
  },
  {
    path: paths.adminSmartAssistant,
    title: 'المساعد الذكي',
    description: 'كليات المساعد الذكي ومعايير التنسيق',
    icon: 'assistant',
    superAdminOnly: true,
    available: true,
  },
  {
    path: paths.adminUpdateScores,
    title: 'تحديث الحد الأدنى',
    description: 'تحديث الحد الأدنى لكل الجامعات الخاصة والأهلية دفعة واحدة',
    icon: 'update',
    superAdminOnly: true,
    available: true,
  },
  {
    path: paths.adminLog,
    title: 'سجل العمليات',
    description: 'كل تعديلات فريق الإدارة ومن قام بها',
    icon: 'log',
    superAdminOnly: true,
    available: true,
  },
];

/** The cards a staff member sees: the admin cards always; SuperAdmin cards for a SuperAdmin, when the screen exists. */
export function cardsFor(
  userType: string | null | undefined,
  cards: DashboardCard[] = DASHBOARD_CARDS,
): DashboardCard[] {
  const superAdmin = isSuperAdmin(userType);
  return cards.filter((card) => !card.superAdminOnly || (superAdmin && card.available));
}
