/**
 * The security headers Akkoma sends with a frontend (its HTTPSecurityPlug), so Murmur is tested
 * under the policy it meets once installed on a real instance (decision 0090).
 */

/** Where browsers post Content-Security-Policy violation reports (report-uri). */
export const CSP_REPORT_PATH = '/__murmur/csp-reports';

export interface PolicyContext {
  /** The Host header the page was requested with (the WebSocket origin is derived from it). */
  host: string;
  /** 'http' or 'https', as the browser sees the page. */
  protocol: string;
  /**
   * The configured server's address (MURMUR_BACKEND). Its avatars, headers and media carry its
   * own absolute URLs, which an `http` server (a local or test instance) serves outside `https:`.
   */
  backendOrigin?: string;
  /**
   * Origins the operator allows remotes to be served from (`--remote-origin`), each already
   * checked by `remoteOriginOf`: scripts, their manifests and their styles may come from there.
   */
  remoteOrigins?: readonly string[];
}

/**
 * An allowed remote origin as the policy names it: an http(s) origin and nothing else (no path,
 * query, wildcard or quote), so an option can only ever add that one origin. Throws in words an
 * operator understands otherwise.
 */
export function remoteOriginOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`--remote-origin ${value}: not an origin; write it as https://remotes.example`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`--remote-origin ${value}: only http(s) origins can serve remotes`);
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    throw new Error(`--remote-origin ${value}: an origin has no path, query or user; write ${url.origin}`);
  if (value.includes('*'))
    throw new Error(`--remote-origin ${value}: wildcards are not allowed; name each origin`);
  return url.origin;
}

/** The server's own origin when it is http(s), as a source expression; nothing otherwise. */
export function backendSource(backend: string | undefined): string | null {
  if (!backend) return null;
  try {
    const url = new URL(backend);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy: nothing by default; scripts only from the origin (no inline
 * script, no eval); styles from the origin plus inline styles, as Akkoma allows them; API calls
 * to the origin and its streaming WebSocket; scripts, styles and API calls also from the remote
 * origins the operator allows, if any; images and media from the origin, data:, blob: and
 * https, and from the configured server's own origin (an `http` one included); the page never
 * framed; no <base>.
 */
export function contentSecurityPolicy({
  host,
  protocol,
  backendOrigin,
  remoteOrigins = [],
}: PolicyContext): string {
  const ws = `${protocol === 'https' ? 'wss' : 'ws'}://${host}`;
  const server = backendSource(backendOrigin);
  const pictures = `'self' data: blob: https:${server ? ` ${server}` : ''}`;
  // Remotes the operator serves from other origins: their entry and chunks (script-src), their
  // mf-manifest.json (connect-src) and their CSS files (style-src); nothing else widens.
  const remotes = [...new Set(remoteOrigins)].map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `script-src 'self'${remotes}`,
    `style-src 'self' 'unsafe-inline'${remotes}`,
    `connect-src 'self' ${ws}${remotes}`,
    `img-src ${pictures}`,
    `media-src ${pictures}`,
    "font-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "form-action 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/** Every header the gateway adds to what it serves itself. */
export function securityHeaders(context: PolicyContext): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(context),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/** One violation as a browser reports it (report-uri's `csp-report` body), reduced to its facts. */
export interface CspViolation {
  documentUri: string;
  violatedDirective: string;
  blockedUri: string;
  sourceFile?: string;
  lineNumber?: number;
}

/** Reads a report-uri body (application/csp-report JSON); anything else yields nothing. */
export function parseCspReport(body: string): CspViolation | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const report = (parsed as { 'csp-report'?: Record<string, unknown> })?.['csp-report'];
  if (!report || typeof report !== 'object') return null;
  const text = (key: string) => (typeof report[key] === 'string' ? (report[key] as string) : '');
  return {
    documentUri: text('document-uri'),
    violatedDirective: text('effective-directive') || text('violated-directive'),
    blockedUri: text('blocked-uri'),
    ...(text('source-file') ? { sourceFile: text('source-file') } : {}),
    ...(typeof report['line-number'] === 'number' ? { lineNumber: report['line-number'] as number } : {}),
  };
}
