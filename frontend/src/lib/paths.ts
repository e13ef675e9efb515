/**
 * Every route path of spec 1's route table (and the staff paths of spec 3), in one place.
 * The spelling, including the capitals, is part of the public contract: old links and bookmarks
 * use it. react-router matches case-insensitively, so '/guide' reaches '/Guide' as well.
 */

export type UniversityCategory = 'private' | 'national' | 'special' | 'international';

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
  verify: '/verify',
  resetPassword: '/reset-password',
  smartAssistant: '/SmartAssistant',
  admin: '/admin',
  scores: '/scores',
  notFound: '*',
} as const;

/** /Guide/{type}/{id}: type is the university category, id the university code. */
export function guidePage(type: UniversityCategory | string, id: string): string {
  return `${paths.guide}/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;
}

/** /articles/{short_name} */
export function articlePage(shortName: string): string {
  return `${paths.articles}/${encodeURIComponent(shortName)}`;
}
