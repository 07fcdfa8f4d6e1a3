import type { ApiClient, Store } from '@murmur/shared';
import { isAbortError, type RepeatingTask, repeat, TIMELINE_POLL_MS } from '@murmur/shared';
import { pollTimeline } from './fetch-newer';
import { refreshableTimelines } from './timeline-sources';

export interface TimelinePollerDeps {
  store: Store;
  api: () => ApiClient;
  /** Default TIMELINE_POLL_MS (spec 1 section 9: timeline polling 20 s). */
  intervalMs?: number;
  logger?: Pick<Console, 'warn'>;
}

/**
 * The fallback while the streaming socket is down: every 20 s each timeline the store holds asks
 * the server for statuses newer than its newest (`since_id`) and puts them behind 'show new'.
 * The first poll runs at once, to pick up what the broken socket may have dropped.
 */
export class TimelinePoller {
  private task: RepeatingTask | null = null;
  private controller: AbortController | null = null;
  private readonly inFlight = new Set<string>();

  constructor(private readonly deps: TimelinePollerDeps) {}

  get running(): boolean {
    return this.task !== null;
  }

  start(): void {
    if (this.task !== null) return;
    this.controller = new AbortController();
    // Through the scheduler: a socket that breaks again and again cannot make the first round
    // run again and again, failures back off, and nothing is asked while the tab is hidden.
    this.task = repeat({
      key: 'timeline-poll',
      everyMs: this.deps.intervalMs ?? TIMELINE_POLL_MS,
      immediate: true,
      run: () => this.pollOnce(true),
    });
  }

  stop(): void {
    this.task?.stop();
    this.task = null;
    this.controller?.abort();
    this.controller = null;
    this.inFlight.clear();
  }

  /**
   * One round over the timelines; a timeline whose previous poll is still under way is skipped.
   * With `throwOnFailure`, a round in which any timeline failed rejects (for the back-off).
   */
  async pollOnce(throwOnFailure = false): Promise<void> {
    const controller = this.controller;
    if (!controller) return;
    const api = this.deps.api();
    let failure: unknown = null;
    await Promise.all(
      refreshableTimelines(this.deps.store).map(async (key) => {
        if (this.inFlight.has(key)) return;
        this.inFlight.add(key);
        try {
          await pollTimeline(this.deps.store, api, key, { signal: controller.signal });
        } catch (error) {
          // A failed poll is retried on the next tick; the timeline keeps what it shows.
          if (!isAbortError(error)) {
            (this.deps.logger ?? console).warn(`[murmur] polling ${key} failed`, error);
            failure ??= error;
          }
        } finally {
          if (this.controller === controller) this.inFlight.delete(key);
        }
      }),
    );
    if (throwOnFailure && failure !== null) throw failure;
  }
}
