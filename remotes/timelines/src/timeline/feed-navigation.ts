import { isTextEntry } from './text-entry';

/**
 * Keyboard movement between the articles of a feed (WAI-ARIA feed pattern): PageDown moves to the
 * next article, PageUp to the previous one (j and k are the keyboard loop's, `../keyboard`). The
 * composer's Status renders each article; this only finds them by their aria-posinset and moves
 * focus.
 */

const NEXT_KEYS = new Set(['PageDown']);
const PREVIOUS_KEYS = new Set(['PageUp']);

/** The feed's own articles, in order, leaving out articles nested inside a post (quotes). */
export function feedArticles(feed: HTMLElement): HTMLElement[] {
  return Array.from(feed.querySelectorAll<HTMLElement>('[aria-posinset]')).filter(
    (element) => element.parentElement?.closest('[aria-posinset], [role="feed"]') === feed,
  );
}

export function focusArticle(article: HTMLElement): void {
  // The composer's article is focusable already; a placeholder still waiting for it may not be.
  if (!article.hasAttribute('tabindex')) article.tabIndex = -1;
  article.focus();
}

export type FeedMove = 'next' | 'previous';

/** What a key pressed inside the feed asks for, or null when the key is not ours. */
export function feedMoveFor(
  event: Pick<KeyboardEvent, 'key' | 'target' | 'altKey' | 'ctrlKey' | 'metaKey'>,
): FeedMove | null {
  if (event.altKey || event.ctrlKey || event.metaKey || isTextEntry(event.target)) return null;
  if (NEXT_KEYS.has(event.key)) return 'next';
  if (PREVIOUS_KEYS.has(event.key)) return 'previous';
  return null;
}

/**
 * Moves focus one article forward or back from the article holding the focus. Returns false when
 * there is no article in that direction (the caller may then load older statuses).
 */
export function moveFocus(feed: HTMLElement, from: EventTarget | null, move: FeedMove): boolean {
  const articles = feedArticles(feed);
  if (articles.length === 0) return false;
  const current = from instanceof Node ? articles.findIndex((article) => article.contains(from)) : -1;
  const index = current === -1 ? 0 : move === 'next' ? current + 1 : current - 1;
  const target = articles[index];
  if (!target) return false;
  focusArticle(target);
  return true;
}
