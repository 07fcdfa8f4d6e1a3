import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFTS_KEY, type DraftData, draftKey, loadDraft, removeDraft, saveDraft } from './drafts';

const data = (status: string): DraftData => ({
  status,
  spoilerText: '',
  visibility: 'public',
  contentType: 'text/plain',
  nsfw: false,
  language: null,
});

beforeEach(() => localStorage.clear());

describe('drafts (spec 3 section 3)', () => {
  it('keys a new post, a reply and a quote as the spec says', () => {
    expect(draftKey()).toBe('status');
    expect(draftKey('12')).toBe('reply:12');
    expect(draftKey(undefined, '9')).toBe('quote:9');
  });

  it('keeps a draft under the drafts key with updatedAt and data', () => {
    saveDraft('status', data('hello'), localStorage, 1000);
    expect(JSON.parse(localStorage.getItem(DRAFTS_KEY) ?? '{}')).toEqual({
      status: { updatedAt: 1000, data: data('hello') },
    });
    expect(loadDraft('status')?.data.status).toBe('hello');
  });

  it('removes the draft when the post is emptied, and on request', () => {
    saveDraft('reply:1', data('x'));
    saveDraft('reply:1', data('   '));
    expect(loadDraft('reply:1')).toBeNull();
    saveDraft('status', data('y'));
    removeDraft('status');
    expect(loadDraft('status')).toBeNull();
  });

  it('survives a corrupt storage entry', () => {
    localStorage.setItem(DRAFTS_KEY, '{not json');
    expect(loadDraft('status')).toBeNull();
    expect(saveDraft('status', data('z'))).toBe(true);
    expect(loadDraft('status')?.data.status).toBe('z');
  });
});
