import { describe, expect, it } from 'vitest';
import type { DraftData } from './drafts';
import { replySubject, withSubjectSensitivity } from './reply-subject';

describe('replySubject', () => {
  it('email prefixes "re: " once', () => {
    expect(replySubject('spoilers', 'email')).toBe('re: spoilers');
    expect(replySubject('re: spoilers', 'email')).toBe('re: spoilers');
    expect(replySubject('RE: spoilers', 'email')).toBe('RE: spoilers');
  });
  it('masto copies, noop leaves it empty', () => {
    expect(replySubject('spoilers', 'masto')).toBe('spoilers');
    expect(replySubject('spoilers', 'noop')).toBe('');
  });
  it('no warning gives none', () => {
    expect(replySubject('  ', 'email')).toBe('');
  });
});

describe('withSubjectSensitivity', () => {
  const draft = (spoilerText: string, nsfw = false): DraftData => ({
    status: 'x',
    spoilerText,
    visibility: 'public',
    contentType: 'text/plain',
    nsfw,
    language: null,
  });
  it('marks the media sensitive when a warning is first written', () => {
    expect(withSubjectSensitivity(draft('cw'), draft(''), true).nsfw).toBe(true);
  });
  it('leaves the box alone afterwards and when the option is off', () => {
    expect(withSubjectSensitivity(draft('cw2'), draft('cw'), true).nsfw).toBe(false);
    expect(withSubjectSensitivity(draft('cw'), draft(''), false).nsfw).toBe(false);
  });
});
