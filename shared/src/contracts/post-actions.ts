// The keyboard loop's contract between the part that lists posts (timelines) and the part that
// draws a post and its actions (composer). The post display marks the controls a shortcut may
// press with `data-post-action`; the list finds them inside the focused post and clicks them, so
// neither part imports the other and each post's own logic (optimistic toggles, confirmations,
// pickers) runs exactly as for a click.

/** The attribute naming what a control of a post does for the keyboard loop. */
export const POST_ACTION_ATTRIBUTE = 'data-post-action';

/**
 * What a control marked with POST_ACTION_ATTRIBUTE does: `open` the post's conversation (a link),
 * `reply`, `favourite`, `repeat`, `react` (opens the reaction picker; the marked element may be a
 * wrapper around the button), `expand` a content warning.
 */
export type PostAction = 'open' | 'reply' | 'favourite' | 'repeat' | 'react' | 'expand';

export const POST_ACTIONS: readonly PostAction[] = [
  'open',
  'reply',
  'favourite',
  'repeat',
  'react',
  'expand',
];
