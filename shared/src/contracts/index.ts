export type { SlotContracts, SlotName, StatusProps, TimelineKind, TimelinePageProps } from './slots';
