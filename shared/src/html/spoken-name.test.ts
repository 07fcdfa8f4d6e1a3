import { describe, expect, it } from 'vitest';
import { spokenName } from './spoken-name';

describe('spokenName', () => {
  it('leaves custom emoji shortcodes out', () => {
    expect(spokenName('Alice :blobcatheart:')).toBe('Alice');
    expect(spokenName(':murmur: Moderation  Team :murmur:')).toBe('Moderation Team');
  });
  it('says the emoji names, without colons, when the name is only emoji', () => {
    expect(spokenName(':blobcat: :blobfox:')).toBe('blobcat blobfox');
  });
  it('keeps colons that are not shortcodes (times, ratios)', () => {
    expect(spokenName('Meet at 10:30: Bob')).toBe('Meet at 10:30: Bob');
    expect(spokenName('Ratio 1:2:3')).toBe('Ratio 1:2:3');
  });
  it('falls back to the user name for an empty name', () => {
    expect(spokenName('  ', 'alice')).toBe('alice');
  });
});
