import { useState } from 'react';
import { CATEGORY_TYPE_LABELS } from '@dalil/domain/rules';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useToasts } from '@/components/toasts';
import { Logo } from '@/components/logo';
import { useUniversityLinks, type Category } from '@/lib/api/universities';
import { deleteUniversity, mutationErrorText } from '../api/universities-admin';
import { TEXTS } from '../texts';
import { UNIVERSITY_TOAST_MS } from '../toast';
import { UniversityPicker } from './university-picker';

type Props = {
  category: Category;
  query: string;
  onQuery: (q: string) => void;
  /** The university in `?id=` (its `_id`), or null. */
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Cancel or a finished delete returns to manage (spec 3 §4). */
  onDone: () => void;
};

/**
 * Delete (SuperAdmin): cards grouped by section with counts, then a confirmation with the logo,
 * name and type, the two warnings, cancel and confirm. The whole university goes with all it
 * owns (`DELETE /api/{Type}/{code}`, one transaction on the server).
 */
export function DeletePanel({ category, query, onQuery, selectedId, onSelect, onDone }: Props) {
  const links = useUniversityLinks(category);
  const { show } = useToasts();
  const [deleting, setDeleting] = useState(false);
  const selected = selectedId
    ? links.data?.find((u) => u._id === selectedId || u.university_code === selectedId)
    : undefined;

  const confirm = async () => {
    if (!selected) return;
    setDeleting(true);
    try {
      await deleteUniversity(category, selected.university_code);
      show('success', TEXTS.deleted, UNIVERSITY_TOAST_MS);
      onDone();
    } catch (error) {
      show('error', mutationErrorText(error, TEXTS.deleteError), UNIVERSITY_TOAST_MS);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <UniversityPicker
        category={category}
        query={query}
        onQuery={onQuery}
        grouped
        prompt={TEXTS.chooseToDelete}
        actionLabel={TEXTS.deleteOf}
        onPick={(u) => onSelect(u._id)}
      />
      {selected && (
        <ConfirmDialog
          title={TEXTS.deleteTitle}
          media={
            <div className="uni-admin__confirm">
              <Logo
                className="uni-card__logo"
                src={selected.university_Logo}
                alt={TEXTS.logoAlt(selected.university_Arabic_Name)}
                fallbackText={selected.university_Arabic_Name}
                size={64}
              />
              <div>
                <p className="uni-admin__confirm-name">{selected.university_Arabic_Name}</p>
                <p className="uni-admin__confirm-type">{CATEGORY_TYPE_LABELS[category]}</p>
              </div>
            </div>
          }
          messages={[TEXTS.deleteQuestion(selected.university_Arabic_Name), TEXTS.deleteWarning]}
          confirmLabel={TEXTS.confirmDelete}
          busyLabel={TEXTS.deleting}
          cancelLabel={TEXTS.cancel}
          onConfirm={confirm}
          onCancel={deleting ? () => undefined : onDone}
        />
      )}
    </>
  );
}
