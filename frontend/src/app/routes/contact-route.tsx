import { ContactPage } from '@/features/contact/pages/contact-page';
import { useSiteSettings } from '@/features/site-settings/api/get-site-settings';

/** /Contact: the contact channels come from the site settings. */
export function ContactRoute() {
  const { settings } = useSiteSettings();
  return <ContactPage channels={settings.social} />;
}
