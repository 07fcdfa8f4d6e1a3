import { describe, expect, it } from 'vitest';
import { readSummaries, readSynced, SYNCED_PROFILE_KEY, serverIsNewer } from './settings-profiles';

describe('settings profile sync (spec 3 section 4)', () => {
  it('takes the server copy only when its version is newer than the one this browser synced', () => {
    expect(serverIsNewer(3, { name: 'main', version: 2 }, 'main')).toBe(true);
    expect(serverIsNewer(2, { name: 'main', version: 2 }, 'main')).toBe(false);
    expect(serverIsNewer(1, { name: 'main', version: 5 }, 'main')).toBe(false);
    // A browser that never synced this profile takes any server copy.
    expect(serverIsNewer(1, { name: 'other', version: 9 }, 'main')).toBe(true);
    expect(serverIsNewer(1, null, 'main')).toBe(true);
  });

  it('reads the profile list leniently and the local record safely', () => {
    expect(readSummaries([{ name: 'main', version: 2 }, { name: '' }, null, { name: 'x' }])).toEqual([
      { name: 'main', version: 2 },
      { name: 'x', version: 0 },
    ]);
    expect(readSummaries({ not: 'a list' })).toEqual([]);
    const storage = (value: string | null) => ({
      getItem: (key: string) => (key === SYNCED_PROFILE_KEY ? value : null),
    });
    expect(readSynced(storage('{"name":"main","version":4}'))).toEqual({ name: 'main', version: 4 });
    expect(readSynced(storage('{broken'))).toBeNull();
    expect(readSynced(storage('{"name":1}'))).toBeNull();
  });
});

describe('logout', () => {
  it('forgets which settings profile this browser synced', async () => {
    const { bus } = await import('@murmur/shared');
    const { forgetAccountOnLogout } = await import('./forget-on-logout');
    forgetAccountOnLogout();
    localStorage.setItem(SYNCED_PROFILE_KEY, '{"name":"main","version":2}');
    bus.emit({ type: 'session/ended' });
    expect(localStorage.getItem(SYNCED_PROFILE_KEY)).toBeNull();
  });
});
