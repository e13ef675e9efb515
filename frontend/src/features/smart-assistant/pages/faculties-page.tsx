import { Link } from 'react-router-dom';
import { facultiesWithOfferings } from '@dalil/domain/rules';
import { useMasterFaculties } from '@/lib/api/universities';
import { usePageMeta } from '@/lib/page-meta';
import { assistantFacultyPage, paths } from '@/lib/paths';
import { Logo } from '@/components/logo';
import '../assistant.css';
import { AsyncSection } from '@/components/async-section';
import { useOfferedFacultyCodes } from '../api/assistant-data';

/** Spec 2 §9: 9 skeleton cards while loading. */
export const SKELETON_CARDS = 9;

export function FacultiesPage() {
  usePageMeta({
    title: 'الكليات',
    description: 'اختر كلية لترى الجامعات المصرية التي تقدمها مع المصروفات والحدود الدنيا للقبول.',
    path: paths.assistantFaculties,
  });
  const { data: all, error, isLoading: facultiesLoading, mutate } = useMasterFaculties();
  // Issue 24: a card with no offering behind it never appears (its page would be empty).
  const offered = useOfferedFacultyCodes();
  const isLoading = facultiesLoading || offered.isLoading;
  const data = all ? facultiesWithOfferings(all, offered.data) : undefined;

  return (
    <div className="page assistant">
      <div className="container">
        <h1 className="section__title">ما الجامعات التي بها كلية معينة؟</h1>
        <p className="section__lead">اختر الكلية لترى الجامعات التي تقدمها.</p>
        <AsyncSection
          isLoading={isLoading}
          error={error}
          onRetry={() => void mutate()}
          errorText="حدث خطأ أثناء جلب بيانات الكليات"
          isEmpty={!data || data.length === 0}
          emptyText="لا توجد كليات متاحة حالياً"
          loadingText="جارٍ تحميل الكليات"
          skeleton={
            <ul className="assistant-grid" aria-busy="true" aria-label="جارٍ تحميل الكليات">
              {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                <li
                  key={i}
                  className="assistant-grid__card card-surface assistant-grid__card--skeleton"
                  data-testid="faculty-skeleton"
                >
                  <span className="skeleton skeleton--circle" />
                  <span className="skeleton skeleton--line" />
                </li>
              ))}
            </ul>
          }
        >
          <ul className="assistant-grid">
            {(data ?? []).map((faculty) => (
              <li key={faculty._id}>
                <Link className="assistant-grid__card card-surface" to={assistantFacultyPage(faculty.faculty_code)}>
                  <Logo className="assistant-logo" src={faculty.faculty_logo} alt="" size={72} />
                  <span className="assistant-grid__name">{faculty.faculty_name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </AsyncSection>
      </div>
    </div>
  );
}
