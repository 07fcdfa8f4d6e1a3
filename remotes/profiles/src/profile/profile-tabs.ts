import type { TimelineKind } from '@murmur/shared';

/** The profile's timeline tabs, each kept in the URL hash ('' is the statuses tab). */
export type ProfileTab = 'statuses' | 'replies' | 'media' | 'favorites';
export const PROFILE_TABS: readonly ProfileTab[] = ['statuses', 'replies', 'media', 'favorites'];

export const TAB_TIMELINE: Record<ProfileTab, TimelineKind> = {
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

/** Favourites are shown only for oneself, or when the account does not hide them. */
export function visibleTabs(self: boolean, hidesFavorites: boolean): ProfileTab[] {
  return PROFILE_TABS.filter((tab) => tab !== 'favorites' || self || !hidesFavorites);
}
