import { useState } from 'react';
import { ImageWithFallback } from '@/lib/image-with-fallback';
import { SA_TEXTS as T } from '../texts';

/** The default faculty logo (spec 3 §8: "a failed faculty image falls back to a default faculty logo"). */
export const DEFAULT_FACULTY_LOGO = '/images/default-faculty.svg';

/** A faculty logo: the record's image, then the default faculty logo, then a drawn initial. */
export function FacultyLogo({ src, name }: { src: string | null; name: string }) {
  const [useDefault, setUseDefault] = useState(false);
  return (
    <ImageWithFallback
      key={useDefault ? 'default' : 'own'}
      className="sa-faculty__logo"
      src={useDefault || !src ? DEFAULT_FACULTY_LOGO : src}
      alt={T.logoAlt(name)}
      fallbackText={name}
      width={64}
      height={64}
      {...(useDefault ? {} : { onError: () => setUseDefault(true) })}
    />
  );
}
