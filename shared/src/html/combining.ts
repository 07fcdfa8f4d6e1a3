// Combining marks that cannot widen or heighten the page (issue 39, point 5). A mark with no base
// letter is drawn by the browser on a dotted circle of its own, and 400 of them in a row, with no
// place to break the line, made a content warning ~3,950 px wide. A long run of marks on one base
// ("zalgo") stacks above and below the line instead. So: marks with no base are dropped, and each
// base keeps at most MAX_MARKS_PER_BASE of its marks. No written language needs more than a few
// (Vietnamese two, Hebrew and Indic stacks three or four).

/** Combining marks kept on one base character; the rest of the run is dropped. */
export const MAX_MARKS_PER_BASE = 4;

// A run of marks at the very start, or after a line break, space, control character or (in HTML)
// the end of a tag: it has no base to sit on.
const STRAY_TEXT = /(^|[\s\p{Cc}])\p{M}+/gu;
const STRAY_HTML = /(^|[\s\p{Cc}>])\p{M}+/gu;
// A base followed by more marks than the cap: the first ones stay.
const LONG_RUN = new RegExp(`(\\P{M})(\\p{M}{${MAX_MARKS_PER_BASE}})\\p{M}+`, 'gu');
const ANY_MARK = /\p{M}/u;

function cap(text: string, stray: RegExp): string {
  // Most text has no marks at all: the cheap test spares it two passes.
  if (!ANY_MARK.test(text)) return text;
  return text.replace(stray, '$1').replace(LONG_RUN, '$1$2');
}

/** Plain text (a name, a content warning, a poll option) with its combining marks capped. */
export function capCombiningMarks(text: string): string {
  return cap(text, STRAY_TEXT);
}

/**
 * Sanitised HTML with its combining marks capped: marks right after a tag start a text node with
 * no base, so they are dropped as well. Attribute values are treated the same (they are text).
 */
export function capCombiningMarksHtml(html: string): string {
  return cap(html, STRAY_HTML);
}
