import type { SubjectLineBehavior } from '@murmur/shared';
import type { DraftData } from './drafts';

/**
 * The content warning a reply starts with (spec 3 section 5, subjectLineBehavior): `email` puts
 * "re: " before the replied-to post's warning, `masto` copies it, `noop` leaves the field empty.
 * A warning that already starts with "re:" (or "re ") is not prefixed again, in either copying mode.
 */
export function replySubject(warning: string, behavior: SubjectLineBehavior): string {
  const subject = warning.trim();
  if (subject === '' || behavior === 'noop') return '';
  if (behavior === 'masto' || /^re[: ]/i.test(subject)) return subject;
  return `re: ${subject}`;
}

/**
 * sensitiveIfSubject (spec 3 section 3): a post that gains a content warning has its media marked
 * sensitive too. Only on the step from no warning to one, so the reader can still untick the box.
 */
export function withSubjectSensitivity(
  next: DraftData,
  previous: Pick<DraftData, 'spoilerText'>,
  sensitiveIfSubject: boolean,
): DraftData {
  if (!sensitiveIfSubject || next.nsfw) return next;
  if (previous.spoilerText.trim() === '' && next.spoilerText.trim() !== '') return { ...next, nsfw: true };
  return next;
}
