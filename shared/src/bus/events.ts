// The catalogue of events on the page's bus. It is part of the platform contract: adding an event
// or a field is fine; renaming or removing one breaks remotes built against the old catalogue.
// Each event is documented in README.md beside this file (who emits it, who listens).

/** Modals the shell's modal host can open. */
export type ModalName =
  | 'settings'
  | 'moderation'
  | 'post-form'
  | 'report'
  | 'media-viewer'
  | 'confirm'
  /** The sheet listing the keyboard shortcuts (the shell's own; opened by '?'). */
  | 'shortcuts';

// What each modal's `props` carry (the opener emits 'modal/requested' with them):
// - settings: { tab?: 'general' | 'profile' | 'security' | 'mutes' | 'data' | 'notifications'
//   | 'filtering' | 'theme' | 'profiles' | 'backup' | 'aliases' | 'move' | 'version' }
// - post-form: { mode?: 'new' | 'reply' | 'quote' | 'edit' | 'redraft'; statusId?: string }
// - report: { accountId: string; statusIds?: string[] }
// - media-viewer: { statusId: string; index?: number }, or { imageUrl: string; description?: string }
//   for one picture of no post (a zoomed avatar)
// - moderation: { tab?: 'reports' | 'users' }

export type NoticeLevel = 'error' | 'success' | 'warning' | 'info';

/** Streaming event names handled by the client (spec 1, section 7). */
export type StreamingEventName =
  | 'update'
  | 'notification'
  | 'delete'
  | 'status.update'
  | 'filters_changed'
  /** An announcement published or edited (payload: the announcement). */
  | 'announcement'
  /** A reaction to an announcement changed (payload: { name, count, announcement_id }). */
  | 'announcement.reaction'
  /** An announcement deleted (payload: its id). */
  | 'announcement.delete';

/** States of the streaming connection (spec 1, section 4). */
export type StreamingState = 'disabled' | 'connecting' | 'connected' | 'reconnecting' | 'closed' | 'error';

export type BusEvent =
  /** A user signed in (or a stored session was restored). */
  | { type: 'session/started'; accountId: string }
  /** The user signed out; the store has been reset. */
  | { type: 'session/ended' }
  /**
   * The server deleted the signed-in account (Settings, Security, Delete account): the shell
   * forgets the token, signs out here and says the account was deleted.
   */
  | { type: 'session/account-deleted' }
  /** A status was posted or edited by this client; the store already holds it. */
  | { type: 'status/posted'; statusId: string; edited?: boolean }
  /** A status was deleted (by this client or announced by the server). */
  | { type: 'status/deleted'; statusId: string }
  /** Asks the shell's modal host to open a modal. */
  | { type: 'modal/requested'; modal: ModalName; props?: Record<string, unknown> }
  /** Asks the shell to show a global notice. `level` defaults to 'error', `timeoutMs` to 5000. */
  | {
      type: 'notice/raised';
      level?: NoticeLevel;
      messageKey: string;
      messageArgs?: Record<string, string | number>;
      timeoutMs?: number;
      /**
       * The text as the raising part formatted it from its own catalogue (the shell's catalogue
       * does not hold a remote's keys). Shown instead of the shell's text for `messageKey`.
       */
      text?: string;
      /**
       * Names the notice: a later notice with the same id replaces it, and `notice/withdrawn`
       * takes it away (a 'trying again' notice once the retry succeeded).
       */
      noticeId?: string;
      /** One button on the notice (Retry, Log in): its text by key (or `actionText`), and what it does. */
      action?: { messageKey: string; text?: string; run: () => void; keepsNotice?: boolean };
    }
  /** Takes a named notice away (see `noticeId` of `notice/raised`). */
  | { type: 'notice/withdrawn'; noticeId: string }
  /** A message arrived on the streaming socket. `payload` is already parsed JSON when it was JSON. */
  | { type: 'streaming/event'; event: StreamingEventName; payload: unknown; stream: string[] }
  /** The streaming connection changed state. `closeCode` accompanies a break. */
  | { type: 'streaming/state'; state: StreamingState; closeCode?: number }
  /** The user asked to show the statuses waiting behind the 'show new' button of a timeline. */
  | { type: 'timeline/show-new'; timelineKey: string }
  /**
   * The user's relationship with an account changed through this client (profiles remote), after
   * the server confirmed it: timelines drop posts as spec 2 says (block: every post of the account;
   * unfollow: the account's posts from the home timeline).
   */
  | { type: 'account/relationship-changed'; accountId: string; change: RelationshipChange }
  /** The announcements changed (read, posted, edited, deleted): counts refresh. */
  | { type: 'announcements/changed' };

/** What changed in a relationship ('account/relationship-changed'). */
export type RelationshipChange =
  | 'followed'
  | 'unfollowed'
  | 'blocked'
  | 'unblocked'
  | 'muted'
  | 'unmuted'
  | 'follower-removed';

export type BusEventType = BusEvent['type'];

export type BusEventOf<K extends BusEventType> = Extract<BusEvent, { type: K }>;
