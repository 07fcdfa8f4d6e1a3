import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api/errors';
import { describeError } from './error-messages';

const english = createIntl({ locale: 'en', messages: {} });

describe('describeError', () => {
  it('words each failure without a status phrase, a code or an "Error:" prefix', () => {
    const texts = [
      describeError(english, new ApiError(404, null)),
      describeError(english, new ApiError(400, { error: 'invalid_request' })),
      describeError(english, new ApiError(500, null)),
      describeError(english, new NetworkError('Failed to fetch')),
      describeError(english, new Error('')),
    ];
    expect(texts).toEqual([
      'This server does not offer this.',
      'The server did not accept this.',
      'The server had a problem. Try again later.',
      'The server could not be reached. Check your connection and try again.',
      'Something went wrong. Try again.',
    ]);
    for (const text of texts) expect(text).not.toMatch(/Unexpected status|invalid_request|^Error:|\d{3}/);
  });

  it('shows the server’s own sentence when it sent one', () => {
    expect(
      describeError(english, new ApiError(422, { error: 'Validation failed: Text can’t be blank' })),
    ).toBe('Validation failed: Text can’t be blank');
  });

  it('reads the words from the part’s catalogue', () => {
    const german = createIntl({
      locale: 'de',
      messages: { 'error_words.unsupported': 'Dieser Server bietet das nicht an.' },
    });
    expect(describeError(german, new ApiError(405, null))).toBe('Dieser Server bietet das nicht an.');
  });
});
