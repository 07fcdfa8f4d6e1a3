import type { TimelineKind } from '@murmur/shared';

/** The profile's tabs, each kept in the URL hash ('' is the statuses tab). */
export type ProfileTab = 'statuses' | 'replies' | 'friends' | 'followers' | 'media' | 'favorites';
export const PROFILE_TABS: readonly ProfileTab[] = [
  'statuses',
  'replies',
  'friends',
  'followers',
  'media',
  'favorites',
];

/** The tabs that are lists of accounts rather than timelines. */
export type AccountListTab = 'friends' | 'followers';
export const isAccountListTab = (tab: ProfileTab): tab is AccountListTab =>
  tab === 'friends' || tab === 'followers';

export const TAB_TIMELINE: Record<Exclude<ProfileTab, AccountListTab>, TimelineKind> = {
  statuses: 'user',
  replies: 'replies',
  media: 'media',
  favorites: 'favorites',
};

/** The tab a hash names; an unknown or empty hash is the default tab. */
export function tabFromHash(hash: string, fallback: ProfileTab = 'statuses'): ProfileTab {
  const name = hash.replace(/^#/, '');
  return PROFILE_TABS.includes(name as ProfileTab) ? (name as ProfileTab) : fallback;
}

export function hashForTab(tab: ProfileTab): string {
  return tab === 'statuses' ? '' : `#${tab}`;
}

export interface HiddenLists {
  favorites: boolean;
  follows?: boolean;
  followers?: boolean;
}

/**
 * Favourites, followees and followers are shown to others only when the account does not hide
 * them; oneself always sees all three (spec 2 section 2).
 */
export function visibleTabs(self: boolean, hides: HiddenLists): ProfileTab[] {
  return PROFILE_TABS.filter((tab) => {
    if (self) return true;
    if (tab === 'favorites') return !hides.favorites;
    if (tab === 'friends') return !hides.follows;
    if (tab === 'followers') return !hides.followers;
    return true;
  });
}
