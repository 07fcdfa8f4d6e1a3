import {
  type Capabilities,
  configureApiClient,
  DEFAULT_FRONTEND_CONFIG,
  getApiClient,
  NO_CAPABILITIES,
  resetPreference,
  setPreferences,
} from '@murmur/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAGES } from './early-requests';
import { requestEarlyTimeline } from './early-timeline';

const OPEN: Capabilities = {
  ...NO_CAPABILITIES,
  publicTimelineVisibleSignedOut: true,
  federatedTimelineVisibleSignedOut: true,
};

// The page-wide client keeps an early request until it is taken, so each test asks other pages.
describe('the first page asked by start-up (decision 0016)', () => {
  let asked: string[];

  beforeEach(() => {
    asked = [];
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const token = new Headers(init?.headers).get('Authorization');
      asked.push(`${String(url)}${token ? ` (${token})` : ''}`);
      return new Response('[]', { headers: { 'Content-Type': 'application/json' } });
    });
    configureApiClient({ baseUrl: 'https://e.social', getToken: () => null, fetch });
  });

  afterEach(() => {
    resetPreference('replyVisibility');
    configureApiClient({ baseUrl: '', getToken: () => null });
  });

  it('asks the public timelines exactly as the timelines remote will', () => {
    // Each returns the address it sent, as the next start's memo keeps it.
    expect(requestEarlyTimeline('/main/all', null, OPEN)).toBe('/api/v1/timelines/public?limit=20');
    expect(requestEarlyTimeline('/main/public', null, OPEN)).toBe(
      '/api/v1/timelines/public?local=true&limit=20',
    );
    expect(asked).toEqual([
      'https://e.social/api/v1/timelines/public?limit=20',
      'https://e.social/api/v1/timelines/public?local=true&limit=20',
    ]);
  });

  it('asks home with the stored token and the reply-visibility preference, and only with a token', () => {
    setPreferences({ replyVisibility: 'following' });
    expect(requestEarlyTimeline('/main/friends', null, OPEN)).toBeNull();
    expect(requestEarlyTimeline('/main/friends', 'TOKEN', OPEN)).toBe(
      '/api/v1/timelines/home?limit=20&reply_visibility=following',
    );
    expect(asked).toEqual([
      'https://e.social/api/v1/timelines/home?limit=20&reply_visibility=following (Bearer TOKEN)',
    ]);
  });

  it('resolves / only once the configuration says where it goes', () => {
    expect(requestEarlyTimeline('/', null, OPEN)).toBeNull();
    expect(
      requestEarlyTimeline('/', null, OPEN, {
        ...DEFAULT_FRONTEND_CONFIG,
        redirectRootNoLogin: '/main/bubble',
      }),
    ).toBeTruthy();
    expect(
      requestEarlyTimeline('/', 'TOKEN', OPEN, {
        ...DEFAULT_FRONTEND_CONFIG,
        redirectRootLogin: '/main/public',
      }),
    ).toBeTruthy();
    expect(asked).toEqual([
      'https://e.social/api/v1/timelines/bubble?limit=20',
      'https://e.social/api/v1/timelines/public?local=true&limit=20 (Bearer TOKEN)',
    ]);
  });

  it('does not ask, as a visitor, what the server keeps for its users', () => {
    expect(
      requestEarlyTimeline('/main/all', null, { ...OPEN, federatedTimelineVisibleSignedOut: false }),
    ).toBeNull();
    expect(requestEarlyTimeline('/main/bubble', null, { ...OPEN, privateInstance: true })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('before the instance answers, asks only with a stored token', () => {
    expect(requestEarlyTimeline('/main/all', null, null)).toBeNull();
    expect(requestEarlyTimeline('/main/friends', null, null)).toBeNull();
    expect(requestEarlyTimeline('/main/friends', 'EARLY', null)).toBeTruthy();
    expect(asked).toEqual(['https://e.social/api/v1/timelines/home?limit=20 (Bearer EARLY)']);
  });

  it('before the instance answers, asks a visitor’s timeline the last start found readable', () => {
    expect(requestEarlyTimeline('/main/public', null, ['bubble'])).toBeNull();
    expect(requestEarlyTimeline('/main/friends', null, ['public', 'bubble'])).toBeNull();
    expect(asked).toEqual([]);
    // (the bubble's page is already held from an earlier test: the client sends it once)
    expect(requestEarlyTimeline('/main/bubble', null, ['bubble'])).toBeTruthy();
  });

  it('asks what the shell’s entry guesses, address for address, signed in and as a visitor', () => {
    for (const [path, { kind, address }] of Object.entries(FIRST_PAGES)) {
      expect(requestEarlyTimeline(path, 'TOKEN', OPEN)).toBe(address);
      if (kind !== 'friends') expect(requestEarlyTimeline(path, null, OPEN)).toBe(address);
    }
  });

  it('leaves every other screen to its remote', () => {
    for (const path of ['/tag/cats', '/lists/1', '/notice/1', '/alice', '/main/dms', '/settings']) {
      expect(requestEarlyTimeline(path, 'TOKEN', OPEN)).toBeNull();
    }
    expect(asked).toEqual([]);
    expect(getApiClient().prefetch).toBeTypeOf('function');
  });
});
