// The parts of a post that load when a post first needs them (decision 0255). What every post
// draws (header, content, media, counts or a visitor's link) stays in `composer/Status` itself.
import { type Status, session$, store } from '@murmur/shared';
import { definePart, type Part, preloadPart } from './part';

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

/** The parts drawing `status` (or the post it repeats) needs, as the post display decides them. */
export function partsOf(status: Status): Part<unknown>[] {
  const shown = status.reblog ?? status;
  const needs: Part<unknown>[] = [];
  if (shown.poll) needs.push(pollPart);
  if (shown.quote) needs.push(quotePart);
  if (shown.card && shown.media_attachments.length === 0) needs.push(cardPart);
  if (shown.emoji_reactions.length > 0) needs.push(reactionsPart);
  if (shown.content.includes('mfm')) needs.push(mfmPart);
  return needs;
}

let watching = false;
/**
 * Parts leave as soon as the page knows it will draw them, not when a post is drawn: a signed-in
 * reader's actions as the session is a user's (a stored token at start, or signing in); a post's
 * parts as its status enters the store (the timeline's first page read, beside the feed's
 * drawing), so the first posts wait one round trip less.
 */
export function watchForParts(): void {
  if (watching) return;
  watching = true;
  session$.subscribe((session) => {
    if (session.kind === 'user') preloadPart(signedInPart);
  });
  const postParts = [pollPart, quotePart, cardPart, reactionsPart, mfmPart];
  const scan = (statuses: readonly (Status | undefined)[]) => {
    for (const status of statuses) if (status) for (const part of partsOf(status)) preloadPart(part);
  };
  scan(store.statuses.values());
  const subscription = store.statuses.changes$.subscribe((change) => {
    if (change.type === 'upsert') scan(change.ids.map((id) => store.statuses.get(id)));
    // Every post part here: nothing left to watch for.
    if (postParts.every((part) => part.loaded())) subscription.unsubscribe();
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
