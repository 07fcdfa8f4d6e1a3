import { describe, expect, it } from 'vitest';
import { parseRemotesManifest } from './remotes-manifest';

describe('remotes manifest', () => {
  it('resolves relative manifest URLs against the manifest address', () => {
    const manifest = parseRemotesManifest(
      {
        remotes: {
          timelines: '/remotes/timelines/mf-manifest.json',
          mod: 'https://cdn.example/mod/mf-manifest.json',
        },
      },
      'https://murmur.example/static/remotes.json',
    );
    expect(manifest.remotes).toEqual({
      timelines: 'https://murmur.example/remotes/timelines/mf-manifest.json',
      mod: 'https://cdn.example/mod/mf-manifest.json',
    });
    expect(manifest.slots).toEqual({});
  });

  it('rejects a manifest without remotes or with invalid names', () => {
    expect(() => parseRemotesManifest({}, 'https://x.example/')).toThrow();
    expect(() => parseRemotesManifest({ remotes: { 'bad name': '/x' } }, 'https://x.example/')).toThrow();
  });
});
