import { describeError } from '@murmur/shared/core';
import type { IntlShape } from 'react-intl';

/** The server's own sentence when it gave one (a 422's), else words for the kind of failure. */
export function errorMessage(intl: IntlShape, error: unknown): string {
  return describeError(intl, error);
}
