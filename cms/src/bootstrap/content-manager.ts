import type { Core } from '@strapi/strapi';
import { FEE_UNIT_LABELS, SOURCE_KIND_LABELS, SUBTYPE_LABELS } from '@dalil/domain/rules';
import { ALL_RESOURCES, UNIVERSITY_RESOURCE, labelsOf, type ResourceDescription } from '@dalil/domain/resources';
import { PANEL_TITLE_ATTRIBUTE } from '@dalil/domain/cms';

/**
 * Arabic labels and list views for the Content Manager, so an editor finds a university by
 * its Arabic name or code and an offering by university and faculty. Applied at every start:
 * labels and list columns are code, not panel state.
 */

/**
 * The edit view's select shows one label per code for every type (src/admin/app.tsx), so the
 * field's description says what each stored code means for this type, Arabic first so it reads right to left: "قيد المراجعة (pending)، …".
 */
const codes = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([code, label]) => `${label} (${code})`)
    .join('، ');

/** The help under each described field: an enumeration's codes with their labels, then the field's hint. */
const descriptionsOf = (resource: ResourceDescription) =>
  Object.fromEntries(
    Object.entries(resource.fields).flatMap(([field, d]) => {
      const text = [d.values ? codes(d.values) : '', d.hint ?? ''].filter(Boolean).join('؛ ');
      return text ? [[field, text]] : [];
    }),
  );

/** Labels shared by every type that has a field of that name. */
const COMMON: Record<string, string> = {
  university: 'الجامعة',
  index: 'الترتيب',
  type: 'النوع',
  title: 'العنوان',
  name: 'الاسم',
  Short_name: 'الاسم المختصر',
  logo: 'الشعار',
  details: 'التفاصيل',
  link: 'الرابط',
  deadline: 'آخر موعد',
  status: 'الحالة',
  email: 'البريد الإلكتروني',
  phone: 'الهاتف',
  category: 'التصنيف',
  createdAt: 'تاريخ الإنشاء',
  updatedAt: 'آخر تحديث',
  createdBy: 'أنشأه',
  updatedBy: 'آخر من عدّله',
  id: 'المعرّف',
  [PANEL_TITLE_ATTRIBUTE]: 'العنوان في اللوحة',
  price: 'السعر (جنيه)',
  price_wafdeen: 'السعر للوافدين (دولار)',
  message: 'الرسالة',
  response: 'الرد',
  description: 'الوصف',
};

type TypeLayout = {
  mainField: string;
  list: string[];
  sortBy?: string;
  order?: 'ASC' | 'DESC';
  labels?: Record<string, string>;
  /** Help under the field in the edit view (the meaning of enumeration codes, formats). */
  descriptions?: Record<string, string>;
};

/** Descriptions shared by every type that has a field of that name. */
const COMMON_DESCRIPTIONS: Record<string, string> = {
  tier: 'من قرار مجلسي الجامعات الخاصة والأهلية؛ فارغ للجامعات التي لا يشملها الجدول',
  [PANEL_TITLE_ATTRIBUTE]: 'يكتبه النظام من الجامعة والبيانات عند كل حفظ (لا يُعدَّل هنا)، ولا يظهر على الموقع',
  Short_name: 'حروف إنجليزية وأرقام و - و _ فقط؛ يُستخدم في رابط الصفحة',
};
/** Fields the system keeps: shown, not editable. */
const READ_ONLY = new Set([PANEL_TITLE_ATTRIBUTE]);

/** What a description does not hold: the subtype read as a sentence beside its codes. */
const EXTRA_DESCRIPTIONS: Record<string, Record<string, string>> = {
  [UNIVERSITY_RESOURCE.uid]: { type: `يتبع نوع الجامعة: ${codes(SUBTYPE_LABELS)}` },
};

/** Every described type's panel view: its labels, help, list columns and order come from its description. */
const LAYOUTS: Record<string, TypeLayout> = Object.fromEntries(
  ALL_RESOURCES.filter((resource) => !resource.panelHidden).map((resource) => [
    resource.uid,
    {
      mainField: resource.mainField,
      list: [...(resource.panel?.list ?? [resource.mainField])],
      sortBy: resource.panel?.sortBy,
      order: resource.panel?.order,
      labels: labelsOf(resource),
      descriptions: { ...descriptionsOf(resource), ...EXTRA_DESCRIPTIONS[resource.uid] },
    },
  ]),
);

/** Labels of the site settings' components (their edit views are nested in the settings'). */
const COMPONENTS: Record<
  string,
  { mainField?: string; labels: Record<string, string>; descriptions?: Record<string, string> }
> = {
  'site.statistic': {
    // A collapsed statistic reads by its title ("جامعة"), not by its suffix ("+").
    mainField: 'label',
    labels: { value: 'القيمة', suffix: 'اللاحقة', label: 'العنوان' },
    descriptions: { value: 'رقم صحيح، مثل 64', suffix: 'تُكتب بعد الرقم، مثل + أو ألف', label: 'مثل: جامعة' },
  },
  'site.faq-item': { mainField: 'question', labels: { question: 'السؤال', answer: 'الإجابة' } },
  'figure.source': {
    mainField: 'url',
    labels: {
      url: 'رابط المصدر',
      kind: 'نوع المصدر',
      academic_year: 'العام الدراسي',
      unit: 'الوحدة',
      unit_stated: 'ذكر المصدر الوحدة صراحة',
      as_of: 'تاريخ الاطلاع أو النشر',
      note: 'ملاحظة',
    },
    descriptions: {
      kind: codes(SOURCE_KIND_LABELS),
      unit: codes(FEE_UNIT_LABELS),
      academic_year: 'بالصيغة 2025/2026',
    },
  },
  'figure.fee-policy': {
    mainField: 'note',
    labels: {
      annual_increase_percent: 'نسبة الزيادة السنوية (%)',
      increase_kind: 'نوع الزيادة',
      one_time_fees: 'رسوم تُدفع مرة واحدة',
      yearly_fees: 'رسوم سنوية أخرى',
      note: 'ملاحظة',
      source: 'المصدر',
    },
    descriptions: {
      increase_kind: 'cap: حد أقصى تعلنه الجامعة؛ stated: زيادة عام نشرته الجامعة وليست حدًا',
      one_time_fees: 'قائمة [{"label": "رسوم التقديم", "amount": 1500}]؛ added: false لمبلغ يُخصم من المصروفات',
      yearly_fees: 'قائمة [{"label": "تأمين طبي", "amount": 7000}] بالجنيه لكل عام',
    },
  },
  'site.social-links': {
    labels: {
      facebook: 'فيسبوك',
      instagram: 'إنستجرام',
      youtube: 'يوتيوب',
      linkedin: 'لينكد إن',
      tiktok: 'تيك توك',
      whatsapp: 'واتساب',
      email: 'البريد الإلكتروني',
    },
    descriptions: { whatsapp: 'رابط https://wa.me/…', email: 'عنوان البريد الذي يظهر في الموقع' },
  },
};

type Configuration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit?: Record<string, unknown>; list?: Record<string, unknown> }>;
  layouts: { list: string[]; edit: unknown };
};

/**
 * Labels, descriptions and read-only marks over the stored metadatas of one type or component;
 * a relation shows the related record by that type's main field (a status by its university's name).
 */
function labelled(
  metadatas: Configuration['metadatas'],
  labels: Record<string, string>,
  descriptions: Record<string, string>,
  relationTargets: Record<string, string> = {},
): Configuration['metadatas'] {
  const out = { ...metadatas };
  for (const field of Object.keys(out)) {
    const label = labels[field];
    const description = descriptions[field];
    const edit = { ...out[field].edit };
    if (label) edit.label = label;
    if (description) edit.description = description;
    if (READ_ONLY.has(field)) edit.editable = false;
    const target = LAYOUTS[relationTargets[field]];
    if (target && edit.mainField !== undefined) edit.mainField = target.mainField;
    out[field] = { ...out[field], edit, list: { ...out[field].list, ...(label ? { label } : {}) } };
  }
  return out;
}

export async function applyContentManagerLayouts(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('content-manager').service('content-types');
  for (const [uid, layout] of Object.entries(LAYOUTS)) {
    const contentType = strapi.contentTypes[uid as keyof typeof strapi.contentTypes];
    if (!contentType) throw new Error(`content-manager layout for unknown type ${uid}`);
    const current = (await service.findConfiguration(contentType)) as Configuration & { uid: string };
    const relationTargets = Object.fromEntries(
      Object.entries(contentType.attributes as Record<string, { type: string; target?: string }>)
        .filter(([, a]) => a.type === 'relation' && a.target)
        .map(([name, a]) => [name, a.target as string]),
    );
    const metadatas = labelled(
      current.metadatas,
      { ...COMMON, ...layout.labels },
      { ...COMMON_DESCRIPTIONS, ...layout.descriptions },
      relationTargets,
    );
    await service.updateConfiguration(contentType, {
      settings: {
        ...current.settings,
        mainField: layout.mainField,
        searchable: true,
        filterable: true,
        pageSize: 20,
        ...(layout.sortBy ? { defaultSortBy: layout.sortBy, defaultSortOrder: layout.order ?? 'ASC' } : {}),
      },
      metadatas,
      layouts: { ...current.layouts, list: layout.list },
    });
  }
  const components = strapi.plugin('content-manager').service('components');
  for (const [uid, layout] of Object.entries(COMPONENTS)) {
    const component = components.findComponent(uid);
    if (!component) throw new Error(`content-manager layout for unknown component ${uid}`);
    const current = (await components.findConfiguration(component)) as Configuration;
    await components.updateConfiguration(component, {
      settings: { ...current.settings, ...(layout.mainField ? { mainField: layout.mainField } : {}) },
      metadatas: labelled(current.metadatas, { ...COMMON, ...layout.labels }, layout.descriptions ?? {}),
      layouts: current.layouts,
    });
  }
}
