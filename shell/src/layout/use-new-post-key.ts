import { bus, usePreference, useSession } from '@murmur/shared/core';
import { useEffect } from 'react';
import { typingIn } from './typing-in';

/**
 * The 'n' key opens the new-post modal for a signed-in user (spec 3 section 2), unless they are
 * typing somewhere, hold a modifier, a dialog is open, or the keyboard shortcuts are off.
 */
export function useNewPostKey(): void {
  const session = useSession();
  const signedIn = session.kind === 'user';
  const enabled = usePreference('keyboardShortcuts');
  useEffect(() => {
    if (!signedIn || !enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'n' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      if (typingIn(event.target) || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      bus.emit({ type: 'modal/requested', modal: 'post-form' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [signedIn, enabled]);
}
