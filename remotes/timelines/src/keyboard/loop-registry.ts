import { getPreferences } from '@murmur/shared/core';
import { focusItem, itemOf, moveInLoop, pressPostAction } from './loop-items';
import { type LoopCommand, loopCommandFor } from './loop-keys';

/** One list taking part in the keyboard loop (a timeline, a thread, a notifications panel). */
export interface KeyboardLoop {
  element: () => HTMLElement | null;
  /**
   * The screen's main list: it answers keys pressed while the focus is in no list. A side list
   * (the notifications column) answers only while the focus is inside it.
   */
  primary: boolean;
  /**
   * Moves the focus itself (a virtual feed scrolls the next post into being): true or false for
   * moved or not, undefined to leave it to the plain move between the list's articles.
   */
  move?: (from: Element | null, direction: 'next' | 'previous') => boolean | undefined;
  /** The item the action keys apply to while the focus is in no item (a thread's opened post). */
  fallbackItem?: () => HTMLElement | null;
  /** Escape: back to where the reader came from (a thread); returns false to leave Escape alone. */
  back?: () => boolean;
}

const loops: KeyboardLoop[] = [];

/** Whether a dialog or a menu holds the keys (the post form, the '?' sheet, a picker). */
function keysHeldElsewhere(target: EventTarget | null): boolean {
  if (document.querySelector('[role="dialog"][aria-modal="true"]')) return true;
  return (
    target instanceof Element && target.closest('[role="dialog"], [role="menu"], [role="listbox"]') !== null
  );
}

/** The loop a key press belongs to: the one holding the focus, else the last primary one mounted. */
function loopFor(active: Element | null): KeyboardLoop | undefined {
  const holding = loops.filter((loop) => {
    const element = loop.element();
    return element !== null && active !== null && element.contains(active);
  });
  // Lists can nest (a notification column inside a page's layout): the innermost one answers.
  const inner = holding.sort((a, b) => ((a.element() as HTMLElement).contains(b.element()) ? 1 : -1))[0];
  if (inner) return inner;
  return [...loops].reverse().find((loop) => loop.primary && loop.element() !== null);
}

/** Carries out a command on a loop; true when it did something (the key is then taken). */
export function runCommand(loop: KeyboardLoop, command: LoopCommand, target: EventTarget | null): boolean {
  const container = loop.element();
  if (!container) return false;
  const active = document.activeElement;
  const focusedItem = itemOf(container, active);
  switch (command.kind) {
    case 'move': {
      const fallback = focusedItem ? null : (loop.fallbackItem?.() ?? null);
      const from = focusedItem ? active : fallback;
      const handled = loop.move?.(from, command.direction);
      if (handled !== undefined) return handled;
      // From nowhere in a thread, the first j or k comes to the opened post itself.
      if (fallback) {
        focusItem(fallback);
        return true;
      }
      return moveInLoop(container, from, command.direction);
    }
    case 'open-focused':
      // Enter opens only from the post itself; on a button or a link inside it, Enter is theirs.
      if (!focusedItem || target !== focusedItem) return false;
      return pressPostAction(focusedItem, 'open');
    case 'action': {
      const item = focusedItem ?? loop.fallbackItem?.() ?? null;
      return item ? pressPostAction(item, command.action) : false;
    }
    case 'back':
      return loop.back?.() ?? false;
  }
}

function onKeyDown(event: KeyboardEvent): void {
  if (!getPreferences().keyboardShortcuts) return;
  const command = loopCommandFor(event);
  if (!command || keysHeldElsewhere(event.target)) return;
  const loop = loopFor(document.activeElement);
  if (!loop) return;
  if (runCommand(loop, command, event.target)) event.preventDefault();
}

/** Adds a list to the keyboard loop; the returned function takes it out again. */
export function registerLoop(loop: KeyboardLoop): () => void {
  if (loops.length === 0) document.addEventListener('keydown', onKeyDown);
  loops.push(loop);
  return () => {
    const index = loops.indexOf(loop);
    if (index !== -1) loops.splice(index, 1);
    if (loops.length === 0) document.removeEventListener('keydown', onKeyDown);
  };
}
