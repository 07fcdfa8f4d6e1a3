/** A fault injected into matching requests until `times` runs out (or forever). */
export interface FaultRule {
  id: string;
  path: string;
  method: string | null;
  status: number | null;
  latencyMs: number;
  malformedJson: boolean;
  /**
   * The request is handled (a post is made), then its answer is thrown away and `status` (502 when
   * absent) sent instead with a proxy's plain-text page: the answer a client loses on the way.
   */
  answerLost: boolean;
  /** Remaining applications; null means unlimited. */
  remaining: number | null;
  hits: number;
}

export const FAULT_STATUSES = [400, 401, 403, 404, 408, 410, 413, 418, 422, 429, 500, 502, 503, 504];

/**
 * `path` is a regular expression when it starts with ^, or is written /.../flags and uses regex
 * syntax (a backslash, brackets, parentheses, |, + or $); otherwise it is a glob over the URL
 * path: `*` matches within one segment, `**` across segments.
 */
export function compilePattern(path: string): RegExp {
  if (path.startsWith('^')) return new RegExp(path);
  const slashed = /^\/(.+)\/([imsu]*)$/.exec(path);
  if (slashed && /[\\()[\]|+$]/.test(slashed[1] ?? '')) return new RegExp(slashed[1] ?? '', slashed[2]);
  let re = '';
  for (let i = 0; i < path.length; i++) {
    const c = path[i] as string;
    if (c === '*' && path[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

export function ruleMatches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) return false;
  if (rule.remaining !== null && rule.remaining <= 0) return false;
  return compilePattern(rule.path).test(path);
}

export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'The access token is invalid',
  403: 'Forbidden',
  404: 'Record not found',
  408: 'Request timeout',
  410: 'Gone',
  413: 'File is too large',
  418: "I'm a teapot",
  422: 'Unprocessable entity',
  429: 'Throttled',
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
};
