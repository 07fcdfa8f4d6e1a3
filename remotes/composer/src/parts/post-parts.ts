// The parts of a post that load when a post first needs them (decision 0255). What every post
// draws (header, content, media, counts or a visitor's link) stays in `composer/Status` itself.
import { session$ } from '@murmur/shared/core';
import { definePart, preloadPart } from './part';

export const pollPart = definePart(() => import('../polls/status-poll'));
export const quotePart = definePart(() => import('../quote/quote-part'));
export const cardPart = definePart(() => import('../cards/link-card'));
export const reactionsPart = definePart(() => import('../reactions/reaction-bar'));
/** A signed-in reader's actions (toggles, reaction picker button, the '...' menu) and the outbox's face. */
export const signedInPart = definePart(() => import('../status/signed-in-parts'));
/** The styles of MFM text effects (spec 3), for a post whose text may carry one. */
export const mfmPart = definePart(() => import('../mfm/mfm-styles'));
/** A translation under the post: asked from the '...' menu, fetched as that menu opens. */
export const translationPart = definePart(() => import('../translation/status-translation'));

let watching = false;
/**
 * A signed-in reader's posts all draw the signed-in actions: their chunk leaves as soon as the
 * session is a user's (a stored token at start, or signing in), beside the timeline's request,
 * not when the first post asks for it. A post's own parts are not fetched ahead from the store:
 * the first page holds twenty posts and the first screen draws eight, so the parts the later ones
 * need (measured: a poll, 4 KB) would be fetched before the first posts paint.
 */
export function watchForParts(): void {
  if (watching) return;
  watching = true;
  session$.subscribe((session) => {
    if (session.kind !== 'user') return;
    preloadPart(signedInPart);
    // A signed-in reader's posts do not wait for their parts either: a visitor's first screen is
    // the one kept small, and a reader acting by keyboard meets no post still filling in.
    for (const part of [pollPart, quotePart, cardPart, reactionsPart, mfmPart]) preloadPart(part);
  });
}

let warmed = false;
/**
 * Once the first posts are drawn, the parts a later post may need are fetched at an idle moment,
 * so a post that arrives later (the next page, the stream) does not wait for them.
 */
export function warmPostParts(): void {
  if (warmed || typeof window === 'undefined') return;
  warmed = true;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2_000));
  idle(() => {
    for (const part of [pollPart, quotePart, cardPart, reactionsPart, mfmPart]) preloadPart(part);
  });
}
