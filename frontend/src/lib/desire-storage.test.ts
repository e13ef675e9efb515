import { describe, expect, it } from 'vitest';
import { createMemoryStorage, endSession, saveSession } from './session';
import {
  DESIRE_STORAGE_KEYS,
  readDesireMirror,
  readVisitorDesires,
  writeDesireMirror,
  writeVisitorDesires,
} from './desire-storage';

const row = (offering: string, note = '') => ({ offering, university: 'MIU', faculty: 'ENG', program: null, note });

describe('the desire list in the browser', () => {
  it('keeps a visitor’s list; an empty list removes the entry; a damaged entry reads as none', () => {
    const storage = createMemoryStorage();
    writeVisitorDesires([row('a'), row('b', 'ملاحظة')], storage);
    expect(readVisitorDesires(storage).map((r) => r.offering)).toEqual(['a', 'b']);
    writeVisitorDesires([], storage);
    expect(storage.getItem(DESIRE_STORAGE_KEYS.visitor)).toBeNull();
    storage.setItem(DESIRE_STORAGE_KEYS.visitor, '{not json');
    expect(readVisitorDesires(storage)).toEqual([]);
    storage.setItem(DESIRE_STORAGE_KEYS.visitor, JSON.stringify([{ offering: 'a/../b' }]));
    expect(readVisitorDesires(storage)).toEqual([]);
  });

  it('shows the mirror to its owner only, and sign-out removes it (the visitor list stays)', () => {
    const storage = createMemoryStorage();
    saveSession({ token: 't', userId: 'u1', name: 'س', user_type: 'student', rememberMe: false }, Date.now(), storage);
    writeDesireMirror({ userId: 'u1', items: [row('a', 'خاص')], updatedAt: '2026-11-26T10:00:00.000Z' }, storage);
    writeVisitorDesires([row('v')], storage);
    expect(readDesireMirror('u1', storage)?.items.map((r) => r.note)).toEqual(['خاص']);
    expect(readDesireMirror('u2', storage)).toBeNull();
    expect(readDesireMirror(null, storage)).toBeNull();
    endSession(storage);
    expect(storage.getItem(DESIRE_STORAGE_KEYS.mirror)).toBeNull();
    expect(readVisitorDesires(storage)).toHaveLength(1);
  });
});
