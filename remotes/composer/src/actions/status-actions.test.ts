import '../testing/setup-dom';
import { store } from '@murmur/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { isDeleted } from '../status/gravestones';
import { fakeApi } from '../testing/fake-api';
import { putStatus, statusJson } from '../testing/fixtures';
import { deleteStatus, toggleStatusAction } from './status-actions';

beforeEach(() => store.reset());

describe('post actions (spec 3 section 4)', () => {
  it('favourites at once and takes the server reply', async () => {
    putStatus(statusJson({ id: 's1', favourites_count: 2, favourited: false }));
    const api = fakeApi();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.reply('POST /api/v1/statuses/s1/favourite', {
      body: statusJson({ id: 's1', favourites_count: 5, favourited: true }),
      gate,
    });
    const done = toggleStatusAction('s1', 'favourite', true);
    expect(store.statuses.get('s1')).toMatchObject({ favourited: true, favourites_count: 3 });
    release();
    await done;
    expect(store.statuses.get('s1')).toMatchObject({ favourited: true, favourites_count: 5 });
  });

  it('puts the status back and rethrows when the server refuses', async () => {
    putStatus(statusJson({ id: 's2', reblogs_count: 1, reblogged: false }));
    const api = fakeApi();
    api.reply('POST /api/v1/statuses/s2/reblog', { status: 500, body: { error: 'boom' } });
    await expect(toggleStatusAction('s2', 'reblog', true)).rejects.toThrow();
    expect(store.statuses.get('s2')).toMatchObject({ reblogged: false, reblogs_count: 1 });
  });

  it('reads a repeat reply (the new repeat wrapping the original) into the original', async () => {
    putStatus(statusJson({ id: 's3', reblogs_count: 0 }));
    const api = fakeApi();
    api.reply('POST /api/v1/statuses/s3/reblog', {
      body: statusJson({ id: 'r1', reblog: statusJson({ id: 's3', reblogs_count: 1, reblogged: true }) }),
    });
    await toggleStatusAction('s3', 'reblog', true);
    expect(store.statuses.get('s3')).toMatchObject({ reblogged: true, reblogs_count: 1 });
  });

  it('marks a status deleted once the server agreed, not when it refuses', async () => {
    putStatus(statusJson({ id: 's4' }));
    const api = fakeApi();
    api.reply('DELETE /api/v1/statuses/s4', { status: 403, body: { error: 'Not yours' } });
    await expect(deleteStatus('s4')).rejects.toThrow();
    expect(isDeleted('s4')).toBe(false);
    api.reply('DELETE /api/v1/statuses/s4', { body: {} });
    await deleteStatus('s4');
    expect(isDeleted('s4')).toBe(true);
    // Kept for its gravestone, where the lists hold it.
    expect(store.statuses.get('s4')).toBeDefined();
  });
});
