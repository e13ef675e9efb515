/**
 * «قائمة رغباتي» (issue 25 item 1): a student's ordered list of university × faculty (× programme)
 * choices, each with a private note. The rules here are shared by the CMS (validation of a saved
 * list, the create/update/stale decision), the site (adding, moving, removing, merging a
 * visitor's list into the account's) and the shared read-only link (the list encoded in the URL).
 */
import { trackYearField } from './catalog';
import type { FinderCertificate, FinderYear } from './score-matching';
import { errorAt, invalid, resultOf, valid, type ErrorItem, type Result } from '../validation/result';

/** One choice: the offering (a university's faculty, by document id), its codes, a programme, a note. */
export type DesireRow = {
  /** The faculty offering's document id. */
  offering: string;
  /** The university code (`MIU`), kept so a row still names its university if the offering goes. */
  university: string;
  /** The faculty code (`ENG`). */
  faculty: string;
  /** One programme of the offering (its `programs` text), or null for the faculty as a whole. */
  program: string | null;
  note: string;
};

export const MAX_DESIRES = 50;
export const MAX_DESIRE_NOTE = 300;
export const MAX_DESIRE_PROGRAM = 200;

export const DESIRE_MESSAGES = {
  notAList: 'أرسل القائمة في الحقل items مصفوفةً من الرغبات',
  tooMany: `لا تزيد قائمة الرغبات على ${MAX_DESIRES} رغبة`,
  notARow: 'كل رغبة كائن فيه offering و university و faculty',
  offering: 'معرّف الكلية في الجامعة (offering) غير صحيح',
  university: 'رمز الجامعة (university) غير صحيح',
  faculty: 'رمز الكلية (faculty) غير صحيح',
  program: `اسم البرنامج نص لا يزيد على ${MAX_DESIRE_PROGRAM} حرف`,
  note: `الملاحظة نص لا يزيد على ${MAX_DESIRE_NOTE} حرف`,
  duplicate: 'هذه الرغبة مكررة في القائمة',
  stale: 'تغيّرت قائمة رغباتك من نافذة أو جهاز آخر بعد فتحك لها',
  signInRequired: 'سجّل الدخول لحفظ قائمة رغباتك في حسابك',
  sharedInvalid: 'رابط القائمة المشتركة غير صالح أو ناقص',
} as const;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** Two rows are the same choice when offering and programme are the same (the note is not part of it). */
export function desireKey(row: Pick<DesireRow, 'offering' | 'program'>): string {
  return `${row.offering}|${row.program ?? ''}`;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One row: the cleaned value, or its errors under `items.<i>.<field>`. */
function parseRow(raw: unknown, i: number, withNote: boolean): { row: DesireRow | null; errors: ErrorItem[] } {
  const at = (field: string, message: string): ErrorItem => ({ message, path: ['items', String(i), field] });
  if (!isRecord(raw)) return { row: null, errors: [{ message: DESIRE_MESSAGES.notARow, path: ['items', String(i)] }] };
  const errors: ErrorItem[] = [];
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : null);
  const offering = text(raw.offering);
  const university = text(raw.university);
  const faculty = text(raw.faculty);
  if (!offering || !ID.test(offering)) errors.push(at('offering', DESIRE_MESSAGES.offering));
  if (!university || !CODE.test(university)) errors.push(at('university', DESIRE_MESSAGES.university));
  if (!faculty || !CODE.test(faculty)) errors.push(at('faculty', DESIRE_MESSAGES.faculty));
  let program: string | null = null;
  if (raw.program !== undefined && raw.program !== null) {
    const p = text(raw.program);
    if (p === null || [...p].length > MAX_DESIRE_PROGRAM) errors.push(at('program', DESIRE_MESSAGES.program));
    else program = p || null;
  }
  let note = '';
  if (withNote && raw.note !== undefined && raw.note !== null) {
    const n = typeof raw.note === 'string' ? raw.note.trim() : null;
    if (n === null || [...n].length > MAX_DESIRE_NOTE) errors.push(at('note', DESIRE_MESSAGES.note));
    else note = n;
  }
  if (errors.length) return { row: null, errors };
  return {
    row: { offering: offering!, university: university!.toUpperCase(), faculty: faculty!.toUpperCase(), program, note },
    errors,
  };
}

/**
 * A list as a client sends it (`{ items: [...] }`): at most MAX_DESIRES rows, each valid, no
 * choice twice. `withNotes: false` (a shared link) drops the notes.
 */
export function parseDesireList(body: unknown, { withNotes = true } = {}): Result<DesireRow[]> {
  const items = isRecord(body) ? body.items : undefined;
  if (!Array.isArray(items)) return invalid([errorAt('items', DESIRE_MESSAGES.notAList)], ['items']);
  if (items.length > MAX_DESIRES) return invalid([errorAt('items', DESIRE_MESSAGES.tooMany)]);
  const rows: DesireRow[] = [];
  const errors: ErrorItem[] = [];
  const seen = new Set<string>();
  items.forEach((raw, i) => {
    const parsed = parseRow(raw, i, withNotes);
    errors.push(...parsed.errors);
    if (!parsed.row) return;
    const key = desireKey(parsed.row);
    if (seen.has(key)) errors.push({ message: DESIRE_MESSAGES.duplicate, path: ['items', String(i)] });
    seen.add(key);
    rows.push(parsed.row);
  });
  return resultOf(rows, errors);
}

/** A note as typed: trimmed, and the reason when it is too long (the row keeps the old note). */
export function checkDesireNote(note: string): Result<string> {
  const n = note.trim();
  return [...n].length > MAX_DESIRE_NOTE ? invalid([errorAt('note', DESIRE_MESSAGES.note)]) : valid(n);
}

/** Adds a choice at the end; a choice already listed (or a full list) leaves the list as it is. */
export function addDesire(list: readonly DesireRow[], row: DesireRow): { list: DesireRow[]; added: boolean } {
  if (list.length >= MAX_DESIRES || list.some((r) => desireKey(r) === desireKey(row)))
    return { list: [...list], added: false };
  return { list: [...list, row], added: true };
}

export function removeDesire(list: readonly DesireRow[], key: string): DesireRow[] {
  return list.filter((r) => desireKey(r) !== key);
}

/** Puts back a removed row at its old place (the «تراجع» of a removal). */
export function restoreDesire(list: readonly DesireRow[], row: DesireRow, index: number): DesireRow[] {
  if (list.some((r) => desireKey(r) === desireKey(row))) return [...list];
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), row, ...list.slice(at)];
}

/** Moves the row at `from` to `to` (both clamped); the others keep their order. */
export function moveDesire(list: readonly DesireRow[], from: number, to: number): DesireRow[] {
  if (from < 0 || from >= list.length) return [...list];
  const target = Math.max(0, Math.min(to, list.length - 1));
  const out = [...list];
  const [row] = out.splice(from, 1);
  out.splice(target, 0, row);
  return out;
}

export function setDesireNote(list: readonly DesireRow[], key: string, note: string): DesireRow[] {
  return list.map((r) => (desireKey(r) === key ? { ...r, note } : r));
}

/**
 * A visitor's list brought into the account at sign-in: the account's rows first, in their order,
 * then the visitor's rows the account does not have, in the visitor's order (the account is the
 * list the person built deliberately; what they added while signed out comes after it). A choice
 * in both keeps the account's row, and takes the visitor's note only when the account's is empty.
 * The result keeps at most MAX_DESIRES rows.
 */
export function mergeDesireLists(account: readonly DesireRow[], visitor: readonly DesireRow[]): DesireRow[] {
  const byKey = new Map(visitor.map((r) => [desireKey(r), r]));
  const merged = account.map((r) => {
    const fromVisitor = byKey.get(desireKey(r));
    return !r.note && fromVisitor?.note ? { ...r, note: fromVisitor.note } : r;
  });
  const keys = new Set(account.map(desireKey));
  for (const r of visitor) if (!keys.has(desireKey(r))) merged.push(r);
  return merged.slice(0, MAX_DESIRES);
}

/** Whether two lists are the same rows, in the same order, with the same notes. */
export function sameDesireList(a: readonly DesireRow[], b: readonly DesireRow[]): boolean {
  return a.length === b.length && a.every((r, i) => desireKey(r) === desireKey(b[i]) && r.note === b[i].note);
}

/**
 * What a save of the whole list does, given the stored list's `updatedAt` (null: none yet) and the
 * one the client read (null: it read no stored list). A create never updates: a client that saw no
 * list may only create one; a client that saw one updates it only if it is still that version.
 */
export type DesireWrite = 'create' | 'update' | 'stale';
export function desireWriteDecision(stored: Date | string | null, base: Date | null): DesireWrite {
  if (stored === null) return base === null ? 'create' : 'stale';
  if (base === null) return 'stale';
  return new Date(stored).getTime() === base.getTime() ? 'update' : 'stale';
}

/**
 * The admission status and deadline fields a row shows for the student's certificate and year
 * (the status records hold one per track × year, `thanwyaa_firstYear_status`; natives: wafdeen).
 */
export function desireAdmissionFields(
  certificate: FinderCertificate,
  year: FinderYear | null | undefined,
): { status: string; deadline: string } {
  if (certificate === 'native') return { status: 'wafdeen_status', deadline: 'wafdeen_deadline' };
  const track = certificate === 'azhar' ? 'azhar' : certificate === 'arab_english' ? 'Arabenglish' : 'thanwyaa';
  const y = year ?? 'first';
  return { status: trackYearField(track, y, 'status'), deadline: trackYearField(track, y, 'deadline') };
}

/*
 * The shared read-only copy (decision, README «قائمة رغباتي»): the list rides in the URL, not a
 * stored share token. It needs no account and no server state, works for a visitor's list and
 * offline, and a link is a snapshot (a later edit does not change what was sent to the family).
 * The notes are private and are not put in the link. Revoking is not possible (a sent link is a
 * copy, like a printed page): the trade-off we accept for a list that holds no personal data.
 */
const SHARE_VERSION = '1';

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(code: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(code)) return null;
  try {
    const binary = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The `?l=` value of a shared list: `1.` then base64url of `[[offering, university, faculty, program?], …]`. */
export function encodeSharedDesires(list: readonly DesireRow[]): string {
  const tuples = list.map((r) =>
    r.program ? [r.offering, r.university, r.faculty, r.program] : [r.offering, r.university, r.faculty],
  );
  return `${SHARE_VERSION}.${toBase64Url(JSON.stringify(tuples))}`;
}

/** The rows of a shared link (notes empty), or the reason it cannot be read. */
export function decodeSharedDesires(value: string | null | undefined): Result<DesireRow[]> {
  const refuse = () => invalid([errorAt(undefined, DESIRE_MESSAGES.sharedInvalid)]);
  const [version, body] = String(value ?? '').split('.', 2);
  if (version !== SHARE_VERSION || !body) return refuse();
  const json = fromBase64Url(body);
  if (json === null) return refuse();
  let tuples: unknown;
  try {
    tuples = JSON.parse(json);
  } catch {
    return refuse();
  }
  if (!Array.isArray(tuples) || !tuples.every(Array.isArray)) return refuse();
  const items = (tuples as unknown[][]).map(([offering, university, faculty, program]) => ({
    offering,
    university,
    faculty,
    program: program ?? null,
  }));
  const parsed = parseDesireList({ items }, { withNotes: false });
  return parsed.ok ? parsed : refuse();
}

/** A WhatsApp share link (`https://wa.me/?text=`): the title, a new line, the address. */
export function whatsAppShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`;
}
