import { MONTH_DAYS, NOW_THRESHOLD_S, WEEK_DAYS, YEAR_DAYS } from '@murmur/shared/core';

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** A time label: 'now', or a signed amount of one unit (negative in the past). */
export type RelativeTimeParts =
  | { kind: 'now' }
  | { kind: 'relative'; value: number; unit: RelativeUnit; future: boolean };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = WEEK_DAYS * DAY;
const MONTH = MONTH_DAYS * DAY;
const YEAR = YEAR_DAYS * DAY;

/**
 * The spec's time label (spec 3 section 9): under `nowThresholdS` seconds reads 'now'; then
 * seconds, minutes, hours, days, weeks (7 d), months (30 d) and years (365.25 d). Past amounts
 * round down, future ones up, as Akkoma-FE does.
 */
export function relativeTimeParts(
  then: number,
  now: number,
  nowThresholdS = NOW_THRESHOLD_S,
): RelativeTimeParts {
  const distance = Math.abs(now - then);
  if (distance < nowThresholdS * SECOND) return { kind: 'now' };
  const future = then > now;
  const round = future ? Math.ceil : Math.floor;
  const [size, unit]: [number, RelativeUnit] =
    distance < MINUTE
      ? [SECOND, 'second']
      : distance < HOUR
        ? [MINUTE, 'minute']
        : distance < DAY
          ? [HOUR, 'hour']
          : distance < WEEK
            ? [DAY, 'day']
            : distance < MONTH
              ? [WEEK, 'week']
              : distance < YEAR
                ? [MONTH, 'month']
                : [YEAR, 'year'];
  const amount = round(distance / size);
  return { kind: 'relative', value: future ? amount : -amount, unit, future };
}
