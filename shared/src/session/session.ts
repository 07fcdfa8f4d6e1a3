import { BehaviorSubject } from 'rxjs';
import { ApiError } from '../api/errors';
import { bus } from '../bus/bus';
import type { AuthorizationServer } from '../entities/authorization-server';
import type { Instance } from '../entities/instance';
import { EMPTY_INSTANCE } from '../entities/instance-read';
import type { NodeInfo } from '../entities/nodeinfo';
import { store } from '../store/store';
import { clearTimelineSnapshot } from '../store/timeline-snapshot';
import type { Capabilities, CapabilityName } from './capabilities';
import { capabilitiesFrom, NO_CAPABILITIES } from './capabilities';
import { learnedServerKey, rememberMissingFeature, withLearnedMissing } from './learned-features';
import { runSignOutCleanups } from './sign-out-cleanup';

/** Who is using the page. */
export type Session = { kind: 'anonymous' } | { kind: 'user'; token: string; accountId: string };

export const ANONYMOUS: Session = Object.freeze({ kind: 'anonymous' });

/** The instance as the client knows it. */
export interface InstanceState {
  /** False until the shell has read `/api/v1/instance`. */
  loaded: boolean;
  instance: Instance;
  nodeinfo: NodeInfo | null;
  capabilities: Capabilities;
}

export const UNLOADED_INSTANCE: InstanceState = Object.freeze({
  loaded: false,
  instance: EMPTY_INSTANCE,
  nodeinfo: null,
  capabilities: NO_CAPABILITIES,
});

/** The current session. The shell's auth sets it; everyone else reads it. */
export const session$ = new BehaviorSubject<Session>(ANONYMOUS);

/** The current instance, its nodeinfo and what it can do. */
export const instance$ = new BehaviorSubject<InstanceState>(UNLOADED_INSTANCE);

/** The token of the signed-in user, or null (a `getToken` for the API client). */
export function sessionToken(): string | null {
  const session = session$.getValue();
  return session.kind === 'user' ? session.token : null;
}

/** Publishes the instance once read; capabilities are derived here so every reader agrees. */
export function setInstance(
  instance: Instance,
  nodeinfo: NodeInfo | null = null,
  authServer: AuthorizationServer | null = null,
): void {
  instance$.next({
    loaded: true,
    instance,
    nodeinfo,
    // What this tab already learned the server lacks is not asked again (learned-features.ts).
    capabilities: withLearnedMissing(
      capabilitiesFrom(instance, nodeinfo, authServer),
      learnedServerKey(instance),
    ),
  });
}

/**
 * Marks the user signed in: sets `session$`, then announces 'session/started' on the bus.
 * (The shell's auth calls this once the token is verified.)
 */
export function startUserSession(token: string, accountId: string): void {
  session$.next({ kind: 'user', token, accountId });
  bus.emit({ type: 'session/started', accountId });
}

/**
 * Signs out on this page: empties the store (nothing of the old user survives), sets `session$`
 * back to anonymous, then announces 'session/ended'. Revoking the token is the caller's business.
 */
export function endUserSession(): void {
  const ending = session$.getValue();
  store.reset();
  // Drafts, an outbox, cached settings: whatever parts registered (sign-out-cleanup.ts).
  void runSignOutCleanups(ending.kind === 'user' ? { accountId: ending.accountId } : null);
  // The last timeline's snapshot is the user's too: nothing of theirs stays in the browser.
  void clearTimelineSnapshot();
  session$.next(ANONYMOUS);
  bus.emit({ type: 'session/ended' });
}

/** The statuses that say a server has no such call: not found, method not allowed, not implemented. */
const MISSING_STATUSES: ReadonlySet<number> = new Set([404, 405, 501]);

/** True when the error says the server lacks the call (404, 405 or 501), not that it failed. */
export function isMissingCall(error: unknown): boolean {
  return error instanceof ApiError && MISSING_STATUSES.has(error.status);
}

/**
 * Turns an optional feature off for the rest of the page's session when the error says the server
 * lacks its call (404, 405, 501): the capability becomes false, so the control is not offered again,
 * and its source says what was learned. Returns true when it did (the caller then says the server
 * does not offer it instead of showing the error).
 *
 * A 404 of a call about one thing (a post, an account) can also mean that thing is gone: callers
 * use this only for calls whose target they have just shown.
 */
export function learnMissingFeature(feature: CapabilityName, error: unknown, call: string): boolean {
  if (!isMissingCall(error)) return false;
  const state = instance$.getValue();
  const source = `learned: ${(error as ApiError).status} from ${call}`;
  instance$.next(withoutFeature(state, feature, source));
  if (state.loaded) {
    rememberMissingFeature(learnedServerKey(state.instance), feature, source);
  } else {
    // Learned before the instance was read (a call sent early at start-up): the instance's fresh
    // capabilities would bring the call back, on this page and on every next one of the tab.
    let done = false;
    const subscription = instance$.subscribe((next) => {
      if (done || !next.loaded) return;
      done = true;
      // The current value comes at once and is not loaded, so `subscription` is set by now.
      subscription.unsubscribe();
      rememberMissingFeature(learnedServerKey(next.instance), feature, source);
      if (next.capabilities[feature] !== false) instance$.next(withoutFeature(next, feature, source));
    });
  }
  return true;
}

/** The instance state with `feature` turned off, saying how that was learned. */
function withoutFeature(state: InstanceState, feature: CapabilityName, source: string): InstanceState {
  return {
    ...state,
    capabilities: {
      ...state.capabilities,
      [feature]: false,
      sources: { ...state.capabilities.sources, [feature]: source },
    },
  };
}
