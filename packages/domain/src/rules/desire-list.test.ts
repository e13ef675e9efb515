import { describe, expect, it } from 'vitest';
import {
  DESIRE_MESSAGES,
  MAX_DESIRES,
  MAX_DESIRE_NOTE,
  addDesire,
  checkDesireNote,
  decodeSharedDesires,
  desireAdmissionFields,
  desireKey,
  desireWriteDecision,
  encodeSharedDesires,
  mergeDesireLists,
  moveDesire,
  parseDesireList,
  removeDesire,
  restoreDesire,
  sameDesireList,
  whatsAppShareUrl,
  type DesireRow,
} from './desire-list';

const row = (offering: string, note = '', program: string | null = null): DesireRow => ({
  offering,
  university: 'MIU',
  faculty: 'ENG',
  program,
  note,
});
const ids = (list: readonly DesireRow[]) => list.map((r) => r.offering);

describe('parseDesireList', () => {
  it.each([
    ['an empty list', { items: [] }, []],
    [
      'codes upper-cased, text trimmed, empty programme as none',
      { items: [{ offering: ' abc123 ', university: 'miu', faculty: 'eng', program: '', note: '  أولى  ' }] },
      [{ offering: 'abc123', university: 'MIU', faculty: 'ENG', program: null, note: 'أولى' }],
    ],
    [
      'a programme and no note',
      { items: [{ offering: 'a1', university: 'BUE', faculty: 'MED', program: 'طب وجراحة' }] },
      [{ offering: 'a1', university: 'BUE', faculty: 'MED', program: 'طب وجراحة', note: '' }],
    ],
  ])('accepts %s', (_name, body, expected) => {
    expect(parseDesireList(body)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['no body', null, DESIRE_MESSAGES.notAList, ['items']],
    ['items not a list', { items: 'x' }, DESIRE_MESSAGES.notAList, ['items']],
    ['a row that is text', { items: ['x'] }, DESIRE_MESSAGES.notARow, ['items', '0']],
    [
      'an offering id with a slash',
      { items: [{ offering: 'a/b', university: 'MIU', faculty: 'ENG' }] },
      DESIRE_MESSAGES.offering,
      ['items', '0', 'offering'],
    ],
    [
      'an object as offering',
      { items: [{ offering: { $ne: 1 }, university: 'MIU', faculty: 'ENG' }] },
      DESIRE_MESSAGES.offering,
      ['items', '0', 'offering'],
    ],
    [
      'no university',
      { items: [{ offering: 'a', faculty: 'ENG' }] },
      DESIRE_MESSAGES.university,
      ['items', '0', 'university'],
    ],
    [
      'a faculty with spaces',
      { items: [{ offering: 'a', university: 'MIU', faculty: 'E N' }] },
      DESIRE_MESSAGES.faculty,
      ['items', '0', 'faculty'],
    ],
    [
      'a note too long',
      { items: [{ ...row('a'), note: 'م'.repeat(MAX_DESIRE_NOTE + 1) }] },
      DESIRE_MESSAGES.note,
      ['items', '0', 'note'],
    ],
    ['a note that is a number', { items: [{ ...row('a'), note: 5 }] }, DESIRE_MESSAGES.note, ['items', '0', 'note']],
    [
      'a programme that is a list',
      { items: [{ ...row('a'), program: ['x'] }] },
      DESIRE_MESSAGES.program,
      ['items', '0', 'program'],
    ],
    ['the same choice twice', { items: [row('a', 'x'), row('a', 'y')] }, DESIRE_MESSAGES.duplicate, ['items', '1']],
    [
      'too many rows',
      { items: Array.from({ length: MAX_DESIRES + 1 }, (_, i) => row(`o${i}`)) },
      DESIRE_MESSAGES.tooMany,
      ['items'],
    ],
  ])('refuses %s in Arabic', (_name, body, message, path) => {
    const result = parseDesireList(body);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toBe(message);
      expect(result.errors[0].path).toEqual(path);
    }
  });

  it('a note exactly at the limit is kept; the same offering with two programmes is two choices', () => {
    const note = 'ن'.repeat(MAX_DESIRE_NOTE);
    const result = parseDesireList({ items: [row('a', note, 'برنامج 1'), row('a', '', 'برنامج 2')] });
    expect(result.ok && result.value.map((r) => r.note.length)).toEqual([MAX_DESIRE_NOTE, 0]);
  });
});

describe('checkDesireNote', () => {
  it.each([
    ['  ملاحظة  ', true],
    ['x'.repeat(MAX_DESIRE_NOTE), true],
    ['x'.repeat(MAX_DESIRE_NOTE + 1), false],
  ])('%#: %s', (note, ok) => {
    expect(checkDesireNote(note).ok).toBe(ok);
  });
});

describe('ordering', () => {
  const list = [row('a'), row('b'), row('c')];
  it.each([
    ['up one', 1, 0, ['b', 'a', 'c']],
    ['down one', 1, 2, ['a', 'c', 'b']],
    ['first to last', 0, 2, ['b', 'c', 'a']],
    ['past the end is clamped', 2, 9, ['a', 'b', 'c']],
    ['above the top is clamped', 0, -1, ['a', 'b', 'c']],
    ['an index outside the list changes nothing', 7, 0, ['a', 'b', 'c']],
  ])('moveDesire %s', (_name, from, to, expected) => {
    expect(ids(moveDesire(list, from, to))).toEqual(expected);
  });

  it.each([
    ['a new choice at the end', row('d'), ['a', 'b', 'c', 'd'], true],
    ['a listed choice (another note) is not added', row('b', 'ملاحظة'), ['a', 'b', 'c'], false],
    ['the same offering with a programme is new', row('b', '', 'برنامج'), ['a', 'b', 'c', 'b'], true],
  ])('addDesire: %s', (_name, added, expected, wasAdded) => {
    const result = addDesire(list, added);
    expect([ids(result.list), result.added]).toEqual([expected, wasAdded]);
  });

  it('a full list takes no more', () => {
    const full = Array.from({ length: MAX_DESIRES }, (_, i) => row(`o${i}`));
    expect(addDesire(full, row('new')).added).toBe(false);
  });

  it('remove then restore puts the row back at its place', () => {
    const removed = removeDesire(list, desireKey(list[1]));
    expect(ids(removed)).toEqual(['a', 'c']);
    expect(ids(restoreDesire(removed, list[1], 1))).toEqual(['a', 'b', 'c']);
    expect(ids(restoreDesire(list, list[1], 0))).toEqual(['a', 'b', 'c']);
  });
});

describe('mergeDesireLists (sign-in)', () => {
  it.each([
    ['no visitor rows', [row('a'), row('b')], [], ['a', 'b']],
    ['an empty account takes the visitor list', [], [row('x'), row('y')], ['x', 'y']],
    [
      'account first, then the visitor’s new rows in their order',
      [row('a'), row('b')],
      [row('y'), row('b'), row('x')],
      ['a', 'b', 'y', 'x'],
    ],
    ['the same list twice stays one list', [row('a'), row('b')], [row('b'), row('a')], ['a', 'b']],
  ])('%s', (_name, account, visitor, expected) => {
    expect(ids(mergeDesireLists(account, visitor))).toEqual(expected);
  });

  it.each([
    ['the account’s note wins', 'حسابي', 'زائر', 'حسابي'],
    ['an empty account note takes the visitor’s', '', 'زائر', 'زائر'],
    ['no note anywhere stays empty', '', '', ''],
  ])('notes: %s', (_name, accountNote, visitorNote, expected) => {
    expect(mergeDesireLists([row('a', accountNote)], [row('a', visitorNote)])[0].note).toBe(expected);
  });

  it('keeps at most the limit', () => {
    const account = Array.from({ length: MAX_DESIRES }, (_, i) => row(`o${i}`));
    expect(mergeDesireLists(account, [row('extra')])).toHaveLength(MAX_DESIRES);
  });

  it('sameDesireList compares order and notes', () => {
    expect(sameDesireList([row('a'), row('b')], [row('a'), row('b')])).toBe(true);
    expect(sameDesireList([row('a'), row('b')], [row('b'), row('a')])).toBe(false);
    expect(sameDesireList([row('a', 'x')], [row('a', 'y')])).toBe(false);
  });
});

describe('desireWriteDecision (a create never updates; stale writes refused)', () => {
  const t = '2026-11-26T10:00:00.000Z';
  it.each([
    ['nothing stored, nothing read: create', null, null, 'create'],
    ['nothing stored but the client read a list (deleted since)', null, t, 'stale'],
    ['stored, the client read none (another tab created it)', t, null, 'stale'],
    ['stored, the client read this version', t, t, 'update'],
    ['stored, the client read an older version', t, '2026-11-26T09:00:00.000Z', 'stale'],
  ])('%s', (_name, stored, base, expected) => {
    expect(desireWriteDecision(stored, base === null ? null : new Date(base))).toBe(expected);
  });
});

describe('desireAdmissionFields', () => {
  it.each([
    ['thawya', 'first', 'thanwyaa_firstYear_status', 'thanwyaa_firstYear_deadline'],
    ['azhar', 'second', 'azhar_secondYear_status', 'azhar_secondYear_deadline'],
    ['arab_english', null, 'Arabenglish_firstYear_status', 'Arabenglish_firstYear_deadline'],
    ['native', null, 'wafdeen_status', 'wafdeen_deadline'],
  ] as const)('%s %s', (certificate, year, status, deadline) => {
    expect(desireAdmissionFields(certificate, year)).toEqual({ status, deadline });
  });
});

describe('shared link (the list in the URL)', () => {
  const list = [row('abc', 'خاص'), { ...row('def', '', 'هندسة البرمجيات'), university: 'BUE' }];
  it('round-trips the choices in order, without the notes', () => {
    const code = encodeSharedDesires(list);
    expect(code).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(code).not.toContain('خاص');
    expect(decodeSharedDesires(code)).toEqual({
      ok: true,
      value: [
        { ...list[0], note: '' },
        { ...list[1], note: '' },
      ],
    });
  });

  it.each([
    ['nothing', null],
    ['another version', '2.W10'],
    ['not base64url', '1.@@@'],
    ['not JSON', `1.${btoa('nope')}`],
    ['not a list of rows', `1.${btoa('{"a":1}')}`],
    ['a bad row', `1.${btoa('[["a/b","MIU","ENG"]]')}`],
  ])('refuses %s', (_name, value) => {
    expect(decodeSharedDesires(value)).toMatchObject({ ok: false, message: DESIRE_MESSAGES.sharedInvalid });
  });

  it('the WhatsApp link carries the title and the address', () => {
    const link = whatsAppShareUrl('قائمة رغباتي', 'https://dalil.example/Desires/shared?l=1.x');
    expect(link.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(link.slice('https://wa.me/?text='.length))).toBe(
      'قائمة رغباتي\nhttps://dalil.example/Desires/shared?l=1.x',
    );
  });
});
