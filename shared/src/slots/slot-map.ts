import type { SlotName } from '../contracts/slots';

/** Where a slot's module lives: a registered remote and one of its exposed modules. */
export interface SlotTarget {
  remote: string;
  module: string;
}

/** The default home of each slot. The remotes manifest may point any slot elsewhere. */
export const DEFAULT_SLOTS: Record<SlotName, SlotTarget> = {
  'timelines/TimelinePage': { remote: 'timelines', module: 'TimelinePage' },
  'composer/Status': { remote: 'composer', module: 'Status' },
  'settings/theme': { remote: 'settings', module: 'theme' },
  'settings/SettingsModal': { remote: 'settings', module: 'SettingsModal' },
  'timelines/ConversationPage': { remote: 'timelines', module: 'ConversationPage' },
  'timelines/NotificationsPanel': { remote: 'timelines', module: 'NotificationsPanel' },
  'timelines/InteractionsPage': { remote: 'timelines', module: 'InteractionsPage' },
  'timelines/AnnouncementsPage': { remote: 'timelines', module: 'AnnouncementsPage' },
  'composer/PostForm': { remote: 'composer', module: 'PostForm' },
  'composer/PostFormModal': { remote: 'composer', module: 'PostFormModal' },
  'composer/MediaViewer': { remote: 'composer', module: 'MediaViewer' },
  'profiles/ProfilePage': { remote: 'profiles', module: 'ProfilePage' },
  'profiles/RemoteUserResolver': { remote: 'profiles', module: 'RemoteUserResolver' },
  'profiles/UserCard': { remote: 'profiles', module: 'UserCard' },
  'profiles/UserPanel': { remote: 'profiles', module: 'UserPanel' },
  'profiles/SearchPage': { remote: 'profiles', module: 'SearchPage' },
  'profiles/ListsPage': { remote: 'profiles', module: 'ListsPage' },
  'profiles/ListEditPage': { remote: 'profiles', module: 'ListEditPage' },
  'profiles/FollowRequestsPage': { remote: 'profiles', module: 'FollowRequestsPage' },
  'profiles/WhoToFollowPage': { remote: 'profiles', module: 'WhoToFollowPage' },
  'profiles/WhoToFollowPanel': { remote: 'profiles', module: 'WhoToFollowPanel' },
  'profiles/AboutPage': { remote: 'profiles', module: 'AboutPage' },
  'moderation/ModerationModal': { remote: 'moderation', module: 'ModerationModal' },
  'moderation/ReportDialog': { remote: 'moderation', module: 'ReportDialog' },
  'moderation/UserModerationMenu': { remote: 'moderation', module: 'UserModerationMenu' },
  'moderation/AnnouncementAdmin': { remote: 'moderation', module: 'AnnouncementAdmin' },
};

let overrides: Partial<Record<SlotName, SlotTarget>> = {};

/** Applies the `slots` overrides of /static/remotes.json ("slot": "remote/Module"). */
export function configureSlotOverrides(map: Record<string, string>): void {
  const next: Partial<Record<SlotName, SlotTarget>> = {};
  for (const [slot, target] of Object.entries(map)) {
    const [remote, ...rest] = target.split('/');
    if (!remote || rest.length === 0 || !(slot in DEFAULT_SLOTS)) {
      console.warn(`[murmur] ignoring slot override ${slot} -> ${target}`);
      continue;
    }
    next[slot as SlotName] = { remote, module: rest.join('/') };
  }
  overrides = next;
}

/**
 * What to do when a slot's remote fails to load: the shell's answer (register-remotes.ts) moves
 * the slots an operator pointed at that remote back to their defaults and says whether anything
 * changed, in which case the slot loads once more. Null: a failure is the slot's error.
 */
export type SlotFallback = (remote: string, error: unknown) => boolean;

let fallback: SlotFallback | null = null;

/** Sets (or, with null, clears) the fallback for remotes that fail to load. */
export function configureSlotFallback(next: SlotFallback | null): void {
  fallback = next;
}

/** Asks the fallback about a remote that failed to load; true when the slot should try again. */
export function fallBackFromRemote(remote: string, error: unknown): boolean {
  return fallback ? fallback(remote, error) : false;
}

export function resolveSlot(name: SlotName): SlotTarget {
  return overrides[name] ?? DEFAULT_SLOTS[name];
}
