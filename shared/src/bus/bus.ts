import type { Observable } from 'rxjs';
import { filter, Subject } from 'rxjs';
import type { BusEvent, BusEventOf, BusEventType } from './events';

/** A typed event bus over an RxJS Subject. */
export interface EventBus {
  /** Every event, as it is emitted. */
  readonly events$: Observable<BusEvent>;
  emit(event: BusEvent): void;
  /** The events of one type, typed by it. */
  on<K extends BusEventType>(type: K): Observable<BusEventOf<K>>;
}

/** Creates a bus. The app uses the `bus` singleton; tests create their own. */
export function createBus(): EventBus {
  const subject = new Subject<BusEvent>();
  const events$ = subject.asObservable();
  return {
    events$,
    emit(event) {
      // RxJS reports a listener that throws as an unhandled error, asynchronously: the emitter
      // and the other listeners carry on.
      subject.next(event);
    },
    on<K extends BusEventType>(type: K) {
      return events$.pipe(filter((event): event is BusEventOf<K> => event.type === type));
    },
  };
}

/** The page's one event bus (`@murmur/shared` is a Module Federation singleton). */
export const bus: EventBus = createBus();
