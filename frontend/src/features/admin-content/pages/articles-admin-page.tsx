import { ContentAdminScreen } from '../components/content-admin-screen';
import { ARTICLES } from '../kinds';

/** /admin/articles (spec 3 §2: back goes to the previous page). */
export function ArticlesAdminPage() {
  return <ContentAdminScreen config={ARTICLES} back="history" />;
}
