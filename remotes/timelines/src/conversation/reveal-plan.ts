// In which order a long thread appears on screen, as pure functions. Rendering 500 statuses in one
// go blocked the page for most of a second; the page now shows them a chunk at a time, and these
// decide which statuses come first.

/**
 * Statuses in the first render, which is not sliced (it answers a click or the thread's arrival):
 * a screen and a half of posts, few enough to paint early.
 */
export const FIRST_CHUNK = 10;
/**
 * Statuses added per later render. React slices that render, but the DOM insertion, the posts'
 * own effects and the browser's layout are not: a small chunk keeps each of those tasks short.
 */
export const CHUNK = 20;

/**
 * The order to reveal `visible` (the statuses shown, in document order) in: the focused status and
 * everything after it, what the reader sees on open, then what comes before it. In a tree, each
 * status then comes after its parent, unless that parent is one of the focused status's ancestors,
 * which the tree holds in place from the start: no prefix of the order leaves a status unnested.
 */
export function revealOrder(visible: readonly string[], focusedId: string): string[] {
  const start = Math.max(0, visible.indexOf(focusedId));
  return [...visible.slice(start), ...visible.slice(0, start)];
}

/** The next `size` statuses of `order` not revealed yet, in order. */
export function nextChunk(order: readonly string[], revealed: ReadonlySet<string>, size: number): string[] {
  const chunk: string[] = [];
  for (const id of order) {
    if (chunk.length >= size) break;
    if (!revealed.has(id)) chunk.push(id);
  }
  return chunk;
}

/**
 * Whether a status shown before the focused one is still to be revealed: only then can a chunk
 * land above the focused status and push it down the page.
 */
export function pendingAbove(
  visible: readonly string[],
  focusedId: string,
  revealed: ReadonlySet<string>,
): boolean {
  const focused = visible.indexOf(focusedId);
  for (let index = 0; index < focused; index++) {
    if (!revealed.has(visible[index] as string)) return true;
  }
  return false;
}
