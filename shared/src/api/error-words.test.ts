import { describe, expect, it } from 'vitest';
import { classifyError, isHumanSentence } from './error-words';
import { ApiError, InvalidResponseError, NetworkError } from './errors';

describe('isHumanSentence', () => {
  it.each([
    ['Validation failed: Text can’t be blank', true],
    ['Record not found', true],
    ['Your account is not allowed to do that.', true],
    ['invalid_request', false],
    ['not_found', false],
    ['Error: Unexpected status: 404', false],
    ['Error:', false],
    ['TypeError: x is undefined', false],
    ['Unexpected status: 404', false],
    ['404 Not Found', false],
    ['Not Found', false],
    ['Bad Gateway', false],
    ['<html><body>Bad gateway</body></html>', false],
    ['Something broke\n    at handler (server.js:1:1)', false],
    ['', false],
    ['  ', false],
    [42, false],
  ])('%j → %s', (text, expected) => {
    expect(isHumanSentence(text)).toBe(expected);
  });
});

describe('classifyError', () => {
  it('treats a missing call as something the server does not offer, whatever it says', () => {
    for (const status of [404, 405, 501]) {
      expect(classifyError(new ApiError(status, { error: 'Record not found' }))).toEqual({
        kind: 'unsupported',
      });
    }
  });

  it('shows a 422’s own sentence, but never an OAuth code', () => {
    expect(classifyError(new ApiError(422, { error: 'Validation failed: Text can’t be blank' }))).toEqual({
      kind: 'rejected',
      serverText: 'Validation failed: Text can’t be blank',
    });
    expect(classifyError(new ApiError(422, { error: 'invalid_request' }))).toEqual({ kind: 'rejected' });
    expect(classifyError(new ApiError(400, { error: 'invalid_request' }))).toEqual({ kind: 'rejected' });
  });

  it('sorts refusals, size, rate limits and server failures', () => {
    expect(classifyError(new ApiError(401, null))).toEqual({ kind: 'denied' });
    expect(classifyError(new ApiError(403, { error: 'Only moderators may do this.' }))).toEqual({
      kind: 'denied',
      serverText: 'Only moderators may do this.',
    });
    expect(classifyError(new ApiError(413, 'Request Entity Too Large'))).toEqual({ kind: 'too-large' });
    expect(classifyError(new ApiError(429, { error: 'Throttled' }))).toEqual({ kind: 'rate-limited' });
    expect(classifyError(new ApiError(500, { error: 'Database on fire' }))).toEqual({
      kind: 'server',
      serverText: 'Database on fire',
    });
    // A reason phrase is a status in words, not the server's explanation.
    expect(classifyError(new ApiError(500, { error: 'Internal Server Error' }))).toEqual({ kind: 'server' });
    expect(classifyError(new ApiError(422, { error: 'Unprocessable Entity' }))).toEqual({ kind: 'rejected' });
    expect(classifyError(new ApiError(503, null))).toEqual({ kind: 'server' });
  });

  it('tells an unreachable server from an unreadable reply and anything else', () => {
    expect(classifyError(new NetworkError())).toEqual({ kind: 'offline' });
    expect(classifyError(new TypeError('Failed to fetch'))).toEqual({ kind: 'offline' });
    expect(classifyError(new InvalidResponseError(200, '<html>', 'not JSON'))).toEqual({
      kind: 'unreadable',
    });
    expect(classifyError(new Error(''))).toEqual({ kind: 'unknown' });
    expect(classifyError('boom')).toEqual({ kind: 'unknown' });
  });
});
