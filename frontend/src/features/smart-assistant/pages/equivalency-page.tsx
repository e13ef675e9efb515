import { useState } from 'react';
import { EQUIVALENCY_CERTIFICATES } from '@dalil/domain/rules';
import { Dialog } from '@/components/dialog';
import { usePageMeta } from '@/lib/page-meta';
import { paths } from '@/lib/paths';
import { AmericanCalculator } from '../components/american-calculator';
import { IgcseCalculator } from '../components/igcse-calculator';
import { ConstructionIcon } from '../components/tool-icons';
import '../assistant.css';

/**
 * Spec 2 §2.2. The spec's overlay says the feature is under construction; here it is a dialog
 * that can be dismissed (button, Escape, the overlay), so the two active calculators stay usable.
 */
export function EquivalencyPage() {
  usePageMeta({
    title: 'حاسبة معادلة الشهادات',
    description: 'احسب مجموعك المعادل للدبلومة الأمريكية (SAT وACT) ونقاط IGCSE.',
    path: paths.assistantEquivalency,
  });
  const [certificate, setCertificate] = useState<'american' | 'igcse'>('american');
  const [overlay, setOverlay] = useState(true);

  return (
    <div className="page assistant">
      <div className="container container--narrow">
        <h1 className="section__title">حاسبة معادلة الشهادات</h1>
        {overlay && (
          <Dialog
            title="هذه الخاصية قيد الإنشاء"
            onClose={() => setOverlay(false)}
            size="small"
            className="assistant-overlay"
            media={
              <span className="assistant-card__icon">
                <ConstructionIcon />
              </span>
            }
          >
            <p>ستكون الحاسبة مفعّلة بالكامل خلال أيام قليلة.</p>
            <button
              type="button"
              className="button button--primary button--small"
              data-autofocus
              onClick={() => setOverlay(false)}
            >
              متابعة إلى الحاسبة
            </button>
          </Dialog>
        )}
        <div className="field field--frame assistant-field">
          <label htmlFor="eq-certificate">نوع الشهادة</label>
          <select
            id="eq-certificate"
            value={certificate}
            onChange={(e) => setCertificate(e.target.value as 'american' | 'igcse')}
          >
            {EQUIVALENCY_CERTIFICATES.map((c) => (
              <option key={c.value} value={c.value} disabled={!c.active}>
                {c.active ? c.label : `${c.label} (قريباً)`}
              </option>
            ))}
          </select>
        </div>
        {certificate === 'american' ? <AmericanCalculator /> : <IgcseCalculator />}
      </div>
    </div>
  );
}
