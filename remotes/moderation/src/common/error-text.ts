import { ApiError } from '@murmur/shared';

/** What to show for a failed call: the server's own text (a 403's message), else the spec's. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.displayMessage;
  if (error instanceof Error) return error.message;
  return String(error);
}
