export { POST_ACTION_ATTRIBUTE, POST_ACTIONS, type PostAction } from './post-actions';
export type {
  AnnouncementAdminProps,
  ApplyTheme,
  ConversationPageProps,
  ModalContentProps,
  NotificationsPanelProps,
  PanelProps,
  PostFormProps,
  RouteScreenProps,
  SlotContracts,
  SlotName,
  StatusProps,
  ThemeSlotProps,
  TimelineKind,
  TimelinePageProps,
  UserCardProps,
  UserModerationMenuProps,
} from './slots';
