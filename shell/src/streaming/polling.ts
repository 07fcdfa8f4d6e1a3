import type { ApiClient, Store } from '@murmur/shared';
import { isAbortError, TIMELINE_POLL_MS } from '@murmur/shared';
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
  private timer: ReturnType<typeof setInterval> | null = null;
  private controller: AbortController | null = null;
  private readonly inFlight = new Set<string>();

  constructor(private readonly deps: TimelinePollerDeps) {}

  get running(): boolean {
    return this.timer !== null;
  }

  start(): void {
    if (this.timer !== null) return;
    this.controller = new AbortController();
    this.timer = setInterval(() => void this.pollOnce(), this.deps.intervalMs ?? TIMELINE_POLL_MS);
    void this.pollOnce();
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this.controller?.abort();
    this.controller = null;
    this.inFlight.clear();
  }

  /** One round over the timelines; a timeline whose previous poll is still under way is skipped. */
  async pollOnce(): Promise<void> {
    const controller = this.controller;
    if (!controller) return;
    const api = this.deps.api();
    await Promise.all(
      refreshableTimelines(this.deps.store).map(async (key) => {
        if (this.inFlight.has(key)) return;
        this.inFlight.add(key);
        try {
          await pollTimeline(this.deps.store, api, key, { signal: controller.signal });
        } catch (error) {
          // A failed poll is retried on the next tick; the timeline keeps what it shows.
          if (!isAbortError(error))
            (this.deps.logger ?? console).warn(`[murmur] polling ${key} failed`, error);
        } finally {
          if (this.controller === controller) this.inFlight.delete(key);
        }
      }),
    );
  }
}
