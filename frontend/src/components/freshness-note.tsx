import { freshnessNote } from '@dalil/domain/rules';
import { useDataStatus } from '@/lib/data-status';

/**
 * The note over a page of figures: the data's as-of date (site settings `data_as_of`), or that the
 * figures are the generated demo set (issue 22). One text for the guide, the assistant and /Status.
 */
export function FreshnessNote({ className }: { className: string }) {
  const status = useDataStatus();
  return (
    <p className={className} role="note">
      {freshnessNote(status)}
    </p>
  );
}
