import { describe, expect, it } from 'vitest';
import { relativeTimeParts } from './relative-time-parts';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const ago = (ms: number) => relativeTimeParts(NOW - ms, NOW);
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

describe('time labels (spec 3 section 9)', () => {
  it("reads 'now' under 1 second", () => {
    expect(ago(0)).toEqual({ kind: 'now' });
    expect(ago(999)).toEqual({ kind: 'now' });
  });

  it('counts seconds, minutes, hours and days', () => {
    expect(ago(1 * S)).toMatchObject({ value: -1, unit: 'second' });
    expect(ago(59 * S)).toMatchObject({ value: -59, unit: 'second' });
    expect(ago(60 * S)).toMatchObject({ value: -1, unit: 'minute' });
    expect(ago(59 * MIN + 59 * S)).toMatchObject({ value: -59, unit: 'minute' });
    expect(ago(H)).toMatchObject({ value: -1, unit: 'hour' });
    expect(ago(23 * H)).toMatchObject({ value: -23, unit: 'hour' });
    expect(ago(D)).toMatchObject({ value: -1, unit: 'day' });
    expect(ago(6 * D)).toMatchObject({ value: -6, unit: 'day' });
  });

  it('counts a week as 7 days, a month as 30 days and a year as 365.25 days', () => {
    expect(ago(7 * D)).toMatchObject({ value: -1, unit: 'week' });
    expect(ago(29 * D)).toMatchObject({ value: -4, unit: 'week' });
    expect(ago(30 * D)).toMatchObject({ value: -1, unit: 'month' });
    expect(ago(365 * D)).toMatchObject({ value: -12, unit: 'month' });
    expect(ago(365.25 * D)).toMatchObject({ value: -1, unit: 'year' });
    expect(ago(3 * 365.25 * D)).toMatchObject({ value: -3, unit: 'year' });
  });

  it('marks times in the future and rounds them up', () => {
    expect(relativeTimeParts(NOW + 90 * S, NOW)).toEqual({
      kind: 'relative',
      value: 2,
      unit: 'minute',
      future: true,
    });
    expect(ago(90 * S)).toEqual({ kind: 'relative', value: -1, unit: 'minute', future: false });
  });

  it('honours a larger now threshold', () => {
    expect(relativeTimeParts(NOW - 5 * S, NOW, 10)).toEqual({ kind: 'now' });
  });
});
