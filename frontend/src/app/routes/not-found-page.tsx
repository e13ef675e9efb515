import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/page-meta';

export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta({
    title: 'الصفحة غير موجودة',
    description: 'الصفحة التي تبحث عنها غير موجودة على دليل.',
    path: pathname,
  });

  return (
    <section className="container page page--centered" aria-labelledby="not-found-title">
      <p className="not-found__code" dir="ltr">
        404
      </p>
      <h1 id="not-found-title">الصفحة غير موجودة</h1>
      <p className="lead">ربما تغيّر عنوان الصفحة أو حُذفت، أو أن الرابط غير صحيح.</p>
      <Link to={paths.home} className="button button--primary">
        العودة إلى الصفحة الرئيسية
      </Link>
    </section>
  );
}
