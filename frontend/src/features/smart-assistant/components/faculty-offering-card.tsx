import { Link } from 'react-router-dom';
import { offeringSectionLabel } from '@dalil/domain/rules';
import { OfferingCard } from '@/components/offering-card';
import { Logo } from '@/components/logo';
import type { Category, FacultyOffering, UniversityLink } from '@/lib/api/universities';
import { guidePage } from '@/lib/paths';

/** Spec 2 §2.5: these universities show the faculty's own name under theirs. */
export const SHOW_FACULTY_NAME_ON_FACULTY_PAGE = new Set(['AASTMT', 'KSIU', 'SU']);

/**
 * The faculty page's card (spec 2 §2.5): the shared offering card under the university's logo and
 * name, with the assistant's score rules and a link to the university's guide.
 */
export function FacultyOfferingCard({
  offering,
  link,
  category,
  distinction,
}: {
  offering: FacultyOffering;
  link?: UniversityLink;
  category: Category;
  /** What tells this card apart from another card of the same university (offeringDistinctions). */
  distinction?: string;
}) {
  const name = offering.university_Arabic_Name ?? link?.university_Arabic_Name ?? offering.university_code;
  const facultyLine =
    distinction ?? (SHOW_FACULTY_NAME_ON_FACULTY_PAGE.has(offering.university_code) ? offering.faculty : null);
  return (
    <OfferingCard
      offering={offering}
      university={link}
      category={category}
      rules="assistant"
      label={name}
      className="assistant-offering"
      header={
        <header className="assistant-offering__head">
          <Logo className="assistant-logo" src={link?.university_Logo} alt={`شعار ${name}`} size={56} />
          <div>
            <h3 className="assistant-offering__name">{name}</h3>
            {facultyLine && <p className="assistant-offering__faculty">{facultyLine}</p>}
            <p className="assistant-offering__faculty">الشعبة: {offeringSectionLabel(offering.section)}</p>
          </div>
        </header>
      }
      footer={
        <Link className="button button--primary button--small" to={guidePage(category, offering.university_code)}>
          دليل الجامعة
        </Link>
      }
    />
  );
}
