/**
 * The site settings single type (GET /api/site-setting?populate=*, Strapi's own controller, so the
 * record sits under `data` with Strapi's bookkeeping): statistics, FAQ, social links, launch date,
 * the devtools flag and the three PDF documents.
 */
import type { IsoDateTime } from './keys';

export type SiteStatistic = { id?: number; value: number; suffix: string | null; label: string };
export type SiteFaqItem = { id?: number; question: string; answer: string };
export type SiteSocialLinks = Partial<
  Record<'facebook' | 'instagram' | 'youtube' | 'linkedin' | 'tiktok' | 'whatsapp' | 'email', string | null>
>;
/** A Strapi media file, of which the site reads the URL. */
export type SiteMediaFile = { url: string; name?: string };

export type SiteSettingRecord = {
  id?: number;
  documentId?: string;
  statistics: SiteStatistic[] | null;
  faq: SiteFaqItem[] | null;
  social: SiteSocialLinks | null;
  /** 'yyyy-mm-dd'. */
  launch_date: string | null;
  block_devtools: boolean | null;
  /** True while the generated demo set is loaded: every page shows DEMO_DATA_BANNER. */
  demo_data: boolean | null;
  /** The as-of date of the loaded data set ('2026-01-18'). */
  data_as_of: string | null;
  portfolio_pdf: SiteMediaFile | null;
  guide_pdf: SiteMediaFile | null;
  transport_guide_pdf: SiteMediaFile | null;
  createdAt?: IsoDateTime;
  updatedAt?: IsoDateTime;
};

/** The answer of GET /api/site-setting: `data` is null before the settings are first saved. */
export type SiteSettingAnswer = { data: SiteSettingRecord | null };
