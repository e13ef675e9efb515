import { UNKNOWN_FACT, bioLines, isLinkPresent } from '@dalil/domain/rules';
import { UNIVERSITY_RESOURCE } from '@dalil/domain/resources';
import { isFollowableLink, SafeLink } from '@/components/safe-link';
import type { UniversityLink } from '@/lib/api/universities';
import { Logo } from '@/components/logo';
import { FollowButton } from '@/components/follow-button';
import { AddToCalendarLink } from '@/components/add-to-calendar-link';

const SOCIAL_LINKS = [
  { field: 'website', label: 'الموقع الرسمي' },
  { field: 'facebook', label: 'فيسبوك' },
  { field: 'instagram', label: 'إنستجرام' },
  { field: 'youtube', label: 'يوتيوب' },
  { field: 'linkedin', label: 'لينكدإن' },
] as const;

/** Logo, name, bio (its newlines kept), map button and social links; '#' (or any link the site may not follow) means absent. */
export function UniversityHeader({ university }: { university: UniversityLink }) {
  const socials = SOCIAL_LINKS.filter(({ field }) => isFollowableLink(university[field]));
  return (
    <header className="university-header">
      <Logo
        eager
        className="university-header__logo"
        src={university.university_Logo}
        alt={`شعار ${university.university_Arabic_Name}`}
      />
      <div className="university-header__body">
        <h1 className="university-header__name">{university.university_Arabic_Name}</h1>
        <p className="university-header__city" data-city={university.city ?? ''}>
          {UNIVERSITY_RESOURCE.fields.city.label}: {university.city?.trim() || UNKNOWN_FACT}
        </p>
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
        <div className="university-header__follow">
          <FollowButton code={university.university_code} name={university.university_Arabic_Name} />
          <AddToCalendarLink code={university.university_code} />
        </div>
        <div className="university-header__links">
          {isFollowableLink(university.location) && (
            <SafeLink className="button button--primary button--small" href={university.location}>
              الموقع على الخريطة
            </SafeLink>
          )}
          {socials.map(({ field, label }) => (
            <SafeLink key={field} className="button button--ghost button--small" href={university[field]}>
              {label}
            </SafeLink>
          ))}
          {isLinkPresent(university.phone) && (
            <SafeLink className="button button--ghost button--small" href={`tel:${String(university.phone).trim()}`}>
              <span dir="ltr">{university.phone}</span>
            </SafeLink>
          )}
          {isLinkPresent(university.email) && (
            <SafeLink className="button button--ghost button--small" href={`mailto:${String(university.email).trim()}`}>
              {university.email}
            </SafeLink>
          )}
        </div>
      </div>
    </header>
  );
}
