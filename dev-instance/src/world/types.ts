/**
 * The in-memory state of the instance. Everything here is plain data; behaviour lives in
 * world/*.ts helpers so that serializers and routes share the same rules.
 *
 * URLs of local objects are stored with the BASE placeholder and resolved per request,
 * because the public address depends on the Host the client (or the gateway) used.
 */
export const BASE = '@@BASE@@';

export type Role = 'member' | 'moderator' | 'admin';
export type Visibility = 'public' | 'unlisted' | 'private' | 'direct' | 'local' | 'list';

export interface EmojiDef {
  shortcode: string;
  /** Absolute or BASE-relative URL. */
  url: string;
  staticUrl: string;
  visibleInPicker: boolean;
  category: string;
  tags: string[];
  /** Emoji seen on remote posts: usable in statuses but not offered by the instance's emoji list. */
  remote: boolean;
}

export interface Field {
  name: string;
  /** As rendered (HTML), what `fields` sends. */
  value: string;
  /** What the owner typed (plain text), what `source.fields` sends; the value when absent. */
  source?: string;
  verifiedAt: string | null;
}

export interface Account {
  id: string;
  username: string;
  /** null for local accounts. */
  domain: string | null;
  displayName: string;
  /** Profile bio as HTML. */
  note: string;
  /** Profile bio as the user typed it. */
  noteSource: string;
  createdAt: number;
  locked: boolean;
  bot: boolean;
  role: Role;
  fields: Field[];
  avatarUrl: string;
  headerUrl: string;
  backgroundUrl: string | null;
  /** Shortcodes of custom emoji used in display name / note. */
  emojiShortcodes: string[];
  email: string | null;
  passwordHash: string | null;
  passwordSalt: string;
  passwordResetRequired: boolean;
  totpSecret: string | null;
  /** A pending secret between setup and confirm. */
  pendingTotpSecret: string | null;
  recoveryCodes: string[];
  deactivated: boolean;
  confirmed: boolean;
  approved: boolean;
  registrationReason: string | null;
  /** Admin tags such as mrf_tag:sandbox. */
  tags: string[];
  movedToId: string | null;
  aliases: string[];
  discoverable: boolean;
  hideFollowers: boolean;
  hideFollows: boolean;
  hideFollowersCount: boolean;
  hideFollowsCount: boolean;
  hideFavorites: boolean;
  noRichText: boolean;
  /** Pleroma's allow_following_move: follow this account's moves by itself. */
  allowFollowingMove: boolean;
  acceptsChatMessages: boolean;
  defaultScope: Visibility;
  language: string | null;
  statusTtlDays: number | null;
  mascot: MediaRef | null;
  notificationSettings: { blockFromStrangers: boolean; hideNotificationContents: boolean };
  /** Shown to remote-follow forms; not used for anything else. */
  lastStatusAt: number | null;
}

export interface MediaRef {
  id: string;
  url: string;
  type: string;
}

export interface Attachment {
  id: string;
  ownerId: string;
  type: 'image' | 'video' | 'gifv' | 'audio' | 'unknown';
  url: string;
  previewUrl: string;
  remoteUrl: string | null;
  description: string | null;
  width: number;
  height: number;
  blurhash: string | null;
  mimeType: string;
  /** Set once attached to a status; unattached uploads stay editable. */
  statusId: string | null;
  createdAt: number;
}

export interface PollDef {
  id: string;
  statusId: string;
  options: string[];
  multiple: boolean;
  expiresAt: number | null;
  /** voter account id -> chosen option indexes */
  votes: Map<string, number[]>;
  /** Votes counted from the seed that have no voter accounts behind them. */
  baseCounts: number[];
  baseVoters: number;
  notifiedExpiry: boolean;
}

export interface Card {
  url: string;
  title: string;
  description: string;
  image: string | null;
  type: 'link' | 'photo' | 'video' | 'rich';
  providerName: string;
  providerUrl: string;
}

export interface StatusVersion {
  content: string;
  source: string;
  spoilerText: string;
  sensitive: boolean;
  mediaIds: string[];
  pollOptions: string[] | null;
  emojiShortcodes: string[];
  createdAt: number;
}

export interface Status {
  id: string;
  accountId: string;
  createdAt: number;
  /** Rendered HTML; may contain BASE. */
  content: string;
  /** What the author typed. */
  source: string;
  contentType: string;
  spoilerText: string;
  sensitive: boolean;
  visibility: Visibility;
  language: string | null;
  inReplyToId: string | null;
  inReplyToAccountId: string | null;
  reblogOfId: string | null;
  quoteId: string | null;
  mediaIds: string[];
  pollId: string | null;
  card: Card | null;
  mentionIds: string[];
  tags: string[];
  emojiShortcodes: string[];
  /** Thread identifier shared by a whole conversation. */
  context: string;
  conversationId: number;
  editedAt: number | null;
  history: StatusVersion[];
  expiresAt: number | null;
  applicationName: string | null;
  /** Seeded remote statuses carry an explicit uri. */
  uri: string;
  url: string;
  /** For list-visibility posts. */
  listId: string | null;
}

export type NotificationType =
  | 'mention'
  | 'status'
  | 'favourite'
  | 'reblog'
  | 'follow'
  | 'follow_request'
  | 'move'
  | 'poll'
  | 'update'
  | 'pleroma:emoji_reaction'
  | 'pleroma:report'
  | 'admin.sign_up';

export interface Notification {
  id: string;
  accountId: string;
  type: NotificationType;
  fromId: string;
  statusId: string | null;
  targetId: string | null;
  reportId: string | null;
  emoji: string | null;
  createdAt: number;
  read: boolean;
  dismissed: boolean;
}

export interface Follow {
  showingReblogs: boolean;
  notifying: boolean;
  createdAt: number;
}

export interface ListDef {
  id: string;
  ownerId: string;
  title: string;
  repliesPolicy: 'followed' | 'list' | 'none';
  exclusive: boolean;
  accountIds: Set<string>;
}

export interface Announcement {
  id: string;
  content: string;
  startsAt: number | null;
  endsAt: number | null;
  allDay: boolean;
  publishedAt: number;
  updatedAt: number;
  readBy: Set<string>;
  reactions: Map<string, Set<string>>;
}

export interface ReportNote {
  id: string;
  userId: string;
  content: string;
  createdAt: number;
}

export interface Report {
  id: string;
  reporterId: string;
  targetId: string;
  statusIds: string[];
  comment: string;
  forward: boolean;
  state: 'open' | 'closed' | 'resolved';
  createdAt: number;
  notes: ReportNote[];
  rules: string[];
}

export interface App {
  id: string;
  name: string;
  website: string | null;
  redirectUris: string[];
  scopes: string[];
  clientId: string;
  clientSecret: string;
  ownerId: string | null;
  createdAt: number;
}

export interface Token {
  id: string;
  token: string;
  refreshToken: string;
  appId: string;
  accountId: string | null;
  scopes: string[];
  createdAt: number;
  validUntil: number;
}

export interface AuthCode {
  code: string;
  appId: string;
  accountId: string;
  redirectUri: string;
  scopes: string[];
  expiresAt: number;
  /** The PKCE challenge the authorize request carried (S256 only), checked at the token grant. */
  codeChallenge: string | null;
}

export interface MfaToken {
  token: string;
  accountId: string;
  appId: string;
  scopes: string[];
  expiresAt: number;
}

export interface PushSubscription {
  id: string;
  tokenId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  alerts: Record<string, boolean>;
  policy: string;
  /** The server's address as the subscriber reached it (for absolute icon URLs in the payload). */
  base?: string;
}

export interface Backup {
  id: string;
  accountId: string;
  createdAt: number;
  processed: boolean;
  fileSize: number;
  url: string;
}

export interface SettingsProfile {
  name: string;
  version: number;
  settings: unknown;
  updatedAt: number;
}

export interface UploadedFile {
  path: string;
  mimeType: string;
}

export interface KeywordFilter {
  id: string;
  phrase: string;
  context: string[];
  wholeWord: boolean;
  irreversible: boolean;
  expiresAt: number | null;
}
