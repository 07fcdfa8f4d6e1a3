import {
  DEFAULT_POLL_EXPIRY_S,
  DEFAULT_POLL_LIMITS,
  DEFAULT_POLL_OPTION_COUNT,
  type PollLimits,
} from '@murmur/shared';

/** A poll being written (spec 3 section 3 'Poll draft'). */
export interface PollDraft {
  options: string[];
  multiple: boolean;
  /** Seconds. */
  expiresIn: number;
}

export type ExpiryUnit = 'minutes' | 'hours' | 'days';

export const UNIT_SECONDS: Record<ExpiryUnit, number> = { minutes: 60, hours: 3600, days: 86_400 };
const UNITS: ExpiryUnit[] = ['minutes', 'hours', 'days'];

export function defaultPoll(): PollDraft {
  return {
    options: Array.from({ length: DEFAULT_POLL_OPTION_COUNT }, () => ''),
    multiple: false,
    expiresIn: DEFAULT_POLL_EXPIRY_S,
  };
}

/** A unit is offered only when the longest expiry allows at least one of it. */
export function offeredUnits(limits: PollLimits = DEFAULT_POLL_LIMITS): ExpiryUnit[] {
  return UNITS.filter((unit) => limits.max_expiration >= UNIT_SECONDS[unit]);
}

/** The largest offered unit that expresses the expiry exactly (10 minutes stays minutes). */
export function unitFor(seconds: number, units: readonly ExpiryUnit[]): ExpiryUnit {
  for (const unit of [...units].reverse()) if (seconds % UNIT_SECONDS[unit] === 0) return unit;
  return units[0] ?? 'minutes';
}

/** The amount in the chosen unit, clamped between the instance's shortest and longest expiry. */
export function clampExpiry(
  amount: number,
  unit: ExpiryUnit,
  limits: PollLimits = DEFAULT_POLL_LIMITS,
): number {
  const size = UNIT_SECONDS[unit];
  const min = Math.max(1, Math.ceil(limits.min_expiration / size));
  const max = Math.max(min, Math.floor(limits.max_expiration / size));
  const whole = Number.isFinite(amount) ? Math.round(amount) : min;
  return Math.min(max, Math.max(min, whole)) * size;
}

/** True when the draft has any option text at all: only then is the poll sent (spec 3). */
export function pollHasText(poll: PollDraft): boolean {
  return poll.options.some((option) => option.trim() !== '');
}

/** At least 2 distinct non-empty options, else 'polls.not_enough_options' blocks posting. */
export function pollHasEnoughOptions(poll: PollDraft): boolean {
  const distinct = new Set(poll.options.map((o) => o.trim()).filter((o) => o !== ''));
  return distinct.size >= 2;
}

/** The poll as POST /api/v1/statuses takes it: empty rows left out. */
export function pollForm(poll: PollDraft): { options: string[]; multiple: boolean; expires_in: number } {
  return {
    options: poll.options.map((o) => o.trim()).filter((o) => o !== ''),
    multiple: poll.multiple,
    expires_in: poll.expiresIn,
  };
}
