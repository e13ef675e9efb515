/** Every Arabic text of the dashboard. */
export const TEXTS = {
  title: 'لوحة التحكم',
  subtitle: 'إدارة محتوى دليل: الجامعات وحالات التقديم والأخبار والمنح والمقالات',
  back: 'الصفحة الرئيسية',
  greeting: (name: string) => `مرحبًا ${name}`,
  role: { SuperAdmin: 'المشرف العام', Admin: 'فريق الإدارة' },
  sections: 'أقسام الإدارة',
  open: 'فتح',
} as const;
