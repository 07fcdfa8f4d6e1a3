export type { EventBus } from './bus';
export { bus, createBus } from './bus';
export type {
  BusEvent,
  BusEventOf,
  BusEventType,
  ModalName,
  NoticeLevel,
  RelationshipChange,
  StreamingEventName,
  StreamingState,
} from './events';
