import { describe, expect, it } from 'vitest';
import { busyRetryDelay } from './busy-retry';

describe('retrying a busy server at start-up', () => {
  it('retries 429 and 503 by itself, with a growing delay capped at a minute', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => busyRetryDelay(429, n))).toEqual([5, 10, 20, 40, 60, 60]);
    expect(busyRetryDelay(503, 1)).toBe(5);
  });

  it('leaves other failures to the Retry button', () => {
    expect(busyRetryDelay(500, 1)).toBeUndefined();
    expect(busyRetryDelay(null, 1)).toBeUndefined();
  });
});
