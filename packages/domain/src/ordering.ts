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
