import { HomePage } from '@/features/home/pages/home-page';
import type { HomeFaqState } from '@/features/home/types';
import { useSiteSettings } from '@/features/site-settings/api/get-site-settings';

/**
 * Composes two features at the app layer (bulletproof-react: features never import each other):
 * the home page shows the statistics and FAQ that the site settings hold.
 */
export function HomeRoute() {
  const { settings, isLoaded, isLoading, error, retry } = useSiteSettings();
  const faq: HomeFaqState = isLoaded
    ? { status: 'ready', items: settings.faq }
    : error && !isLoading
      ? { status: 'error', retry: () => void retry() }
      : { status: 'loading' };
  return <HomePage statistics={settings.statistics} faq={faq} />;
}
