import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

/** The account page's way to «قائمة رغباتي». */
export function DesiresSection() {
  return (
    <section className="account-desires card-surface" aria-labelledby="account-desires-title">
      <h2 id="account-desires-title">قائمة رغباتي</h2>
      <p>رغباتك مرتبة مع الحد الأدنى والمصروفات وحالة التقديم، للطباعة والمشاركة.</p>
      <Link className="button button--ghost" to={paths.desires}>
        افتح قائمة رغباتي
      </Link>
    </section>
  );
}
