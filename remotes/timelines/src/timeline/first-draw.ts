// The page's first feed draws a screenful of posts first and the rest just after (issue 26). On a
// start, drawing all twenty posts of the first page took as long as everything before it on a
// loaded machine: style, layout and the post display's work for posts below the fold, all before
// the first of them could paint.

/** Posts drawn at first: more than a tall screen shows, so the reader never sees the cut. */
export const FIRST_DRAW_POSTS = 8;

/**
 * Only for a fresh navigation: a reload or a return through history may restore a scroll position
 * further down, which needs every post drawn.
 */
function freshNavigation(): boolean {
  try {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry?.type === 'navigate';
  } catch {
    return false;
  }
}

let available = typeof performance !== 'undefined' && freshNavigation();

/** Whether a feed of `count` posts should draw FIRST_DRAW_POSTS first: the page's first such feed only. */
export function takeFirstDraw(count: number): boolean {
  if (!available || count <= FIRST_DRAW_POSTS) return false;
  available = false;
  return true;
}

/**
 * The timeline state a page shows, given the live state and React's deferred copy of it: the
 * deferred one, except for the page's first feed as its first posts arrive. Those draw at once
 * rather than as a deferred update, which React sets aside for any other update and then starts
 * again; it is FIRST_DRAW_POSTS posts, with nothing else on screen yet to keep responsive.
 */
export function shownTimelineState<T extends { ids: readonly unknown[] }>(live: T, deferred: T): T {
  return available && deferred.ids.length === 0 && live.ids.length > 0 ? live : deferred;
}

/** For tests: the next feed is the page's first again (`fresh` as a fresh navigation would be). */
export function resetFirstDraw(fresh = true): void {
  available = fresh;
}
