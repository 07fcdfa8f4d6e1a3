/**
 * Wraps text (a handle, a number, a name) in Unicode first-strong isolates, for places where it
 * goes into a sentence as a string (a message's value, a label) rather than into a `<bdi>`: in
 * Arabic or Hebrew, '@alice@example.com' stays one left-to-right run, and a right-to-left name in
 * an English sentence cannot pull the punctuation around it.
 */
export function bidiIsolate(text: string): string {
  return `\u2068${text}\u2069`;
}
