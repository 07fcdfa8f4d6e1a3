import { LOAD_MORE_TRIGGER_PX, OLDER_FETCH_DEBOUNCE_MS } from '@murmur/shared/core';
import { type RefObject, useEffect, useRef } from 'react';
import { isTextEntry } from './text-entry';

/** Keys that scroll the page when nothing else takes them. */
const SCROLL_KEYS = new Set(['PageDown', 'PageUp', 'End', 'Home', 'ArrowDown', 'ArrowUp', ' ']);
/** How long after the reader's last scrolling gesture a sentinel coming near still counts. */
const INTENT_WINDOW_MS = 1000;

/**
 * Spec 2 sections 4 and 9: older statuses are fetched when the reader scrolls to within 750 px of
 * the page bottom and nothing is loading, at most once per second (the older-fetch debounce).
 *
 * An IntersectionObserver with a 750 px bottom margin watches a sentinel after the list. A fetch
 * starts when the sentinel is near and the reader is scrolling: wheel, touch, scroll keys or
 * dragging the scroll bar. Scrolls the page makes by itself (focus moving to a new status, a
 * button scrolled into view, a short first page) do not pull in more statuses; the explicit
 * 'load older' button and the feed's keyboard paging cover those. Does nothing where
 * IntersectionObserver does not exist.
 */
export function useNearBottom(sentinel: RefObject<HTMLElement | null>, enabled: boolean, onNear: () => void) {
  const callback = useRef(onNear);
  callback.current = onNear;
  const lastCall = useRef(Number.NEGATIVE_INFINITY);
  const lastIntent = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    let near = false;
    let pointerDown = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const intending = () => Date.now() - lastIntent.current < INTENT_WINDOW_MS;
    const schedule = () => {
      if (!near || !intending() || timer !== undefined) return;
      const wait = Math.max(0, lastCall.current + OLDER_FETCH_DEBOUNCE_MS - Date.now());
      timer = setTimeout(() => {
        timer = undefined;
        if (!near) return;
        lastCall.current = Date.now();
        lastIntent.current = Number.NEGATIVE_INFINITY;
        callback.current();
      }, wait);
    };
    const intent = () => {
      lastIntent.current = Date.now();
      schedule();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.some((entry) => entry.isIntersecting);
        if (near) schedule();
      },
      { rootMargin: `0px 0px ${LOAD_MORE_TRIGGER_PX}px 0px` },
    );
    const onKeyDown = (event: KeyboardEvent) => {
      if (SCROLL_KEYS.has(event.key) && !event.defaultPrevented && !isTextEntry(event.target)) intent();
    };
    const onPointer = (event: PointerEvent) => {
      pointerDown = event.type === 'pointerdown';
    };
    // A scroll while a pointer is pressed is the scroll bar being dragged.
    const onScroll = () => {
      if (pointerDown) intent();
    };
    const listeners: Array<[string, EventListener]> = [
      ['wheel', intent],
      ['touchmove', intent],
      ['keydown', onKeyDown as EventListener],
      ['pointerdown', onPointer as EventListener],
      ['pointerup', onPointer as EventListener],
      ['pointercancel', onPointer as EventListener],
      // Scroll events do not bubble; capturing sees the window's and any scrolling container's.
      ['scroll', onScroll],
    ];
    observer.observe(element);
    for (const [type, listener] of listeners) {
      document.addEventListener(type, listener, { capture: true, passive: true });
    }
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      for (const [type, listener] of listeners)
        document.removeEventListener(type, listener, { capture: true });
    };
  }, [sentinel, enabled]);
}
