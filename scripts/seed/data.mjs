import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  categoryOfSubtype,
  isSubtypeOf,
  isOfferingSection,
  OFFERING_FACULTY_CODES,
  MASTER_FACULTY_CODES,
  validateScoreGrouping,
} from '@dalil/domain/rules';

// SEED_DATA_DIR lets a test load a deliberately broken copy of the set.
export const DATA_DIR = process.env.SEED_DATA_DIR || path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');

const FILES = {
  universities: 'universities.json',
  offerings: 'offerings.json',
  dorms: 'dorms.json',
  transportation: 'transportation.json',
  admission: 'admission.json',
  masterFaculties: 'master-faculties.json',
  news: 'news.json',
  scholarships: 'scholarships.json',
  articles: 'articles.json',
  reviews: 'reviews.json',
  ads: 'ads.json',
  contactMessages: 'contact-messages.json',
  joinRequests: 'join-requests.json',
  siteSettings: 'site-settings.json',
  accounts: 'accounts.json',
  pdfText: 'pdf-guide.json',
  scoreGroupings: 'score-groupings.json',
};

/** Reads every data file of the set. */
export function loadData(dir = DATA_DIR) {
  return Object.fromEntries(
    Object.entries(FILES).map(([key, file]) => [key, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))]),
  );
}

const duplicates = (values) => values.filter((v, i) => values.indexOf(v) !== i);

/**
 * Checks the data set before anything is written: natural keys unique, references known,
 * closed lists respected. Answers a list of problems (empty when the set is sound).
 */
export function validateData(data) {
  const problems = [];
  const codes = data.universities.map((u) => u.university_code);
  for (const d of duplicates(codes)) problems.push(`universities: duplicate university_code ${d}`);
  for (const u of data.universities) {
    if (!/^[A-Za-z0-9]+$/.test(u.university_code ?? '')) problems.push(`universities: bad code ${u.university_code}`);
    if (!u.university_Arabic_Name) problems.push(`universities: ${u.university_code} has no Arabic name`);
    if (!isSubtypeOf(u.category, u.type))
      problems.push(
        `universities: ${u.university_code} type ${u.type} is not of category ${u.category} (it is ${categoryOfSubtype(u.type)})`,
      );
  }
  const known = new Set(codes);
  const childKeys = (rows, name, key) => {
    for (const r of rows)
      if (!known.has(r.university_code)) problems.push(`${name}: unknown university ${r.university_code}`);
    for (const d of duplicates(rows.map(key))) problems.push(`${name}: duplicate key ${d}`);
  };
  childKeys(data.offerings, 'offerings', (o) => `${o.university_code}:${o.normal_or_Dual}:${o.index}`);
  childKeys(data.dorms, 'dorms', (o) => `${o.university_code}:${o.index}`);
  childKeys(data.transportation, 'transportation', (o) => `${o.university_code}:${o.index}`);
  childKeys(data.admission, 'admission', (o) => o.university_code);
  for (const o of data.offerings) {
    if (!OFFERING_FACULTY_CODES.includes(o.faculty_short))
      problems.push(`offerings: unknown faculty_short ${o.faculty_short}`);
    if (!['normal', 'dual'].includes(o.normal_or_Dual))
      problems.push(`offerings: bad normal_or_Dual ${o.normal_or_Dual}`);
    if (!o.faculty || !o.section) problems.push(`offerings: ${o.university_code}/${o.index} needs faculty and section`);
    else if (!isOfferingSection(o.section))
      problems.push(`offerings: ${o.university_code}/${o.index} section ${o.section} is not one of OFFERING_SECTIONS`);
  }
  for (const f of data.masterFaculties)
    if (!MASTER_FACULTY_CODES.includes(f.faculty_code))
      problems.push(`master faculties: unknown code ${f.faculty_code}`);
  for (const [name, rows, key] of [
    ['master faculties', data.masterFaculties, 'faculty_code'],
    ['news', data.news, 'Short_name'],
    ['scholarships', data.scholarships, 'Short_name'],
    ['articles', data.articles, 'Short_name'],
    ['reviews', data.reviews, 'name'],
    ['ads', data.ads, 'title'],
    ['contact messages', data.contactMessages, 'email'],
    ['join requests', data.joinRequests, 'email'],
    ['accounts', data.accounts, 'email'],
  ]) {
    for (const d of duplicates(rows.map((r) => r[key]))) problems.push(`${name}: duplicate ${key} ${d}`);
    for (const r of rows) if (!r[key]) problems.push(`${name}: a record has no ${key}`);
  }
  // The /scores groupings: valid by the same rule the CMS applies, naming only known universities.
  const groupings = validateScoreGrouping(data.scoreGroupings);
  for (const e of groupings.ok ? [] : groupings.errors)
    problems.push(`score groupings: ${e.path.join('.')}: ${e.message}`);
  const groups = [...Object.values(data.scoreGroupings?.years ?? {}).flat(), ...(data.scoreGroupings?.arrivals ?? [])];
  for (const c of new Set(groups.flatMap((g) => [...(g.include ?? []), ...(g.exclude ?? [])]))) {
    if (!known.has(c)) problems.push(`score groupings: unknown university ${c}`);
  }
  return problems;
}
