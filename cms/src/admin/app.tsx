import * as React from 'react';
import { LinkButton } from '@strapi/design-system';
import { InputRenderer, useFetchClient, type StrapiApp } from '@strapi/strapi/admin';
import { PANEL_ENUM_LABELS, codeTranslations, enumLabel } from '../lib/panel-enums';
import { ADMIN_AR, PLUGIN_NAMES_AR } from './arabic/admin';
import { CONTENT_MANAGER_AR } from './arabic/content-manager';
import { UPLOAD_AR } from './arabic/upload';
import { sendOpenedVersions } from './opened-versions';

/** A plugin's strings under its translation prefix (`upload.plugin.name`). */
const prefixed = (prefix: string, strings: Record<string, string>) =>
  Object.fromEntries(Object.entries(strings).map(([key, text]) => [`${prefix}.${key}`, text]));

type PanelProps = { model: string; documentId?: string; document?: { id?: unknown } | null };

/**
 * "عرض على الموقع": the page of this university, article, news item or scholarship on the site,
 * in a new tab. The address comes from Strapi's preview handler (config/admin.ts, SITE_URL).
 * Strapi's own preview shows the site in a frame, which the site refuses (frame-ancestors 'none'),
 * so that panel is replaced by this link.
 */
const ViewOnSitePanel = ({ model, documentId, document }: PanelProps) => {
  const { get } = useFetchClient();
  const [url, setUrl] = React.useState<string | null>(null);
  const saved = Boolean(document?.id && documentId);
  React.useEffect(() => {
    let live = true;
    setUrl(null);
    if (saved)
      get<{ data?: { url?: string } }>(`/content-manager/preview/url/${model}`, { params: { documentId } })
        .then((res) => live && setUrl(res.data?.data?.url ?? null))
        .catch(() => live && setUrl(null));
    return () => {
      live = false;
    };
  }, [get, model, documentId, saved]);
  if (!url) return null;
  return {
    title: 'الصفحة على الموقع',
    content: (
      <LinkButton href={url} isExternal variant="tertiary" width="100%">
        عرض على الموقع
      </LinkButton>
    ),
  };
};

/** Strapi's frame preview panel: the one whose code names its own translation keys. */
const isFramePreview = (panel: unknown) => String(panel).includes('content-manager.preview.panel');

/**
 * Strapi sets the page's `lang` to the editor's language but never its direction: in Arabic the
 * panel is laid out right to left here (Strapi's layout uses flex rows, which follow `dir`).
 */
function followLanguageDirection() {
  const html = document.documentElement;
  const apply = () => {
    const dir = html.lang.startsWith('ar') ? 'rtl' : 'ltr';
    if (html.dir !== dir) html.dir = dir;
  };
  apply();
  new MutationObserver(apply).observe(html, { attributes: true, attributeFilter: ['lang'] });
  // A field reads in the direction of its own text: a link, a date or a code stays left to right.
  const style = document.createElement('style');
  style.textContent = 'html[dir="rtl"] input, html[dir="rtl"] textarea { unicode-bidi: plaintext; }';
  document.head.appendChild(style);
  // Strapi's skip link waits off screen at `left: -100%`, which in right to left is scrollable:
  // with a select open (the body's scroll locked) the page was twice as wide. Hidden in place.
  style.textContent +=
    ' a[href="#main-content"]:not(:focus) { left: 0; clip-path: inset(50%); width: 1px; height: 1px; overflow: hidden; white-space: nowrap; }';
  // Two names Strapi writes in English with no translation key: the notifications region (the
  // `sonner` library's) and the narrow screens' menu button. Renamed when they appear (React
  // leaves them alone: their own values never change).
  const renameFixedEnglish = () => {
    if (!html.lang.startsWith('ar')) return;
    for (const region of document.querySelectorAll('section[aria-label^="Notifications"]'))
      region.setAttribute('aria-label', 'الإشعارات');
    for (const label of document.querySelectorAll('button[aria-controls="burger-menu"] span'))
      if (label.textContent === 'Menu') label.textContent = 'القائمة';
  };
  new MutationObserver(renameFixedEnglish).observe(document.body, { childList: true, subtree: true });
}

/**
 * Strapi's own strings its Arabic translation lacks or words wrongly («يحفظ» for the button,
 * «مسح» for delete), on the screens editors use every day: sign-in, home, menu, list and edit views.
 */
const ARABIC = {
  ...ADMIN_AR,
  ...PLUGIN_NAMES_AR,
  ...prefixed('content-manager', CONTENT_MANAGER_AR),
  ...prefixed('upload', UPLOAD_AR),
  'global.search': 'بحث',
  'search.placeholder': 'بحث',
  'app.utils.edit': 'تعديل',
  'upload.plugin.name': 'مكتبة الوسائط',
  'upload.control-card.add': 'إضافة',
  'upload.control-card.copy-link': 'نسخ الرابط',
  'upload.control-card.edit': 'تعديل',
  'content-type-builder.plugin.name': 'منشئ الأنواع',
  'content-manager.containers.list.table.row-actions': 'إجراءات السجل',
  'global.save': 'حفظ',
  'global.delete': 'حذف',
  'global.back': 'رجوع',
  'global.home': 'الرئيسية',
  'global.close': 'إغلاق',
  'global.more': 'المزيد',
  'global.new': 'جديد',
  'global.error': 'حدث خطأ',
  'global.profile': 'الملف الشخصي',
  'global.profile.settings': 'إعدادات الملف الشخصي',
  'global.content-manager': 'إدارة المحتوى',
  'global.plugins.content-manager': 'إدارة المحتوى',
  'global.localeToggle.label': 'لغة اللوحة',
  'global.last-changes.discard': 'تجاهل آخر التغييرات',
  'content-manager.plugin.name': 'إدارة المحتوى',
  'content-manager.header.name': 'إدارة المحتوى',
  'content-manager.components.LeftMenu.collection-types': 'الأنواع',
  'content-manager.containers.edit.header.more-actions': 'إجراءات أخرى',
  'content-manager.actions-drawer.open': 'إجراءات أخرى',
  'content-manager.actions-drawer.close': 'إغلاق الإجراءات',
  'content-manager.actions.clone.label': 'نسخ',
  'content-manager.actions.delete.label': 'حذف السجل',
  'content-manager.actions.delete.dialog.body': 'هل تريد حذف هذا السجل؟ لا يمكن التراجع عن الحذف.',
  'content-manager.actions.discard.label': 'تجاهل التغييرات',
  'content-manager.actions.edit.label': 'تعديل',
  'content-manager.actions.open-in-new-tab.label': 'فتح في لسان جديد',
  'content-manager.actions.copy-documentId.label': 'نسخ معرّف السجل',
  'content-manager.actions.copy-documentId.success': 'نُسخ معرّف السجل',
  'content-manager.success.records.delete': 'تم الحذف.',
  'content-manager.success.record.discard': 'تم تجاهل التغييرات',
  'content-manager.validation.error': 'في السجل أخطاء؛ صحّحها قبل الحفظ.',
  'content-manager.containers.edit.panels.default.title': 'السجل',
  'content-manager.pages.ListView.header-subtitle': 'عدد السجلات: {number}',
  'content-manager.components.Filters.usersSelect.label': 'ابحث عن مستخدم للتصفية به',
  'content-manager.widget.last-edited.title': 'آخر ما عُدّل',
  'content-manager.widget.last-edited.no-data': 'لم يُعدَّل شيء بعد',
  'content-manager.widget.last-edited.single-type': 'سجل مفرد',
  'content-manager.form.Input.hint.character.unit': ' حرف',
  'content-manager.form.Input.hint.minMaxDivider': ' / ',
  'content-manager.form.Input.hint.text':
    '{min, select, undefined {} other {الحد الأدنى {min}}}{divider}{max, select, undefined {} other {الحد الأقصى {max}}}{unit}{br}{description}',
  'Auth.form.welcome.title': 'لوحة تحرير دليل',
  'Auth.form.welcome.subtitle': 'سجّل الدخول بحسابك في اللوحة',
  'Auth.form.email.label': 'البريد الإلكتروني',
  'Auth.form.password.label': 'كلمة المرور',
  'Auth.form.button.login': 'تسجيل الدخول',
  'Auth.link.forgot-password': 'نسيت كلمة المرور؟',
  'app.components.LeftMenu.navbrand.title': 'لوحة تحرير دليل',
  'app.components.LeftMenu.navbrand.workplace': 'دليل',
  'app.components.LeftMenu.logout': 'تسجيل الخروج',
  'app.components.ToggleCheckbox.on-label': 'نعم',
  'app.components.ToggleCheckbox.off-label': 'لا',
  'app.components.Select.placeholder': 'اختر',
  'app.utils.filters': 'تصفية',
  'app.utils.select-field': 'اختر الحقل',
  'app.utils.select-filter': 'اختر نوع التصفية',
  'app.utils.add-filter': 'أضف التصفية',
  'app.utils.update-filter': 'حدّث التصفية',
  'app.utils.refresh': 'تحديث',
  'app.confirm.body': 'هل أنت متأكد؟',
  'app.session.ended.title': 'انتهت الجلسة',
  'app.error.chunk.title': 'تعذّر تحميل هذه الشاشة',
  'app.error.chunk.message': 'تعذّر تحميل جزء من اللوحة؛ قد يكون الخادم قيد التشغيل. أعد تحميل الصفحة.',
  'app.error.chunk.reload': 'إعادة تحميل الصفحة',
  'HomePage.header.title': 'مرحبًا {name}',
  'app.loading': 'جارٍ التحميل…',
  // The view settings' hint, looked up without the content manager's prefix.
  'containers.SettingPage.editSettings.description': 'اسحب الحقول وأفلتها لترتيب شاشة التعديل',
  'HomePage.header.subtitle': 'لوحة تحرير محتوى دليل',
  'HomePage.widget.loading': 'جارٍ التحميل',
  'HomePage.widget.error': 'تعذّر تحميل المحتوى.',
  'HomePage.widget.no-data': 'لا يوجد محتوى.',
  'HomePage.widget.no-permissions': 'ليست لديك صلاحية رؤية هذا الجزء',
  'HomePage.addWidget.title': 'إضافة جزء',
  'HomePage.addWidget.button': 'إضافة جزء',
  'HomePage.widget.delete': 'حذف',
  'HomePage.widget.drag': 'اسحب للنقل',
  'widget.profile.title': 'الملف الشخصي',
  'components.Input.error.validation.required.withField': '{field} مطلوب.',
  'components.Input.error.validation.maxLength.withField': '{field} أطول من المسموح.',
  'components.Input.error.validation.minLength.withField': '{field} أقصر من المسموح.',
  'components.Input.error.validation.max.withField': '{field} أكبر من المسموح.',
  'components.Input.error.validation.min.withField': '{field} أصغر من المسموح.',
  'components.Input.error.validation.unique.withField': '{field} مستخدم بالفعل.',
  'components.Input.error.validation.regex.withField': '{field} لا يطابق الصيغة المطلوبة.',
  'app.components.MediaLibraryBanner.intro': 'مكتبة الوسائط الجديدة: ',
  'app.components.MediaLibraryBanner.text.enabled': 'أنت تستخدم النسخة الجديدة.',
  'app.components.MediaLibraryBanner.text': 'راجع التوثيق لمعرفة طريقة الانتقال إليها.',
  'app.components.MediaLibraryBanner.button.enabled': 'اقرأ الإعلان',
  'app.components.MediaLibraryBanner.button': 'التوثيق',
  'app.components.MediaLibraryBanner.close': 'إغلاق الشريط',
  // The edit view's select and the list filters look a stored code up as a key of its own.
  ...codeTranslations({
    pending: 'قيد الانتظار',
    other: 'أخرى',
    stem: 'STEM',
    arabic_foreign: 'شهادة عربية أو أجنبية',
  }),
};

const LANGUAGE_KEY = 'strapi-admin-language';
const GUIDED_TOUR_KEY = 'STRAPI_GUIDED_TOUR';

/**
 * Before Strapi reads the browser's stored choices (it renders after `register`): the panel
 * opens in Arabic, from the sign-in page on, unless this browser chose a language (the language
 * menu, or an account's own language after sign-in); Strapi's developer tour stays off.
 */
function arabicWithoutTour(storage: Storage) {
  try {
    if (!storage.getItem(LANGUAGE_KEY)) storage.setItem(LANGUAGE_KEY, 'ar');
    let tour: Record<string, unknown> = {};
    try {
      const stored: unknown = JSON.parse(storage.getItem(GUIDED_TOUR_KEY) ?? '{}');
      if (stored && typeof stored === 'object') tour = stored as Record<string, unknown>;
    } catch {
      // A damaged value is replaced.
    }
    if (tour.enabled !== false) storage.setItem(GUIDED_TOUR_KEY, JSON.stringify({ ...tour, enabled: false }));
  } catch {
    // A refused storage leaves Strapi's defaults.
  }
}

/** The home page keeps the profile and the last edited records; Strapi's project statistics,
 * entry charts, "deploy" and "last published" (no type here is published by Strapi) go. */
const HOME_WIDGETS = new Set(['plugin::admin.profile-info', 'plugin::content-manager.last-edited-entries']);
type Widget = { id: string; pluginId?: string };
const widgetUid = (w: Widget) => (w.pluginId ? `plugin::${w.pluginId}.${w.id}` : `global::${w.id}`);

/** The type of the list view on screen (`…/collection-types/<uid>`), for the filters' labels. */
const listedType = () => /\/collection-types\/([^/?#]+)/.exec(window.location.pathname)?.[1] ?? '';

type Header = { name: string; attribute?: { type?: string } };
type Filter = { name: string; type?: string; options?: { label: string; value: string }[] };

/** Enumeration cells of the list view show the Arabic label of the stored code. */
const labelledEnumCells = ({ displayedHeaders, layout }: { displayedHeaders: Header[]; layout: unknown }) => ({
  layout,
  displayedHeaders: displayedHeaders.map((header) =>
    header.attribute?.type === 'enumeration'
      ? {
          ...header,
          cellFormatter: (row: Record<string, unknown>, _h: unknown, { model }: { model: string }) =>
            enumLabel(model, header.name, row[header.name]),
        }
      : header,
  ),
});

/**
 * The list filters offer an enumeration's codes by their Arabic label for this type, and the
 * chosen filter's chip reads the label too: Strapi's chip looks the value up in `options` only
 * for a filter with its own `input`, so the filter gets Strapi's own input renderer as that input
 * (the same select as without it).
 */
const labelledEnumFilters = ({ displayedFilters, layout }: { displayedFilters: Filter[]; layout: unknown }) => {
  const uid = decodeURIComponent(listedType());
  return {
    layout,
    displayedFilters: displayedFilters.map((filter) =>
      filter.type === 'enumeration' && filter.options && PANEL_ENUM_LABELS[uid]?.[filter.name]
        ? {
            ...filter,
            input: InputRenderer,
            options: filter.options.map((o) => ({ ...o, label: enumLabel(uid, filter.name, o.value) })),
          }
        : filter,
    ),
  };
};

/**
 * The panel is in Arabic by default (Strapi's own translation, completed above), English stays
 * in the language menu; the seeded editor's account chooses Arabic (`preferedLanguage`).
 */
export default {
  config: {
    locales: ['ar'],
    translations: { ar: ARABIC },
    tutorials: false,
    notifications: { releases: false },
  },
  register(app: StrapiApp) {
    arabicWithoutTour(window.localStorage);
    sendOpenedVersions();
    (app as unknown as { widgets: { register: (reduce: (w: Widget[]) => Widget[]) => void } }).widgets.register(
      (widgets) => widgets.filter((w) => HOME_WIDGETS.has(widgetUid(w))),
    );
  },
  bootstrap(app: StrapiApp) {
    followLanguageDirection();
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', labelledEnumCells);
    app.registerHook('Admin/CM/pages/ListView/inject-in-filters', labelledEnumFilters);
    const contentManager = app.getPlugin('content-manager') as unknown as {
      apis: { addEditViewSidePanel: (reduce: (panels: unknown[]) => unknown[]) => void };
    };
    contentManager.apis.addEditViewSidePanel((panels) => [
      ...panels.filter((panel) => !isFramePreview(panel)),
      ViewOnSitePanel,
    ]);
  },
};
