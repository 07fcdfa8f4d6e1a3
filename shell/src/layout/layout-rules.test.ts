import {
  capabilitiesFrom,
  EMPTY_INSTANCE,
  formatFileSize,
  type InstanceState,
  parseAccount,
  parseInstance,
  parseNodeInfo,
} from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import { lastTimeline$, rememberTimeline, timelinesLinkTarget } from './last-timeline';
import { layoutFor, sidebarOnRight } from './layout-type';
import { navVisibility } from './nav-visibility';
import { keyboardProbablyOpen, newPostButtonHidden } from './new-post-button';
import { scrollTargetFor } from './scroll-rules';
import { inReadingDirection, swipeOf } from './swipe';
import { badgedTitle } from './title-badge';

describe('layout types (spec 1 section 2)', () => {
  const signedIn = { loggedIn: true, thirdColumnMode: 'notifications' as const };
  it('is mobile at 800 px or less', () => {
    expect(layoutFor(800, signedIn)).toBe('mobile');
    expect(layoutFor(390, signedIn)).toBe('mobile');
    expect(layoutFor(801, signedIn)).toBe('normal');
  });
  it('is wide from 1280 px only for a signed-in user with the third column on', () => {
    expect(layoutFor(1280, signedIn)).toBe('wide');
    expect(layoutFor(1279, signedIn)).toBe('normal');
    expect(layoutFor(1600, { ...signedIn, loggedIn: false })).toBe('normal');
    expect(layoutFor(1600, { ...signedIn, thirdColumnMode: 'none' })).toBe('normal');
  });
});

describe('the sidebar side (spec 1 section 2)', () => {
  it('follows sidebarRight outside the wide layout', () => {
    expect(sidebarOnRight('normal', { sidebarRight: true, thirdColumnMode: 'postform' })).toBe(true);
    expect(sidebarOnRight('normal', { sidebarRight: false, thirdColumnMode: 'postform' })).toBe(false);
  });
  it('reverses with the third-column mode in the wide layout', () => {
    expect(sidebarOnRight('wide', { sidebarRight: false, thirdColumnMode: 'notifications' })).toBe(false);
    expect(sidebarOnRight('wide', { sidebarRight: false, thirdColumnMode: 'postform' })).toBe(true);
    expect(sidebarOnRight('wide', { sidebarRight: true, thirdColumnMode: 'postform' })).toBe(false);
  });
});

function instanceState(options: {
  features?: string[];
  private?: boolean;
  federating?: boolean;
  visibility?: { local: boolean; federated: boolean; bubble: boolean };
  bubbleInstances?: string[];
}): InstanceState {
  const instance =
    parseInstance({
      pleroma: {
        metadata: {
          features: options.features ?? [],
          federation: { enabled: options.federating ?? true },
          local_bubble_instances: options.bubbleInstances ?? [],
        },
      },
    }) ?? EMPTY_INSTANCE;
  const nodeinfo = parseNodeInfo({
    metadata: {
      private: options.private ?? false,
      publicTimelineVisibility: options.visibility ?? { local: true, federated: true, bubble: true },
      localBubbleInstances: options.bubbleInstances ?? [],
    },
  });
  return { loaded: true, instance, nodeinfo, capabilities: capabilitiesFrom(instance, nodeinfo) };
}

const account = (locked: boolean) =>
  parseAccount({ id: '1', acct: 'alice', username: 'alice', locked, follow_requests_count: 2 })!;

describe('navigation visibility (spec 1 sections 2 and 6)', () => {
  it('shows home, bookmarks, DMs, lists, interactions and announcements only when logged in', () => {
    const anonymous = navVisibility(instanceState({}), null);
    const user = navVisibility(instanceState({}), account(false));
    for (const key of ['home', 'bookmarks', 'dms', 'lists', 'interactions', 'announcements'] as const) {
      expect(anonymous[key]).toBe(false);
      expect(user[key]).toBe(true);
    }
  });
  it('offers friend requests to locked accounts only', () => {
    expect(navVisibility(instanceState({}), account(false)).friendRequests).toBe(false);
    expect(navVisibility(instanceState({}), account(true)).friendRequests).toBe(true);
  });
  it('hides timelines and search from anonymous visitors in private mode', () => {
    const shown = navVisibility(instanceState({ private: true, bubbleInstances: ['a.example'] }), null);
    expect(shown).toMatchObject({
      timelines: false,
      search: false,
      publicTimeline: false,
      federatedTimeline: false,
      bubbleTimeline: false,
    });
    expect(navVisibility(instanceState({ private: true }), account(false)).publicTimeline).toBe(true);
  });
  it('follows publicTimelineVisibility for anonymous visitors', () => {
    const state = instanceState({
      visibility: { local: false, federated: true, bubble: false },
      bubbleInstances: ['a.example'],
    });
    expect(navVisibility(state, null)).toMatchObject({
      publicTimeline: false,
      federatedTimeline: true,
      bubbleTimeline: false,
    });
    expect(navVisibility(state, account(false))).toMatchObject({
      publicTimeline: true,
      bubbleTimeline: true,
    });
  });
  it('needs a federating server for the federated timeline', () => {
    expect(navVisibility(instanceState({ federating: false }), account(false)).federatedTimeline).toBe(false);
  });
  it('needs at least one local bubble instance for the bubble timeline', () => {
    expect(
      navVisibility(instanceState({ features: ['bubble_timeline'] }), account(false)).bubbleTimeline,
    ).toBe(false);
    expect(navVisibility(instanceState({ bubbleInstances: ['a.example'] }), null).bubbleTimeline).toBe(true);
  });
});

describe('the floating new-post button (spec 1 section 4)', () => {
  const base = { width: 390, height: 844, scrollingDown: false, alwaysShow: false };
  it('hides while scrolling down and shows scrolling up or stopped', () => {
    expect(newPostButtonHidden({ ...base, scrollingDown: true })).toBe(true);
    expect(newPostButtonHidden(base)).toBe(false);
  });
  it('hides when an on-screen keyboard is probably open', () => {
    expect(keyboardProbablyOpen(349, 344)).toBe(true);
    expect(keyboardProbablyOpen(349, 345)).toBe(true); // the second rule: under 450 and under 560
    expect(keyboardProbablyOpen(449, 559)).toBe(true);
    expect(keyboardProbablyOpen(450, 344)).toBe(false);
    expect(keyboardProbablyOpen(449, 560)).toBe(false);
    expect(newPostButtonHidden({ ...base, width: 400, height: 500 })).toBe(true);
  });
  it('stays while scrolling down when autohideFloatingPostButton is off', () => {
    expect(newPostButtonHidden({ ...base, scrollingDown: true, autohide: false })).toBe(false);
    expect(newPostButtonHidden({ ...base, scrollingDown: true, autohide: true })).toBe(true);
    // The keyboard rule is not about scrolling: it still applies.
    expect(newPostButtonHidden({ ...base, width: 400, height: 500, autohide: false })).toBe(true);
  });
  it('always shows with alwaysShowNewPostButton', () => {
    expect(
      newPostButtonHidden({ ...base, width: 300, height: 300, scrollingDown: true, alwaysShow: true }),
    ).toBe(false);
  });
});

describe('swipes', () => {
  it('closes the side drawer from a 30 px left swipe', () => {
    expect(swipeOf({ x: 200, y: 100 }, { x: 170, y: 100 }, 30)).toBe('left');
    expect(swipeOf({ x: 200, y: 100 }, { x: 171, y: 100 }, 30)).toBeNull();
  });
  it('reads a right swipe of 50 px for the notifications drawer', () => {
    expect(swipeOf({ x: 100, y: 100 }, { x: 150, y: 110 }, 50)).toBe('right');
  });
  it('does not take a vertical scroll for a swipe', () => {
    expect(swipeOf({ x: 200, y: 100 }, { x: 160, y: 300 }, 30)).toBeNull();
  });
});

describe('scroll on navigation (spec 1 section 2)', () => {
  it('goes to the top on navigation', () => {
    expect(scrollTargetFor('/main/all', 'PUSH', 900)).toBe(0);
  });
  it('keeps the position on the conversation and user-profile routes', () => {
    expect(scrollTargetFor('/notice/123', 'PUSH', undefined)).toBeNull();
    expect(scrollTargetFor('/alice', 'PUSH', undefined)).toBeNull();
    expect(scrollTargetFor('/users/9', 'PUSH', undefined)).toBeNull();
  });
  it('restores the position when going back', () => {
    expect(scrollTargetFor('/main/all', 'POP', 900)).toBe(900);
  });
});

describe('the drawer timelines link (spec 1 section 2)', () => {
  it('goes to the last visited timeline, else friends or the local timeline', () => {
    expect(timelinesLinkTarget(null, true)).toBe('/main/friends');
    expect(timelinesLinkTarget(null, false)).toBe('/main/public');
    rememberTimeline('/about');
    rememberTimeline('/tag/cats');
    rememberTimeline('/search');
    expect(lastTimeline$.getValue()).toBe('/tag/cats');
    expect(timelinesLinkTarget(lastTimeline$.getValue(), false)).toBe('/tag/cats');
  });
});

describe('the title badge (spec 1 section 2)', () => {
  it('puts the count in parentheses before the title', () => {
    expect(badgedTitle('Murmur Dev', 3)).toBe('(3) Murmur Dev');
    expect(badgedTitle('Murmur Dev', 0)).toBe('Murmur Dev');
  });
});

describe('file sizes', () => {
  it('uses B, KiB, MiB, GiB', () => {
    expect(formatFileSize(512, 'en')).toBe('512\u00a0B');
    expect(formatFileSize(16 * 1024 * 1024, 'en')).toBe('16\u00a0MiB');
    expect(formatFileSize(1536, 'en')).toBe('1.5\u00a0KiB');
    expect(formatFileSize(1536, 'de')).toBe('1,5\u00a0KiB');
  });
});

describe('drawer swipes in the reading direction', () => {
  it('mirrors the closing swipe on a right-to-left page and keeps it otherwise', () => {
    expect(inReadingDirection('left', 'rtl')).toBe('right');
    expect(inReadingDirection('right', 'rtl')).toBe('left');
    expect(inReadingDirection('left', 'ltr')).toBe('left');
    expect(inReadingDirection('right', '')).toBe('right');
  });
});
