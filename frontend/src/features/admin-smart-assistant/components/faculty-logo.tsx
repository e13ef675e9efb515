import { Logo } from '@/components/logo';
import { SA_TEXTS as T } from '../texts';

/** The default faculty logo (spec 3 §8: "a failed faculty image falls back to a default faculty logo"). */
export const DEFAULT_FACULTY_LOGO = '/images/default-faculty.svg';

/** A faculty logo: the record's image, then the default faculty logo, then a drawn initial. */
export function FacultyLogo({ src, name }: { src: string | null; name: string }) {
  return (
    <Logo
      className="sa-faculty__logo"
      src={src}
      defaultSrc={DEFAULT_FACULTY_LOGO}
      alt={T.logoAlt(name)}
      fallbackText={name}
      size={64}
    />
  );
}
