import { currentSessionOf } from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import { describeUserAgent, readTokens } from './sessions-data';

describe('sessions', () => {
  it('reads what the server sends, a zoneless date as UTC, and skips what has no id', () => {
    const tokens = readTokens([
      { id: 7, app_name: 'Murmur', valid_until: '2126-11-29T10:00:00.000000' },
      {
        id: '8',
        app_name: 'Other',
        valid_until: '2126-11-29T10:00:00Z',
        last_used_at: '2026-11-29T09:00:00Z',
        user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      },
      { app_name: 'No id' },
      'junk',
    ]);
    expect(tokens.map((t) => t.id)).toEqual(['7', '8']);
    expect(Date.parse(tokens[0]?.validUntil ?? '')).toBe(Date.UTC(2126, 10, 29, 10));
    expect(tokens[0]?.lastUsedAt).toBeNull();
    expect(tokens[1]?.lastUsedAt).toBe('2026-11-29T09:00:00Z');
    expect(describeUserAgent(tokens[1]?.userAgent ?? '')).toEqual({ browser: 'Firefox', system: 'Linux' });
  });

  it('marks the session whose validity is nearest the one worked out at issue', () => {
    const issued = { id: null, validUntil: Date.UTC(2126, 0, 1, 0, 0, 5), issuedAt: 0 };
    const sessions = [
      { id: 'a', validUntil: '2126-01-01T00:00:40Z' },
      { id: 'b', validUntil: '2126-01-01T00:00:04Z' },
      { id: 'c', validUntil: '2125-01-01T00:00:04Z' },
    ];
    expect(currentSessionOf(sessions, issued)?.id).toBe('b');
    expect(currentSessionOf([sessions[2] as (typeof sessions)[number]], issued)).toBeNull();
    expect(currentSessionOf(sessions, null)).toBeNull();
  });

  it('names the browser and its system', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', system: 'Linux' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', system: 'iOS' });
  });
});
