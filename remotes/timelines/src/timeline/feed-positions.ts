/**
 * Where the reader was in each virtual feed, by history entry (react-router's location key): the
 * post at the top of the window and how far above the top its edge was. Going back to the entry
 * puts that post there again: a pixel offset alone lands elsewhere, since a virtual list only
 * estimates the height of posts it has not rendered. Kept for the page's lifetime, like the
 * browser's own history, the oldest entries going past a cap.
 */
export interface FeedPosition {
  index: number;
  /** The post's top edge relative to the window's top (negative: scrolled past). */
  top: number;
}

const positions = new Map<string, { statusId: string | undefined; position: FeedPosition }>();
const CAP = 50;

/** Saves where the reader is in `ids` (the feed's posts, in order) for the history entry `key`. */
export function saveFeedPosition(key: string, ids: readonly string[], position: FeedPosition): void {
  positions.delete(key);
  positions.set(key, { statusId: ids[position.index], position });
  if (positions.size > CAP) positions.delete(positions.keys().next().value as string);
}

/**
 * The saved position in `ids`: at the post that was on top, wherever it is now (a post deleted or
 * added above it, by its author or on the stream, moves it); if that post itself is gone, at the
 * same place, where the next one now is.
 */
export function feedPosition(key: string, ids: readonly string[]): FeedPosition | undefined {
  const saved = positions.get(key);
  if (!saved || ids.length === 0) return undefined;
  const index = saved.statusId === undefined ? -1 : ids.indexOf(saved.statusId);
  if (index >= 0) return { index, top: saved.position.top };
  return { index: Math.min(saved.position.index, ids.length - 1), top: saved.position.top };
}

/** The first post whose bottom is below the window's top, as a position. */
export function topmostPost(articles: readonly HTMLElement[]): FeedPosition | undefined {
  for (const article of articles) {
    const rect = article.getBoundingClientRect();
    if (rect.bottom > 0) {
      const index = Number(article.getAttribute('aria-posinset')) - 1;
      return index >= 0 ? { index, top: rect.top } : undefined;
    }
  }
  return undefined;
}

/**
 * The post that held the focus in each feed, by history entry: the one the reader opened (its
 * link, or the post itself walked to with j). Back to the entry, the focus returns to it, so that
 * j and k carry on from there instead of from the top of the screen.
 */
const focusedPosts = new Map<string, string>();

/** Remembers that the post `statusId` holds the focus in the feed of the history entry `key`. */
export function saveFocusedPost(key: string, statusId: string): void {
  focusedPosts.delete(key);
  focusedPosts.set(key, statusId);
  if (focusedPosts.size > CAP) focusedPosts.delete(focusedPosts.keys().next().value as string);
}

/** Where the post that held the focus is in `ids` now; undefined when none was, or it is gone. */
export function focusedPostIndex(key: string, ids: readonly string[]): number | undefined {
  const statusId = focusedPosts.get(key);
  if (statusId === undefined) return undefined;
  const index = ids.indexOf(statusId);
  return index >= 0 ? index : undefined;
}
