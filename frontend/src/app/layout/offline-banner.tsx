import { offlineNote } from '@dalil/domain/rules';
import { useDataStatus } from '@/lib/data-status';
import { useOfflineState } from '@/lib/offline';

/**
 * «تعمل دون اتصال — بيانات محدّثة في …» (issue 25 item 4): shown while the browser is offline or
 * the page's data came from the service worker's cache; a status region, so a screen reader
 * announces it when it appears. The date is the data set's as-of date, else the cached copy's.
 */
export function OfflineBanner() {
  const { offline, savedAt } = useOfflineState();
  const { dataAsOf } = useDataStatus();
  return (
    // Always in the page (empty while online): a live region announces text put into it.
    <p className="offline-banner" role="status">
      {offline ? offlineNote(dataAsOf, savedAt) : ''}
    </p>
  );
}
