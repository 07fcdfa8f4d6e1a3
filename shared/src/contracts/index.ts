export type {
  ApplyTheme,
  ModalContentProps,
  SlotContracts,
  SlotName,
  StatusProps,
  ThemeSlotProps,
  TimelineKind,
  TimelinePageProps,
} from './slots';
