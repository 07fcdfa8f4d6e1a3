import { Slot, usePreference } from '@murmur/shared/core';
import {
  type KeyboardEvent,
  memo,
  type ReactNode,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigationType } from 'react-router';
import type { VirtuosoHandle } from 'react-virtuoso';
import { focusWhenDrawn, topmostItem } from '../keyboard/loop-items';
import { useKeyboardLoop } from '../keyboard/use-keyboard-loop';
import { feedAttributes } from './feed-attributes';
import { type FeedMove, feedArticles, feedMoveFor, focusArticle, moveFocus } from './feed-navigation';
import {
  feedPosition,
  focusedPostIndex,
  saveFeedPosition,
  saveFocusedPost,
  topmostPost,
} from './feed-positions';
import { FIRST_DRAW_POSTS, takeFirstDraw } from './first-draw';
import { holdFeedPosition } from './restore-hold';
import { loadVirtualFeedWhenIdle, useVirtualFeed } from './virtual-feed-loader';

/**
 * Up to this many posts the feed renders plainly; past it, a virtual list keeps only the posts
 * near the viewport in the DOM (decision 0020). Short timelines, the common case, pay nothing.
 */
export const VIRTUALISE_AFTER = 80;

export interface TimelineFeedProps {
  ids: readonly string[];
  loading: boolean;
  bottomedOut: boolean;
  /** Id of the heading that names this feed. */
  labelledBy: string;
  /** Called when the keyboard moves past the last article and older statuses may exist. */
  onReachEnd: () => void;
  /** A profile's posts: its pinned posts say 'Pinned'. */
  showPinned?: boolean;
}

/**
 * The list of statuses as a WAI-ARIA feed. Each post is the composer's Status, which renders the
 * <article> itself with aria-posinset and aria-setsize from the props passed here. The set size is
 * -1 while older statuses may still load and the count once the timeline bottomed out. Past
 * VIRTUALISE_AFTER posts (and with `virtualScrolling` on) only the posts near the viewport stay
 * in the DOM; the keyboard still moves post by post, scrolling the next one into being.
 */
// Memoised: a fast stream changes the posts waiting behind 'show new' many times a second, and the
// feed must not be rendered again each time (its render would keep the header's count from landing).
export const TimelineFeed = memo(function TimelineFeed({
  ids,
  loading,
  bottomedOut,
  labelledBy,
  onReachEnd,
  showPinned = false,
}: TimelineFeedProps) {
  const feedRef = useRef<HTMLDivElement>(null);
  const virtuosoRef = useRef<VirtuosoHandle>(null);
  const virtualScrolling = usePreference('virtualScrolling');
  const setSize = bottomedOut ? ids.length : -1;
  // The virtual list's code is fetched apart (virtual-feed-loader.ts): at the first idle moment, or
  // at once when the feed is half way there. The feed turns virtual as posts arrive, the moment the
  // switch below is built for; code that arrives later waits for the next page rather than
  // redrawing the list under a reader walking it with the keyboard.
  const wantsVirtual = virtualScrolling && ids.length > VIRTUALISE_AFTER;
  const virtualFeed = useVirtualFeed(virtualScrolling && ids.length > VIRTUALISE_AFTER / 2);
  const seenLength = useRef(0);
  const grew = ids.length !== seenLength.current;
  const wasVirtual = useRef(false);
  const virtual = wantsVirtual && virtualFeed !== null && (wasVirtual.current || grew);
  useEffect(() => {
    seenLength.current = ids.length;
  });
  useEffect(() => {
    if (virtualScrolling) loadVirtualFeedWhenIdle();
  }, [virtualScrolling]);
  // The page's first feed draws a screenful first, the rest once that has painted (first-draw.ts).
  const [drawLimit, setDrawLimit] = useState(Number.POSITIVE_INFINITY);
  const firstDrawTaken = useRef(false);
  if (!firstDrawTaken.current && ids.length > 0 && !virtual) {
    firstDrawTaken.current = true;
    if (takeFirstDraw(ids.length)) setDrawLimit(FIRST_DRAW_POSTS);
  }
  const staged = drawLimit < ids.length;
  useEffect(() => {
    if (drawLimit === Number.POSITIVE_INFINITY) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setDrawLimit(Number.POSITIVE_INFINITY)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawLimit]);
  // Where the reader was when the feed turned virtual, so the switch does not move the page. Read
  // while the plain feed is still in the DOM (this render has not been committed yet).
  const startIndex = useRef(0);
  if (virtual && !wasVirtual.current && feedRef.current) {
    const top = feedArticles(feedRef.current).findIndex(
      (article) => article.getBoundingClientRect().bottom > 0,
    );
    startIndex.current = Math.max(0, top);
  }
  useEffect(() => {
    wasVirtual.current = virtual;
  }, [virtual]);
  // Back or forward to this entry: the virtual list comes back as it was (same post on top).
  const location = useLocation();
  const navigationType = useNavigationType();
  const [restored] = useState(() => (navigationType === 'POP' ? feedPosition(location.key, ids) : undefined));
  // Kept up to date while the reader scrolls (once a frame at most): by the time the feed
  // unmounts, its posts are already out of the document.
  useEffect(() => {
    if (!virtual) return;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const list = feedRef.current?.querySelector<HTMLElement>('[role="feed"]');
        const position = list ? topmostPost(feedArticles(list)) : undefined;
        if (position) saveFeedPosition(location.key, ids, position);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [virtual, location.key, ids]);

  const listElement = () => feedRef.current?.querySelector<HTMLElement>('[role="feed"]') ?? feedRef.current;

  // The post the reader opened (or walked to) on this entry: back here, the focus returns to it.
  const [focusBack] = useState(() =>
    navigationType === 'POP' ? focusedPostIndex(location.key, ids) : undefined,
  );
  const shownIds = useRef(ids);
  shownIds.current = ids;
  // The wrapper changes when the feed turns virtual: listen on whichever is there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `virtual` swaps the wrapper element
  useEffect(() => {
    const wrapper = feedRef.current;
    if (!wrapper) return;
    const onFocusIn = (event: FocusEvent) => {
      const position = Number(ownArticle(wrapper, event.target)?.getAttribute('aria-posinset'));
      const statusId = position > 0 ? shownIds.current[position - 1] : undefined;
      if (statusId) saveFocusedPost(location.key, statusId);
    };
    wrapper.addEventListener('focusin', onFocusIn);
    return () => wrapper.removeEventListener('focusin', onFocusIn);
  }, [virtual, location.key]);
  // Back to this entry: the virtual list is held at the post that was on top until it has settled
  // (restore-hold.ts), then the focus returns to the post that had it. A plain feed has every post
  // drawn at its true height, so the shell's own restoration is enough there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the entry come back to
  useEffect(() => {
    const giveFocusBack = () => {
      if (focusBack === undefined) return;
      if (document.activeElement && document.activeElement !== document.body) return;
      const article = listElement()?.querySelector<HTMLElement>(`[aria-posinset="${focusBack + 1}"]`);
      if (!article) return;
      if (!article.hasAttribute('tabindex')) article.tabIndex = -1;
      article.focus({ preventScroll: true });
    };
    if (!restored || !virtual) {
      giveFocusBack();
      return;
    }
    return holdFeedPosition({
      find: () =>
        listElement()?.querySelector<HTMLElement>(`[aria-posinset="${restored.index + 1}"]`) ?? null,
      top: restored.top,
      redraw: () =>
        virtuosoRef.current?.scrollToIndex({ index: restored.index, align: 'start', offset: -restored.top }),
      onDone: giveFocusBack,
    });
  }, []);

  /**
   * One post on or back from `from` (the focused element). From outside the feed the reader starts
   * at the topmost post on screen; in a virtual feed the next post is scrolled into being first.
   * Past the last post, older statuses are asked for.
   */
  const moveBy = (from: Element | null, move: FeedMove): boolean => {
    // A key pressed before the rest of the first page is drawn finds every post there.
    if (staged) flushSync(() => setDrawLimit(Number.POSITIVE_INFINITY));
    const feed = listElement();
    if (!feed) return false;
    const fromArticle = from && feed.contains(from) ? from.closest('[aria-posinset]') : null;
    // Not on a post (the focused one scrolled out of a virtual feed, or the focus is elsewhere):
    // start again at the topmost post on screen, where the reader is looking.
    const current = Number(fromArticle?.getAttribute('aria-posinset')) || null;
    if (!current) {
      const start = topmostItem(feedArticles(feed));
      if (!start) return false;
      focusArticle(start);
      return true;
    }
    if (!virtual) {
      if (!moveFocus(feed, from, move) && move === 'next' && !bottomedOut && !loading) onReachEnd();
      return true;
    }
    const target = move === 'next' ? current + 1 : current - 1;
    if (target < 1) return true;
    if (target > ids.length) {
      if (!bottomedOut && !loading) onReachEnd();
      return true;
    }
    virtuosoRef.current?.scrollIntoView({ index: target - 1, behavior: 'auto' });
    focusWhenDrawn(
      () => listElement()?.querySelector<HTMLElement>(`[aria-posinset="${target}"]`) ?? null,
      focusArticle,
    );
    return true;
  };

  // PageDown and PageUp (the WAI-ARIA feed pattern) work whatever the preference; j and k are the
  // keyboard loop's, which also answers them while the focus is outside the feed.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move: FeedMove | null = feedMoveFor(event);
    if (!move) return;
    event.preventDefault();
    moveBy(event.target as Element, move);
  };
  useKeyboardLoop(feedRef, { primary: true, move: (from, direction) => moveBy(from, direction) });

  const item = (statusId: string, index: number): ReactNode => (
    <Slot
      key={statusId}
      name="composer/Status"
      props={{ statusId, posInSet: index + 1, setSize, showPinned }}
      loading={<StatusPlaceholder posInSet={index + 1} setSize={setSize} />}
    />
  );

  if (!virtual) {
    const isFeed = loading || ids.length > 0;
    return (
      <div
        ref={feedRef}
        className="timeline-feed"
        {...(isFeed ? feedAttributes({ loading, labelledBy, onKeyDown }) : {})}
      >
        {(staged ? ids.slice(0, drawLimit) : ids).map((statusId, index) => item(statusId, index))}
      </div>
    );
  }
  return (
    <div ref={feedRef} className="timeline-feed-virtual">
      <virtualFeed.VirtualFeed
        ids={ids}
        handle={virtuosoRef}
        initialTopMostItemIndex={
          restored ? { index: restored.index, align: 'start', offset: -restored.top } : startIndex.current
        }
        context={{ loading, labelledBy, onKeyDown }}
        item={item}
      />
    </div>
  );
});

/** The feed's own post holding `target` (not a quoted post nested in it), or null. */
function ownArticle(feed: HTMLElement | null, target: EventTarget | null): HTMLElement | null {
  if (!feed || !(target instanceof Element)) return null;
  let article = target.closest<HTMLElement>('[aria-posinset]');
  while (article) {
    const outer = article.parentElement?.closest<HTMLElement>('[aria-posinset]') ?? null;
    if (!outer || !feed.contains(outer)) break;
    article = outer;
  }
  return article && feed.contains(article) ? article : null;
}

/** Holds a post's place in the feed (and in the set count) while the composer remote loads. */
function StatusPlaceholder({ posInSet, setSize }: { posInSet: number; setSize: number }) {
  return (
    <article
      className="timeline-placeholder"
      aria-posinset={posInSet}
      aria-setsize={setSize}
      aria-busy="true"
    />
  );
}
