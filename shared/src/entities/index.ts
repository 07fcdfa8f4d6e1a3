// Entity schemas: every server reply passes through one of these before anything else sees it.
export type { Account, AccountField, AccountPleroma } from './account';
export {
  accountSchema,
  isLocalAccount,
  parseAccount,
  parseAccountList,
  parseAccountListInSlices,
} from './account';
export type { AdminReport, AdminUser, ReportNote, ReportState } from './admin';
export {
  adminReportSchema,
  adminUserSchema,
  parseAdminReport,
  parseAdminReportList,
  parseAdminUser,
  parseAdminUserList,
  REPORT_STATES,
  reportNoteSchema,
} from './admin';
export type { Announcement } from './announcement';
export { announcementSchema, parseAnnouncement, parseAnnouncementList } from './announcement';
export type { Attachment, AttachmentType } from './attachment';
export { ATTACHMENT_TYPES, attachmentSchema, attachmentTypeFromMime } from './attachment';
export type { AuthorizationServer } from './authorization-server';
export { authorizationServerSchema, parseAuthorizationServer } from './authorization-server';
export type { Card } from './card';
export { cardSchema } from './card';
export type { CustomEmoji } from './custom-emoji';
export { customEmojiSchema } from './custom-emoji';
export type { EmojiReaction } from './emoji-reaction';
export { emojiReactionSchema, parseEmojiReactionList } from './emoji-reaction';
export type { Instance, PollLimits } from './instance';
export { EMPTY_INSTANCE, instanceSchema, parseInstance, parseInstanceV2 } from './instance';
export { instanceV1FromV2 } from './instance-v2';
export type { List } from './list';
export { listSchema, parseList, parseLists } from './list';
export type { Mention } from './mention';
export { mentionSchema } from './mention';
export type { NodeInfo } from './nodeinfo';
export { nodeInfoLinksSchema, nodeInfoSchema, parseNodeInfo } from './nodeinfo';
export type { Notification, NotificationType } from './notification';
export {
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPES_WITH_STATUS,
  notificationSchema,
  parseNotification,
  parseNotificationList,
} from './notification';
export type { Poll, PollOption } from './poll';
export { pollSchema } from './poll';
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
export { parseRelationship, parseRelationshipList, relationshipSchema } from './relationship';
export { escapeHtml, filteredArray, parseMany, parseManyInSlices, parseOne } from './repair';
export type {
  Status,
  StatusAkkoma,
  StatusContext,
  StatusPleroma,
  StatusSource,
  Translation,
  Visibility,
} from './status';
export {
  displayedStatus,
  parseStatus,
  parseStatusList,
  parseStatusListInSlices,
  statusContextSchema,
  statusSchema,
  statusSourceSchema,
  translationSchema,
  VISIBILITIES,
} from './status';
export type { Tag } from './tag';
export { tagSchema } from './tag';
