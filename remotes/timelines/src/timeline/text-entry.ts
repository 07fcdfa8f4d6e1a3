/** True when a key event comes from a place where the user is typing (keys there are text). */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null
  );
}
