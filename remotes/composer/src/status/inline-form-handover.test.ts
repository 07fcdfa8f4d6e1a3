import { describe, expect, it } from 'vitest';
import { handOverInlineForm, takeOverInlineForm, takeOverInlineFormState } from './inline-form-handover';

describe('the inline form handed between two displays of one post', () => {
  it('goes to a display of the same post that mounts at once, and only once', () => {
    handOverInlineForm('1', 'reply', 100);
    expect(takeOverInlineForm('2', 100)).toBeNull();
    expect(takeOverInlineForm('1', 150)).toBe('reply');
    expect(takeOverInlineForm('1', 160)).toBeNull();
  });
  it('is not taken by a display that comes later', () => {
    handOverInlineForm('1', 'quote', 100);
    expect(takeOverInlineForm('1', 5_000)).toBeNull();
  });
});

describe('the focus handed over with the form', () => {
  it('says whether the form that went held the focus', () => {
    handOverInlineForm('3', 'reply', 100, true);
    expect(takeOverInlineFormState('3', 120)).toEqual({ form: 'reply', focused: true });
    handOverInlineForm('3', 'reply', 200);
    expect(takeOverInlineFormState('3', 220)).toEqual({ form: 'reply', focused: false });
  });
});
