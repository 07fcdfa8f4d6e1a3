// What one post may ask the page to draw before the reader asks for more (issue 27, point 2):
// a hostile server sent 5,000 poll options, 10,000 reactions and 10,000 custom emoji, and the
// thread view spent over a second drawing them. Each '+N more' opens the next step, so no single
// click draws thousands of elements either.

/** Poll options drawn at first (Akkoma's default limit is 20; Mastodon's 4). */
export const POLL_OPTIONS_SHOWN = 20;
/** Options each '+N more' adds. */
export const POLL_OPTIONS_STEP = 200;
/** Reactions each '+N more' adds after the first EMOJI_REACTIONS_SHOWN. */
export const REACTIONS_STEP = 200;

/** How many of `total` to draw after `opened` steps: the first `first`, then `step` per step. */
export function drawnCount(total: number, first: number, step: number, opened: number): number {
  return Math.min(total, first + step * Math.max(0, opened));
}
