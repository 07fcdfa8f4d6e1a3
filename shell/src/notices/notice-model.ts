import {
  type BusEventOf,
  NOTICE_TIMEOUT_MS,
  type NoticeLevel,
  SETTINGS_SAVED_NOTICE_MS,
} from '@murmur/shared';

export interface Notice {
  id: number;
  level: NoticeLevel;
  messageKey: string;
  messageArgs: Record<string, string | number>;
  timeoutMs: number;
  /** The raising part's own text, when it sent one. */
  text?: string;
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
  };
}
