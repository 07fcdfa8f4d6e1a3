import { beforeEach, describe, expect, it } from 'vitest';
import {
  DRAFTS_KEY,
  type DraftData,
  draftKey,
  draftOwner,
  loadDraft,
  removeDraft,
  saveDraft,
} from './drafts';
import { draftPosted, onDraftPosted } from './posted-drafts';

const data = (status: string): DraftData => ({
  status,
  spoilerText: '',
  visibility: 'public',
  contentType: 'text/plain',
  nsfw: false,
  language: null,
});

const ALICE = draftOwner('1', 'https://social.example');
const BOB = draftOwner('2', 'https://social.example');
const ALICE_ELSEWHERE = draftOwner('1', 'other.example');

beforeEach(() => localStorage.clear());

describe('drafts (spec 3 section 3)', () => {
  it('keys a new post, a reply and a quote as the spec says', () => {
    expect(draftKey()).toBe('status');
    expect(draftKey('12')).toBe('reply:12');
    expect(draftKey(undefined, '9')).toBe('quote:9');
  });

  it('names the owner by account and instance host', () => {
    expect(ALICE).toBe('1@social.example');
    expect(ALICE_ELSEWHERE).toBe('1@other.example');
  });

  it('keeps a draft under the drafts key, by owner, with updatedAt and data', () => {
    saveDraft(ALICE, 'status', data('hello'), localStorage, 1000);
    expect(JSON.parse(localStorage.getItem(DRAFTS_KEY) ?? '{}')).toEqual({
      [ALICE]: { status: { updatedAt: 1000, data: data('hello') } },
    });
    expect(loadDraft(ALICE, 'status')?.data.status).toBe('hello');
  });

  it('shows one account’s draft to nobody else, on this instance or another', () => {
    saveDraft(ALICE, 'status', data('alice writes'));
    expect(loadDraft(BOB, 'status')).toBeNull();
    expect(loadDraft(ALICE_ELSEWHERE, 'status')).toBeNull();
    saveDraft(BOB, 'status', data('bob writes'));
    removeDraft(BOB, 'status');
    expect(loadDraft(ALICE, 'status')?.data.status).toBe('alice writes');
  });

  it('shows a draft stored before drafts had owners to nobody', () => {
    localStorage.setItem(DRAFTS_KEY, JSON.stringify({ status: { updatedAt: 1, data: data('whose?') } }));
    expect(loadDraft(ALICE, 'status')).toBeNull();
    expect(loadDraft('status', 'data')).toBeNull();
  });

  it('removes the draft when the post is emptied, and on request', () => {
    saveDraft(ALICE, 'reply:1', data('x'));
    saveDraft(ALICE, 'reply:1', data('   '));
    expect(loadDraft(ALICE, 'reply:1')).toBeNull();
    saveDraft(ALICE, 'status', data('y'));
    removeDraft(ALICE, 'status');
    expect(loadDraft(ALICE, 'status')).toBeNull();
  });

  it('keeps the idempotency key with the draft', () => {
    saveDraft(ALICE, 'quote:3', { ...data('q'), idempotencyKey: 'k-1' });
    expect(loadDraft(ALICE, 'quote:3')?.data.idempotencyKey).toBe('k-1');
  });

  it('survives a corrupt storage entry', () => {
    localStorage.setItem(DRAFTS_KEY, '{not json');
    expect(loadDraft(ALICE, 'status')).toBeNull();
    expect(saveDraft(ALICE, 'status', data('z'))).toBe(true);
    expect(loadDraft(ALICE, 'status')?.data.status).toBe('z');
  });

  it('deletes a posted draft and tells the forms still holding it, only them', () => {
    saveDraft(ALICE, 'status', data('posted'));
    saveDraft(BOB, 'status', data('not posted'));
    const told: string[] = [];
    const stopAlice = onDraftPosted(ALICE, 'status', () => told.push('alice'));
    const stopBob = onDraftPosted(BOB, 'status', () => told.push('bob'));
    draftPosted(ALICE, 'status');
    expect(told).toEqual(['alice']);
    expect(loadDraft(ALICE, 'status')).toBeNull();
    expect(loadDraft(BOB, 'status')?.data.status).toBe('not posted');
    stopAlice();
    draftPosted(ALICE, 'status');
    expect(told).toEqual(['alice']);
    stopBob();
  });
});
