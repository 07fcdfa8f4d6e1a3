import type { Notification } from '@murmur/shared';

/** Spec 2 section 9: the interactions tabs, in order. */
export type InteractionTab = 'mentions' | 'likes+repeats' | 'follows' | 'moves';

/** The notification types each tab asks the server for. */
export const TAB_TYPES: Record<InteractionTab, readonly Notification['type'][]> = {
  mentions: ['mention'],
  'likes+repeats': ['favourite', 'reblog'],
  follows: ['follow'],
  moves: ['move'],
};

/** The tabs shown: moves only when the user has not allowed following moved accounts. */
export function interactionTabs(allowFollowingMove: boolean): InteractionTab[] {
  return allowFollowingMove
    ? ['mentions', 'likes+repeats', 'follows']
    : ['mentions', 'likes+repeats', 'follows', 'moves'];
}
