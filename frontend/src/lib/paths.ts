/**
 * Every route path of spec 1's route table (and the staff paths of spec 3), in one place.
 * The spelling, including the capitals, is part of the public contract: old links and bookmarks
 * use it. react-router matches case-insensitively, so '/guide' reaches '/Guide' as well.
 */

import type { UniversityCategory } from '@dalil/domain/rules';

export type { UniversityCategory };

export const paths = {
  home: '/',
  homeAlias: '/Home',
  login: '/Login',
  account: '/account',
  guide: '/Guide',
  /** Route pattern for the router; build links with guidePage(). */
  guidePagePattern: '/Guide/:type/:id',
  status: '/Status',
  scholarships: '/Scholarships',
  contact: '/Contact',
  news: '/News',
  articles: '/articles',
  articlePagePattern: '/articles/:shortName',
  joinUs: '/join-us',
  portfolio: '/Portfolio',
  oldGuide: '/OldGuide',
  ksiuTransport: '/KSIUTransportGuide',
  terms: '/terms',
  privacy: '/privacy',
  /** The panel's preview of a record, `?token=…` (PREVIEW_ROUTE of the domain). */
  preview: '/preview',
  verify: '/verify',
  resetPassword: '/reset-password',
  smartAssistant: '/SmartAssistant',
  assistantScore: '/SmartAssistant/score',
  assistantFaculties: '/SmartAssistant/faculties',
  /** Route pattern; react-router matches it case-insensitively (/SmartAssistant/Faculties/MED). */
  assistantFacultyPattern: '/SmartAssistant/faculties/:code',
  assistantComparison: '/SmartAssistant/faculty-comparison',
  assistantEquivalency: '/SmartAssistant/equivalency',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminMessages: '/admin/messages',
  adminJoinUs: '/admin/join-us',
  adminNews: '/admin/news',
  adminScholarships: '/admin/scholarships',
  adminArticles: '/admin/articles',
  adminUniversities: '/admin/universities-data',
  adminAdmissionStatus: '/admin/admission-status',
  adminReviews: '/admin/reviews',
  adminSmartAssistant: '/admin/smart-assistant',
  adminLog: '/admin/log',
  adminAds: '/admin/ads',
  adminUpdateScores: '/admin/update-scores',
  adminDataFreshness: '/admin/data-freshness',
  adminFloors: '/admin/admission-floors',
  /** «قائمة رغباتي» (issue 25): the list, and its read-only shared copy (`?l=`, the list in the URL). */
  desires: '/Desires',
  sharedDesires: '/Desires/shared',
  scores: '/scores',
  notFound: '*',
} as const;

/** /Guide/{type}/{id}: type is the university category, id the university code. */
export function guidePage(type: UniversityCategory | string, id: string): string {
  return `${paths.guide}/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;
}

/** /admin/admission-floors?year=2025/2026: the councils' table of one academic year. */
export function adminFloorsPage(academicYear?: string): string {
  return academicYear ? `${paths.adminFloors}?year=${encodeURIComponent(academicYear)}` : paths.adminFloors;
}

/** /articles/{short_name} */
export function articlePage(shortName: string): string {
  return `${paths.articles}/${encodeURIComponent(shortName)}`;
}

/** /SmartAssistant/Faculties/{faculty_code}, spelled as spec 2 §2.4 links it. */
export function assistantFacultyPage(code: string): string {
  return `${paths.smartAssistant}/Faculties/${encodeURIComponent(code)}`;
}
