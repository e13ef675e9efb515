/**
 * Manual ordering of staff lists (spec 3 §4: "change order" / "save order", renumbered from 1);
 * the arrows' move is `moveItem` (university-form.ts).
 */

/**
 * The whole order of a category after some of its members were reordered: the reordered codes
 * take the places those codes held in `full`, in their new order; every other code keeps its
 * place. (The status screen lists only universities with status data, but the saved order is the
 * university order of the whole category.) Codes of `subset` missing from `full` go at the end.
 */
export function mergeSubsetOrder(full: readonly string[], subset: readonly string[]): string[] {
  const members = new Set(subset);
  const queue = subset.filter((code) => full.includes(code));
  const merged = full.map((code) => (members.has(code) ? (queue.shift() as string) : code));
  return [...merged, ...subset.filter((code) => !full.includes(code))];
}

export type OrderedEntry = { code: string; index: number | null | undefined };
export type IndexChange = { code: string; from: number | null; to: number };

/**
 * The fewest index changes that put a type in a new order (issue 21, item 3). `current` is the
 * type in its public order (by index; /Guide's order), `next` the same codes in the new order.
 * Each place keeps the index it already has, so a university moved from place i to place j
 * changes only the universities from i to j, and the others keep their numbers. Where the stored
 * numbers do not strictly increase (two equal, or missing), a place takes one more than the place
 * before it. Codes are compared case-insensitively; a code of `next` not in `current` is ignored.
 */
export function orderChanges(current: readonly OrderedEntry[], next: readonly string[]): IndexChange[] {
  const slots: number[] = [];
  for (const entry of current) {
    const stored = Number.isInteger(entry.index) && (entry.index as number) > 0 ? (entry.index as number) : 0;
    const previous = slots.length ? slots[slots.length - 1] : 0;
    slots.push(stored > previous ? stored : previous + 1);
  }
  const byCode = new Map(current.map((e) => [e.code.trim().toUpperCase(), e]));
  const changes: IndexChange[] = [];
  next
    .map((code) => byCode.get(code.trim().toUpperCase()))
    .filter((e): e is OrderedEntry => !!e)
    .forEach((entry, place) => {
      const to = slots[place];
      const from = Number.isInteger(entry.index) ? (entry.index as number) : null;
      if (from !== to) changes.push({ code: entry.code, from, to });
    });
  return changes;
}
