import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Texts of the settings modal. Ids follow Akkoma-FE's keys. */
const messages = defineMessages({
  tabs: { id: 'settings.settings', defaultMessage: 'Settings' },
  general: { id: 'settings.general', defaultMessage: 'General' },
  filtering: { id: 'settings.filtering', defaultMessage: 'Filtering' },
  notifications: { id: 'settings.notifications', defaultMessage: 'Notifications' },
  theme: { id: 'settings.theme', defaultMessage: 'Theme' },
  data: { id: 'settings.data_import_export_tab', defaultMessage: 'Data import/export' },
  version: { id: 'settings.version.title', defaultMessage: 'Version' },
  expert: { id: 'settings.expert_mode', defaultMessage: 'Show advanced' },
  resetTo: { id: 'settings.reset_value', defaultMessage: 'Reset {name} to default' },
  numberRange: { id: 'settings.number_range', defaultMessage: 'Enter a whole number from {min} to {max}' },
  interface: { id: 'settings.interface', defaultMessage: 'Interface' },
  timeline: { id: 'settings.timelines', defaultMessage: 'Timelines' },
  composing: { id: 'settings.composing', defaultMessage: 'Composing' },
  confirmations: { id: 'settings.confirmations', defaultMessage: 'Confirmations' },
  hideAttachments: { id: 'settings.hide_attachments_in_tl', defaultMessage: 'Hide attachments in timeline' },
  hideAttachmentsInConv: {
    id: 'settings.hide_attachments_in_convo',
    defaultMessage: 'Hide attachments in conversations',
  },
  hideNsfw: { id: 'settings.nsfw_clickthrough', defaultMessage: 'Hide sensitive media behind a click' },
  useOneClickNsfw: {
    id: 'settings.use_one_click_nsfw',
    defaultMessage: 'Open sensitive attachments with just one click',
  },
  useBlurhash: {
    id: 'settings.use_blurhash',
    defaultMessage: 'Use blurhashes for sensitive and loading media',
  },
  emojiReactionsOnTimeline: {
    id: 'settings.emoji_reactions_on_timeline',
    defaultMessage: 'Show emoji reactions on the timeline',
  },
  useContainFit: { id: 'settings.use_contain_fit', defaultMessage: 'Don’t crop attachments in thumbnails' },
  loopVideo: { id: 'settings.loop_video', defaultMessage: 'Loop videos' },
  loopVideoSilentOnly: {
    id: 'settings.loop_video_silent_only',
    defaultMessage: 'Loop only videos without sound (such as Mastodon’s “GIFs”)',
  },
  maxThumbnails: { id: 'settings.max_thumbnails', defaultMessage: 'Maximum number of thumbnails per post' },
  greentext: { id: 'settings.greentext', defaultMessage: 'Greentext (lines starting with > shown in green)' },
  hidePostStats: {
    id: 'settings.hide_post_stats',
    defaultMessage: 'Hide post statistics (e.g. the number of favorites)',
  },
  hideUserStats: {
    id: 'settings.hide_user_stats',
    defaultMessage: 'Hide user statistics (e.g. the number of followers)',
  },
  streaming: {
    id: 'settings.streaming',
    defaultMessage: 'Show new posts by themselves when scrolled to the top',
  },
  pauseOnUnfocused: {
    id: 'settings.pause_on_unfocused',
    defaultMessage: 'Pause streaming when the tab is not focused',
  },
  virtualScrolling: { id: 'settings.virtual_scrolling', defaultMessage: 'Optimize timeline rendering' },
  keyboardShortcuts: {
    id: 'settings.keyboard_shortcuts',
    defaultMessage: 'Keyboard shortcuts (j, k, o, r, f, b, e, x, n; press ? for the list)',
  },
  conversationDisplay: { id: 'settings.conversation_display', defaultMessage: 'Conversation display' },
  userProfileDefaultTab: {
    id: 'settings.user_profile_default_tab',
    defaultMessage: 'Default tab to open on a profile',
  },
  profileTabStatuses: { id: 'user_card.statuses', defaultMessage: 'Posts' },
  profileTabReplies: { id: 'user_card.replies', defaultMessage: 'With replies' },
  profileTabFriends: { id: 'user_card.followees', defaultMessage: 'Following' },
  profileTabFollowers: { id: 'user_card.followers', defaultMessage: 'Followers' },
  profileTabMedia: { id: 'user_card.media', defaultMessage: 'Media' },
  profileTabFavorites: { id: 'user_card.favorites', defaultMessage: 'Favorites' },
  linear: { id: 'settings.conversation_display_linear', defaultMessage: 'Linear view' },
  tree: { id: 'settings.conversation_display_tree', defaultMessage: 'Tree view' },
  maxDepthInThread: {
    id: 'settings.max_depth_in_thread',
    defaultMessage: 'Maximum number of levels in a thread to display by default',
  },
  submitOnEnter: {
    id: 'settings.submit_on_enter',
    defaultMessage: 'Post with Enter (Shift+Enter for a new line)',
  },
  alwaysShowSubjectInput: {
    id: 'settings.subject_input_always_show',
    defaultMessage: 'Always show the subject field',
  },
  sensitiveByDefault: {
    id: 'settings.sensitive_by_default',
    defaultMessage: 'Mark posts as sensitive by default',
  },
  sidebarRight: { id: 'settings.sidebar_right', defaultMessage: 'Show the sidebar on the right' },
  thirdColumnMode: {
    id: 'settings.third_column_mode',
    defaultMessage: 'When there is room, the third column shows',
  },
  thirdColumnNone: { id: 'settings.third_column_mode_none', defaultMessage: 'No third column' },
  thirdColumnNotifications: {
    id: 'settings.third_column_mode_notifications',
    defaultMessage: 'Notifications',
  },
  thirdColumnPostform: { id: 'settings.third_column_mode_postform', defaultMessage: 'The post form' },
  hideSiteName: { id: 'settings.hide_site_name', defaultMessage: 'Hide the instance name in the top bar' },
  hideSiteFavicon: {
    id: 'settings.hide_site_favicon',
    defaultMessage: 'Keep the unread count off the tab icon',
  },
  hideISP: { id: 'settings.hide_isp', defaultMessage: 'Hide the instance panel' },
  disableStickyHeaders: {
    id: 'settings.disable_sticky_headers',
    defaultMessage: 'Let the side columns scroll away with the page',
  },
  alwaysShowNewPostButton: {
    id: 'settings.always_show_post_button',
    defaultMessage: 'Always show the floating new post button',
  },
  autohideFloatingPostButton: {
    id: 'settings.autohide_floating_post_button',
    defaultMessage: 'Hide the floating new post button while scrolling down',
  },
  showNavShortcuts: {
    id: 'settings.show_nav_shortcuts',
    defaultMessage: 'Show shortcut icons in the top bar',
  },
  showWiderShortcuts: {
    id: 'settings.show_wider_shortcuts',
    defaultMessage: 'Leave wider gaps between the top bar’s shortcuts',
  },
  stopGifs: {
    id: 'settings.stop_gifs',
    defaultMessage: 'Keep animated pictures still until pointed at or focused',
  },
  playVideosInModal: {
    id: 'settings.play_videos_in_modal',
    defaultMessage: 'Open videos in the media viewer instead of playing them in the post',
  },
  mentionDisplay: { id: 'settings.mention_display', defaultMessage: 'Mention display' },
  mentionLinkDisplay: { id: 'settings.mention_link_display', defaultMessage: 'How mentions are shown' },
  mentionLinkShort: { id: 'settings.mention_link_display_short', defaultMessage: 'Short: @name' },
  mentionLinkFull: { id: 'settings.mention_link_display_full', defaultMessage: 'Full: @name@server' },
  mentionLinkShowTooltip: {
    id: 'settings.mention_link_show_tooltip',
    defaultMessage: 'Show the full address when pointing at a mention',
  },
  mentionLinkShowAvatar: {
    id: 'settings.mention_link_show_avatar',
    defaultMessage: 'Show the avatar beside a mention',
  },
  mentionLinkShowYous: {
    id: 'settings.mention_link_show_yous',
    defaultMessage: 'Add “(you)” to mentions of you',
  },
  mentionLinkBoldenYou: {
    id: 'settings.mention_link_bolden_you',
    defaultMessage: 'Make mentions of you bold',
  },
  mentionLinkFadeDomain: {
    id: 'settings.mention_link_fade_domain',
    defaultMessage: 'Fade the server part of full mentions',
  },
  useAtIcon: { id: 'settings.use_at_icon', defaultMessage: 'Draw the @ of mentions as an icon' },
  subjectLineBehavior: { id: 'settings.subject_line_behavior', defaultMessage: 'Content warning of a reply' },
  subjectLineEmail: { id: 'settings.subject_line_email', defaultMessage: 'Like e-mail: "re: warning"' },
  subjectLineMasto: { id: 'settings.subject_line_mastodon', defaultMessage: 'The same warning' },
  subjectLineNoop: { id: 'settings.subject_line_noop', defaultMessage: 'Leave it empty' },
  sensitiveIfSubject: {
    id: 'settings.sensitive_if_subject',
    defaultMessage: 'Mark media as sensitive when the post has a content warning',
  },
  padEmoji: { id: 'settings.pad_emoji', defaultMessage: 'Put spaces around emoji chosen from the picker' },
  modalOnApproveFollow: {
    id: 'settings.confirm_dialogs_approve_follow',
    defaultMessage: 'Confirm approving a follow request',
  },
  modalOnDenyFollow: {
    id: 'settings.confirm_dialogs_deny_follow',
    defaultMessage: 'Confirm denying a follow request',
  },
  modalOnRepeat: { id: 'settings.confirm_dialogs_repeat', defaultMessage: 'Confirm repeating a post' },
  modalOnUnfollow: { id: 'settings.confirm_dialogs_unfollow', defaultMessage: 'Confirm unfollowing someone' },
  modalOnBlock: { id: 'settings.confirm_dialogs_block', defaultMessage: 'Confirm blocking someone' },
  modalOnMute: { id: 'settings.confirm_dialogs_mute', defaultMessage: 'Confirm muting someone' },
  modalOnLogout: { id: 'settings.confirm_dialogs_logout', defaultMessage: 'Confirm logging out' },
  muteWords: {
    id: 'settings.filtering_explanation',
    defaultMessage: 'All posts containing these words will be muted, one per line',
  },
  muteWordsHint: { id: 'settings.filtering_hint', defaultMessage: 'Saved when you leave the field.' },
  hideFilteredStatuses: { id: 'settings.hide_filtered_statuses', defaultMessage: 'Hide all filtered posts' },
  hideMutedPosts: { id: 'settings.hide_muted_posts', defaultMessage: 'Hide posts of muted users' },
  muteBotStatuses: { id: 'settings.mute_bot_posts', defaultMessage: 'Mute bot posts' },
  replyVisibility: { id: 'settings.replies_in_timeline', defaultMessage: 'Replies in timeline' },
  replyAll: { id: 'settings.reply_visibility_all', defaultMessage: 'Show all replies' },
  replyFollowing: {
    id: 'settings.reply_visibility_following',
    defaultMessage: 'Only show replies directed at me or users I follow',
  },
  replySelf: { id: 'settings.reply_visibility_self', defaultMessage: 'Only show replies directed at me' },
  notificationVisibility: {
    id: 'settings.notification_visibility',
    defaultMessage: 'Types of notifications to show',
  },
  follows: { id: 'settings.notification_visibility_follows', defaultMessage: 'Follows' },
  mentions: { id: 'settings.notification_visibility_mentions', defaultMessage: 'Mentions' },
  likes: { id: 'settings.notification_visibility_likes', defaultMessage: 'Favorites' },
  repeats: { id: 'settings.notification_visibility_repeats', defaultMessage: 'Repeats' },
  moves: { id: 'settings.notification_visibility_moves', defaultMessage: 'User migrates' },
  emojiReactions: { id: 'settings.notification_visibility_emoji_reactions', defaultMessage: 'Reactions' },
  followRequest: {
    id: 'settings.notification_visibility_follow_requests',
    defaultMessage: 'Follow requests',
  },
  polls: { id: 'settings.notification_visibility_polls', defaultMessage: 'Ends of polls you voted in' },
  exportTitle: {
    id: 'settings.file_import_export.backup_settings',
    defaultMessage: 'Back up settings to a file',
  },
  exportWithTheme: {
    id: 'settings.file_import_export.backup_settings_theme',
    defaultMessage: 'Back up settings and theme to a file',
  },
  importTitle: {
    id: 'settings.file_import_export.restore_settings',
    defaultMessage: 'Restore settings from a file',
  },
  invalidFile: {
    id: 'settings.file_import_export.invalid_file',
    defaultMessage: 'The selected file is not a supported Pleroma settings backup. No changes were made.',
  },
  fileTooNew: {
    id: 'settings.file_import_export.errors.file_too_new',
    defaultMessage:
      'Incompatible major version: {fileMajor}, this Murmur (settings version {feMajor}) is too old to handle it',
  },
  fileTooOld: {
    id: 'settings.file_import_export.errors.file_too_old',
    defaultMessage:
      'Incompatible major version: {fileMajor}, file version is too old and not supported (min. set. version {feMajor})',
  },
  fileSlightlyNew: {
    id: 'settings.file_import_export.errors.file_slightly_new',
    defaultMessage: 'The file has a newer minor version: some settings might not load',
  },
  invalidSettingsImported: {
    id: 'settings.invalid_settings_imported',
    defaultMessage:
      'Invalid settings imported: the file holds values Murmur does not accept. No changes were made.',
  },
  imported: {
    id: 'settings.file_import_export.imported',
    defaultMessage: 'Settings restored from the file.',
  },
  versionClient: { id: 'settings.version.frontend_version', defaultMessage: 'Frontend version' },
  versionServer: { id: 'settings.version.backend_version', defaultMessage: 'Backend version' },
});

/** Plain descriptors: several of these texts take values, which the untyped form lets through. */
export const settingsMessages: Record<keyof typeof messages, MessageDescriptor> = messages;
