import type { Core } from '@strapi/strapi';
import type accounts from '../api/account/services/accounts';
import type codes from '../api/account/services/codes';
import type accountRateLimit from '../api/account/services/rate-limit';
import type floorTable from '../api/admission-floor/services/floor-table';
import type alertJob from '../api/alerts/services/alert-job';
import type alertCalendar from '../api/alerts/services/calendar';
import type follows from '../api/alerts/services/follows';
import type { AdAnalyticsService } from '../api/community/services/ad-analytics';
import type { AdminLogsService } from '../api/community/services/admin-logs';
import type { AdsService } from '../api/community/services/ads';
import type { ContactService } from '../api/community/services/contact';
import type { JoinUsService } from '../api/community/services/join-us';
import type { PublicRateLimit } from '../api/community/services/rate-limit';
import type { VisitorsService } from '../api/community/services/visitors';
import type contentStore from '../api/content/services/content-store';
import type desireList from '../api/desire-list/services/desire-list';
import type guide from '../api/guide/services/guide';
import type universityParts from '../api/guide/services/university-parts';
import type logos from '../api/logos/services/logos';
import type { ScoreImportService } from '../api/score-import/services/score-import';
import type seo from '../api/seo/services/seo';

/** The project's own services (`src/api/<area>/services/<name>.ts`), by their Strapi name. */
export type Services = {
  'api::account.accounts': ReturnType<typeof accounts>;
  'api::account.codes': ReturnType<typeof codes>;
  'api::account.rate-limit': ReturnType<typeof accountRateLimit>;
  'api::admission-floor.floor-table': ReturnType<typeof floorTable>;
  'api::alerts.alert-job': ReturnType<typeof alertJob>;
  'api::alerts.calendar': ReturnType<typeof alertCalendar>;
  'api::alerts.follows': ReturnType<typeof follows>;
  'api::community.ad-analytics': AdAnalyticsService;
  'api::community.admin-logs': AdminLogsService;
  'api::community.ads': AdsService;
  'api::community.contact': ContactService;
  'api::community.join-us': JoinUsService;
  'api::community.rate-limit': PublicRateLimit;
  'api::community.visitors': VisitorsService;
  'api::content.content-store': ReturnType<typeof contentStore>;
  'api::desire-list.desire-list': ReturnType<typeof desireList>;
  'api::guide.guide': ReturnType<typeof guide>;
  'api::guide.university-parts': ReturnType<typeof universityParts>;
  'api::logos.logos': ReturnType<typeof logos>;
  'api::score-import.score-import': ScoreImportService;
  'api::seo.seo': ReturnType<typeof seo>;
};

/**
 * A service of this project, typed by its factory: the one way code reaches another service
 * (Strapi types `strapi.service` as a bag of anything).
 */
export const getService = <Name extends keyof Services>(strapi: Core.Strapi, name: Name): Services[Name] =>
  strapi.service(name) as unknown as Services[Name];
