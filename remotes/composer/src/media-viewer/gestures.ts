/** Spec 3 section 9: a swipe moves on when it is longer than a quarter of the window's width. */
export const SWIPE_FRACTION = 0.25;
/** A click or tap that was not a swipe closes the viewer after this long. */
export const CLOSE_DELAY_MS = 100;
/** Pinch zoom never goes below 1 and springs back to 1 when let go under 1.2. */
export const MIN_ZOOM = 1;
export const ZOOM_RESET_BELOW = 1.2;
/** Movement under this many pixels is a tap, not a swipe. */
const TAP_SLOP_PX = 10;

export type Release = 'previous' | 'next' | 'tap' | 'none';

/** What a one-finger (or mouse) gesture did, from where it went down to where it came up. */
export function releaseOf(dx: number, dy: number, windowWidth: number): Release {
  if (Math.abs(dx) > windowWidth * SWIPE_FRACTION && Math.abs(dx) > Math.abs(dy)) {
    return dx < 0 ? 'next' : 'previous';
  }
  return Math.hypot(dx, dy) < TAP_SLOP_PX ? 'tap' : 'none';
}

/** The zoom while pinching: the starting zoom scaled by how far the fingers moved apart. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return startZoom;
  return Math.max(MIN_ZOOM, (startZoom * distance) / startDistance);
}

/** The zoom kept when the fingers leave: below 1.2 it resets to 1. */
export function settledZoom(zoom: number): number {
  return zoom < ZOOM_RESET_BELOW ? MIN_ZOOM : zoom;
}
