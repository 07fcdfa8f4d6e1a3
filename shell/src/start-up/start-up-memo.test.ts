import { afterEach, describe, expect, it } from 'vitest';
import { readStartUpMemo, visitorTimelinesBy, writeStartUpMemo } from './start-up-memo';

const KEY = 'murmur:start-up-memo';

describe('the start-up memo', () => {
  afterEach(() => window.localStorage.removeItem(KEY));

  it('reads back what was written', () => {
    writeStartUpMemo({
      nodeinfoPath: '/nodeinfo/2.1.json',
      pleromaFiles: true,
      visitorTimelines: ['public'],
    });
    expect(readStartUpMemo()).toEqual({
      nodeinfoPath: '/nodeinfo/2.1.json',
      pleromaFiles: true,
      visitorTimelines: ['public'],
      firstManifests: [],
    });
  });

  it('ignores a memo of another version or shape, and keeps only local paths and known timelines', () => {
    expect(readStartUpMemo()).toBeNull();
    window.localStorage.setItem(KEY, '{not json');
    expect(readStartUpMemo()).toBeNull();
    window.localStorage.setItem(KEY, JSON.stringify({ version: 2, pleromaFiles: true }));
    expect(readStartUpMemo()).toBeNull();
    window.localStorage.setItem(
      KEY,
      JSON.stringify({
        version: 1,
        pleromaFiles: false,
        nodeinfoPath: '//elsewhere.example/nodeinfo',
        visitorTimelines: ['friends', 'bubble', 42],
        firstManifests: ['javascript:alert(1)', 'https://cdn.example/remotes/timelines/mf-manifest.json', 7],
      }),
    );
    expect(readStartUpMemo()).toEqual({
      nodeinfoPath: null,
      pleromaFiles: false,
      visitorTimelines: ['bubble'],
      firstManifests: ['https://cdn.example/remotes/timelines/mf-manifest.json'],
    });
  });

  it('lists the start-up timelines a visitor may read', () => {
    expect(visitorTimelinesBy((kind) => kind !== 'publicAndExternal')).toEqual(['public', 'bubble']);
  });
});
