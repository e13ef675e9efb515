import type { ReactNode } from 'react';
import type { AdmissionUniversity } from '@dalil/domain/rules';
import { Logo } from '@/components/logo';

/** A university card of the staff status lists: logo, running index, Arabic name, and actions. */
export function UniversityCard({
  university,
  position,
  children,
}: {
  university: AdmissionUniversity;
  position?: number;
  children?: ReactNode;
}) {
  return (
    <li className="card status-admin-card">
      <div className="status-admin-card__head">
        {position !== undefined && (
          <span className="status-admin-card__index">
            <span className="visually-hidden">الترتيب </span>
            {position}
          </span>
        )}
        <Logo src={university.logo} alt="" fallbackText={university.name} className="status-admin-card__logo" />
        <span className="status-admin-card__name">{university.name}</span>
      </div>
      {children && <div className="status-admin-card__actions">{children}</div>}
    </li>
  );
}
