import { type RefObject, useEffect, useRef } from 'react';
import { type KeyboardLoop, registerLoop } from './loop-registry';

export interface KeyboardLoopOptions extends Omit<KeyboardLoop, 'element'> {}

/**
 * Makes the list in `ref` a part of the keyboard loop while it is mounted. The options are read
 * when a key comes, so callers may pass new functions on every render.
 */
export function useKeyboardLoop(ref: RefObject<HTMLElement | null>, options: KeyboardLoopOptions): void {
  const latest = useRef(options);
  latest.current = options;
  const primary = options.primary;
  useEffect(
    () =>
      registerLoop({
        element: () => ref.current,
        primary,
        move: (from, direction) => latest.current.move?.(from, direction),
        fallbackItem: () => latest.current.fallbackItem?.() ?? null,
        back: () => latest.current.back?.() ?? false,
      }),
    [ref, primary],
  );
}
