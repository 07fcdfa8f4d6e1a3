import { POST_ACTION_ATTRIBUTE, type PostAction } from '@murmur/shared/core';

/**
 * The posts of a keyboard loop: the list's own articles, in order, leaving out articles nested in
 * them (a quoted post, the status inside a notification).
 */
export function loopItems(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('article')).filter((article) => {
    const outer = article.parentElement?.closest('article');
    return !outer || !container.contains(outer);
  });
}

/** The item holding `element` (the focus), or null. */
export function itemOf(container: HTMLElement, element: Element | null): HTMLElement | null {
  if (!element || !container.contains(element)) return null;
  return loopItems(container).find((item) => item.contains(element)) ?? null;
}

/**
 * How long a move waits for the item a virtual list is about to draw. Half a second of frames was
 * too short on a slow phone, or for a post whose parts were still on their way: the key then did
 * nothing.
 */
const FOCUS_WAIT_MS = 3000;

/**
 * Waits, frame by frame, for the item a virtual list is about to draw (`find`), then focuses it
 * with `focus`; gives up after FOCUS_WAIT_MS or once the reader has put the focus elsewhere. The
 * item focused before may leave the list as it scrolls (the focus then falls to the body): that
 * is not the reader moving on.
 */
export function focusWhenDrawn(
  find: () => HTMLElement | null,
  focus: (item: HTMLElement) => void,
  until = performance.now() + FOCUS_WAIT_MS,
  focusedBefore: Element | null = document.activeElement,
): void {
  const item = find();
  if (item) {
    focus(item);
    return;
  }
  const focused = document.activeElement;
  const movedOn = focused !== focusedBefore && focused !== null && focused !== document.body;
  if (movedOn || performance.now() > until) return;
  requestAnimationFrame(() => focusWhenDrawn(find, focus, until, focusedBefore));
}

/** Focuses an item and brings it into view; a post is focusable in a feed, elsewhere it is made so. */
export function focusItem(item: HTMLElement): void {
  if (!item.hasAttribute('tabindex')) item.tabIndex = -1;
  item.focus({ preventScroll: true });
  item.scrollIntoView?.({ block: 'nearest' });
}

/** The first item whose bottom is below the top of the viewport: where a reader starts. */
export function topmostItem(items: readonly HTMLElement[]): HTMLElement | undefined {
  return items.find((item) => item.getBoundingClientRect().bottom > 0) ?? items[0];
}

/**
 * Moves the focus one item on from `from` (or to the topmost item on screen when the focus is in
 * no item). Returns false when there is no item in that direction.
 */
export function moveInLoop(
  container: HTMLElement,
  from: Element | null,
  direction: 'next' | 'previous',
): boolean {
  const items = loopItems(container);
  if (items.length === 0) return false;
  const current = itemOf(container, from);
  if (!current) {
    const start = topmostItem(items);
    if (!start) return false;
    focusItem(start);
    return true;
  }
  const index = items.indexOf(current) + (direction === 'next' ? 1 : -1);
  const target = items[index];
  if (!target) return false;
  focusItem(target);
  return true;
}

/**
 * Presses the control of `item` that the post display marked with `action` (shared's post-action
 * contract): the first one in the item, so a notification presses its status's control. A mark on
 * a wrapper presses the button inside it. Returns false when the post has no such control (a post
 * without a content warning has nothing to expand; a disabled repeat stays unpressed).
 */
export function pressPostAction(item: HTMLElement, action: PostAction): boolean {
  const marked = item.querySelector<HTMLElement>(`[${POST_ACTION_ATTRIBUTE}="${action}"]`);
  if (!marked) return false;
  const control = marked.matches('button, a[href]')
    ? marked
    : marked.querySelector<HTMLElement>('button, a[href]');
  if (!control || (control instanceof HTMLButtonElement && control.disabled)) return false;
  control.click();
  return true;
}
