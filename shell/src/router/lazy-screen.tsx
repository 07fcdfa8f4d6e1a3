import { SlotError } from '@murmur/shared/core';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { TimelineLoading } from '../layout/timeline-loading';

type ScreenModule = { default: ComponentType };

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** A screen whose code failed to load shows the generic error with a Retry, not a blank page. */
class ScreenBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[murmur] a screen could not be loaded', error);
  }

  override render() {
    return this.state.failed ? <SlotError onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/**
 * A screen whose code is fetched when its route is first opened: sign-in, registration and
 * password reset stay out of the bytes every visitor of a timeline downloads.
 */
export function LazyScreen({ load }: { load: () => Promise<ScreenModule> }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so Retry fetches the chunk again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  const Screen = useMemo(() => lazy(load), [load, attempt]);
  return (
    <ScreenBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<TimelineLoading />}>
        <Screen />
      </Suspense>
    </ScreenBoundary>
  );
}
