import { ContentAdminScreen } from '../components/content-admin-screen';
import { NEWS } from '../kinds';

/** /admin/news (spec 3 §2). */
export function NewsAdminPage() {
  return <ContentAdminScreen config={NEWS} />;
}
