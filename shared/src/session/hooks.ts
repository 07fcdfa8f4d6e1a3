import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';
import type { InstanceState, Session } from './session';
import { instance$, session$ } from './session';

function useBehaviorSubject<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (listener) => {
      const subscription = subject.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    () => subject.getValue(),
    () => subject.getValue(),
  );
}

/** The current session; re-renders on sign-in and sign-out. */
export function useSession(): Session {
  return useBehaviorSubject(session$);
}

/** The instance, its nodeinfo and capabilities (`loaded` is false until the shell read them). */
export function useInstance(): InstanceState {
  return useBehaviorSubject(instance$);
}
