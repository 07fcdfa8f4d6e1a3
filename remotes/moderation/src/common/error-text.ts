import { describeError } from '@murmur/shared';
import type { IntlShape } from 'react-intl';

/**
 * What to show for a failed call, in the reader's words: the server's own sentence (a 403's
 * message) when it sent one, else words for the kind of failure (never a status phrase or code).
 */
export function errorText(intl: IntlShape, error: unknown): string {
  return describeError(intl, error);
}
