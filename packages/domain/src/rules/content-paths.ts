/**
 * Derived image paths of the content records (spec 3 §3). A record with an uploaded image
 * shows that image; otherwise the site serves the conventional path below, and the browser
 * falls back to a default image when the file is missing (spec 1 §8, spec 3 §8).
 */

/**
 * The review form's logo name (spec 3 §3): lower-case, every run of characters outside a–z and
 * 0–9 becomes one hyphen, and hyphens at either end are trimmed. "Ahmed  Ali!" → "ahmed-ali".
 */
export function logoName(raw: string): string {
  return String(raw)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The logo name inside a `/images/users/{name}.png` path, or undefined for any other value. */
export function logoNameFromUrl(url: string): string | undefined {
  const match = /^\/images\/users\/([^/]+)\.png$/.exec(String(url).trim());
  return match ? match[1] : undefined;
}

export const reviewLogoPath = (name: string) => `/images/users/${name}.png`;
export const newsLogoPath = (shortName: string) => `/images/Logos/NEWS/${shortName}.png`;
export const scholarshipLogoPath = (shortName: string) => `/images/Logos/Scholarships/${shortName}.png`;
/** "under an articles logos folder by short name, png" — the folder name is ours. */
export const articleLogoPath = (shortName: string) => `/images/Logos/Articles/${shortName}.png`;
/** "path derived from the short code" — the folder name is ours. */
export const facultyLogoPath = (code: string) => `/images/Logos/Faculties/${code}.png`;
