import type { TimelinePageProps } from '@murmur/shared/core';
import {
  CLICK_BLOCK_AFTER_SHOW_NEW_MS,
  EMPTY_TIMELINE,
  timelineVisibleToVisitors,
  useInstance,
  useSession,
} from '@murmur/shared/core';
import { type MouseEvent, useCallback, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigationType } from 'react-router';
import { focusArticle } from './feed-navigation';
import { shownTimelineState } from './first-draw';
import { timelineMessages } from './messages';
import { listenForRelationshipChanges } from './relationship-pruning';
import { TimelineFeed } from './timeline-feed';
import { TimelineFooter } from './timeline-footer';
import { TimelineHeader } from './timeline-header';
import { flushQueued } from './timeline-state';
import { useAutoShowNew } from './use-auto-show-new';
import { useNearBottom } from './use-near-bottom';
import { useRememberLastTimeline } from './use-remember-last-timeline';
import { useShowNewKey } from './use-show-new-key';
import { useTimelineLoader } from './use-timeline-loader';
import './timeline.css';
import { SignInRequired } from './sign-in-required';
import { SnapshotNote } from './snapshot-note';
import { WaitingNewPost } from './waiting-new-post';

/**
 * The timeline screen (spec 2 section 2): a header with the timeline's name and the 'show new'
 * button, the statuses as an accessible feed, and a footer that loads older statuses, by button
 * or by scrolling near the bottom.
 */
export function TimelinePage(props: TimelinePageProps) {
  const { capabilities, loaded } = useInstance();
  // A kind the server cannot serve is not fetched: the page says so instead of failing.
  const offered =
    !loaded ||
    (props.timeline === 'bubble'
      ? capabilities.bubbleTimeline
      : props.timeline !== 'dms' || capabilities.directMessages);
  if (!offered) return <TimelineNotOffered {...props} />;
  // One component per timeline: the deferred state below never shows one timeline's posts under
  // another's header.
  const key = [props.timeline, props.tag, props.listId, props.accountId].join('\u0000');
  return <OfferedTimelinePage key={key} {...props} />;
}

function TimelineNotOffered(props: TimelinePageProps) {
  const headingId = useId();
  return (
    <section className="timeline" aria-labelledby={headingId}>
      <TimelineHeader
        headingId={headingId}
        {...props}
        state={EMPTY_TIMELINE}
        onShowNew={() => {}}
        onReload={() => {}}
      />
      <NotOfferedText timeline={props.timeline} />
    </section>
  );
}

/** What the page says where the server has no such timeline; direct messages get their own words. */
function NotOfferedText({ timeline }: { timeline: TimelinePageProps['timeline'] }) {
  return (
    <p className="timeline-footer-end" role="status">
      <FormattedMessage
        {...(timeline === 'dms' ? timelineMessages.noDirectMessages : timelineMessages.notOffered)}
      />
    </p>
  );
}

listenForRelationshipChanges();

function OfferedTimelinePage(props: TimelinePageProps) {
  const session = useSession();
  const { capabilities } = useInstance();
  // A server that says its feed is for its users is not asked as a visitor (no 401 to log).
  const closed = session.kind !== 'user' && !timelineVisibleToVisitors(props, capabilities);
  const { state: liveState, loadOlder, showNew, reload } = useTimelineLoader(props, !closed);
  // A page of posts renders in a transition, which React splits into short tasks: twenty posts at
  // once (one of them hostile) must not hold the main thread for 100 ms. Header, feed and footer
  // all read the same deferred state, so what they show agrees.
  // The page's first feed is the exception: its first posts draw at once (first-draw.ts).
  const deferredState = useDeferredValue(liveState);
  const state = shownTimelineState(liveState, deferredState);
  useRememberLastTimeline(props);
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);

  // Spec 2 section 4: clicks are blocked for 1 s after showing new statuses (the list just moved).
  // An automatic show blocks them too: the posts move under a pointer all the same.
  const clicksBlockedUntil = useRef(0);
  const showNewAndBlock = useCallback(() => {
    clicksBlockedUntil.current = Date.now() + CLICK_BLOCK_AFTER_SHOW_NEW_MS;
    showNew();
  }, [showNew]);
  const blockClicks = (event: MouseEvent) => {
    if (Date.now() >= clicksBlockedUntil.current) return;
    event.preventDefault();
    event.stopPropagation();
  };
  // Back, forward or a reload to this entry (the page's very first location has the key 'default').
  const location = useLocation();
  const navigationType = useNavigationType();
  const [returning] = useState(() => navigationType === 'POP' && location.key !== 'default');
  // The live state, not the deferred one: the decision is taken as statuses arrive.
  const showNewByReader = useAutoShowNew({
    pending: liveState.newIds.length,
    flushQueued: flushQueued(liveState),
    showNew: showNewAndBlock,
    returning,
  });
  useShowNewKey(state.newIds.length > 0, showNewByReader);

  // Spec 2 section 4: older statuses load near the bottom when nothing is loading. After a
  // failure they wait for the retry button, so a rate-limited server is not hammered.
  const canAutoLoad = !state.loading && !state.bottomedOut && state.error === null && state.ids.length > 0;
  useNearBottom(sentinelRef, canAutoLoad, loadOlder);

  // The 'load older' and 'show new' buttons disappear once used. Focus then moves to the first
  // status they brought (or to the footer's verdict) so a keyboard user carries on from there.
  const focusAfterLoad = useRef<number | null>(null);
  const shownCount = useRef(0);
  shownCount.current = state.ids.length;
  // Stable, so the memoised feed is not rendered again when only the waiting posts changed.
  const loadOlderByButton = useCallback(() => {
    focusAfterLoad.current = shownCount.current + 1;
    loadOlder();
  }, [loadOlder]);
  const showNewByButton = () => {
    focusAfterLoad.current = 1;
    showNewByReader();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list changed, since it reads the DOM the list renders
  useEffect(() => {
    const position = focusAfterLoad.current;
    if (position === null || state.loading) return;
    focusAfterLoad.current = null;
    const article = sectionRef.current?.querySelector<HTMLElement>(
      `[role="feed"] [aria-posinset="${position}"]`,
    );
    if (article) focusArticle(article);
    else footerRef.current?.focus();
  }, [state.loading, state.ids]);

  return (
    <section ref={sectionRef} className="timeline" aria-labelledby={headingId}>
      <TimelineHeader
        headingId={headingId}
        {...props}
        state={state}
        onShowNew={showNewByButton}
        onReload={reload}
      />
      {state.snapshotSavedAt ? (
        <SnapshotNote savedAt={state.snapshotSavedAt} failed={!state.loading && state.error !== null} />
      ) : null}
      <WaitingNewPost />
      {closed || (state.signInRequired && session.kind !== 'user') ? (
        <SignInRequired />
      ) : state.notOffered ? (
        <NotOfferedText timeline={props.timeline} />
      ) : (
        <>
          {/* Swallows clicks only, and only for a moment after the list moved under the pointer. */}
          <div className="timeline-body" onClickCapture={blockClicks}>
            <TimelineFeed
              ids={state.ids}
              loading={state.loading}
              bottomedOut={state.bottomedOut}
              labelledBy={headingId}
              onReachEnd={loadOlderByButton}
              showPinned={props.timeline === 'user'}
            />
          </div>
          <TimelineFooter
            ref={footerRef}
            count={state.ids.length}
            loading={state.loading}
            bottomedOut={state.bottomedOut}
            error={state.error}
            onLoadOlder={loadOlderByButton}
          />
        </>
      )}
      <div ref={sentinelRef} className="timeline-sentinel" aria-hidden="true" />
    </section>
  );
}
