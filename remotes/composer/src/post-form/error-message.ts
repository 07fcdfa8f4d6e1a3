import { ApiError } from '@murmur/shared';

/** The server's own words when it gave any, else the error's message. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}
