import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { guidePage } from '@/lib/paths';
import type { Category } from '@/lib/api/universities';
import { popupSections, type StatusUniversity } from '../status-model';

interface StatusPopupProps {
  university: StatusUniversity;
  category: Category;
  onClose: () => void;
}

/** The detail popup: closes by its button, a click on the overlay, or Escape. */
export function StatusPopup({ university, category, onClose }: StatusPopupProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [onClose]);

  return (
    <div className="status-popup__overlay" onClick={onClose} data-testid="status-popup-overlay">
      <div
        className="status-popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="status-popup__header">
          {university.logo && <img src={university.logo} alt="" className="status-popup__logo" />}
          <h2 id={titleId}>{university.name}</h2>
          <button ref={closeRef} type="button" className="status-popup__close" aria-label="إغلاق" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="status-popup__body">
          {popupSections(university, category).map((section) => (
            <section key={section.title} className="status-popup__section">
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
                      <td dir="auto">{r.deadline}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </div>
        <div className="status-popup__footer">
          <Link to={guidePage(category, university.code)} className="button button--primary">
            دليل الجامعة
          </Link>
          <button type="button" className="button button--ghost" onClick={onClose}>
            إغلاق
          </button>
        </div>
      </div>
    </div>
  );
}
