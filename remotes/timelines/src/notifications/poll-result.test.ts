import { type Poll, pollSchema } from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import { pollResult } from './poll-result';

const poll = (counts: (number | null)[]) =>
  pollSchema.parse({
    id: 'p',
    expires_at: '2020-01-01T00:00:00Z',
    expired: true,
    multiple: false,
    votes_count: 0,
    options: counts.map((votes_count, i) => ({ title: `option ${i}`, votes_count })),
    emojis: [],
  }) as Poll;

describe('an ended poll’s result', () => {
  it('is the leading option (the first of a tie) with its share', () => {
    expect(pollResult(poll([1, 3]))).toEqual({ title: 'option 1', share: 0.75 });
    expect(pollResult(poll([2, 2]))).toEqual({ title: 'option 0', share: 0.5 });
  });
  it('is nothing without votes or with hidden counts', () => {
    expect(pollResult(poll([0, 0]))).toBeNull();
    expect(pollResult(poll([null, 3]))).toBeNull();
  });
});
