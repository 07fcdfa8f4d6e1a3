/**
 * While any modal is open the body does not scroll (spec 1 section 2). Each open modal holds a
 * lock; the body scrolls again when the last one lets go.
 */
let holders = 0;
let previousOverflow = '';

export function lockBodyScroll(): () => void {
  if (holders === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.body.dataset.scrollLocked = 'true';
  }
  holders++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders--;
    if (holders === 0) {
      document.body.style.overflow = previousOverflow;
      delete document.body.dataset.scrollLocked;
    }
  };
}

export function bodyScrollLocked(): boolean {
  return holders > 0;
}
