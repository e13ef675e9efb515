import { describe, expect, it } from 'vitest';
import { sortNews, type NewsItem } from './get-news';

describe('news timeline order (spec 1 §2: by deadline, newest first)', () => {
  it('puts the newest deadline first and unreadable dates last', () => {
    const items = ['2025-07-30', null, '2026-07-20', '10/8/2025'].map(
      (deadline, i) => ({ _id: String(i), title: String(i), deadline }) as NewsItem,
    );
    expect(sortNews(items).map((n) => n.deadline)).toEqual(['2026-07-20', '10/8/2025', '2025-07-30', null]);
  });
});
