import { type ReactNode, useSyncExternalStore } from 'react';

/**
 * The pieces beside the route's screen (the sidebar's user card and post form, who to follow, the
 * third column) wait for the first screen of the page: their remotes' code, requests and drawing
 * otherwise took the main thread while the timeline's first posts were being drawn (issue 26:
 * signed in, four more remote modules loaded and drew before the fifth post). They appear at the
 * second idle moment after the frame is drawn, at most FIRST_SCREEN_WAIT_MS later; from then on,
 * for the life of the page, at once.
 */
export const FIRST_SCREEN_WAIT_MS = 1000;

let settled = false;
let scheduled = false;
const listeners = new Set<() => void>();

function whenIdle(callback: () => void, timeout: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout });
  else setTimeout(callback, 50);
}

function settle(): void {
  settled = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

function subscribe(listener: () => void): () => void {
  if (settled) return () => undefined;
  listeners.add(listener);
  if (!scheduled) {
    scheduled = true;
    const started = performance.now();
    // Twice: the first idle moment may come while the route's screen waits for its module or data.
    whenIdle(() => {
      // Never 0: a timeout of 0 is no deadline at all, so a first idle moment that came late (a
      // busy machine) left the sidebar's user card and post form waiting for a page that never idles.
      const left = Math.max(1, FIRST_SCREEN_WAIT_MS - (performance.now() - started));
      whenIdle(settle, left);
    }, FIRST_SCREEN_WAIT_MS);
  }
  return () => listeners.delete(listener);
}

/** Whether the page's first screen has had its turn. */
export function useFirstScreenSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => settled,
  );
}

/** Resolves once the page's first screen has had its turn (at once after that). */
export function whenFirstScreenSettled(): Promise<void> {
  if (settled) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = subscribe(() => {
      unsubscribe();
      resolve();
    });
  });
}

/** The longest the shell's background work waits for the main column: a screen that stays busy holds nothing. */
export const MAIN_COLUMN_WAIT_MS = 10_000;

/**
 * Whether the main column shows its screen: something besides the visitor's login hint, and
 * nothing in it still loading (the shell's loading panel, or anything marked `aria-busy`, as a
 * feed is while its first page or its posts' code is on the way).
 */
export function mainColumnDrawn(doc: Document = document): boolean {
  const main = doc.getElementById('main-content');
  if (!main) return false;
  const screen = [...main.children].some((child) => !child.classList.contains('login-hint'));
  return screen && main.querySelector('.shell-loading, [aria-busy="true"]') === null;
}

/** Resolves once the main column shows its screen (mainColumnDrawn), or after `limitMs`. */
export function whenMainColumnDrawn(doc: Document = document, limitMs = MAIN_COLUMN_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (mainColumnDrawn(doc)) {
      resolve();
      return;
    }
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (mainColumnDrawn(doc)) done();
    });
    const timer = setTimeout(done, limitMs);
    observer.observe(doc.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
  });
}

/**
 * Resolves once the first screen is drawn: it has had its turn, the main column shows its screen
 * (the first posts, not their loading state), and the page has been idle once more. The shell's
 * own background work (the streaming link, the service worker, the web app manifest, its lazy
 * parts fetched ahead) starts then, so that none of it is among the bytes or the work the first
 * posts wait for, on a slow network either, where an idle moment comes while the posts are still
 * on their way (issue 40).
 */
export function whenFirstScreenDrawn(): Promise<void> {
  return Promise.all([whenFirstScreenSettled(), whenMainColumnDrawn()]).then(
    () => new Promise<void>((resolve) => whenIdle(resolve, FIRST_SCREEN_WAIT_MS)),
  );
}

/** Draws `children` once the page's first screen has had its turn (at once after that). */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  return useFirstScreenSettled() ? children : null;
}

/** For tests: the next frame is the page's first again, or (`settledNow`) not. */
export function resetFirstScreen(settledNow = true): void {
  settled = settledNow;
  scheduled = false;
  listeners.clear();
}
