import { defineMessages, type IntlShape } from 'react-intl';
import { classifyError, type ErrorWordsKind } from '../api/error-words';

/**
 * The words for a failed call, by kind. Every part that shows an error lists this file in its
 * extractor (package.json `i18n:extract:*`), so each part's catalogues carry these ids.
 */
export const errorWordMessages = defineMessages({
  unsupported: { id: 'error_words.unsupported', defaultMessage: 'This server does not offer this.' },
  denied: {
    id: 'error_words.denied',
    defaultMessage: 'This server did not allow this. You may need to sign in again.',
  },
  tooLarge: { id: 'error_words.too_large', defaultMessage: 'This is too large for this server.' },
  rejected: { id: 'error_words.rejected', defaultMessage: 'The server did not accept this.' },
  rateLimited: {
    id: 'error_words.rate_limited',
    defaultMessage: 'The server is receiving too many requests. Wait a moment and try again.',
  },
  server: { id: 'error_words.server', defaultMessage: 'The server had a problem. Try again later.' },
  offline: {
    id: 'error_words.offline',
    defaultMessage: 'The server could not be reached. Check your connection and try again.',
  },
  unreadable: {
    id: 'error_words.unreadable',
    defaultMessage: 'The server sent a reply that could not be read.',
  },
  unknown: { id: 'error_words.unknown', defaultMessage: 'Something went wrong. Try again.' },
});

const BY_KIND: Record<ErrorWordsKind, (typeof errorWordMessages)[keyof typeof errorWordMessages]> = {
  unsupported: errorWordMessages.unsupported,
  denied: errorWordMessages.denied,
  'too-large': errorWordMessages.tooLarge,
  rejected: errorWordMessages.rejected,
  'rate-limited': errorWordMessages.rateLimited,
  server: errorWordMessages.server,
  offline: errorWordMessages.offline,
  unreadable: errorWordMessages.unreadable,
  unknown: errorWordMessages.unknown,
};

/**
 * What to tell a reader about a failed call, in their language: the server's own sentence when it
 * sent a fit one (a 422's "Validation failed: …"), else words for the kind of failure. Never a
 * status phrase, an OAuth code, a stack or an "Error:" prefix.
 */
export function describeError(intl: IntlShape, error: unknown): string {
  const words = classifyError(error);
  return words.serverText ?? intl.formatMessage(BY_KIND[words.kind]);
}
