/**
 * Manual ordering of staff lists (spec 3 §4: "change order" / "save order", arrows up and down,
 * renumbered from 1).
 */

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at the ends. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

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
