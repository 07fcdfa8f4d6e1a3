import { bus, usePreference } from '@murmur/shared/core';
import { useEffect } from 'react';
import { typingIn } from './typing-in';

/**
 * The '?' key opens the sheet of keyboard shortcuts (the shell's 'shortcuts' modal), unless the
 * reader types somewhere, holds Ctrl, Alt or Meta, a dialog is open, or the shortcuts are off.
 */
export function useShortcutsKey(): void {
  const enabled = usePreference('keyboardShortcuts');
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      // '?' comes with Shift on most layouts: Shift is allowed, the other modifiers are not.
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      if (typingIn(event.target) || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      bus.emit({ type: 'modal/requested', modal: 'shortcuts' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
