import { describe, expect, it } from 'vitest';
import { nodeInfoPath } from './nodeinfo-path';

const rel = (version: string) => `http://nodeinfo.diaspora.software/ns/schema/${version}`;

describe('the nodeinfo document a server links (/.well-known/nodeinfo)', () => {
  it('prefers 2.1, then 2.0, and keeps only the path (read through the API’s own address)', () => {
    expect(
      nodeInfoPath({
        links: [
          { rel: rel('2.0'), href: 'https://social.example/nodeinfo/2.0' },
          { rel: rel('2.1'), href: 'https://social.example/nodeinfo/2.1.json?x=1' },
        ],
      }),
    ).toBe('/nodeinfo/2.1.json?x=1');
    expect(nodeInfoPath({ links: [{ rel: rel('2.0'), href: 'https://social.example/nodeinfo/2.0' }] })).toBe(
      '/nodeinfo/2.0',
    );
  });

  it('is null for documents it cannot read or schemes it will not use', () => {
    expect(nodeInfoPath({ links: [{ rel: rel('1.0'), href: 'https://x.example/n' }] })).toBeNull();
    expect(nodeInfoPath({ links: [{ rel: rel('2.0'), href: 'javascript:alert(1)' }] })).toBeNull();
    expect(nodeInfoPath('not json')).toBeNull();
  });
});
