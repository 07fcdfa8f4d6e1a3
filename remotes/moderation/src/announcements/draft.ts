import type { Announcement } from '@murmur/shared';
import type { AnnouncementDraft } from '../api/admin-api';

/** The form's fields as typed: datetime-local values ('' for none). */
export interface AnnouncementForm {
  content: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
}

export const EMPTY_FORM: AnnouncementForm = { content: '', startsAt: '', endsAt: '', allDay: false };

/** An ISO time as a datetime-local value in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The form of an announcement being edited (the raw text when the server sends it). */
export function formOf(announcement: Announcement): AnnouncementForm {
  const raw = announcement.pleroma.raw_content;
  return {
    content: raw || announcement.content.replace(/<br\s*\/?>/g, '\n').replace(/<[^>]+>/g, ''),
    startsAt: toLocalInput(announcement.starts_at),
    endsAt: toLocalInput(announcement.ends_at),
    allDay: announcement.all_day,
  };
}

export type DraftProblem = 'empty' | 'end-before-start';

/** Checks the form and turns it into what the server takes; a problem names what to fix. */
export function draftOf(form: AnnouncementForm): { draft: AnnouncementDraft } | { problem: DraftProblem } {
  const content = form.content.trim();
  if (!content) return { problem: 'empty' };
  const iso = (value: string) => (value ? new Date(value).toISOString() : null);
  const startsAt = iso(form.startsAt);
  const endsAt = iso(form.endsAt);
  if (startsAt && endsAt && endsAt <= startsAt) return { problem: 'end-before-start' };
  return { draft: { content, startsAt, endsAt, allDay: form.allDay } };
}
