import { ApiError, InvalidResponseError, NetworkError } from './errors';

/**
 * What kind of failure a reader is told about. The wording lives with react-intl
 * (`errorWordMessages` in the i18n folder); this only sorts an error into a kind, so each part
 * words it in the reader's language instead of showing a status phrase or an OAuth code.
 */
export type ErrorWordsKind =
  | 'unsupported'
  | 'denied'
  | 'too-large'
  | 'rejected'
  | 'rate-limited'
  | 'server'
  | 'offline'
  | 'unreadable'
  | 'unknown';

export interface ErrorWords {
  kind: ErrorWordsKind;
  /** The server's own sentence, when it sent one fit to show a reader (a 422's "Validation failed: …"). */
  serverText?: string;
}

/** An HTTP reason phrase sent as the text ("Not Found", "Internal Server Error"): a status, not words. */
const REASON_PHRASE =
  /^(bad request|unauthori[sz]ed|forbidden|not found|method not allowed|conflict|gone|payload too large|request entity too large|unprocessable (entity|content)|too many requests|internal server error|not implemented|bad gateway|service unavailable|gateway time-?out)\.?$/i;

/**
 * True when a server's `error` text reads as a sentence for people: not an OAuth or machine code
 * (`invalid_request`, `not_found`), not a status phrase, a stack, markup or an "Error:" prefix.
 */
export function isHumanSentence(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const trimmed = text.trim();
  if (trimmed.length < 3 || trimmed.length > 500) return false;
  if (!/\p{L}/u.test(trimmed)) return false;
  // One word of letters, digits and _ . - is a code, not a sentence.
  if (/^[\p{L}\d_.:-]+$/u.test(trimmed) && !/\s/.test(trimmed)) return false;
  if (/^\w*(Error|Exception)\b\s*:?/.test(trimmed)) return false;
  if (/^(Unexpected status|HTTP\b|\d{3}\b)/i.test(trimmed)) return false;
  if (REASON_PHRASE.test(trimmed)) return false;
  if (/\n\s+at\s|[<>]/.test(trimmed)) return false;
  return true;
}

/** Statuses that mean the server lacks the call (a Pleroma or Akkoma extra on another server). */
const UNSUPPORTED = new Set([404, 405, 501]);

/** Sorts a failed call into the kind of failure a reader is told about (see `ErrorWordsKind`). */
export function classifyError(error: unknown): ErrorWords {
  if (error instanceof InvalidResponseError) return { kind: 'unreadable' };
  if (error instanceof ApiError) {
    const { status } = error;
    if (UNSUPPORTED.has(status)) return { kind: 'unsupported' };
    if (status === 429) return { kind: 'rate-limited' };
    // The server's own sentence says what went wrong (spec 3 section 8: "the server's error").
    const serverText = isHumanSentence(error.serverMessage) ? error.serverMessage.trim() : undefined;
    const kind: ErrorWordsKind =
      status >= 500
        ? 'server'
        : status === 401 || status === 403
          ? 'denied'
          : status === 413
            ? 'too-large'
            : status >= 400
              ? 'rejected'
              : 'unknown';
    return serverText === undefined ? { kind } : { kind, serverText };
  }
  if (error instanceof NetworkError) return { kind: 'offline' };
  // fetch itself rejects with a TypeError when the server cannot be reached.
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message))
    return { kind: 'offline' };
  return { kind: 'unknown' };
}
