import { ApiError } from '@murmur/shared/core';

/**
 * The text of a failed timeline fetch (spec 1 and 2, section 8): by status, 429 'You are rate
 * limited', 500 'Internal Server Error', 503 'The backend is not available', otherwise
 * 'Unexpected status: {code}' (the API client's ApiError carries exactly these). A request that
 * never got an answer shows its own message.
 */
export function timelineErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}
