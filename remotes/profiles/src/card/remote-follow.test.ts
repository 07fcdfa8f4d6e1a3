import { describe, expect, it } from 'vitest';
import { remoteFollowUrl, serverOfHandle } from './remote-follow';

describe('remote follow (a visitor on a local user’s card)', () => {
  it('reads the visitor’s server from their handle', () => {
    expect(serverOfHandle('me@social.example')).toBe('social.example');
    expect(serverOfHandle(' @Me@Social.Example ')).toBe('social.example');
    expect(serverOfHandle('me@localhost:3000')).toBe('localhost:3000');
    for (const bad of [
      'me',
      'social.example',
      'me@',
      'me@javascript:alert(1)',
      'me@evil.example/path',
      'a b@c.example',
    ]) {
      expect(serverOfHandle(bad), bad).toBeNull();
    }
  });

  it('sends them to their server’s remote interaction page with the profile’s address', () => {
    expect(remoteFollowUrl('social.example', 'https://murmur.example/users/bob')).toBe(
      'https://social.example/authorize_interaction?uri=https%3A%2F%2Fmurmur.example%2Fusers%2Fbob',
    );
  });
});
