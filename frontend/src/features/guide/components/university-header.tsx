import { bioLines, isLinkPresent } from '@dalil/domain';
import type { UniversityLink } from '@/lib/api/universities';
import { UniversityLogo } from '@/components/university-logo';

const SOCIAL_LINKS = [
  { field: 'website', label: 'الموقع الرسمي' },
  { field: 'facebook', label: 'فيسبوك' },
  { field: 'instagram', label: 'إنستجرام' },
  { field: 'youtube', label: 'يوتيوب' },
  { field: 'linkedin', label: 'لينكدإن' },
] as const;

/** Logo, name, bio (its newlines kept), map button and social links; '#' means absent. */
export function UniversityHeader({ university }: { university: UniversityLink }) {
  const socials = SOCIAL_LINKS.filter(({ field }) => isLinkPresent(university[field]));
  return (
    <header className="university-header">
      <UniversityLogo eager className="university-header__logo" src={university.university_Logo} alt={`شعار ${university.university_Arabic_Name}`} />
      <div className="university-header__body">
        <h1 className="university-header__name">{university.university_Arabic_Name}</h1>
        {bioLines(university.Uni_Bio).length > 0 && (
          <p className="university-header__bio">
            {bioLines(university.Uni_Bio).map((line, i) => (
              <span key={i}>
                {i > 0 && <br />}
                {line}
              </span>
            ))}
          </p>
        )}
        <div className="university-header__links">
          {isLinkPresent(university.location) && (
            <a className="button button--primary button--small" href={university.location ?? undefined} target="_blank" rel="noopener noreferrer">
              الموقع على الخريطة
            </a>
          )}
          {socials.map(({ field, label }) => (
            <a key={field} className="button button--ghost button--small" href={university[field] ?? undefined} target="_blank" rel="noopener noreferrer">
              {label}
            </a>
          ))}
          {isLinkPresent(university.phone) && (
            <a className="button button--ghost button--small" href={`tel:${university.phone}`}>
              <span dir="ltr">{university.phone}</span>
            </a>
          )}
          {isLinkPresent(university.email) && (
            <a className="button button--ghost button--small" href={`mailto:${university.email}`}>
              {university.email}
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
