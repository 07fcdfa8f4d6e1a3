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

const positions = new Map<string, { ids: number; position: FeedPosition }>();
const CAP = 50;

export function saveFeedPosition(key: string, ids: number, position: FeedPosition): void {
  positions.delete(key);
  positions.set(key, { ids, position });
  if (positions.size > CAP) positions.delete(positions.keys().next().value as string);
}

/** The saved position, when the feed still holds as many posts as when it was saved. */
export function feedPosition(key: string, ids: number): FeedPosition | undefined {
  const saved = positions.get(key);
  return saved && saved.ids === ids ? saved.position : undefined;
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
