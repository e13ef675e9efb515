/**
 * Site settings (a Strapi single type edited in the CMS panel): statistics, FAQ, social links,
 * launch date, the devtools flag and the three PDF documents.
 *
 * The footer is on every page, so the hook always returns usable settings: the defaults below
 * while loading or when the call fails, merged field by field with what the CMS answers.
 */
import useSWR from 'swr';
import type { SiteMediaFile, SiteSettingAnswer, SiteSocialLinks } from '@dalil/domain/contract';
import { apiFetch } from '@/lib/api-client';

export interface Statistic {
  value: number;
  suffix: string;
  label: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** The footer's links and the PDF files, as the contract declares them. */
export type SocialLinks = SiteSocialLinks;
export type MediaFile = SiteMediaFile;

export interface SiteSettings {
  statistics: Statistic[];
  faq: FaqItem[];
  social: SocialLinks;
  launchDate: string;
  blockDevtools: boolean;
  portfolioPdf: MediaFile | null;
  guidePdf: MediaFile | null;
  transportGuidePdf: MediaFile | null;
  /** The generated demo set is loaded: every page says so (DEMO_DATA_BANNER). */
  demoData: boolean;
  /** The as-of date of the loaded data ('2026-01-18'), or null. */
  dataAsOf: string | null;
}

/** The answer of GET /api/site-setting?populate=* (the contract's record under `data`). */
export type SiteSettingsResponse = SiteSettingAnswer;

/** Spec 1 §9. */
export const LAUNCH_DATE = '2024-08-09';

/** Spec 1 §1: 50k+ users, 10+ services, 80+ team members, 5+ years of experience. */
export const DEFAULT_STATISTICS: Statistic[] = [
  { value: 50, suffix: 'k+', label: 'مستخدم' },
  { value: 10, suffix: '+', label: 'خدمة' },
  { value: 80, suffix: '+', label: 'عضو في الفريق' },
  { value: 5, suffix: '+', label: 'سنوات من الخبرة' },
];

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  statistics: DEFAULT_STATISTICS,
  faq: [],
  social: {},
  launchDate: LAUNCH_DATE,
  blockDevtools: true,
  portfolioPdf: null,
  guidePdf: null,
  transportGuidePdf: null,
  demoData: false,
  dataAsOf: null,
};

export function siteSettingsKey() {
  return ['/api/site-setting', { populate: '*' }] as const;
}

function nonEmpty(text: unknown): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/** Pure: turns the CMS answer into SiteSettings, keeping a default wherever a field is missing. */
export function toSiteSettings(response: SiteSettingsResponse | null | undefined): SiteSettings {
  const data = response?.data;
  if (!data) return DEFAULT_SITE_SETTINGS;

  const statistics = (data.statistics ?? [])
    .filter((s): s is Statistic => typeof s.value === 'number' && nonEmpty(s.label))
    .map((s) => ({ value: s.value, suffix: s.suffix ?? '', label: s.label }));
  const faq = (data.faq ?? [])
    .filter((f): f is FaqItem => nonEmpty(f.question) && nonEmpty(f.answer))
    .map((f) => ({ question: f.question, answer: f.answer }));

  return {
    statistics: statistics.length > 0 ? statistics : DEFAULT_STATISTICS,
    faq,
    social: data.social ?? {},
    launchDate: nonEmpty(data.launch_date) ? data.launch_date : LAUNCH_DATE,
    blockDevtools: data.block_devtools ?? DEFAULT_SITE_SETTINGS.blockDevtools,
    portfolioPdf: data.portfolio_pdf ?? null,
    guidePdf: data.guide_pdf ?? null,
    transportGuidePdf: data.transport_guide_pdf ?? null,
    demoData: data.demo_data === true,
    dataAsOf: nonEmpty(data.data_as_of) ? data.data_as_of : null,
  };
}

export async function getSiteSettings(): Promise<SiteSettings> {
  const [path, query] = siteSettingsKey();
  return toSiteSettings(await apiFetch<SiteSettingsResponse>(path, { query, anonymous: true }));
}

export function useSiteSettings() {
  const { data, error, isLoading, mutate } = useSWR(siteSettingsKey(), getSiteSettings, {
    // Settings change rarely; one request per visit is enough.
    revalidateOnFocus: false,
  });
  return {
    settings: data ?? DEFAULT_SITE_SETTINGS,
    /** True once the CMS has answered; false while loading or after a failure. */
    isLoaded: data !== undefined,
    isLoading,
    error: error as Error | undefined,
    retry: () => mutate(),
  };
}
