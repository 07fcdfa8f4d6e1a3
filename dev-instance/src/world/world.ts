import { IdGenerator } from '../util/ids';
import { getOrCreate } from '../util/maps';
import { EventHub } from './events';
import type {
  Account,
  Announcement,
  App,
  Attachment,
  AuthCode,
  Backup,
  EmojiDef,
  Follow,
  KeywordFilter,
  ListDef,
  MfaToken,
  Notification,
  PollDef,
  PushSubscription,
  Report,
  SettingsProfile,
  Status,
  Token,
} from './types';

/** Relationship maps are keyed by "actor>target". */
export function pairKey(actorId: string, targetId: string): string {
  return `${actorId}>${targetId}`;
}

/**
 * All state of the instance, with the indexes timelines need. Mutation helpers that only keep
 * indexes consistent live here; behaviour with side effects (notifications, events) lives in
 * world/actions/*.
 */
export class World {
  readonly ids = new IdGenerator();

  /** The hub is passed in so that listeners (streaming) survive a reset that swaps the world. */
  constructor(readonly events: EventHub = new EventHub()) {}

  /** Time the seeded history ends at; the newest seeded status is just before it. */
  seededAt = 0;

  readonly accounts = new Map<string, Account>();
  /** lower-cased acct ("nick" or "nick@domain") -> id */
  readonly accountsByAcct = new Map<string, string>();

  readonly statuses = new Map<string, Status>();
  /** All status ids ascending (ids grow with time, so this is chronological). */
  readonly statusOrder: string[] = [];
  readonly statusesByAccount = new Map<string, string[]>();
  readonly replies = new Map<string, string[]>();
  readonly statusesByTag = new Map<string, string[]>();
  /** original status id -> reblogger account id -> reblog status id */
  readonly reblogs = new Map<string, Map<string, string>>();
  readonly quotes = new Map<string, Set<string>>();

  readonly attachments = new Map<string, Attachment>();
  readonly polls = new Map<string, PollDef>();
  readonly emoji = new Map<string, EmojiDef>();

  /** status id -> account id -> favourite id (the favourites timeline pages on these ids) */
  readonly favourites = new Map<string, Map<string, string>>();
  /** account id -> status id -> bookmark id */
  readonly bookmarks = new Map<string, Map<string, string>>();
  /** folder id -> folder */
  readonly bookmarkFolders = new Map<
    string,
    { id: string; ownerId: string; name: string; emoji: string | null }
  >();
  /** "account id:status id" -> folder id */
  readonly bookmarkFolderOf = new Map<string, string>();
  /** account id -> status id -> pinned at */
  readonly pins = new Map<string, Map<string, number>>();
  /** account id -> muted thread contexts */
  readonly threadMutes = new Map<string, Set<string>>();
  /** status id -> emoji -> account id -> time */
  readonly reactions = new Map<string, Map<string, Map<string, number>>>();

  /** follower -> followed -> follow */
  readonly following = new Map<string, Map<string, Follow>>();
  /** followed -> followers */
  readonly followers = new Map<string, Set<string>>();
  /** pairKey(requester, target) -> request time */
  readonly followRequests = new Map<string, number>();
  readonly blocks = new Set<string>();
  readonly mutes = new Map<string, { notifications: boolean; expiresAt: number | null }>();
  readonly notes = new Map<string, string>();
  readonly subscriptions = new Set<string>();
  readonly endorsements = new Set<string>();
  readonly domainBlocks = new Map<string, Set<string>>();

  readonly notifications = new Map<string, Notification>();
  readonly notificationsByAccount = new Map<string, string[]>();

  readonly lists = new Map<string, ListDef>();
  /** account id -> conversation id -> id of the newest message read */
  readonly conversationReads = new Map<string, Map<string, string>>();
  /** account id -> conversation ids removed from their list */
  readonly hiddenConversations = new Map<string, Set<string>>();
  /** account id -> timeline -> read marker */
  readonly markers = new Map<
    string,
    Map<string, { lastReadId: string; version: number; updatedAt: number }>
  >();
  /** account id -> filter id -> keyword filter */
  readonly filters = new Map<string, Map<string, KeywordFilter>>();
  /** account id -> lower-cased followed tag names */
  readonly followedTags = new Map<string, Set<string>>();
  readonly announcements = new Map<string, Announcement>();
  readonly reports = new Map<string, Report>();

  readonly apps = new Map<string, App>();
  readonly tokens = new Map<string, Token>();
  readonly authCodes = new Map<string, AuthCode>();
  readonly mfaTokens = new Map<string, MfaToken>();
  readonly pushSubscriptions = new Map<string, PushSubscription>();
  readonly backups = new Map<string, Backup>();
  /** account id -> profile name -> profile */
  readonly settingsProfiles = new Map<string, Map<string, SettingsProfile>>();
  /** "account id:idempotency key" -> status id, so a retried post returns the first status */
  readonly idempotency = new Map<string, string>();
  /**
   * "account id:idempotency key" -> the first answer to a poll vote (the poll, or the refusal), as
   * Akkoma's idempotency plug keeps any POST's reply: a vote sent again from an outbox after a lost
   * answer gets that answer back instead of 'Already voted'.
   */
  readonly voteReplies = new Map<string, { reply: Record<string, unknown> } | { refusal: Error }>();

  nextConversationId = 1;

  addAccount(account: Account): void {
    this.accounts.set(account.id, account);
    this.accountsByAcct.set(acctOf(account).toLowerCase(), account.id);
    if (!this.statusesByAccount.has(account.id)) this.statusesByAccount.set(account.id, []);
  }

  removeAccountIndex(account: Account): void {
    this.accountsByAcct.delete(acctOf(account).toLowerCase());
  }

  accountByAcct(acct: string): Account | undefined {
    const clean = acct.replace(/^@/, '').toLowerCase();
    const id = this.accountsByAcct.get(clean);
    return id === undefined ? undefined : this.accounts.get(id);
  }

  /** Stores a status and updates indexes. Ids must be handed out in ascending order. */
  addStatus(status: Status): void {
    this.statuses.set(status.id, status);
    const last = this.statusOrder[this.statusOrder.length - 1];
    if (last !== undefined && BigInt(last) > BigInt(status.id)) {
      // Keep the order array sorted even if a caller inserts out of order.
      this.statusOrder.push(status.id);
      this.statusOrder.sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    } else {
      this.statusOrder.push(status.id);
    }
    pushTo(this.statusesByAccount, status.accountId, status.id);
    if (status.inReplyToId) pushTo(this.replies, status.inReplyToId, status.id);
    for (const tag of status.tags) pushTo(this.statusesByTag, tag.toLowerCase(), status.id);
    if (status.reblogOfId) {
      const m = getOrCreate(this.reblogs, status.reblogOfId, () => new Map());
      m.set(status.accountId, status.id);
    }
    if (status.quoteId) {
      const s = getOrCreate(this.quotes, status.quoteId, () => new Set());
      s.add(status.id);
    }
    const account = this.accounts.get(status.accountId);
    if (account && (account.lastStatusAt ?? 0) < status.createdAt) account.lastStatusAt = status.createdAt;
  }

  /** Removes a status from every index. Sorted arrays are filtered lazily by readers. */
  removeStatus(status: Status): void {
    this.statuses.delete(status.id);
    removeFrom(this.statusOrder, status.id);
    removeFrom(this.statusesByAccount.get(status.accountId), status.id);
    if (status.inReplyToId) removeFrom(this.replies.get(status.inReplyToId), status.id);
    for (const tag of status.tags) removeFrom(this.statusesByTag.get(tag.toLowerCase()), status.id);
    if (status.reblogOfId) this.reblogs.get(status.reblogOfId)?.delete(status.accountId);
    if (status.quoteId) this.quotes.get(status.quoteId)?.delete(status.id);
    this.favourites.delete(status.id);
    this.reactions.delete(status.id);
    for (const pins of this.pins.values()) pins.delete(status.id);
    for (const marks of this.bookmarks.values()) marks.delete(status.id);
  }

  addFollow(followerId: string, targetId: string, follow: Follow): void {
    const m = getOrCreate(this.following, followerId, () => new Map());
    m.set(targetId, follow);
    const s = getOrCreate(this.followers, targetId, () => new Set());
    s.add(followerId);
  }

  removeFollow(followerId: string, targetId: string): boolean {
    const had = this.following.get(followerId)?.delete(targetId) ?? false;
    this.followers.get(targetId)?.delete(followerId);
    return had;
  }

  isFollowing(followerId: string, targetId: string): boolean {
    return this.following.get(followerId)?.has(targetId) ?? false;
  }

  addNotification(n: Notification): void {
    this.notifications.set(n.id, n);
    pushTo(this.notificationsByAccount, n.accountId, n.id);
  }
}

export function acctOf(account: Account): string {
  return account.domain ? `${account.username}@${account.domain}` : account.username;
}

function pushTo(map: Map<string, string[]>, key: string, value: string): void {
  getOrCreate(map, key, () => []).push(value);
}

function removeFrom(list: string[] | undefined, value: string): void {
  if (!list) return;
  const i = list.lastIndexOf(value);
  if (i >= 0) list.splice(i, 1);
}
