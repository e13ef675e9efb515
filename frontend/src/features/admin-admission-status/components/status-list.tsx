import { useMemo, useState } from 'react';
import { OrderActions } from '@/components/admin/order-actions';
import { ListPager, type ResourceListState } from '@/components/admin/resource-list';
import {
  byIndex,
  groupBySubtype,
  mergeSubsetOrder,
  moveItem,
  pageOfGroups,
  type AdmissionUniversity,
} from '@dalil/domain/rules';
import { AsyncSection } from '@/components/async-section';
import { AdmissionDetailDialog } from '@/components/admission-detail-dialog';
import { TEXTS } from '../texts';
import { LIST_STATE_TEXTS, StatusToolbar, type StatusListSource } from './status-toolbar';
import { UniversityCard } from './university-card';

export interface StatusListProps extends StatusListSource {
  onEdit: (code: string) => void;
  onDelete: (code: string) => void;
  /** Delete is the SuperAdmin's (spec 3 §6): for an Admin the buttons are dimmed and explained. */
  superAdmin: boolean;
  /** Saves the listed universities' new order (codes by index order); resolves when saved. */
  onSaveOrder: (codes: string[]) => Promise<boolean>;
  /** The page and page size in the URL (the staff lists' state). */
  pages: Pick<ResourceListState, 'page' | 'setPage' | 'size' | 'setSize'>;
}

/**
 * The manage tab (spec 3 §2): search, sections by sub-category with counts ('no universities' when
 * empty), cards with a running index, the details dialog, edit and delete, and the ordering mode
 * with arrows inside a section (the first cannot go up, the last cannot go down), as /Status
 * shows them. A move swaps the two universities in the type's order and nothing else; the server
 * then changes only their indexes (`orderChanges`, issue 21 item 3). The sections are paged as one
 * list (`pageOfGroups`); the ordering mode shows every university, so a move is never cut by a page.
 */
export function StatusList(props: StatusListProps) {
  const { category, universities, query } = props;
  const [order, setOrder] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [details, setDetails] = useState<AdmissionUniversity | null>(null);
  const ordering = order !== null;

  // In ordering mode the local order replaces the stored index; the search is set aside.
  const shown = useMemo(() => {
    if (!order) return universities;
    const position = new Map(order.map((code, i) => [code, i + 1]));
    return universities.map((u) => ({ ...u, index: position.get(u.code) ?? u.index }));
  }, [universities, order]);
  const groups = useMemo(
    () => groupBySubtype(shown, category, ordering ? '' : query, { keepEmpty: true }),
    [shown, category, query, ordering],
  );
  const anyMatch = groups.some((g) => g.universities.length > 0);

  const startOrdering = () => setOrder(byIndex(universities).map((u) => u.code));
  const move = (codes: string[], position: number, step: -1 | 1) =>
    setOrder((current) => mergeSubsetOrder(current ?? [], moveItem(codes, position, step)));
  const save = async () => {
    if (!order) return;
    setSaving(true);
    const ok = await props.onSaveOrder(order);
    setSaving(false);
    if (ok) setOrder(null);
  };

  // The cards are numbered on from one section to the next, across pages.
  const paged = pageOfGroups(
    groups,
    ordering ? 1 : props.pages.page,
    ordering ? Math.max(1, shownCount(groups)) : props.pages.size,
  );
  return (
    <div className="status-admin-list">
      <StatusToolbar query={query} onQueryChange={props.onQueryChange} disabled={ordering}>
        <OrderActions
          ordering={ordering}
          saving={saving}
          canStart={!props.isLoading && universities.length > 0}
          onStart={startOrdering}
          onSave={save}
          onCancel={() => setOrder(null)}
          texts={TEXTS}
        />
      </StatusToolbar>

      <AsyncSection
        isLoading={props.isLoading}
        error={props.error}
        onRetry={props.onRetry}
        {...LIST_STATE_TEXTS}
        isEmpty={query !== '' && !ordering && !anyMatch}
        emptyText={TEXTS.noMatch}
      >
        {paged.groups.map((group) => {
          const codes = group.universities.map((u) => u.code);
          return (
            <section
              key={group.subtype}
              className="status-admin-section"
              aria-labelledby={`status-admin-${group.subtype}`}
            >
              <h2 id={`status-admin-${group.subtype}`} className="status-admin-section__title">
                {group.title} <span className="status-admin-section__count">({group.universities.length})</span>
              </h2>
              {group.universities.length === 0 ? (
                <p className="status-admin-section__empty">{TEXTS.noUniversities}</p>
              ) : (
                <ul className="card-grid status-admin-grid">
                  {group.shown.map((university, i) => {
                    return (
                      <UniversityCard key={university.code} university={university} position={group.first + i}>
                        {ordering ? (
                          <>
                            <button
                              type="button"
                              className="button button--ghost"
                              aria-label={TEXTS.moveUp(university.name)}
                              disabled={i === 0 || saving}
                              onClick={() => move(codes, i, -1)}
                            >
                              <span aria-hidden="true">↑</span>
                            </button>
                            <button
                              type="button"
                              className="button button--ghost"
                              aria-label={TEXTS.moveDown(university.name)}
                              disabled={i === codes.length - 1 || saving}
                              onClick={() => move(codes, i, 1)}
                            >
                              <span aria-hidden="true">↓</span>
                            </button>
                          </>
                        ) : (
                          <>
                            <button
                              type="button"
                              className="button button--ghost"
                              aria-haspopup="dialog"
                              aria-label={TEXTS.detailsOf(university.name)}
                              onClick={() => setDetails(university)}
                            >
                              {TEXTS.details}
                            </button>
                            <button
                              type="button"
                              className="button button--primary"
                              aria-label={TEXTS.editOf(university.name)}
                              onClick={() => props.onEdit(university.code)}
                            >
                              {TEXTS.edit}
                            </button>
                            <button
                              type="button"
                              className="button button--danger"
                              aria-label={TEXTS.deleteOf(university.name)}
                              aria-disabled={!props.superAdmin || undefined}
                              title={props.superAdmin ? undefined : TEXTS.deleteRefused}
                              onClick={() => props.onDelete(university.code)}
                            >
                              {TEXTS.delete}
                            </button>
                          </>
                        )}
                      </UniversityCard>
                    );
                  })}
                </ul>
              )}
            </section>
          );
        })}
        {!ordering && <ListPager state={props.pages} shown={paged} total={paged.total} />}
        {!props.superAdmin && !ordering && <p className="status-admin-section__hint">{TEXTS.deleteRefused}</p>}
      </AsyncSection>
      {details && <AdmissionDetailDialog university={details} category={category} onClose={() => setDetails(null)} />}
    </div>
  );
}

/** How many universities the sections hold. */
const shownCount = (groups: { universities: readonly unknown[] }[]) =>
  groups.reduce((sum, group) => sum + group.universities.length, 0);
