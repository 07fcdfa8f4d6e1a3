import { describe, expect, it } from 'vitest';
import {
  clampExpiry,
  defaultPoll,
  offeredUnits,
  pollForm,
  pollHasEnoughOptions,
  pollHasText,
  unitFor,
} from './poll-draft';

const limits = { max_options: 4, max_option_chars: 255, min_expiration: 300, max_expiration: 7200 };

describe('poll draft', () => {
  it('starts single choice with two empty options and ten minutes', () => {
    expect(defaultPoll()).toEqual({ options: ['', ''], multiple: false, expiresIn: 600 });
  });

  it('offers only the units the longest expiry allows', () => {
    expect(offeredUnits(limits)).toEqual(['minutes', 'hours']);
    expect(offeredUnits({ ...limits, max_expiration: 86_400 })).toEqual(['minutes', 'hours', 'days']);
  });

  it('clamps the amount between the shortest and longest expiry, in the unit', () => {
    expect(clampExpiry(1, 'minutes', limits)).toBe(300);
    expect(clampExpiry(500, 'minutes', limits)).toBe(7200);
    expect(clampExpiry(1, 'hours', limits)).toBe(3600);
    expect(clampExpiry(9, 'hours', limits)).toBe(7200);
    expect(clampExpiry(Number.NaN, 'minutes', limits)).toBe(300);
  });

  it('shows an expiry in the largest unit that expresses it exactly', () => {
    expect(unitFor(600, ['minutes', 'hours', 'days'])).toBe('minutes');
    expect(unitFor(7200, ['minutes', 'hours', 'days'])).toBe('hours');
    expect(unitFor(172_800, ['minutes', 'hours'])).toBe('hours');
  });

  it('needs two distinct non-empty options', () => {
    expect(pollHasEnoughOptions({ options: ['a', ''], multiple: false, expiresIn: 600 })).toBe(false);
    expect(pollHasEnoughOptions({ options: ['a', ' a '], multiple: false, expiresIn: 600 })).toBe(false);
    expect(pollHasEnoughOptions({ options: ['a', 'b', ''], multiple: false, expiresIn: 600 })).toBe(true);
    expect(pollHasText(defaultPoll())).toBe(false);
  });

  it('sends only the non-empty options', () => {
    expect(pollForm({ options: ['a', '', ' b '], multiple: true, expiresIn: 900 })).toEqual({
      options: ['a', 'b'],
      multiple: true,
      expires_in: 900,
    });
  });
});
