import {
  type BusEventOf,
  NOTICE_TIMEOUT_MS,
  type NoticeLevel,
  SETTINGS_SAVED_NOTICE_MS,
} from '@murmur/shared/core';

export interface Notice {
  id: number;
  level: NoticeLevel;
  messageKey: string;
  messageArgs: Record<string, string | number>;
  timeoutMs: number;
  /** The raising part's own text, when it sent one. */
  text?: string;
  /** Its name: a later notice with the same name replaces it; `notice/withdrawn` removes it. */
  noticeId?: string;
  /** One button (Retry, Log in). */
  action?: { messageKey: string; text?: string; run: () => void; keepsNotice?: boolean };
}

/** A timeout of 0 (or none that is finite) keeps the notice until it is closed or withdrawn. */
export function staysUntilClosed(notice: Notice): boolean {
  return !(Number.isFinite(notice.timeoutMs) && notice.timeoutMs > 0);
}

/**
 * Whether `later` says what `earlier` says (level, message, arguments, text) and neither offers a
 * button: a part that raises the same notice again then renews it instead of stacking a second
 * copy (browser storage failing is reported by start-up and by each later save).
 */
export function repeatsNotice(earlier: Notice, later: Notice): boolean {
  if (earlier.action || later.action) return false;
  if (earlier.level !== later.level || earlier.messageKey !== later.messageKey) return false;
  if ((earlier.text ?? '') !== (later.text ?? '')) return false;
  const keys = Object.keys(earlier.messageArgs);
  return (
    keys.length === Object.keys(later.messageArgs).length &&
    keys.every((key) => earlier.messageArgs[key] === later.messageArgs[key])
  );
}

/** The success notice of a settings save: 2 s instead of 5 (spec 1 section 9). */
export const SETTINGS_SAVED_KEY = 'settings.saving_ok';

let nextId = 1;

/** A notice from its bus event: error by default, 5 s by default, 2 s for the settings-saved success. */
export function noticeFrom(event: BusEventOf<'notice/raised'>): Notice {
  const level = event.level ?? 'error';
  const defaultTimeout =
    level === 'success' && event.messageKey === SETTINGS_SAVED_KEY
      ? SETTINGS_SAVED_NOTICE_MS
      : NOTICE_TIMEOUT_MS;
  return {
    id: nextId++,
    level,
    messageKey: event.messageKey,
    messageArgs: event.messageArgs ?? {},
    timeoutMs: event.timeoutMs ?? defaultTimeout,
    ...(event.text ? { text: event.text } : {}),
    ...(event.noticeId ? { noticeId: event.noticeId } : {}),
    ...(event.action ? { action: event.action } : {}),
  };
}
