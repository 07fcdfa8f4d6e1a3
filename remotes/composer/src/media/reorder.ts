/**
 * The list with the item of `id` moved `offset` places (-1 one earlier, 1 one later), or the same
 * list when it cannot move (unknown id, no move, past an end).
 */
export function moveById<T extends { id: string }>(
  items: readonly T[],
  id: string,
  offset: number,
): readonly T[] {
  const from = items.findIndex((item) => item.id === id);
  const to = from + offset;
  if (from < 0 || offset === 0 || to < 0 || to >= items.length) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}
