import { bus, useSession } from '@murmur/shared';
import { useEffect } from 'react';

/** Whether a key press belongs to something the user is typing in. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The 'n' key opens the new-post modal for a signed-in user (spec 3 section 2), unless they are
 * typing somewhere, hold a modifier, or a dialog is open.
 */
export function useNewPostKey(): void {
  const session = useSession();
  const signedIn = session.kind === 'user';
  useEffect(() => {
    if (!signedIn) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'n' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      if (typingIn(event.target) || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      bus.emit({ type: 'modal/requested', modal: 'post-form' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [signedIn]);
}
