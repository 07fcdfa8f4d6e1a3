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
export type { Store } from './store';
export { AccountsTable, createStore, NotificationsTable, StatusesTable, store } from './store';
export type { TimelineChange, TimelineState } from './timelines';
export { EMPTY_TIMELINE, TimelinesTable } from './timelines';
