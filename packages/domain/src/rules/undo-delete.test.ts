import { describe, expect, it } from 'vitest';
import { restoreCheck, restoreUntil, UNDO_DELETE_WINDOW_MS } from './undo-delete';

const now = Date.parse('2026-05-01T10:00:00.000Z');

describe('restoreCheck', () => {
  it.each([
    ['not deleted (null)', null, 'none'],
    ['not deleted (undefined)', undefined, 'none'],
    ['deleted just now (ISO)', '2026-05-01T10:00:00.000Z', 'ok'],
    ['deleted a minute ago (Date)', new Date(now - 60_000), 'ok'],
    ['deleted at the edge of the window (epoch ms)', now - UNDO_DELETE_WINDOW_MS, 'ok'],
    ['deleted one ms past the window (epoch text)', String(now - UNDO_DELETE_WINDOW_MS - 1), 'expired'],
    ['deleted a day ago', new Date(now - 86_400_000).toISOString(), 'expired'],
    ['an unreadable time', 'yesterday', 'expired'],
  ])('%s → %s', (_name, deletedAt, expected) => {
    expect(restoreCheck(deletedAt, now)).toBe(expected);
  });
});

describe('restoreUntil', () => {
  it('is the deletion time plus the window', () => {
    expect(restoreUntil('2026-05-01T10:00:00.000Z')).toBe(new Date(now + UNDO_DELETE_WINDOW_MS).toISOString());
  });
});
