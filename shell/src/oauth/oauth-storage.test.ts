import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../auth/auth-test-kit';
import { createOAuthStorage, EMPTY_OAUTH_RECORD } from './oauth-storage';

describe('OAuth storage', () => {
  it('keeps one record per instance origin', () => {
    const local = memoryStorage();
    const storage = createOAuthStorage(local);
    storage.update('https://a.example', { clientId: 'a', clientSecret: 'as', userToken: 'ta' });
    storage.update('https://b.example/', { userToken: 'tb' });
    expect(storage.read('https://a.example/')).toEqual({
      clientId: 'a',
      clientSecret: 'as',
      userToken: 'ta',
    });
    expect(storage.read('https://b.example')).toEqual({
      clientId: null,
      clientSecret: null,
      userToken: 'tb',
    });
    expect(storage.read('https://c.example')).toEqual(EMPTY_OAUTH_RECORD);
    expect(local.getItem('murmur:oauth:https://a.example')).toContain('"userToken":"ta"');
  });

  it('survives a new page over the same browser storage', () => {
    const local = memoryStorage();
    createOAuthStorage(local).update('https://a.example', { userToken: 't' });
    expect(createOAuthStorage(local).read('https://a.example').userToken).toBe('t');
  });

  it('removes the record once it holds nothing', () => {
    const local = memoryStorage();
    const storage = createOAuthStorage(local);
    storage.update('https://a.example', { userToken: 't' });
    storage.update('https://a.example', { userToken: null });
    expect(local.length).toBe(0);
  });

  it('ignores a record it cannot read', () => {
    const local = memoryStorage();
    local.setItem('murmur:oauth:https://a.example', '{not json');
    expect(createOAuthStorage(local).read('https://a.example')).toEqual(EMPTY_OAUTH_RECORD);
  });

  it('keeps everything in memory when browser storage is unavailable', () => {
    const storage = createOAuthStorage(null);
    expect(storage.persistent).toBe(false);
    storage.update('https://a.example', { userToken: 't' });
    expect(storage.read('https://a.example').userToken).toBe('t');
  });

  it('falls back to memory when a write is refused (quota)', () => {
    const local = memoryStorage();
    local.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const storage = createOAuthStorage(local);
    storage.update('https://a.example', { userToken: 't' });
    expect(storage.persistent).toBe(false);
    expect(storage.read('https://a.example').userToken).toBe('t');
  });
});
