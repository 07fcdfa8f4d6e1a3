import {
  MOBILE_BREAKPOINT,
  outboxOwner,
  Slot,
  useInstance,
  useOutbox,
  useSession,
} from '@murmur/shared/core';
import { useEffect, useState, useSyncExternalStore } from 'react';

/** The slot of a new post in the composer's drafts and the outbox (decision 0220). */
const NEW_POST_SLOT = 'status';

function subscribeToResize(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/** True on a phone-sized window (the frame's mobile layout: no sidebar, no post form beside). */
function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth <= MOBILE_BREAKPOINT,
    () => false,
  );
}

/**
 * On a phone a new post is written in the modal, and a post waiting in the outbox was seen only
 * there (decision 0220). Here it shows in place, at the top of the timeline where it will appear:
 * the composer's post form for new posts, which shows its waiting entry ('Waiting to send', Cancel).
 * A cancelled one stays here as its draft, to be posted again; sent, the form goes.
 */
export function WaitingNewPost() {
  const session = useSession();
  const { instance } = useInstance();
  const phone = usePhoneWidth();
  const owner = session.kind === 'user' ? outboxOwner(session.accountId, instance.uri) : '';
  const waiting = useOutbox(owner).some((entry) => entry.slot === NEW_POST_SLOT && !entry.refused);
  const [kept, setKept] = useState(false);
  useEffect(() => {
    if (waiting) setKept(true);
  }, [waiting]);
  if (session.kind !== 'user' || !phone || !(waiting || kept)) return null;
  return (
    <div className="timeline-waiting-post">
      <Slot
        name="composer/PostForm"
        props={{ placement: 'column', onPosted: () => setKept(false) }}
        unavailable={null}
      />
    </div>
  );
}
