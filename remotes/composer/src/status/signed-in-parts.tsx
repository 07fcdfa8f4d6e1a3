// What only a signed-in reader's posts draw, as one chunk (decision 0255): the action buttons with
// the reaction picker's button and the '...' menu, and the outbox's face under a post.
export { StatusOutbox } from '../outbox/status-outbox';
export { UserActionBar } from './user-action-bar';
