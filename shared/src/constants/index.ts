// Business constants and limits from section 9 of the three spec documents (spec 1: shell,
// session and configuration; spec 2: timelines, profiles, moderation; spec 3: composer, posts,
// settings). Numbers here are requirements: change them only with the spec.

// --- Paging and timelines (spec 1 and 2, section 9) ---

/** Page size for timelines, followers and following. */
export const PAGE_SIZE = 20;
/** Statuses kept visible after showing new ones. */
export const VISIBLE_STATUSES_AFTER_SHOW_NEW = 50;
/** A flush of new statuses is queued when this many or more have arrived. */
export const NEW_STATUSES_FLUSH_THRESHOLD = 20;
/** Debounce of the fetch of older statuses. */
export const OLDER_FETCH_DEBOUNCE_MS = 1000;
/** Debounce of the timeline scroll handler. */
export const SCROLL_DEBOUNCE_MS = 200;
/** Distance from the page bottom that triggers loading more. */
export const LOAD_MORE_TRIGGER_PX = 750;
/** Clicks are blocked this long after showing new statuses. */
export const CLICK_BLOCK_AFTER_SHOW_NEW_MS = 1000;
/** New statuses are shown automatically when the view is within this distance of the top. */
export const AUTO_SHOW_NEW_WITHIN_PX = 15;
/** Virtual scrolling keeps at least this many rows each side of the viewport. */
export const VIRTUAL_WINDOW_MIN_ROWS = 3;
/** Otherwise the window is window height divided by this, in rows each side. */
export const VIRTUAL_WINDOW_ROW_DIVISOR_PX = 80;
/** Delay before the first computation of visible statuses. */
export const INITIAL_VISIBLE_COMPUTE_DELAY_MS = 250;
/** Placeholder height of a hidden status. */
export const HIDDEN_STATUS_PLACEHOLDER_PX = 120;

// --- Polling (spec 1 and 2, section 9) ---

/** Timeline polling interval (when streaming is off). */
export const TIMELINE_POLL_MS = 20_000;
/** Notifications polling interval. */
export const NOTIFICATIONS_POLL_MS = 20_000;
/** Lists polling interval. */
export const LISTS_POLL_MS = 240_000;
/** Announcements polling interval in the fetcher. */
export const ANNOUNCEMENTS_FETCH_POLL_MS = 60_000;
/** Announcements polling interval in the store. */
export const ANNOUNCEMENTS_STORE_POLL_MS = 300_000;
/** Frontend configuration and settings-profile polling interval. */
export const CONFIG_POLL_MS = 600_000;
/** Admin reports polling interval. */
export const REPORTS_POLL_MS = 60_000;
/** Refresh of tracked polls. */
export const POLL_TRACKING_REFRESH_MS = 30_000;
/** Relationship re-poll delay after a follow, and how many re-polls after the first. */
export const RELATIONSHIP_REPOLL_MS = 500;
export const RELATIONSHIP_REPOLL_MAX = 3;

// --- Streaming (spec 1, section 9) ---

/** Base delay before restarting a broken socket; multiplied by the attempt number. */
export const SOCKET_RESTART_DELAY_MS = 1000;
/** Cap of the restart delay multiplier (so at most 3 s between attempts). */
export const SOCKET_RESTART_MULTIPLIER_CAP = 3;
/** Interval of the socket ping. */
export const PING_INTERVAL_MS = 30_000;
/** Notification sounds and desktop notifications are silenced this long after start-up. */
export const NOTIFICATION_SILENCE_AFTER_START_MS = 10_000;

// --- Notices (spec 1, section 3 and 9) ---

/** Global notices auto-dismiss after this. */
export const NOTICE_TIMEOUT_MS = 5000;
/** The success notice of a settings save / settings-profile sync. */
export const SETTINGS_SAVED_NOTICE_MS = 2000;

// --- Layout (spec 1, section 9) ---

/** Below this width (px) the layout is mobile. */
export const MOBILE_BREAKPOINT = 800;
/** From this width (px) the layout is wide (three columns). */
export const WIDE_BREAKPOINT = 1280;
/** Swipe distance that opens or closes the side drawer. */
export const SIDE_DRAWER_SWIPE_PX = 30;
/** Swipe distance of the mobile notifications drawer. */
export const MOBILE_NOTIFICATIONS_SWIPE_PX = 50;
/** Canvas size of the favicon badge. */
export const FAVICON_BADGE_CANVAS_PX = 128;
// The chunk-load time-out (120 s, spec 1 section 8) is CHUNK_LOAD_TIMEOUT_MS in shared/src/slots.

// --- Server limits and their fallbacks (spec 1 and 3, section 9) ---

/** Text limit when the server names none; 0 from the server means no limit. */
export const DEFAULT_TEXT_LIMIT = 5000;
/** Poll: at most this many options (fallback when the server names none). */
export const POLL_MAX_OPTIONS = 4;
/** Poll: characters per option (fallback). */
export const POLL_MAX_OPTION_CHARS = 255;
/** Poll: shortest expiry in seconds (fallback). */
export const POLL_MIN_EXPIRATION_S = 60;
/** Poll: longest expiry in seconds (fallback). */
export const POLL_MAX_EXPIRATION_S = 86_400;
/** The poll limits above, in the shape of the instance's `poll_limits`. */
export const DEFAULT_POLL_LIMITS = {
  max_options: POLL_MAX_OPTIONS,
  max_option_chars: POLL_MAX_OPTION_CHARS,
  min_expiration: POLL_MIN_EXPIRATION_S,
  max_expiration: POLL_MAX_EXPIRATION_S,
} as const;
/** A new poll: single choice, 2 empty options, expiring in 10 minutes. */
export const DEFAULT_POLL_OPTION_COUNT = 2;
export const DEFAULT_POLL_EXPIRY_S = 600;

// --- Emoji (spec 1 and 3) ---

/** Recent emojis kept, most recent first. Remote emojis (names with @) are never kept. */
export const RECENT_EMOJI_CAP = 42;
/** Emoji reactions shown before the '+N' expander. */
export const EMOJI_REACTIONS_SHOWN = 12;
/** Emoji picker grid cell and group-title sizes. */
export const EMOJI_GRID_CELL_PX = 40;
export const EMOJI_GRID_TITLE_PX = 24;
/** Autocomplete: suggestions shown, and the blur delay. */
export const AUTOCOMPLETE_SUGGESTIONS = 5;
export const AUTOCOMPLETE_BLUR_DELAY_MS = 200;
/** Mention (and hashtag) search waits for this pause in typing, and keeps this many users. */
export const MENTION_SEARCH_DELAY_MS = 300;
export const MENTION_SEARCH_LIMIT = 20;

// --- Posts and composer (spec 3, section 9) ---

/** Debounce of the post preview. */
export const PREVIEW_DEBOUNCE_MS = 500;
/** Duration of action animations (favourite, repeat). */
export const ACTION_ANIMATION_MS = 500;
/** Fade of the file-drop indicator. */
export const DROP_INDICATOR_FADE_MS = 500;
/** Time-ago labels update this often in posts. */
export const TIMEAGO_POST_UPDATE_MS = 60_000;
/** Time-ago labels update this often in notification lists (the spec's '240', read as seconds). */
export const TIMEAGO_NOTIFICATION_UPDATE_MS = 240_000;
/** A status is 'tall' when lines + length / TALL_STATUS_CHARS_PER_LINE exceed TALL_STATUS_LINES. */
export const TALL_STATUS_LINES = 20;
export const TALL_STATUS_CHARS_PER_LINE = 80;
/** A subject (content warning) longer than this is folded. */
export const LONG_SUBJECT_CHARS = 240;
/** Mentions line: the first this many mentions are shown, the rest behind 'plus more'. */
export const MENTIONS_SHOWN = 5;
/** User list popover and avatar list sizes. */
export const USER_LIST_POPOVER_SIZE = 16;
export const AVATAR_LIST_SIZE = 15;
/** Gallery: at most this many items per row. */
export const GALLERY_ROW_MAX = 3;
/** Gallery: in hide mode, more than this many attachments collapse the gallery. */
export const GALLERY_HIDE_MODE_MAX = 8;
/** Blurhash canvas. */
export const BLURHASH_CANVAS_WIDTH = 1024;
export const BLURHASH_CANVAS_HEIGHT = 512;
/** Media viewer: close delay, swipe threshold (fraction of window width), zoom. */
export const MEDIA_VIEWER_CLOSE_DELAY_MS = 100;
export const MEDIA_VIEWER_SWIPE_FRACTION = 0.25;
export const MEDIA_VIEWER_MIN_ZOOM = 1;
export const MEDIA_VIEWER_ZOOM_RESET_BELOW = 1.2;
/** Client default of the maximum thumbnails shown. */
export const MAX_THUMBNAILS = 16;

// --- Notifications (spec 2 and 3, section 9) ---

/** Notification page: seen items shown at first (plus the unseen), and revealed per load-more. */
export const NOTIFICATIONS_INITIAL_SEEN = 30;
export const NOTIFICATIONS_REVEAL_STEP = 20;

// --- Profiles, lists, conversations (spec 2, section 9) ---

/** Debounce of private-note saving. */
export const PRIVATE_NOTE_DEBOUNCE_MS = 1500;
/** Debounce of list member search. */
export const LIST_MEMBER_SEARCH_DEBOUNCE_MS = 2000;
/** Delay before the announcement menu opens. */
export const ANNOUNCEMENT_MENU_DELAY_MS = 25;
/** Who-to-follow slots. */
export const WHO_TO_FOLLOW_SLOTS = 3;
/** Default maximum depth of a conversation tree; hidden depth is this minus 2 (at least 1). */
export const DEFAULT_THREAD_DEPTH = 6;

// --- Time labels (spec 2 and 3, section 9) ---

/** Time units used by relative time labels. */
export const WEEK_DAYS = 7;
export const MONTH_DAYS = 30;
export const YEAR_DAYS = 365.25;
/** Default 'now' threshold in seconds: under it a time reads 'now'. */
export const NOW_THRESHOLD_S = 1;

// --- Settings and themes (spec 3, section 9) ---

/** Settings export version pair. */
export const SETTINGS_EXPORT_VERSION = [1, 0] as const;
/** Default file name of a settings export. */
export const SETTINGS_EXPORT_FILE_NAME = 'data.json';
/** Default theme. */
export const DEFAULT_THEME = 'pleroma-dark';
/** Contrast threshold of the theme editor (AA). */
export const CONTRAST_THRESHOLD = 4.5;
/** Default colour of a per-user highlight. */
export const HIGHLIGHT_DEFAULT_COLOR = '#FFFFFF';
/** Units for file sizes. */
export const FILE_SIZE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

// --- Moderation (spec 2, section 7) ---

/** The moderation tags the admin menu toggles. */
export const MODERATION_TAGS = [
  'mrf_tag:media-force-nsfw',
  'mrf_tag:media-strip',
  'mrf_tag:force-unlisted',
  'mrf_tag:disable-remote-subscription',
  'mrf_tag:disable-any-subscription',
  'mrf_tag:sandbox',
  'mrf_tag:quarantine',
] as const;
export type ModerationTag = (typeof MODERATION_TAGS)[number];
