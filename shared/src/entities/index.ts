// Entity schemas: every server reply passes through one of these (or the fast reader that gives
// their result) before anything else sees it. The entities of @murmur/shared/core (types,
// constants, helpers, the async readers), and the schema side: each schema and the readers that
// use it.

export {
  accountSchema,
  parseAccount,
  parseAccountList,
  parseAccountListInSlices,
} from './account';
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
export { announcementSchema, parseAnnouncement, parseAnnouncementList } from './announcement';
export { attachmentSchema } from './attachment';
export { authorizationServerSchema, parseAuthorizationServer } from './authorization-server';
export { cardSchema } from './card';
export * from './core';
export { customEmojiSchema } from './custom-emoji';
export { emojiReactionSchema, parseEmojiReactionList } from './emoji-reaction';
export { instanceSchema, parseInstance, parseInstanceV2 } from './instance';
export { listSchema, parseList, parseLists } from './list';
export { mentionSchema } from './mention';
export { nodeInfoLinksSchema, nodeInfoSchema, parseNodeInfo } from './nodeinfo';
export { notificationSchema, parseNotification, parseNotificationList } from './notification';
export { pollSchema } from './poll';
export { parseRelationship, parseRelationshipList, relationshipSchema } from './relationship';
export { filteredArray, parseMany, parseManyInSlices, parseOne } from './repair';
export {
  parseStatus,
  parseStatusList,
  parseStatusListInSlices,
  statusContextSchema,
  statusSchema,
  statusSourceSchema,
  translationSchema,
} from './status';
export { tagSchema } from './tag';
