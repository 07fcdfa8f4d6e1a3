import { describe, expect, it } from 'vitest';
import { dailyAverage, formatDailyAverage } from './daily-average';

describe('posts per day (spec 2 section 9)', () => {
  const now = Date.parse('2026-01-11T12:00:00Z');

  it('divides statuses_count by the days since created_at, days rounded up', () => {
    expect(dailyAverage(100, '2026-01-01T00:00:00Z', now)).toBeCloseTo(100 / 11); // 11 days
    expect(dailyAverage(5, '2026-01-11T11:00:00Z', now)).toBe(5); // under a day counts as one
  });

  it('gives 0 for no posts or an unreadable date', () => {
    expect(dailyAverage(0, '2026-01-01T00:00:00Z', now)).toBe(0);
    expect(dailyAverage(5, 'not a date', now)).toBe(0);
  });

  it('keeps a quiet account above zero: 150 posts in three years', () => {
    const average = dailyAverage(150, '2023-01-11T12:00:00Z', now);
    expect(average).toBeGreaterThan(0);
    expect(formatDailyAverage(average, 'en')).toBe('0.1');
  });

  it('formats by size: whole from 10, one decimal from 1, one significant digit below', () => {
    expect(formatDailyAverage(12.6, 'en')).toBe('13');
    expect(formatDailyAverage(9.0909, 'en')).toBe('9.1');
    expect(formatDailyAverage(0.034, 'en')).toBe('0.03');
    expect(formatDailyAverage(0, 'en')).toBe('0');
    expect(formatDailyAverage(2.5, 'de')).toBe('2,5');
  });
});
