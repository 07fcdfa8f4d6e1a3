/**
 * Spec 2 section 9: statuses per day since the account was made, days rounded up. Not rounded
 * here: a three-year-old account with a post a week averages 0.14, which must not read as 0.
 */
export function dailyAverage(statusesCount: number, createdAt: string, now = Date.now()): number {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created) || statusesCount <= 0) return 0;
  const days = Math.max(1, Math.ceil((now - created) / 86_400_000));
  return statusesCount / days;
}

/**
 * The average as a reader wants it: whole numbers from 10, one decimal from 1, and below 1 the
 * first significant digit (0.03), so a quiet account is not shown as silent.
 */
export function formatDailyAverage(average: number, locale: string): string {
  if (average >= 10) return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(average);
  if (average >= 1) return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(average);
  return new Intl.NumberFormat(locale, { maximumSignificantDigits: 1 }).format(average);
}
