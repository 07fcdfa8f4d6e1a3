import { ApiError, NetworkError } from '@murmur/shared';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { reasonOf } from './account-api';
import { failureText } from './list-state';

const intl = createIntl({ locale: 'en', messages: {} });

describe('failureText (settings outcomes)', () => {
  it('gives the server’s sentence as the reason', () => {
    expect(failureText(intl, new ApiError(422, { error: 'Invalid password.' }))).toBe(
      'That did not work: Invalid password.',
    );
  });

  it('words a missing call, a refusal and no connection instead of a status phrase or a code', () => {
    expect(failureText(intl, new ApiError(404, { error: 'Not found' }))).toBe(
      'That did not work: This server does not offer this.',
    );
    expect(failureText(intl, new ApiError(400, { error: 'invalid_request' }))).toBe(
      'That did not work: The server did not accept this.',
    );
    expect(failureText(intl, new NetworkError())).toBe(
      'That did not work: The server could not be reached. Check your connection and try again.',
    );
    expect(reasonOf(new ApiError(404, null))).toBeNull();
    expect(reasonOf(new Error('Error: Unexpected status: 404'))).toBeNull();
  });

  it('falls back to a plain "try again" for a failure it cannot sort', () => {
    expect(failureText(intl, new Error(''))).toBe('That did not work. Try again.');
  });
});
