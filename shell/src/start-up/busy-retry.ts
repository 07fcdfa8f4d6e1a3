/**
 * Seconds before start-up tries again by itself after a failed attempt, or undefined when it
 * should wait for the user's Retry. Only a server that says it is busy (429, 503) is retried, with
 * a growing delay (5, 10, 20, 40, then 60 s), so a crowd of tabs does not hammer it back down.
 */
export function busyRetryDelay(status: number | null, attempt: number): number | undefined {
  if (status !== 429 && status !== 503) return undefined;
  return Math.min(60, 5 * 2 ** Math.max(0, attempt - 1));
}
