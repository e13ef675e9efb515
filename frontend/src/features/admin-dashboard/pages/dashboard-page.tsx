import { Link } from 'react-router-dom';
import { AdminFrame } from '@/components/admin/admin-frame';
import { freshnessCount } from '@dalil/domain/rules';
import { useFreshnessReport } from '@/lib/api/data-freshness';
import { paths } from '@/lib/paths';
import { getSession, isSuperAdmin } from '@/lib/session';
import { cardsFor } from '../cards';
import { CardIcon } from '../components/card-icon';
import { TEXTS } from '../texts';
import '../admin-dashboard.css';

/** /admin: a card per section the staff member may open (spec 3 §2), back to / and logout. */
export function DashboardPage() {
  const { userType, name } = getSession();
  const cards = cardsFor(userType);
  // The «حداثة البيانات» card shows how many items need a look (issue 22).
  const freshness = useFreshnessReport();
  const freshnessItems = freshness.data ? freshnessCount(freshness.data) : null;
  return (
    <AdminFrame
      title={TEXTS.title}
      subtitle={TEXTS.subtitle}
      path={paths.admin}
      back={paths.home}
      backLabel={TEXTS.back}
    >
      {name && (
        <p className="admin-dashboard__greeting">
          {TEXTS.greeting(name)} — {isSuperAdmin(userType) ? TEXTS.role.SuperAdmin : TEXTS.role.Admin}
        </p>
      )}
      <h2 className="visually-hidden">{TEXTS.sections}</h2>
      <ul className="card-grid admin-dashboard__cards">
        {cards.map((card) => (
          <li key={card.path}>
            <Link to={card.path} className="card admin-dashboard__card">
              <CardIcon name={card.icon} />
              <span className="admin-dashboard__title">{card.title}</span>
              <span className="admin-dashboard__description">{card.description}</span>
              {card.path === paths.adminDataFreshness && freshnessItems !== null && (
                <span className="admin-dashboard__count">{freshnessItems} عنصرًا للمراجعة</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </AdminFrame>
  );
}
