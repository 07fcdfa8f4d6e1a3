import { lazyPart } from './lazy-part';

// The shell's own pieces that the first screen of a visitor does not draw, each a chunk of its own
// (issue 40, decision 0250): fetched when first needed, ahead on the reader's intent where one
// would otherwise wait, and all once the page is idle after start-up (screen-prefetch.ts), so that
// the service worker keeps them for an offline start. The sign-in, registration and password-reset
// screens are the router's (router/lazy-screens.ts).

/** The modal host: dialog, focus trap, scroll lock, confirmation, the `?` sheet (modal-loader.tsx). */
export const modalHostPart = lazyPart(() => import('../modals/modal-host'));

/** The phone's side and notifications drawers, with their swipes (layout/frame.tsx). */
export const drawersPart = lazyPart(() => import('../layout/drawers'));

/**
 * A signed-in reader's account corner with the log-out sequence (auth/user-menu.tsx), and the
 * floating new-post button (layout/frame.tsx).
 */
export const signedInPart = lazyPart(() => import('../auth/signed-in'));

/** The page's side of web push, a signed-in reader's only (app/app.tsx). */
export const pushLinkPart = lazyPart(() => import('./push-link'));

/** The streaming link, started once the first screen has had its turn (streaming/use-streaming.ts). */
export const streamingPart = lazyPart(() => import('../streaming/index'));

/** The panel of a screen whose remote does not provide it (router/route-views.tsx). */
export const notAvailablePart = lazyPart(() => import('../router/not-available'));

/** The start-up failure's screen (bootstrap.tsx). */
export const fatalErrorPart = lazyPart(() => import('../start-up/fatal-startup-error'));

/** What the page fetches once idle after start-up (a drawer or modal then opens at once, offline too). */
export const IDLE_PARTS = [modalHostPart, drawersPart, notAvailablePart, fatalErrorPart] as const;
