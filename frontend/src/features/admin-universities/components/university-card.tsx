import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';
import type { UniversityLink } from '@/lib/api/universities';
import { TEXTS } from '../texts';

/** A university card: logo (default image when missing or broken), Arabic name, and actions. */
export function UniversityCard({
  university,
  children,
  onOpen,
  openLabel,
}: {
  university: UniversityLink;
  children?: ReactNode;
  onOpen?: () => void;
  openLabel?: string;
}) {
  const name = university.university_Arabic_Name;
  const head = (
    <>
      <Logo
        className="uni-card__logo"
        src={university.university_Logo}
        alt={TEXTS.logoAlt(name)}
        fallbackText={name}
        size={56}
      />
      <span className="uni-card__name">{name}</span>
      <span className="uni-card__code" dir="ltr">
        {university.university_code}
      </span>
    </>
  );
  return (
    <li className="card uni-card" data-code={university.university_code}>
      {onOpen ? (
        <button type="button" className="uni-card__open" onClick={onOpen} aria-label={openLabel}>
          {head}
        </button>
      ) : (
        <div className="uni-card__head">{head}</div>
      )}
      {children && <div className="uni-card__actions">{children}</div>}
    </li>
  );
}
