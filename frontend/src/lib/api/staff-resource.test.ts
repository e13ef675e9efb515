import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPersistedKey } from '@/lib/swr-persist';
import { staffKeyOf } from './staff-resource';

const FEATURES = path.resolve(__dirname, '../../features');

/** Every source file of the staff features (the back office: features/admin-*), tests aside. */
function staffSources(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
    }
  };
  for (const feature of fs.readdirSync(FEATURES)) if (feature.startsWith('admin-')) walk(path.join(FEATURES, feature));
  return out;
}

describe('staff reads go through useStaffResource (issue 23: keys carry who fetched)', () => {
  it('finds the staff features', () => {
    expect(staffSources().some((f) => f.endsWith(path.join('admin-messages', 'api', 'messages.ts')))).toBe(true);
  });

  // A staff screen that calls useSWR itself could key a staff answer with the bare public path
  // ('/api/faculties' is public too): the public entry would then hold staff data, be kept in
  // localStorage and survive sign-out.
  it('no staff feature imports useSWR (or useSWRImmutable, useSWRInfinite) itself', () => {
    const offenders = staffSources().filter((file) =>
      /import\s+(useSWR\w*|\{[^}]*\buseSWR(Immutable|Infinite)?\b[^}]*\})[^;]*from\s+'swr(\/\w+)?'/.test(
        fs.readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders.map((f) => path.relative(FEATURES, f))).toEqual([]);
  });

  it.each(['/api/contact', '/api/join-us', '/api/faculties', '/api/news', '/api/score-grouping', '/api/reviews'])(
    '%s: the staff key is not the public key, is never kept and differs per query',
    (p) => {
      expect(staffKeyOf(p)).not.toBe(p);
      expect(isPersistedKey(staffKeyOf(p))).toBe(false);
      expect(staffKeyOf(p, 'a')).not.toBe(staffKeyOf(p, 'b'));
    },
  );
});
