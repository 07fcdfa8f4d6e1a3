import type { InstanceState, Session } from '@murmur/shared';
import { bus, getApiClient, instance$, session$, store } from '@murmur/shared';
import { combineLatest, distinctUntilChanged, map } from 'rxjs';
import { TimelinePoller } from './polling';
import { StreamingLink } from './streaming-link';

export type { SocketState } from './socket-machine';
export { SOCKET_STATE_CODES, socketStateCode } from './socket-machine';
export { StreamingLink } from './streaming-link';

/** The page's one streaming link. */
export const streamingLink = new StreamingLink({ bus, store, api: getApiClient });

/** Whether notification sounds and desktop notices are silenced (the socket started < 10 s ago). */
export function isNotificationSilenced(): boolean {
  return streamingLink.isSilenced();
}

type Plan = { kind: 'stream'; token: string | null } | { kind: 'poll' } | { kind: 'off' };

/**
 * What the page should do for this reader: stream (the user stream when signed in, the public
 * streams otherwise); poll when the server has no streaming; nothing for an anonymous visitor of
 * a private instance, or before the instance is known.
 */
export function streamingPlan(session: Session, instance: InstanceState): Plan {
  if (!instance.loaded) return { kind: 'off' };
  const token = session.kind === 'user' ? session.token : null;
  if (!token && instance.capabilities.privateInstance) return { kind: 'off' };
  if (!instance.capabilities.streaming) return { kind: 'poll' };
  return { kind: 'stream', token };
}

/**
 * Starts the page's streaming: follows the session (sign-in opens the user stream, sign-out goes
 * back to the public streams) and the instance's capabilities. Returns the stopper, which shuts
 * the socket down with code 1000.
 */
export function startStreaming(): () => void {
  const poller = new TimelinePoller({ store, api: getApiClient });
  const subscription = combineLatest([session$, instance$])
    .pipe(
      map(([session, instance]) => streamingPlan(session, instance)),
      distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
    )
    .subscribe((plan) => {
      if (plan.kind === 'stream') {
        poller.stop();
        streamingLink.start({ token: plan.token });
      } else {
        streamingLink.stop();
        if (plan.kind === 'poll') poller.start();
        else poller.stop();
      }
    });
  return () => {
    subscription.unsubscribe();
    poller.stop();
    streamingLink.stop();
  };
}
