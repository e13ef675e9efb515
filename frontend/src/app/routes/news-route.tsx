import { PopupAd } from '@/features/ads/components/popup-ad';
import { NewsPage } from '@/features/news/pages/news-page';

/** /News with the popup ad (spec 1 §2). The ads feature and the news feature meet here. */
export function NewsRoute() {
  return (
    <>
      <NewsPage />
      <PopupAd />
    </>
  );
}
