import { PopupAd } from '@/features/ads/components/popup-ad';
import { JoinUsPage } from '@/features/join-us/pages/join-us-page';

/** /join-us with the popup ad of spec 1 §4 (features cannot import each other: joined here). */
export function JoinUsRoute() {
  return (
    <>
      <JoinUsPage />
      <PopupAd />
    </>
  );
}
