import type { PostAction } from '@murmur/shared/core';
import { isTextEntry } from '../timeline/text-entry';

/** What a key of the keyboard loop asks for. */
export type LoopCommand =
  | { kind: 'move'; direction: 'next' | 'previous' }
  | { kind: 'action'; action: PostAction }
  | { kind: 'open-focused' }
  | { kind: 'back' };

const ACTION_KEYS: Readonly<Record<string, PostAction>> = {
  o: 'open',
  r: 'reply',
  f: 'favourite',
  b: 'repeat',
  e: 'react',
  x: 'expand',
};

export type LoopKeyEvent = Pick<
  KeyboardEvent,
  'key' | 'target' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'defaultPrevented'
>;

/**
 * The keyboard loop's reading of a key press, or null when the key is not the loop's: nothing
 * while the reader types in a field, holds Ctrl, Alt or Meta (the browser's and the system's
 * shortcuts), or when another handler already took the key. Shift is let through only for keys
 * that are not letters ('?' is the shell's), so 'J' or 'F' typed by mistake do nothing.
 */
export function loopCommandFor(event: LoopKeyEvent): LoopCommand | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return null;
  if (isTextEntry(event.target)) return null;
  if (event.shiftKey) return null;
  switch (event.key) {
    case 'j':
      return { kind: 'move', direction: 'next' };
    case 'k':
      return { kind: 'move', direction: 'previous' };
    case 'Enter':
      return { kind: 'open-focused' };
    case 'Escape':
      return { kind: 'back' };
    default: {
      const action = ACTION_KEYS[event.key];
      return action ? { kind: 'action', action } : null;
    }
  }
}
