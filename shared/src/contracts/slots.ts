// The props contract of every slot: the one place a team reads to know what a slot receives.
// A remote built against an older version of this file keeps working as long as props only grow.

/** Timeline kinds as the spec names them (spec 2, section 2). */
export type TimelineKind =
  | 'friends'
  | 'public'
  | 'publicAndExternal'
  | 'bubble'
  | 'tag'
  | 'list'
  | 'bookmarks'
  | 'dms'
  | 'favorites'
  | 'user'
  | 'media'
  | 'mentions'
  | 'replies';

export interface TimelinePageProps {
  timeline: TimelineKind;
  /** For `tag` timelines: the tag without '#'. */
  tag?: string;
  /** For `list` timelines. */
  listId?: string;
  /** For `user`, `media`, `favorites` (someone's) and `replies` timelines: the account's id. */
  accountId?: string;
  /**
   * Embedded in another screen (a profile's tabs): no page heading, no switching menu, and the
   * timeline is not remembered as the last one seen.
   */
  embedded?: boolean;
}

export interface StatusProps {
  /** Id of a status held in the entity store. */
  statusId: string;
  /** Position in the enclosing feed (1-based), for aria-posinset. Omitted outside feeds. */
  posInSet?: number;
  /** Size of the enclosing feed, for aria-setsize (-1 when unknown). */
  setSize?: number;
  /** Say 'Pinned' above a pinned post (a profile's posts and a thread; not the home timeline). */
  showPinned?: boolean;
  /**
   * Draw a faint preview instead of the whole post (a notification about the reader's own post, as
   * Akkoma-FE does): the content warning with its toggle, the content (sanitised and capped as in
   * the full post), a short line saying the post has media or a poll when it does, and a link to
   * the thread. No header, action bar, media grid, poll voting, reactions or cards, and not an
   * `<article>` of its own (the notification is the article). A composer built before this prop
   * ignores it and draws the whole post.
   */
  preview?: boolean;
}

/**
 * `settings/theme` is a function module, not a component: its default export applies a theme's
 * CSS variables to `document.documentElement`. The shell awaits it before the first render.
 */
export interface ThemeSlotProps {
  /** Theme name; default pleroma-dark (also pleroma-light). Unknown names apply the default. */
  theme?: string;
}
export type ApplyTheme = (options: ThemeSlotProps) => void | Promise<void>;

/** Content of a modal the shell's modal host shows (`modal/requested`). */
export interface ModalContentProps {
  /** The `props` of the 'modal/requested' event. */
  props: Record<string, unknown>;
  /** Closes the modal (focus returns where it was). */
  onClose: () => void;
}

/** A screen behind a route: the route's parameters and query as react-router parsed them. */
export interface RouteScreenProps {
  params: Readonly<Record<string, string | undefined>>;
  /** The query string without '?', e.g. 'query=cats'. */
  search?: string;
}

/** The conversation view at /notice/{id}. */
export interface ConversationPageProps {
  statusId: string;
}

/** Where the notifications panel is placed; the panel adapts its heading and density. */
export interface NotificationsPanelProps {
  placement: 'column' | 'sidebar' | 'drawer' | 'page';
}

/** The post form placed inline (sidebar, third column, under a post). */
export interface PostFormProps {
  placement: 'sidebar' | 'column' | 'inline';
  /** Reply to this status (inline reply). */
  replyToId?: string;
  /** Quote this status. */
  quoteId?: string;
  /** Called after the server accepted the post (an inline form closes). */
  onPosted?: (statusId: string) => void;
  onCancel?: () => void;
}

/** The compact profile card shown on hover or tap of an avatar, or the full card on a profile. */
export interface UserCardProps {
  accountId: string;
  /** 'compact' in popovers; 'full' on the profile screen. */
  variant?: 'compact' | 'full';
  onClose?: () => void;
}

/** The staff menu on a profile card (filled by the moderation remote). */
export interface UserModerationMenuProps {
  accountId: string;
}

/** The admin controls on the announcements page (filled by the moderation remote). */
export interface AnnouncementAdminProps {
  /** Present to edit that announcement; absent to post a new one. */
  announcementId?: string;
  /** Called with the server's reply after a create, edit or delete, so the page refreshes. */
  onChanged?: () => void;
}

/** Sidebar panels that need no props. */
export type PanelProps = Record<string, never>;

/** Slot name to props. Adding a slot means adding a line here and a default in DEFAULT_SLOTS. */
export interface SlotContracts {
  'timelines/TimelinePage': TimelinePageProps;
  'composer/Status': StatusProps;
  'settings/theme': ThemeSlotProps;
  'settings/SettingsModal': ModalContentProps;
  // timelines: screens and panels
  'timelines/ConversationPage': ConversationPageProps;
  'timelines/NotificationsPanel': NotificationsPanelProps;
  'timelines/InteractionsPage': RouteScreenProps;
  'timelines/AnnouncementsPage': RouteScreenProps;
  // composer: the post form, its modal and the media viewer
  'composer/PostForm': PostFormProps;
  'composer/PostFormModal': ModalContentProps;
  'composer/MediaViewer': ModalContentProps;
  // profiles: people and finding things
  'profiles/ProfilePage': RouteScreenProps;
  'profiles/RemoteUserResolver': RouteScreenProps;
  'profiles/UserCard': UserCardProps;
  'profiles/UserPanel': PanelProps;
  'profiles/SearchPage': RouteScreenProps;
  'profiles/ListsPage': RouteScreenProps;
  'profiles/ListEditPage': RouteScreenProps;
  'profiles/FollowRequestsPage': RouteScreenProps;
  'profiles/WhoToFollowPage': RouteScreenProps;
  'profiles/WhoToFollowPanel': PanelProps;
  'profiles/AboutPage': RouteScreenProps;
  // moderation
  'moderation/ModerationModal': ModalContentProps;
  'moderation/ReportDialog': ModalContentProps;
  'moderation/UserModerationMenu': UserModerationMenuProps;
  'moderation/AnnouncementAdmin': AnnouncementAdminProps;
}

export type SlotName = keyof SlotContracts;
