import { describe, expect, it } from 'vitest';
import * as c from './index';

describe('business constants (spec section 9)', () => {
  it('has the timing and size values the spec names', () => {
    expect({
      PAGE_SIZE: c.PAGE_SIZE,
      TIMELINE_POLL_MS: c.TIMELINE_POLL_MS,
      SOCKET_RESTART_DELAY_MS: c.SOCKET_RESTART_DELAY_MS,
      SOCKET_RESTART_MULTIPLIER_CAP: c.SOCKET_RESTART_MULTIPLIER_CAP,
      PING_INTERVAL_MS: c.PING_INTERVAL_MS,
      NOTICE_TIMEOUT_MS: c.NOTICE_TIMEOUT_MS,
      SETTINGS_SAVED_NOTICE_MS: c.SETTINGS_SAVED_NOTICE_MS,
      MOBILE_BREAKPOINT: c.MOBILE_BREAKPOINT,
      WIDE_BREAKPOINT: c.WIDE_BREAKPOINT,
      RECENT_EMOJI_CAP: c.RECENT_EMOJI_CAP,
      DEFAULT_TEXT_LIMIT: c.DEFAULT_TEXT_LIMIT,
      LISTS_POLL_MS: c.LISTS_POLL_MS,
      VISIBLE_STATUSES_AFTER_SHOW_NEW: c.VISIBLE_STATUSES_AFTER_SHOW_NEW,
    }).toEqual({
      PAGE_SIZE: 20,
      TIMELINE_POLL_MS: 20000,
      SOCKET_RESTART_DELAY_MS: 1000,
      SOCKET_RESTART_MULTIPLIER_CAP: 3,
      PING_INTERVAL_MS: 30000,
      NOTICE_TIMEOUT_MS: 5000,
      SETTINGS_SAVED_NOTICE_MS: 2000,
      MOBILE_BREAKPOINT: 800,
      WIDE_BREAKPOINT: 1280,
      RECENT_EMOJI_CAP: 42,
      DEFAULT_TEXT_LIMIT: 5000,
      LISTS_POLL_MS: 240000,
      VISIBLE_STATUSES_AFTER_SHOW_NEW: 50,
    });
  });

  it('keeps the poll-limit fallbacks and their instance-shaped form in step', () => {
    expect(c.DEFAULT_POLL_LIMITS).toEqual({
      max_options: c.POLL_MAX_OPTIONS,
      max_option_chars: c.POLL_MAX_OPTION_CHARS,
      min_expiration: c.POLL_MIN_EXPIRATION_S,
      max_expiration: c.POLL_MAX_EXPIRATION_S,
    });
    expect([
      c.POLL_MAX_OPTIONS,
      c.POLL_MAX_OPTION_CHARS,
      c.POLL_MIN_EXPIRATION_S,
      c.POLL_MAX_EXPIRATION_S,
    ]).toEqual([4, 255, 60, 86400]);
    expect(c.MOBILE_BREAKPOINT).toBeLessThan(c.WIDE_BREAKPOINT);
  });
});
