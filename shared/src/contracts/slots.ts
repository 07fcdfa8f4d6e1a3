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
  | 'user';

export interface TimelinePageProps {
  timeline: TimelineKind;
  /** For `tag` timelines: the tag without '#'. */
  tag?: string;
  /** For `list` timelines. */
  listId?: string;
}

export interface StatusProps {
  /** Id of a status held in the entity store. */
  statusId: string;
  /** Position in the enclosing feed (1-based), for aria-posinset. Omitted outside feeds. */
  posInSet?: number;
  /** Size of the enclosing feed, for aria-setsize (-1 when unknown). */
  setSize?: number;
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

/** Slot name to props. Adding a slot means adding a line here and a default in DEFAULT_SLOTS. */
export interface SlotContracts {
  'timelines/TimelinePage': TimelinePageProps;
  'composer/Status': StatusProps;
  'settings/theme': ThemeSlotProps;
  'settings/SettingsModal': ModalContentProps;
}

export type SlotName = keyof SlotContracts;
