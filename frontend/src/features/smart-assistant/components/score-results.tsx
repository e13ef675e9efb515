import { arabicCount, SCORE_FINDER_MESSAGES, facultyNameOf, type FacultyMatch } from '@dalil/domain';
import type { Category, FacultyOffering, UniversityLink } from '@/lib/api/universities';
import { guidePage } from '@/lib/paths';
import { ASSISTANT_CATEGORY_ORDER } from '../api/assistant-data';
import { TypeTabs } from './type-tabs';
import { UniversityLogo } from '@/components/university-logo';

/** Matching faculties, most universities first (the order comes from the domain). */
export function MatchedFacultyList({
  groups,
  logos,
  onChoose,
}: {
  groups: FacultyMatch<FacultyOffering>[];
  logos: Map<string, string | null>;
  onChoose: (code: string) => void;
}) {
  return (
    <>
      <h2 className="assistant-results__title">الكليات المتاحة لمجموعك ({groups.length})</h2>
      <ol className="assistant-faculty-list">
        {groups.map((group) => (
          <li key={group.facultyCode}>
            <button
              type="button"
              className="assistant-faculty-item"
              onClick={() => onChoose(group.facultyCode)}
              data-faculty={group.facultyCode}
            >
              <UniversityLogo className="assistant-logo" src={logos.get(group.facultyCode)} alt="" size={44} />
              <span className="assistant-faculty-item__name">{facultyNameOf(group.facultyCode)}</span>
              <span className="assistant-faculty-item__count">{arabicCount(group.universityCount, 'university')}</span>
            </button>
          </li>
        ))}
      </ol>
    </>
  );
}

/** A chosen faculty: its universities under type tabs, shown only after a tab is clicked. */
export function FacultyUniversities({
  group,
  facultyName,
  tab,
  links,
  onTab,
  onBack,
}: {
  group: FacultyMatch<FacultyOffering>;
  facultyName: string;
  tab: Category | null;
  links: Map<string, UniversityLink>;
  onTab: (category: Category) => void;
  onBack: () => void;
}) {
  const inTab = tab ? group.offerings.filter((m) => m.offering.category === tab) : [];
  return (
    <div className="assistant-faculty-detail">
      <div className="assistant-faculty-detail__head">
        <button type="button" className="button button--ghost button--small" onClick={onBack}>
          → العودة إلى قائمة الكليات
        </button>
        <h2 className="assistant-results__title">{facultyName}</h2>
      </div>
      <TypeTabs order={ASSISTANT_CATEGORY_ORDER} selected={tab} onSelect={onTab} label="نوع الجامعة" />
      {!tab && <p className="assistant-hint">اختر نوع الجامعة لعرض الجامعات المتاحة.</p>}
      {tab && inTab.length === 0 && <div className="state">{SCORE_FINDER_MESSAGES.noUniversitiesInType}</div>}
      {tab && inTab.length > 0 && (
        <ol className="assistant-university-list" aria-label="الجامعات">
          {inTab.map((match) => {
            const { offering, minimumScore } = match;
            // A match by the councils' table is a floor to apply, never the university's own minimum.
            const floorYear = 'floor' in match ? (match.floor as { academic_year: string }).academic_year : null;
            const link = links.get(offering.university_code);
            return (
              <li key={offering._id}>
                <a
                  className="assistant-university-item"
                  href={guidePage(offering.category, offering.university_code)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <UniversityLogo className="assistant-logo" src={link?.university_Logo} alt="" size={44} />
                  <span className="assistant-university-item__text">
                    <span className="assistant-university-item__name">
                      {offering.university_Arabic_Name ?? link?.university_Arabic_Name}
                    </span>
                    <span className="assistant-university-item__faculty">{offering.faculty}</span>
                  </span>
                  <span className="assistant-university-item__score" data-score={minimumScore}>
                    {floorYear ? `الحد الأدنى للتقدم ${floorYear}` : 'الحد الأدنى'}{' '}
                    <strong dir="ltr">{minimumScore}%</strong>
                  </span>
                </a>
              </li>
            );
          })}
        </ol>
      )}
      {tab && inTab.length > 0 && <p className="assistant-hint">تفتح صفحة الجامعة في الدليل في نافذة جديدة.</p>}
    </div>
  );
}
