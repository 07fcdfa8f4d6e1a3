import { describe, expect, it } from 'vitest';
import { parseInstance } from '../entities/instance';
import { statedTextLimit } from './text-limit';

function stated(json: unknown, loaded = true) {
  const instance = parseInstance(json);
  if (!instance) throw new Error('unreadable');
  return statedTextLimit({ loaded, instance });
}

describe('statedTextLimit', () => {
  it("gives Pleroma's max_toot_chars", () => {
    expect(stated({ uri: 'a.example', max_toot_chars: 200000 })).toBe(200000);
  });
  it("gives Mastodon's configuration figure", () => {
    expect(stated({ uri: 'a.example', configuration: { statuses: { max_characters: 500 } } })).toBe(500);
  });
  it('keeps 0, no limit', () => {
    expect(stated({ uri: 'a.example', max_toot_chars: 0 })).toBe(0);
  });
  it('gives nothing before the instance is read', () => {
    expect(stated({ uri: 'a.example', max_toot_chars: 200000 }, false)).toBeNull();
  });
  it("gives nothing when the server names no limit (the client's default is not the server's)", () => {
    expect(stated({ uri: 'a.example' })).toBeNull();
  });
});
