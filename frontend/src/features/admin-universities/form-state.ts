/**
 * The university form's state: the record's fields, the logo, and the nested faculty, dorm and
 * transport items, each collapsed (saved) or expanded (being edited) — spec 3 §4. The rules
 * (defaults, validity, moving, renumbering) come from `@dalil/domain`; this module only keeps
 * the items and turns the state into the bodies the server takes.
 */
import {
  facultyItemFrom,
  facultyPayload,
  moveFaculty,
  newFacultyItem,
  newPlaceItem,
  newUniversityForm,
  placeItemFrom,
  rebaseEdit,
  rebaseParts,
  renumberFaculties,
  universityFormFrom,
  type FacultyItem,
  type PlaceItem,
  type UniversityFormValues,
} from '@dalil/domain/rules';
import type { Category } from '@/lib/api/universities';
import type { SaveWithPartsBody, UniversityWithParts } from './api/universities-admin';

/** An item with its list key, whether it is open, and its last saved content (null: never saved). */
export type Keyed<T> = T & { key: string; open: boolean; saved: T | null };

export type PlaceKind = 'dorms' | 'transportation';

export interface UniversityFormState {
  category: Category;
  values: UniversityFormValues;
  /** The uploaded logo's media id; undefined leaves the stored logo as it is, null removes it. */
  logo: number | null | undefined;
  logoUrl: string | null;
  faculties: Keyed<FacultyItem>[];
  dorms: Keyed<PlaceItem>[];
  transportation: Keyed<PlaceItem>[];
}

let counter = 0;
const nextKey = () => `item-${(counter += 1)}`;
const keyed = <T extends object>(item: T, open = false): Keyed<T> => ({
  ...item,
  key: nextKey(),
  open,
  saved: open ? null : item,
});

/** Drops the list bookkeeping from an item. */
export function plain<T extends object>(item: Keyed<T>): T {
  const { key, open, saved, ...rest } = item;
  return rest as unknown as T;
}

export function newFormState(category: Category): UniversityFormState {
  return {
    category,
    values: newUniversityForm(category),
    logo: undefined,
    logoUrl: null,
    faculties: [],
    dorms: [],
    transportation: [],
  };
}

export function formStateFrom(category: Category, data: UniversityWithParts): UniversityFormState {
  const byIndex = <T extends { index: number }>(list: T[]) => [...list].sort((a, b) => a.index - b.index);
  return {
    category,
    values: universityFormFrom(data.university as unknown as Record<string, unknown>),
    logo: undefined,
    logoUrl: data.university.university_Logo,
    faculties: renumberFaculties(
      byIndex(data.faculties.map((f) => facultyItemFrom(f as unknown as Record<string, unknown>))),
    ).map((f) => keyed(f)),
    dorms: byIndex(data.dorms.map((d) => placeItemFrom(d as unknown as Record<string, unknown>))).map((d) => keyed(d)),
    transportation: byIndex(data.transportation.map((t) => placeItemFrom(t as unknown as Record<string, unknown>))).map(
      (t) => keyed(t),
    ),
  };
}

/** What counts as a change (for the unsaved-changes prompt): the data, not which items are open. */
export function formSignature(state: UniversityFormState): string {
  return JSON.stringify({
    category: state.category,
    values: state.values,
    logo: state.logo,
    faculties: state.faculties.map(plain),
    dorms: state.dorms.map(plain),
    transportation: state.transportation.map(plain),
  });
}

// ---- faculty items -------------------------------------------------------------------------

export function addFaculty(list: Keyed<FacultyItem>[], group: 'normal' | 'dual'): Keyed<FacultyItem>[] {
  const index = list.filter((f) => f.normal_or_Dual === group).length + 1;
  return withKeys(renumberFaculties([...list, keyed(newFacultyItem(group, index), true)]));
}

/** Renumbering copies the items: keep their keys, open flags and saved copies (with the new index). */
function withKeys(list: FacultyItem[]): Keyed<FacultyItem>[] {
  return (list as Keyed<FacultyItem>[]).map((f) => ({ ...f, saved: f.saved ? { ...f.saved, index: f.index } : null }));
}

export function moveFacultyItem(list: Keyed<FacultyItem>[], key: string, step: -1 | 1): Keyed<FacultyItem>[] {
  return withKeys(
    moveFaculty(
      list,
      list.findIndex((f) => f.key === key),
      step,
    ),
  );
}

export function removeFaculty(list: Keyed<FacultyItem>[], key: string): Keyed<FacultyItem>[] {
  return withKeys(renumberFaculties(list.filter((f) => f.key !== key)));
}

/** A change of normal/dual moves the item to the end of the other group (both renumbered). */
export function changeFaculty(
  list: Keyed<FacultyItem>[],
  key: string,
  patch: Partial<FacultyItem>,
): Keyed<FacultyItem>[] {
  const changed = list.map((f) => (f.key === key ? { ...f, ...patch } : f));
  if (!patch.normal_or_Dual) return changed;
  const item = changed.find((f) => f.key === key)!;
  return withKeys(renumberFaculties([...changed.filter((f) => f.key !== key), item]));
}

// ---- any item ------------------------------------------------------------------------------

export function addPlace(list: Keyed<PlaceItem>[]): Keyed<PlaceItem>[] {
  return [...list, keyed(newPlaceItem(list.length + 1), true)];
}

export function removePlace(list: Keyed<PlaceItem>[], key: string): Keyed<PlaceItem>[] {
  return list.filter((p) => p.key !== key).map((p, i) => ({ ...p, index: i + 1 }));
}

export function changeItem<T extends object>(list: Keyed<T>[], key: string, patch: Partial<T>): Keyed<T>[] {
  return list.map((item) => (item.key === key ? { ...item, ...patch } : item));
}

/** Save: the item collapses and its content becomes the saved copy. */
export function saveItem<T extends object>(list: Keyed<T>[], key: string): Keyed<T>[] {
  return list.map((item) => (item.key === key ? { ...item, open: false, saved: plain(item) } : item));
}

export function openItem<T extends object>(list: Keyed<T>[], key: string): Keyed<T>[] {
  return list.map((item) => (item.key === key ? { ...item, open: true } : item));
}

/** Cancel: back to the saved copy, or gone when it was never saved. */
export function cancelItem<T extends object>(list: Keyed<T>[], key: string): Keyed<T>[] {
  return list.flatMap((item) =>
    item.key !== key ? [item] : item.saved ? [{ ...item, ...item.saved, open: false }] : [],
  );
}

// ---- a refused save's source errors (issue 22) -----------------------------------------------

/** `faculties[2].fee_source.url` (a university edit) or `[2].fee_source.url` (a new university's parts). */
const SOURCE_ERROR_PATH = /^(?:faculties)?\[(\d+)\]\.((?:fee|score)_source\.(?:url|kind|academic_year))$/;

/**
 * The server's refusals of a figure's source (400 at `faculties[i].fee_source.url`, …: the
 * faculty items in the order they were sent), by item key and source field, for the form to show
 * beside the source's fields. Other paths are left out.
 */
export function facultySourceErrors(
  faculties: readonly { key: string }[],
  fieldErrors: Record<string, string>,
): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const m = SOURCE_ERROR_PATH.exec(path);
    const item = m ? faculties[Number(m[1])] : undefined;
    if (!m || !item) continue;
    (out[item.key] ??= {})[m[2]] ??= message;
  }
  return out;
}

// ---- bodies --------------------------------------------------------------------------------

const partsBody = (state: UniversityFormState) => ({
  faculties: state.faculties.map((f) => facultyPayload(plain(f))),
  dorms: state.dorms.map((d, i) => ({ ...plain(d), index: i + 1 })),
  transportation: state.transportation.map((t, i) => ({ ...plain(t), index: i + 1 })),
});

const universityBody = (state: UniversityFormState) => ({
  ...state.values,
  ...(state.logo !== undefined ? { logo: state.logo } : {}),
});

/** `POST /api/{Type}/links/add`: the record with its parts (one transaction on the server). */
export function addBody(state: UniversityFormState): Record<string, unknown> {
  return { ...universityBody(state), ...partsBody(state) };
}

/** `PUT /api/{Type}/links/{id}/with-parts`: parts with `_id` updated, without created, missing deleted. */
export function editBody(state: UniversityFormState): SaveWithPartsBody {
  return { university: universityBody(state), ...partsBody(state) };
}

// ---- after a refused save («إعادة التحميل») --------------------------------------------------

/**
 * The parts of one kind brought onto the fresh record (domain `rebaseParts`, matched by `_id`):
 * an item keeps its list key and stays open when it was; its saved copy (what «إلغاء» returns
 * to) is the fresh part, or the merged one for a collapsed item.
 */
function rebaseKeyed<T extends { _id?: string }>(
  opened: Keyed<T>[],
  typed: Keyed<T>[],
  fresh: Keyed<T>[],
): { items: Keyed<T>[]; restored: T[] } {
  const { items, restored } = rebaseParts(opened.map(plain), typed.map(plain), fresh.map(plain));
  const typedById = new Map(typed.filter((t) => t._id).map((t) => [t._id, t]));
  const freshById = new Map(fresh.filter((f) => f._id).map((f) => [f._id, plain(f)]));
  const typedNew = typed.filter((t) => !t._id);
  const out = items.map((item) => {
    if (restored.includes(item)) return keyed(item, true);
    const mine = item._id ? typedById.get(item._id) : typedNew.shift();
    if (!mine) return keyed(item);
    const saved = mine.open ? (item._id ? (freshById.get(item._id) ?? null) : null) : item;
    return { ...item, key: mine.key, open: mine.open, saved };
  });
  return { items: out, restored };
}

export interface RebasedForm {
  state: UniversityFormState;
  /** Parts another person deleted that this person had edited: kept as new parts (their names). */
  restored: string[];
}

/**
 * The form onto the university as it is now (`fresh`), after a save refused because someone
 * else saved it since `opened` was read: each field and part this person changed keeps what
 * they typed, everything else is taken from `fresh` (README "Decisions").
 */
export function rebaseFormState(
  opened: UniversityFormState,
  typed: UniversityFormState,
  fresh: UniversityFormState,
): RebasedForm {
  const faculties = rebaseKeyed(opened.faculties, typed.faculties, fresh.faculties);
  const dorms = rebaseKeyed(opened.dorms, typed.dorms, fresh.dorms);
  const transportation = rebaseKeyed(opened.transportation, typed.transportation, fresh.transportation);
  const places = (list: Keyed<PlaceItem>[]) => list.map((p, i) => ({ ...p, index: i + 1 }));
  return {
    state: {
      category: fresh.category,
      values: rebaseEdit(opened.values, typed.values, fresh.values),
      // A logo chosen or removed by this person stays; otherwise the stored one.
      logo: typed.logo,
      logoUrl: typed.logo !== undefined ? typed.logoUrl : fresh.logoUrl,
      faculties: withKeys(renumberFaculties(faculties.items)),
      dorms: places(dorms.items),
      transportation: places(transportation.items),
    },
    restored: [
      ...faculties.restored.map((f) => String(f.faculty ?? '')),
      ...dorms.restored.map((d) => d.type),
      ...transportation.restored.map((t) => t.type),
    ],
  };
}
