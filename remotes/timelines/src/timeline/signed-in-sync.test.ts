import { session$ } from '@murmur/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';

const started = vi.fn();
vi.mock('./signed-in-sync-start', () => ({ startSignedInSync: started }));

afterEach(() => session$.next({ kind: 'anonymous' }));

describe('following a signed-in reader (decision 0255)', () => {
  it('fetches and starts the notifications and announcements followers only once a session is a user’s', async () => {
    const { followSignedInReader } = await import('./signed-in-sync');
    session$.next({ kind: 'anonymous' });
    followSignedInReader();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).not.toHaveBeenCalled();
    session$.next({ kind: 'user', token: 't', accountId: 'me' });
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(1));
    // Signing out and in again does not start them twice: they follow the session themselves.
    session$.next({ kind: 'anonymous' });
    session$.next({ kind: 'user', token: 't2', accountId: 'me' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toHaveBeenCalledTimes(1);
  });
});
