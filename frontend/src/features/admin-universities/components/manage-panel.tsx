import { useMemo, useState } from 'react';
import { OrderActions } from '@/components/admin/order-actions';
import { byIndex, canMove, matchesSearch, moveItem, publicPagePath, sectionsOfCategory } from '@dalil/domain/rules';
import { ViewOnSiteLink } from '@/components/record-card';
import { useToasts } from '@/components/toasts';
import { useUniversityLinks, type Category, type UniversityLink } from '@/lib/api/universities';
import { mutationErrorText, saveUniversityOrder } from '../api/universities-admin';
import { TEXTS } from '../texts';
import { UNIVERSITY_TOAST_MS } from '../toast';
import { LinksState } from './links-state';
import { SearchBox } from './search-box';
import { UniversityCard } from './university-card';

type Props = {
  category: Category;
  query: string;
  onQuery: (q: string) => void;
  superAdmin: boolean;
  onEdit: (u: UniversityLink) => void;
  onDelete: (u: UniversityLink) => void;
};

/**
 * Manage (spec 3 §2, §4): search, sections per sub-type with cards (edit, delete), and ordering.
 * Ordering shows the type as one list in the public order (/Guide sorts by the stored index, not
 * by section; issue 21 item 3): the arrows swap a university with its neighbour there (the first
 * cannot go up, the last cannot go down), and 'save order' sends that order in one call; the
 * server then changes only the universities between a moved one's old and new places.
 */
export function ManagePanel({ category, query, onQuery, superAdmin, onEdit, onDelete }: Props) {
  const links = useUniversityLinks(category);
  const { show } = useToasts();
  const [draft, setDraft] = useState<UniversityLink[] | null>(null);
  const [saving, setSaving] = useState(false);
  const ordering = draft !== null;

  const sections = useMemo(
    () =>
      draft
        ? [{ subtype: 'order', title: TEXTS.orderListTitle, universities: draft }]
        : sectionsOfCategory(
            (links.data ?? []).filter((u) => matchesSearch(query, u.university_Arabic_Name)),
            category,
          ),
    [draft, links.data, query, category],
  );

  const startOrdering = () => {
    onQuery('');
    setDraft(byIndex(links.data ?? []));
  };

  const move = (items: UniversityLink[], position: number, step: -1 | 1) => {
    if (!canMove(position, items.length, step)) return;
    const a = items[position];
    setDraft((d) => moveItem(d ?? [], position, step));
    // Keep the focus on the moved university's arrow, now one place away.
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLButtonElement>(`[data-code="${a.university_code}"] [data-move="${step}"]:not(:disabled)`)
        ?.focus(),
    );
  };

  const saveOrder = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      await saveUniversityOrder(
        category,
        draft.map((u) => u.university_code),
      );
      show('success', TEXTS.orderSaved, UNIVERSITY_TOAST_MS);
      setDraft(null);
    } catch (error) {
      show('error', mutationErrorText(error, TEXTS.orderError), UNIVERSITY_TOAST_MS);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="uni-admin__panel">
      <div className="uni-admin__toolbar">
        <SearchBox value={query} onChange={onQuery} disabled={ordering} />
        <div className="uni-admin__toolbar-actions">
          <OrderActions
            ordering={ordering}
            saving={saving}
            canStart={!!links.data?.length}
            onStart={startOrdering}
            onSave={saveOrder}
            onCancel={() => setDraft(null)}
            texts={TEXTS}
          />
        </div>
      </div>
      {ordering && <p className="uni-admin__hint">{TEXTS.orderHint}</p>}
      <LinksState links={links} isEmpty={sections.length === 0}>
        {sections.map((section) => (
          <section key={section.subtype} className="uni-admin__section" aria-labelledby={`manage-${section.subtype}`}>
            <h2 id={`manage-${section.subtype}`} className="uni-admin__section-title">
              {section.title}{' '}
              {!ordering && <span className="uni-admin__count">{TEXTS.count(section.universities.length)}</span>}
            </h2>
            <ul className="card-grid uni-admin__grid">
              {section.universities.map((u, position) => (
                <UniversityCard key={u._id} university={u}>
                  {ordering ? (
                    <>
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        data-move="-1"
                        aria-label={TEXTS.moveUp(u.university_Arabic_Name)}
                        disabled={!canMove(position, section.universities.length, -1)}
                        onClick={() => move(section.universities, position, -1)}
                      >
                        <span aria-hidden="true">↑</span>
                      </button>
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        data-move="1"
                        aria-label={TEXTS.moveDown(u.university_Arabic_Name)}
                        disabled={!canMove(position, section.universities.length, 1)}
                        onClick={() => move(section.universities, position, 1)}
                      >
                        <span aria-hidden="true">↓</span>
                      </button>
                    </>
                  ) : (
                    <>
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        aria-label={TEXTS.editOf(u.university_Arabic_Name)}
                        onClick={() => onEdit(u)}
                      >
                        {TEXTS.edit}
                      </button>
                      <button
                        type="button"
                        className="button button--danger button--small"
                        aria-label={TEXTS.deleteOf(u.university_Arabic_Name)}
                        aria-disabled={!superAdmin || undefined}
                        title={superAdmin ? undefined : TEXTS.superAdminOnly}
                        onClick={() =>
                          superAdmin ? onDelete(u) : show('error', TEXTS.superAdminOnly, UNIVERSITY_TOAST_MS)
                        }
                      >
                        {TEXTS.delete}
                      </button>
                      <ViewOnSiteLink
                        name={u.university_Arabic_Name}
                        href={publicPagePath('api::university.university', { ...u, category })}
                      />
                    </>
                  )}
                </UniversityCard>
              ))}
            </ul>
          </section>
        ))}
        {!superAdmin && !ordering && <p className="uni-admin__hint">{TEXTS.superAdminOnly}</p>}
      </LinksState>
    </div>
  );
}
