import { isHumanSentence } from '@murmur/shared';

/**
 * Registration errors from the server as the text the form shows (spec 1 section 5): the server
 * sends an object of field to list of messages (Pleroma and Akkoma JSON-encode it inside `error`;
 * some versions send the object itself); each message is shown as the field name with underscores
 * as spaces, capitalised, then the message, ending in a period. The account identifier (`ap_id`)
 * is shown as username, and so is `nickname`, which the form calls Username.
 */

type FieldErrors = Record<string, unknown>;

const FIELD_ALIASES: Record<string, string> = { ap_id: 'username', nickname: 'username' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJsonObject(text: string): FieldErrors | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Finds the field-to-messages object in a reply body, whichever shape the server used. */
function fieldErrorsOf(body: unknown): FieldErrors | null {
  if (typeof body === 'string') return parseJsonObject(body);
  if (!isRecord(body)) return null;
  const { error, errors, details } = body;
  if (typeof error === 'string') {
    const parsed = parseJsonObject(error);
    if (parsed) return parsed;
  }
  if (isRecord(error)) return error;
  if (isRecord(errors)) return errors;
  // Mastodon: { error: 'Validation failed: ...', details: { username: [{ error, description }] } }
  if (isRecord(details)) return details;
  return null;
}

function messagesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  const out: string[] = [];
  for (const item of list) {
    if (typeof item === 'string' && item.trim()) out.push(item.trim());
    else if (isRecord(item) && typeof item.description === 'string') out.push(item.description.trim());
  }
  return out;
}

function fieldLabel(field: string): string {
  const name = (FIELD_ALIASES[field] ?? field).replace(/_/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** 'Username has already been taken.' for `{ nickname: ['has already been taken'] }`. */
export function humanizeFieldErrors(errors: FieldErrors): string[] {
  const out: string[] = [];
  for (const [field, value] of Object.entries(errors)) {
    for (const message of messagesOf(value)) out.push(sentence(`${fieldLabel(field)} ${message}`));
  }
  return out;
}

/**
 * The texts to show for a failed registration reply body: the humanised field errors, or the
 * server's own message when it sent no field errors, or nothing (the caller shows a generic
 * error then).
 */
export function registrationErrorTexts(body: unknown): string[] {
  const fields = fieldErrorsOf(body);
  if (fields) {
    const texts = humanizeFieldErrors(fields);
    if (texts.length > 0) return texts;
  }
  // Only sentences for people: a bare OAuth code ('invalid_request') or a status phrase falls
  // through to the caller's generic text.
  if (isRecord(body)) {
    const message = [body.error, body.error_description].find(isHumanSentence);
    if (message) return [message.trim()];
  }
  if (isHumanSentence(body)) return [body.trim()];
  return [];
}
