import type { BusEventOf } from '@murmur/shared/core';

type ModalRequest = BusEventOf<'modal/requested'>;

// The modal host's code is fetched on the first request (modal-loader.tsx): requests made before it
// is listening wait here, in order, and it takes them as it starts to listen.
let queued: ModalRequest[] = [];
let listening = 0;

/** Keeps a request for the host, unless a host is listening to the bus itself. */
export function queueModalRequest(request: ModalRequest): void {
  if (listening === 0) queued.push(request);
}

/** Whether a host listens to the bus now (the loader then has nothing to keep). */
export function modalHostListening(): boolean {
  return listening > 0;
}

/** Forgets what waits (the session ended: nothing of a signed-out user opens). */
export function dropQueuedModalRequests(): void {
  queued = [];
}

/** A host starts listening: it takes what waits. Returns what waited, and the host's stopper. */
export function takeModalRequests(): { requests: ModalRequest[]; stop: () => void } {
  listening++;
  const requests = queued;
  queued = [];
  let stopped = false;
  return {
    requests,
    stop: () => {
      if (stopped) return;
      stopped = true;
      listening--;
    },
  };
}
