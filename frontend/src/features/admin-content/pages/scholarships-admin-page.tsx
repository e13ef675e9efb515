import { ContentAdminScreen } from '../components/content-admin-screen';
import { SCHOLARSHIPS } from '../kinds';

/** /admin/scholarships (spec 3 §2). */
export function ScholarshipsAdminPage() {
  return <ContentAdminScreen config={SCHOLARSHIPS} />;
}
