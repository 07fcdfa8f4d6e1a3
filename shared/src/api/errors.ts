/** The English text the spec gives for a failed request, by HTTP status (spec 1 and 2, section 8). */
export function messageForStatus(status: number): string {
  switch (status) {
    case 429:
      return 'You are rate limited';
    case 500:
      return 'Internal Server Error';
    case 503:
      return 'The backend is not available';
    default:
      return `Unexpected status: ${status}`;
  }
}

function readServerError(body: unknown): { serverMessage?: string; code?: string } {
  if (body === null || typeof body !== 'object') return {};
  const record = body as Record<string, unknown>;
  const out: { serverMessage?: string; code?: string } = {};
  const description =
    typeof record.error_description === 'string' && record.error_description ? record.error_description : '';
  // OAuth errors pair a code (`unsupported_grant_type`) with a sentence for people: show the sentence.
  const isCode = typeof record.error === 'string' && /^[a-z][a-z0-9_]*$/.test(record.error);
  if (typeof record.error === 'string' && record.error && !(isCode && description))
    out.serverMessage = record.error;
  else if (description) out.serverMessage = description;
  if (typeof record.identifier === 'string' && record.identifier) out.code = record.identifier;
  return out;
}

/**
 * A request the server answered with a non-2xx status. `message` is the spec's text for the
 * status; `serverMessage` is the server's own `error` text when it sent one (login, registration
 * and post errors are shown as received); `code` is the server's `identifier` (e.g.
 * 'password_reset_required'); `body` is the reply as read (JSON when it parsed, else text).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  readonly code?: string;
  readonly serverMessage?: string;

  constructor(status: number, body: unknown, message: string = messageForStatus(status)) {
    super(message);
    this.status = status;
    this.body = body;
    const { serverMessage, code } = readServerError(body);
    if (serverMessage !== undefined) this.serverMessage = serverMessage;
    if (code !== undefined) this.code = code;
  }

  /** What to show a user: the server's text when there is one, else the spec's. */
  get displayMessage(): string {
    return this.serverMessage ?? this.message;
  }
}

/** A 2xx reply whose body is not what was expected (malformed JSON, or no schema matched). */
export class InvalidResponseError extends ApiError {
  override name = 'InvalidResponseError';

  constructor(status: number, body: unknown, detail: string) {
    super(status, body, `Invalid response from server: ${detail}`);
  }
}

/** The request never got an answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends Error {
  override name = 'NetworkError';

  constructor(message = 'Network error', options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** True for the error fetch raises when a request is aborted through its signal. */
export function isAbortError(error: unknown): boolean {
  // By name, not by class: an abort raised in another realm (a worker, a frame, the test runner's
  // context) is a DOMException that is not an instance of this realm's Error.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
