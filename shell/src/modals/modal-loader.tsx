import { bus, SlotError } from '@murmur/shared/core';
import { useLayoutEffect, useState } from 'react';
import { Lazy } from '../app/lazy-part';
import { modalHostPart } from '../app/shell-parts';
import { dropQueuedModalRequests, modalHostListening, queueModalRequest } from './modal-queue';

/**
 * The modal host (its dialog, focus trap, scroll lock, confirmation and the `?` sheet of keyboard
 * shortcuts, ~3 KB gzip) is a chunk of its own: no first screen opens a modal (issue 40). It is
 * fetched on the first request, or ahead when the reader points at or focuses a control that opens
 * one, and once the page is idle (screen-prefetch.ts).
 *
 * Listens for modal requests from the frame's first commit (a click on Preferences must never go
 * unheard) and draws the modal host once one comes; the requests made meanwhile wait for it, in
 * order. Nothing is drawn until then, so nothing shifts. If the host's code cannot be fetched, a
 * bar at the foot of the page says so with Retry, and the requests still wait.
 */
export function ModalLoader() {
  const [wanted, setWanted] = useState(() => modalHostPart.loaded() !== null);
  // A layout effect, as the host's own: it listens from the commit that draws the frame.
  useLayoutEffect(() => {
    const subscriptions = [
      bus.on('modal/requested').subscribe((event) => {
        if (modalHostListening()) return;
        queueModalRequest(event);
        setWanted(true);
      }),
      bus.on('session/ended').subscribe(() => {
        if (!modalHostListening()) dropQueuedModalRequests();
      }),
    ];
    return () => {
      for (const s of subscriptions) s.unsubscribe();
    };
  }, []);
  if (!wanted) return null;
  return (
    <Lazy
      part={modalHostPart}
      failed={(retry) => (
        <div className="modal-peek">
          <SlotError onRetry={retry} />
        </div>
      )}
    >
      {(host) => <host.ModalHost />}
    </Lazy>
  );
}
