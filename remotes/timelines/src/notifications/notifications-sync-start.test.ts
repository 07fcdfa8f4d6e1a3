import {
  configureApiClient,
  EMPTY_INSTANCE,
  instance$,
  session$,
  setInstance,
  store,
  UNLOADED_INSTANCE,
} from '@murmur/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { startNotificationsSync } from './notifications-sync';

afterEach(() => {
  session$.next({ kind: 'anonymous' });
  instance$.next(UNLOADED_INSTANCE);
  store.reset();
});

describe('the notifications sync at the start of a session', () => {
  it('waits for the instance before its first round: what it asks depends on the server', async () => {
    const asked: string[] = [];
    configureApiClient({
      baseUrl: 'https://murmur.example',
      getToken: () => 't',
      fetch: (async (input: RequestInfo | URL) => {
        asked.push(new URL(String(input)).pathname);
        return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
      }) as typeof fetch,
    });
    instance$.next(UNLOADED_INSTANCE);
    session$.next({ kind: 'user', token: 't', accountId: 'me' });
    startNotificationsSync();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Signed in, the instance not read yet: nothing asked, not the read markers with defaults.
    expect(asked).toEqual([]);

    // A Pleroma server (`is_seen` on its notifications): no read markers, only the notifications.
    setInstance({
      ...EMPTY_INSTANCE,
      uri: 'https://murmur.example',
      version: '2.7.2 (compatible; Pleroma 2.7.0)',
    });
    await expect.poll(() => asked).toContain('/api/v1/notifications');
    expect(asked).not.toContain('/api/v1/markers');
  });
});
