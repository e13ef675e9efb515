import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Dialog } from '@/components/dialog';
import { SafeLink } from '@/components/safe-link';
import { getSession } from '@/lib/session';
import { isFormField, markAdShown, pickAd, shownAdIds, type Ad } from '../ad-selection';
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
 * Each ad shows at most once per browser session (session storage), and never over a form being
 * filled: when the delay ends while a field has focus, or after a field on the page was typed
 * into, this page load shows no ad (issue 24, item 6).
 */
export function PopupAd({ delayMs = POPUP_AD_DELAY_MS }: PopupAdProps) {
  const [ad, setAd] = useState<Ad | null>(null);
  // Set when the page is shown (the effect below), before any ad event can read it.
  const loadedAt = useRef(0);
  const { pathname } = useLocation();

  useEffect(() => {
    loadedAt.current = Date.now();
    let cancelled = false;
    let typed = false;
    const onInput = (event: Event) => {
      if (isFormField(event.target as Element | null)) typed = true;
    };
    document.addEventListener('input', onInput, true);
    const fillingForm = () => typed || isFormField(document.activeElement);
    const timer = window.setTimeout(() => {
      if (getSession().token || fillingForm()) return;
      getAds()
        .then((ads) => {
          if (cancelled || getSession().token || !Array.isArray(ads) || fillingForm()) return;
          const chosen = pickAd(ads, new Date(), Math.random, shownAdIds());
          if (!chosen) return;
          markAdShown(chosen._id);
          setAd(chosen);
          silently(
            createAdEvent({
              adId: chosen._id,
              action: 'show',
              page: pathname,
              timeOnPage: Date.now() - loadedAt.current,
            }),
          );
          silently(bumpAdCounter(chosen, 'currentShows'));
        })
        .catch(() => undefined);
    }, delayMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      document.removeEventListener('input', onInput, true);
    };
  }, [delayMs, pathname]);

  const close = useCallback(() => setAd(null), []);

  if (!ad) return null;

  const onCta = () => {
    silently(
      createAdEvent({ adId: ad._id, action: 'click', page: pathname, timeOnPage: Date.now() - loadedAt.current }),
    );
    silently(bumpAdCounter(ad, 'currentClicks'));
  };

  return (
    <Dialog
      title={ad.title}
      onClose={close}
      closeLabel="إغلاق الإعلان"
      size="small"
      className="popup-ad"
      media={
        ad.image_path ? (
          <img
            className="popup-ad__image"
            src={ad.image_path}
            alt=""
            onError={(e) => (e.currentTarget.hidden = true)}
          />
        ) : undefined
      }
    >
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
    </Dialog>
  );
}
