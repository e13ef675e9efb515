/**
 * Which ad the popup shows (spec 1 §4): ads inside their start/end window (an ad without an end
 * date, spec 3 §9, never ends) with priority 0, one
 * at random. The popup only appears to visitors without a token, so an ad meant only for
 * signed-in people (targetAudience 'logged_in') is left out as well (spec 1 §3 lists the field;
 * the CMS leaves audience filtering to the site).
 */
import { isAdActive, type AdRecord } from '@dalil/domain';

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

export function pickAd(ads: Ad[], now: Date = new Date(), random: () => number = Math.random): Ad | null {
  const candidates = qualifyingAds(ads, now);
  if (candidates.length === 0) return null;
  return candidates[Math.min(candidates.length - 1, Math.floor(random() * candidates.length))];
}
