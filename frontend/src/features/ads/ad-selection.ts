/**
 * Which ad the popup shows (spec 1 §4): ads inside their start/end window (an ad without an end
 * date, spec 3 §9, never ends) with priority 0, one
 * at random. The popup only appears to visitors without a token, so an ad meant only for
 * signed-in people (targetAudience 'logged_in') is left out as well (spec 1 §3 lists the field;
 * the CMS leaves audience filtering to the site). An ad this browser session has shown already is
 * left out too (issue 24, item 6: once per session per ad).
 */
import { isAdActive } from '@dalil/domain/validation';
import { type AdRecord } from '@dalil/domain/contract';

/** An ad as GET /api/ads answers it (the contract's record; endDate null: no end date). */
export type Ad = AdRecord;

export function qualifyingAds(ads: Ad[], now: Date = new Date()): Ad[] {
  return ads.filter(
    (ad) =>
      Number(ad.priority) === 0 &&
      isAdActive(ad as unknown as Record<string, unknown>, now) &&
      ad.targetAudience !== 'logged_in',
  );
}

export function pickAd(
  ads: Ad[],
  now: Date = new Date(),
  random: () => number = Math.random,
  shown: readonly string[] = [],
): Ad | null {
  const candidates = qualifyingAds(ads, now).filter((ad) => !shown.includes(ad._id));
  if (candidates.length === 0) return null;
  return candidates[Math.min(candidates.length - 1, Math.floor(random() * candidates.length))];
}

/** The session storage key of the ads shown in this browser session (a tab; closed with it). */
export const SHOWN_ADS_KEY = 'dalil.adsShown';

/** This tab's session storage, or null where the browser refuses it (then every load may show an ad). */
export function adSessionStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** The ids of the ads this session has shown. */
export function shownAdIds(storage: Storage | null = adSessionStorage()): string[] {
  try {
    const list: unknown = JSON.parse(storage?.getItem(SHOWN_ADS_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function markAdShown(id: string, storage: Storage | null = adSessionStorage()): void {
  const ids = shownAdIds(storage);
  if (ids.includes(id)) return;
  try {
    storage?.setItem(SHOWN_ADS_KEY, JSON.stringify([...ids, id]));
  } catch {
    // A full or refused storage only means the ad may show again.
  }
}

const FIELD_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** Whether an element is a field a person types or chooses in (not a button). */
export function isFormField(el: Element | null): boolean {
  if (!el) return false;
  if (el instanceof HTMLElement && el.isContentEditable) return true;
  if (!FIELD_TAGS.has(el.tagName)) return false;
  const type = (el.getAttribute('type') ?? '').toLowerCase();
  return !['button', 'submit', 'reset', 'hidden', 'image'].includes(type);
}
