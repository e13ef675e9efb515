import { Link } from 'react-router-dom';
import { admissionDetailSections, type AdmissionUniversity, type UniversityCategory } from '@dalil/domain/rules';
import { Logo } from '@/components/logo';
import { guidePage } from '@/lib/paths';
import { AdmissionSteps } from './admission-steps';
import { Dialog } from './dialog';

export interface AdmissionDetailDialogProps {
  university: AdmissionUniversity;
  category: UniversityCategory;
  onClose: () => void;
}

/**
 * A university's admission detail (spec 1 §2, spec 3 §2), the same on the public /Status page
 * and on the staff screen: transfer, the three certificate tracks by year (national: years 4
 * and 5 only), international students, each row with its status badge and deadline, and a link
 * to the university's guide page. The rows come from the domain (`admissionDetailSections`). Above
 * them, the admission steps (opening date, documents, tests) with their source (issue 24).
 */
export function AdmissionDetailDialog({ university, category, onClose }: AdmissionDetailDialogProps) {
  return (
    <Dialog
      size="large"
      onClose={onClose}
      initialFocus="title"
      className="admission-detail"
      title={
        <span className="admission-detail__title">
          <Logo src={university.logo} alt="" fallbackText={university.name} className="admission-detail__logo" />
          <span>{university.name}</span>
        </span>
      }
      footer={
        <>
          <Link to={guidePage(category, university.code)} className="button button--primary">
            دليل الجامعة
          </Link>
          <button type="button" className="button button--ghost" onClick={onClose}>
            إغلاق
          </button>
        </>
      }
    >
      <AdmissionSteps record={university.steps} />
      {admissionDetailSections(university, category).map((section) => (
        <section key={section.title} className="admission-detail__section">
          <h3>{section.title}</h3>
          <table className="status-table">
            <thead>
              <tr>
                <th scope="col">الفئة</th>
                <th scope="col">الحالة</th>
                <th scope="col">آخر موعد</th>
              </tr>
            </thead>
            <tbody>
              {section.rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row">{r.label}</th>
                  <td>
                    <span className={`status-badge status-badge--${r.statusClass}`}>{r.status}</span>
                  </td>
                  <td>
                    <span dir="auto">{r.deadline}</span>
                    {r.deadlineNote && <span className="admission-deadline-note">{r.deadlineNote}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </Dialog>
  );
}
