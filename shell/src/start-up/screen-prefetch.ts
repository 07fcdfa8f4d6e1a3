import { preloadSlots, type SlotName } from '@murmur/shared/core';
import { preloadPart } from '../app/lazy-part';
import { IDLE_PARTS, modalHostPart } from '../app/shell-parts';
import { whenFirstScreenDrawn } from '../layout/after-first-screen';
import { routeSlotFor } from '../router/route-slots';

/**
 * A screen's remote code is fetched when the reader is likely to go there, not only on the click
 * (issue 26): when the pointer rests on a link to it or the keyboard focuses one, and the screens
 * most often opened next once the page has been idle after start-up. The first thread, profile or
 * settings opened then costs about what a second opening does. Loading goes through the slot
 * loader (contract check included) and its cache, so the screen finds its component ready; a
 * failure is left to the screen, which loads again and shows its own error.
 */

/** An element that opens a screen without being a link (a button that opens a modal). */
export const PREFETCH_SLOT_ATTRIBUTE = 'data-prefetch-slot';

/** What the page fetches once idle after start-up: the screens a reader of a timeline opens next. */
export const IDLE_PREFETCH: readonly SlotName[] = [
  'timelines/ConversationPage',
  'profiles/ProfilePage',
  'settings/SettingsModal',
];

/** The slot that draws the screen a link leads to, when it is a screen of this page; else null. */
export function slotForLink(href: string, origin: string = window.location.origin): SlotName | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return routeSlotFor(url.pathname);
}

/** The slot an event's target is about to open (a link, or an element naming its slot). */
export function slotForTarget(target: EventTarget | null, origin?: string): SlotName | null {
  if (!(target instanceof Element)) return null;
  const named = target.closest(`[${PREFETCH_SLOT_ATTRIBUTE}]`)?.getAttribute(PREFETCH_SLOT_ATTRIBUTE);
  if (named) return named as SlotName;
  const link = target.closest('a[href]');
  const href = link?.getAttribute('href');
  return href ? slotForLink(href, origin) : null;
}

/** A reader who asked the browser to save data gets nothing fetched ahead. */
function savingData(nav: Navigator): boolean {
  return Boolean((nav as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);
}

/** Slots drawn inside the shell's modal host, whose own code is a chunk of its own (modal-loader.tsx). */
const MODAL_SLOTS: ReadonlySet<SlotName> = new Set<SlotName>([
  'settings/SettingsModal',
  'moderation/ModerationModal',
  'composer/PostFormModal',
  'moderation/ReportDialog',
  'composer/MediaViewer',
]);

const asked = new Set<SlotName>();

function prefetch(
  slot: SlotName | null,
  preload: (names: SlotName[]) => void,
  preloadModalHost: () => void,
): void {
  if (!slot || asked.has(slot)) return;
  asked.add(slot);
  preload([slot]);
  if (MODAL_SLOTS.has(slot)) preloadModalHost();
}

export interface ScreenPrefetchOptions {
  /** Loads slots without waiting (the slot loader's preloadSlots by default). */
  preload?: (names: SlotName[]) => void;
  /** Fetches the shell's modal host ahead, for a slot drawn in a modal (modal-loader.tsx). */
  preloadModalHost?: () => void;
  /** Fetches the shell's own lazy pieces once idle (app/shell-parts.ts). */
  preloadShellParts?: () => void;
  /** Runs a callback when the page is idle (requestIdleCallback, else a timer). */
  whenIdle?: (run: () => void) => void;
  doc?: Document;
  nav?: Navigator;
}

function idleAfterStart(run: () => void): void {
  // Well after the first screen's own requests: the idle callback waits for a quiet main thread.
  const later = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 5000 })
      : setTimeout(run, 1000);
  setTimeout(later, 1500);
}

/**
 * Starts fetching screens ahead: on pointer and focus at once, the idle list after start-up.
 * Returns a stopper (tests).
 */
export function startScreenPrefetch({
  preload = (names) => preloadSlots(names),
  preloadModalHost = () => preloadPart(modalHostPart),
  // Not before the first screen is drawn, on a slow network too (whenFirstScreenDrawn).
  preloadShellParts = () =>
    void whenFirstScreenDrawn().then(() => {
      for (const part of IDLE_PARTS) preloadPart(part);
    }),
  whenIdle = idleAfterStart,
  doc = document,
  nav = navigator,
}: ScreenPrefetchOptions = {}): () => void {
  if (savingData(nav)) return () => {};
  const onIntent = (event: Event) => prefetch(slotForTarget(event.target), preload, preloadModalHost);
  const options = { capture: true, passive: true } as const;
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const)
    doc.addEventListener(type, onIntent, options);
  let stopped = false;
  whenIdle(() => {
    if (stopped) return;
    for (const slot of IDLE_PREFETCH) prefetch(slot, preload, preloadModalHost);
    preloadShellParts();
  });
  return () => {
    stopped = true;
    for (const type of ['pointerover', 'focusin', 'touchstart'] as const)
      doc.removeEventListener(type, onIntent, options);
    asked.clear();
  };
}
