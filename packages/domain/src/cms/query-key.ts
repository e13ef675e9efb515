/**
 * The query string a cached read is keyed by (the CMS's public read cache, issue 20): only the
 * parameters its route reads, so a parameter the route ignores (`?utm_source=…`, a random
 * `?k=N`) neither changes the key nor makes a new entry. Pure.
 */

/** `+` is a space in a query string (as qs reads it); throws on a broken %-escape. */
const decodePart = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
const encodeName = (name: string) => encodeURIComponent(name).replace(/%5B/g, '[').replace(/%5D/g, ']');

/**
 * The pairs of `querystring` whose top-level name (`filters` of `filters[name][$eq]`) is in
 * `reads`, each decoded and encoded one way (`filters%5Bx%5D=a+b` is `filters[x]=a%20b`; `a` and
 * `a=` stay apart, as qs tells them apart), grouped by name in a fixed order; the pairs of one
 * name keep the order they were sent in (`sort=b&sort=a` is not `sort=a&sort=b`). Null when a
 * %-escape is broken: such a query is not keyed at all.
 */
export function keptQuery(querystring: string, reads: readonly string[]): string | null {
  const kept: { top: string; pair: string }[] = [];
  for (const raw of querystring ? querystring.split('&') : []) {
    if (!raw) continue;
    const eq = raw.indexOf('=');
    let name: string;
    let value: string | null;
    try {
      name = decodePart(eq < 0 ? raw : raw.slice(0, eq));
      value = eq < 0 ? null : decodePart(raw.slice(eq + 1));
    } catch {
      return null;
    }
    const top = name.split('[', 1)[0];
    if (!reads.includes(top)) continue;
    kept.push({ top, pair: value === null ? encodeName(name) : `${encodeName(name)}=${encodeURIComponent(value)}` });
  }
  // Array.prototype.sort is stable: the pairs of one name keep their order.
  kept.sort((a, b) => (a.top < b.top ? -1 : a.top > b.top ? 1 : 0));
  return kept.map((k) => k.pair).join('&');
}
