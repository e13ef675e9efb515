import { PopupAd } from '@/features/ads/components/popup-ad';
import { ScholarshipsPage } from '@/features/scholarships/pages/scholarships-page';

/** /Scholarships with the popup ad (spec 1 §2). */
export function ScholarshipsRoute() {
  return (
    <>
      <ScholarshipsPage />
      <PopupAd />
    </>
  );
}
