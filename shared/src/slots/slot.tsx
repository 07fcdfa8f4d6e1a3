import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import type { SlotContracts, SlotName } from '../contracts/slots';
import {
  loadedSlotComponent,
  loadSlotComponent,
  SlotUnavailableError,
  slotModuleId,
  slotModuleLoaded$,
} from './load-slot';
import { SlotError } from './slot-error';
import { SlotErrorBoundary } from './slot-error-boundary';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; component: ComponentType<never> }
  | { status: 'failed' }
  | { status: 'unavailable' };

export interface SlotProps<N extends SlotName> {
  name: N;
  props: SlotContracts[N];
  /** Shown while the remote module loads. */
  loading?: ReactNode;
  /**
   * Shown when the remote is there but does not provide this slot (an older or an operator's
   * remote). Without it the generic error shows; `null` renders nothing, for optional pieces.
   */
  unavailable?: ReactNode;
}

function initialState(name: SlotName): LoadState {
  const component = loadedSlotComponent(name);
  return component ? { status: 'ready', component } : { status: 'loading' };
}

/**
 * Renders the module behind a slot, loaded through federation. A failure to fetch or to render
 * stays inside this piece: it shows the generic error and a Retry that reloads only this piece.
 */
export function Slot<N extends SlotName>({ name, props, loading = null, unavailable }: SlotProps<N>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => initialState(name));

  useEffect(() => {
    let live = true;
    const ready = loadedSlotComponent(name);
    if (ready) {
      setState({ status: 'ready', component: ready });
      return;
    }
    setState({ status: 'loading' });
    // `attempt` is read so that Retry starts a new load.
    void attempt;
    loadSlotComponent(name).then(
      (component) => live && setState({ status: 'ready', component }),
      (error: unknown) => {
        if (error instanceof SlotUnavailableError) {
          console.warn(`[murmur] slot ${name}: ${error.message}`);
          if (live) setState({ status: 'unavailable' });
          return;
        }
        console.error(`[murmur] slot ${name} could not be loaded`, error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [name, attempt]);

  const retry = () => setAttempt((n) => n + 1);

  // When the same module loads for another piece (its Retry was pressed), this one recovers too,
  // instead of leaving twenty identical errors in a feed.
  const failed = state.status === 'failed';
  useEffect(() => {
    if (!failed) return;
    const id = slotModuleId(name);
    const subscription = slotModuleLoaded$.subscribe((loadedId) => {
      if (loadedId === id) setAttempt((n) => n + 1);
    });
    return () => subscription.unsubscribe();
  }, [failed, name]);

  if (state.status === 'unavailable' && unavailable !== undefined) return <>{unavailable}</>;
  if (state.status === 'failed' || state.status === 'unavailable') return <SlotError onRetry={retry} />;
  if (state.status === 'loading') return <>{loading}</>;
  const Loaded = state.component as ComponentType<SlotContracts[N]>;
  return (
    <SlotErrorBoundary
      key={attempt}
      slot={name}
      onRetry={retry}
      fallback={(again) => <SlotError onRetry={again} />}
    >
      <Loaded {...props} />
    </SlotErrorBoundary>
  );
}
