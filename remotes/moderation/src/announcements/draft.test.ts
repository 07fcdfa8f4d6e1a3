import { describe, expect, it } from 'vitest';
import { draftOf, EMPTY_FORM } from './draft';

describe('the announcement form', () => {
  it('refuses an empty text', () => {
    expect(draftOf({ ...EMPTY_FORM, content: '   ' })).toEqual({ problem: 'empty' });
  });
  it('refuses an end before the start', () => {
    expect(
      draftOf({ content: 'x', startsAt: '2030-01-02T10:00', endsAt: '2030-01-02T09:00', allDay: false }),
    ).toEqual({
      problem: 'end-before-start',
    });
  });
  it('sends the trimmed text, ISO times (null when empty) and all day', () => {
    const result = draftOf({ content: ' Tea ', startsAt: '2030-01-02T10:00', endsAt: '', allDay: true });
    expect(result).toEqual({
      draft: {
        content: 'Tea',
        startsAt: new Date('2030-01-02T10:00').toISOString(),
        endsAt: null,
        allDay: true,
      },
    });
  });
});
