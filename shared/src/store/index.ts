export {
  markStatusDeletedHere,
  setStatusDeletingHere,
  statusDeletedHere,
  useStatusDeletedHere,
} from './deleted-here';
export type { TableChange, TableListener } from './entity-table';
export { EntityTable } from './entity-table';
export {
  useAccount,
  useNotification,
  usePoll,
  useRelationship,
  useStatus,
  useTimeline,
} from './hooks';
export {
  allowOlderNotifications,
  boundNotifications,
  compareNotificationsNewestFirst,
  NOTIFICATION_OLDER_ALLOWANCE_MAX,
  NOTIFICATION_WINDOW,
  notificationsBeyondWindow,
  notificationWindowSize,
  resetNotificationWindow,
} from './notification-window';
export type { OfflineProfile, OfflineThread } from './offline-copy';
export {
  clearOfflineCopy,
  keepOfflineAccount,
  keepOfflineProfile,
  keepOfflineProfilePosts,
  keepOfflineThread,
  OFFLINE_PROFILE_POSTS,
  OFFLINE_PROFILES,
  OFFLINE_THREAD_SIZE,
  OFFLINE_THREADS,
  OFFLINE_TIMELINES,
  offlineCopyOwners,
  readOfflineAccount,
  readOfflineProfile,
  readOfflineThread,
} from './offline-copy';
export type { RetainedKind } from './retention';
export { Retention } from './retention';
export type { Store } from './store';
export { AccountsTable, createStore, NotificationsTable, StatusesTable, store } from './store';
export type { SweepOptions, SweepResult } from './sweep';
export {
  DEFAULT_SWEEP_GRACE_LIMIT,
  DEFAULT_SWEEP_GRACE_MS,
  SWEEP_SIZE_TRIGGER,
  startStoreSweep,
  sweepStore,
} from './sweep';
export type { TimelineSnapshot } from './timeline-snapshot';
export {
  clearTimelineSnapshot,
  readLastTimelineSnapshot,
  readTimelineSnapshot,
  saveTimelineSnapshot,
  TIMELINE_SNAPSHOT_SIZE,
  TIMELINE_SNAPSHOT_VERSION,
  usableTimelineSnapshot,
} from './timeline-snapshot';
export type { TimelineChange, TimelineState } from './timelines';
export { EMPTY_TIMELINE, TimelinesTable } from './timelines';
