// A stored token the server refused at start-up (401, 403) ends the session; the page, once it
// shows, says so and offers to log in again instead of dropping the user to the visitor's view
// without a word (issue 27, point 3).

let ended = false;

/** Start-up records that the stored session was refused (the page is not rendered yet). */
export function deferSessionEndedNotice(): void {
  ended = true;
}

/** The page takes it once, when it can show a notice. */
export function takeSessionEndedNotice(): boolean {
  const taken = ended;
  ended = false;
  return taken;
}
