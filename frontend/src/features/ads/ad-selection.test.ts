import { describe, expect, it } from 'vitest';
import { markAdShown, pickAd, qualifyingAds, shownAdIds, type Ad } from './ad-selection';
import { createMemoryStorage } from '@/lib/session';

const now = new Date('2026-06-15T12:00:00Z');
const ad = (id: string, over: Partial<Ad> = {}): Ad => ({
  _id: id,
  title: id,
  ctalink: '/x',
  ctaText: 'go',
  startDate: '2026-06-01T00:00:00Z',
  endDate: '2026-07-01T00:00:00Z',
  priority: 0,
  targetAudience: 'all',
  description: null,
  features: [],
  image_path: null,
  currentShows: 0,
  currentClicks: 0,
  createdAt: '2026-05-01T00:00:00Z',
  updatedAt: '2026-05-01T00:00:00Z',
  ...over,
});

describe('popup ad selection (spec 1 §4)', () => {
  it('keeps ads inside their window with priority 0, not those only for signed-in people', () => {
    const ads = [
      ad('ok'),
      ad('visitors', { targetAudience: 'not_logged_in' }),
      ad('priority1', { priority: 1 }),
      ad('ended', { endDate: '2026-06-10T00:00:00Z' }),
      ad('future', { startDate: '2026-06-20T00:00:00Z' }),
      ad('members', { targetAudience: 'logged_in' }),
      ad('no-end', { endDate: null }),
      ad('no-end-future', { startDate: '2026-06-20T00:00:00Z', endDate: null }),
    ];
    expect(qualifyingAds(ads, now).map((a) => a._id)).toEqual(['ok', 'visitors', 'no-end']);
  });

  it('picks one at random; none when nothing qualifies', () => {
    const ads = [ad('a'), ad('b'), ad('c')];
    expect(pickAd(ads, now, () => 0)?._id).toBe('a');
    expect(pickAd(ads, now, () => 0.5)?._id).toBe('b');
    expect(pickAd(ads, now, () => 0.9999)?._id).toBe('c');
    expect(pickAd([ad('x', { priority: 2 })], now)).toBeNull();
  });

  it('leaves out the ads this session has already shown (issue 24, item 6)', () => {
    const ads = [ad('a'), ad('b')];
    expect(pickAd(ads, now, () => 0, ['a'])?._id).toBe('b');
    expect(pickAd(ads, now, () => 0.9999, ['a'])?._id).toBe('b');
    expect(pickAd(ads, now, () => 0, ['a', 'b'])).toBeNull();
  });

  it('remembers the shown ads in the session storage, each once', () => {
    const storage = createMemoryStorage();
    expect(shownAdIds(storage)).toEqual([]);
    markAdShown('a', storage);
    markAdShown('b', storage);
    markAdShown('a', storage);
    expect(shownAdIds(storage)).toEqual(['a', 'b']);
    storage.setItem('dalil.adsShown', 'not json');
    expect(shownAdIds(storage)).toEqual([]);
  });
});
