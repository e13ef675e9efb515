import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SafeLink } from '@/components/safe-link';
import { getSession } from '@/lib/session';
import { pickAd, type Ad } from '../ad-selection';
import { bumpAdCounter, createAdEvent, getAds, silently } from '../api/ads-api';
import '../ads.css';

/** Spec 1 §9: the popup appears 5 s after the page loads. */
export const POPUP_AD_DELAY_MS = 5000;

interface PopupAdProps {
  /** Override for tests; 5 s by default. */
  delayMs?: number;
}

/**
 * The popup ad of spec 1 §4, for the news, scholarships and join-us pages. Mount it once beside
 * the page (an app route composes them, see app/routes/news-route.tsx):
 *
 *   <><NewsPage /><PopupAd /></>
 *
 * Only a visitor with no stored token sees it. Every failure is silent: no ad, no popup.
 */
export function PopupAd({ delayMs = POPUP_AD_DELAY_MS }: PopupAdProps) {
  const [ad, setAd] = useState<Ad | null>(null);
  const loadedAt = useRef(Date.now());
  const { pathname } = useLocation();
  const titleId = useId();

  useEffect(() => {
    loadedAt.current = Date.now();
    let cancelled = false;
    const timer = window.setTimeout(() => {
      if (getSession().token) return;
      getAds()
        .then((ads) => {
          if (cancelled || getSession().token || !Array.isArray(ads)) return;
          const chosen = pickAd(ads);
          if (!chosen) return;
          setAd(chosen);
          silently(createAdEvent({ adId: chosen._id, action: 'show', page: pathname, timeOnPage: Date.now() - loadedAt.current }));
          silently(bumpAdCounter(chosen, 'currentShows'));
        })
        .catch(() => undefined);
    }, delayMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [delayMs, pathname]);

  const close = useCallback(() => setAd(null), []);

  useEffect(() => {
    if (!ad) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ad, close]);

  if (!ad) return null;

  const onCta = () => {
    silently(createAdEvent({ adId: ad._id, action: 'click', page: pathname, timeOnPage: Date.now() - loadedAt.current }));
    silently(bumpAdCounter(ad, 'currentClicks'));
  };

  return (
    <div className="popup-ad__overlay" onClick={close}>
      <div
        className="popup-ad"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
      >
        <button type="button" className="popup-ad__close" aria-label="إغلاق الإعلان" onClick={close}>
          ×
        </button>
        {ad.image_path && <img className="popup-ad__image" src={ad.image_path} alt="" onError={(e) => (e.currentTarget.hidden = true)} />}
        <div className="popup-ad__content">
          <h2 id={titleId}>{ad.title}</h2>
          {ad.description && <p>{ad.description}</p>}
          {ad.features && ad.features.length > 0 && (
            <ul className="popup-ad__features">
              {ad.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          )}
          {/* SafeLink: another site opens in a new tab; an in-site path navigates without unloading
              the page (the click event is not cut off); any other value is shown as text only. */}
          <SafeLink
            className="button button--primary popup-ad__cta"
            href={ad.ctalink}
            onClick={() => {
              onCta();
              if (ad.ctalink.trim().startsWith('/')) close();
            }}
          >
            {ad.ctaText}
          </SafeLink>
        </div>
      </div>
    </div>
  );
}
