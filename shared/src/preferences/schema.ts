// The client preferences of spec 3 section 3, with their defaults: one typed schema every part
// reads. Adding a preference is one line here (and one element in a settings tab).

export type ReplyVisibility = 'all' | 'following' | 'self';
export type ThirdColumnMode = 'none' | 'notifications' | 'postform';
export type ProfileTab = 'statuses' | 'replies' | 'friends' | 'followers' | 'media' | 'favorites';
export type SubjectLineBehavior = 'email' | 'noop' | 'masto';
export type ConversationDisplay = 'linear' | 'tree';
export type MentionLinkDisplay = 'short' | 'full';
export type ConversationOtherRepliesButton = 'below' | 'inside';

/** Which notification types are shown (spec 3 section 3: all on by default). */
export interface NotificationVisibility {
  follows: boolean;
  mentions: boolean;
  likes: boolean;
  repeats: boolean;
  moves: boolean;
  emojiReactions: boolean;
  followRequest: boolean;
  polls: boolean;
}

/** A per-user highlight (spec 3 section 3, "Highlight setting per screen name"). */
export interface UserHighlight {
  type: 'disabled' | 'solid' | 'striped' | 'side';
  color: string;
}

/** Spec 3: the colour a highlight starts with when a type is first chosen. */
export const DEFAULT_HIGHLIGHT_COLOR = '#FFFFFF';

/**
 * A highlight's colour as it may be used: only `#rrggbb` (preferences can come from an imported
 * file holding anything), else the default.
 */
export function highlightColor(color: string | undefined): string {
  return color !== undefined && /^#[0-9a-f]{6}$/i.test(color) ? color : DEFAULT_HIGHLIGHT_COLOR;
}

export interface Preferences {
  expertLevel: 0 | 1;
  /** Empty: the first browser language the server supports (the shell decides). */
  interfaceLanguage: string;
  maxThumbnails: number;
  hideNsfw: boolean;
  preloadImage: boolean;
  loopVideo: boolean;
  loopVideoSilentOnly: boolean;
  streaming: boolean;
  useStreamingApi: boolean;
  replyVisibility: ReplyVisibility;
  thirdColumnMode: ThirdColumnMode;
  webPushNotifications: boolean;
  webPushHideIfCW: boolean;
  /** Word filter: one entry per line in the settings. */
  muteWords: string[];
  userProfileDefaultTab: ProfileTab;
  useBlurhash: boolean;
  padEmoji: boolean;
  collapseMessageWithSubject: boolean;
  theme: string;
  subjectLineBehavior: SubjectLineBehavior;
  conversationDisplay: ConversationDisplay;
  conversationTreeAdvanced: boolean;
  conversationTreeFadeAncestors: boolean;
  conversationOtherRepliesButton: ConversationOtherRepliesButton;
  virtualScrolling: boolean;
  safeDM: boolean;
  maxDepthInThread: number;
  postContentType: string;
  sensitiveByDefault: boolean;
  sensitiveIfSubject: boolean;
  alwaysShowSubjectInput: boolean;
  hideScopeNotice: boolean;
  modalOnRepeat: boolean;
  modalOnDelete: boolean;
  modalOnUnfollow: boolean;
  modalOnApproveFollow: boolean;
  modalOnDenyFollow: boolean;
  modalOnBlock: boolean;
  modalOnMute: boolean;
  modalOnLogout: boolean;
  hidePostStats: boolean;
  hideMutedPosts: boolean;
  greentext: boolean;
  emojiReactionsOnTimeline: boolean;
  translationLanguage: string;
  submitOnEnter: boolean;
  useContainFit: boolean;
  playVideosInModal: boolean;
  useOneClickNsfw: boolean;
  stopGifs: boolean;
  hideUserStats: boolean;
  hideSiteName: boolean;
  hideSiteFavicon: boolean;
  showNavShortcuts: boolean;
  showPanelNavShortcuts: boolean;
  showWiderShortcuts: boolean;
  alwaysShowNewPostButton: boolean;
  autohideFloatingPostButton: boolean;
  hideISP: boolean;
  hideInstanceWallpaper: boolean;
  sidebarRight: boolean;
  disableStickyHeaders: boolean;
  showScrollbars: boolean;
  pauseOnUnfocused: boolean;
  /** Theme editor output (the settings remote owns its shape). */
  customTheme: Record<string, unknown> | null;
  customThemeSource: Record<string, unknown> | null;
  colors: Record<string, string>;
  /** Per screen name. */
  highlight: Record<string, UserHighlight>;
  notificationVisibility: NotificationVisibility;
  mentionLinkDisplay: MentionLinkDisplay;
  mentionLinkShowTooltip: boolean;
  mentionLinkShowAvatar: boolean;
  mentionLinkShowYous: boolean;
  mentionLinkBoldenYou: boolean;
  mentionLinkFadeDomain: boolean;
  useAtIcon: boolean;
  /** Last timeline route seen, restored at start (spec 2 section 4). */
  lastTimeline: string;
  /** Spec 2 section 3 (the timeline's quick settings): hide posts by bot accounts. */
  muteBotStatuses: boolean;
  /** Hide media previews in timelines (quick settings). */
  hideAttachments: boolean;
  /** Hide media previews in conversations. */
  hideAttachmentsInConv: boolean;
  /** Hide statuses a word filter matched instead of collapsing them (quick settings: hide all muted posts). */
  hideFilteredStatuses: boolean;
  /**
   * The keyboard loop in timelines, threads and notifications (j/k, o, r, f, b, e, x, Escape, '?')
   * and the 'n' new-post key.
   */
  keyboardShortcuts: boolean;
}

export type PreferenceKey = keyof Preferences;

export const PREFERENCE_DEFAULTS: Readonly<Preferences> = Object.freeze({
  expertLevel: 0,
  interfaceLanguage: '',
  maxThumbnails: 16,
  hideNsfw: true,
  preloadImage: true,
  loopVideo: true,
  loopVideoSilentOnly: false,
  streaming: false,
  useStreamingApi: false,
  replyVisibility: 'all',
  thirdColumnMode: 'notifications',
  webPushNotifications: false,
  webPushHideIfCW: true,
  muteWords: [],
  userProfileDefaultTab: 'statuses',
  useBlurhash: true,
  padEmoji: true,
  collapseMessageWithSubject: true,
  theme: 'pleroma-dark',
  subjectLineBehavior: 'email',
  conversationDisplay: 'linear',
  conversationTreeAdvanced: false,
  conversationTreeFadeAncestors: false,
  conversationOtherRepliesButton: 'below',
  virtualScrolling: true,
  safeDM: true,
  maxDepthInThread: 6,
  postContentType: 'text/plain',
  sensitiveByDefault: false,
  sensitiveIfSubject: true,
  alwaysShowSubjectInput: true,
  hideScopeNotice: false,
  modalOnRepeat: false,
  modalOnDelete: true,
  modalOnUnfollow: false,
  modalOnApproveFollow: false,
  modalOnDenyFollow: false,
  modalOnBlock: true,
  modalOnMute: false,
  modalOnLogout: true,
  hidePostStats: false,
  hideMutedPosts: false,
  greentext: false,
  emojiReactionsOnTimeline: true,
  translationLanguage: '',
  submitOnEnter: false,
  useContainFit: true,
  playVideosInModal: false,
  useOneClickNsfw: false,
  stopGifs: true,
  hideUserStats: false,
  hideSiteName: false,
  hideSiteFavicon: false,
  showNavShortcuts: true,
  showPanelNavShortcuts: false,
  showWiderShortcuts: true,
  alwaysShowNewPostButton: false,
  autohideFloatingPostButton: true,
  hideISP: false,
  hideInstanceWallpaper: false,
  sidebarRight: false,
  disableStickyHeaders: false,
  showScrollbars: false,
  pauseOnUnfocused: true,
  customTheme: null,
  customThemeSource: null,
  colors: {},
  highlight: {},
  notificationVisibility: {
    follows: true,
    mentions: true,
    likes: true,
    repeats: true,
    moves: true,
    emojiReactions: true,
    followRequest: true,
    polls: true,
  },
  mentionLinkDisplay: 'short',
  mentionLinkShowTooltip: true,
  mentionLinkShowAvatar: false,
  mentionLinkShowYous: false,
  mentionLinkBoldenYou: true,
  mentionLinkFadeDomain: true,
  useAtIcon: false,
  lastTimeline: '',
  muteBotStatuses: false,
  hideAttachments: false,
  hideAttachmentsInConv: false,
  hideFilteredStatuses: false,
  keyboardShortcuts: true,
} satisfies Preferences);

/** True when `value` has the same JSON kind as the default of `key` (what storage may hold). */
export function isPreferenceValue<K extends PreferenceKey>(key: K, value: unknown): value is Preferences[K] {
  const fallback = PREFERENCE_DEFAULTS[key];
  if (value === null) return fallback === null || key === 'customTheme' || key === 'customThemeSource';
  if (Array.isArray(fallback)) return Array.isArray(value) && value.every((v) => typeof v === 'string');
  if (fallback === null) return typeof value === 'object' && !Array.isArray(value);
  if (typeof fallback === 'object') return typeof value === 'object' && !Array.isArray(value);
  if (key === 'expertLevel') return value === 0 || value === 1;
  if (typeof fallback === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === typeof fallback;
}
