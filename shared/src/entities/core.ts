// The entities as @murmur/shared/core has them (decision 0303): every type, the constants and
// helpers, and the readers of read-async.ts. The schemas and the schema-backed `parse…` readers are
// in the whole contract (./index.ts), and `loadSchemas()` loads them.

export { escapeHtml } from '../html/escape-html';
export type { Account, AccountField, AccountPleroma } from './account';
export type { AdminReport, AdminUser, ReportNote, ReportState } from './admin';
export type { Announcement } from './announcement';
export type { Attachment, AttachmentType } from './attachment';
export { ATTACHMENT_TYPES, attachmentTypeFromMime } from './attachment-type';
export type { AuthorizationServer } from './authorization-server';
export type { Card } from './card';
export type { CustomEmoji } from './custom-emoji';
export type { EmojiReaction } from './emoji-reaction';
export type { Instance, PollLimits } from './instance';
export { EMPTY_INSTANCE } from './instance-read';
export { instanceV1FromV2 } from './instance-v2';
export type { List } from './list';
export { isLocalAccount } from './local-account';
export type { Mention } from './mention';
export type { NodeInfo } from './nodeinfo';
export type { Notification, NotificationType } from './notification';
export { NOTIFICATION_TYPES, NOTIFICATION_TYPES_WITH_STATUS } from './notification-read';
export type { Poll, PollOption } from './poll';
export {
  type EntitySchemas,
  loadSchemas,
  parseAccountAsync,
  parseAccountListAsync,
  parseAuthorizationServerAsync,
  parseInstanceAsync,
  parseInstanceV2Async,
  parseListAsync,
  parseNodeInfoAsync,
  parseNotificationListAsync,
  parseStatusAsync,
  parseStatusListAsync,
} from './read-async';
export type { Relationship } from './relationship';
export type {
  Status,
  StatusAkkoma,
  StatusContext,
  StatusPleroma,
  StatusSource,
  Translation,
  Visibility,
} from './status';
export { displayedStatus, VISIBILITIES } from './status-read';
export type { Tag } from './tag';
