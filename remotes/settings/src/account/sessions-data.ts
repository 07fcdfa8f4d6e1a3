/** A session (an OAuth token) as GET /api/oauth_tokens.json lists it. */
export interface SessionToken {
  id: string;
  appName: string;
  validUntil: string;
  /** Fields Pleroma and Akkoma do not send today; read when a server sends them. */
  lastUsedAt: string | null;
  userAgent: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** A date the server wrote without a zone (Pleroma's NaiveDateTime) is UTC. */
export function utcDate(value: string): string {
  return /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value) ? `${value}Z` : value;
}

export function readTokens(json: unknown): SessionToken[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((raw) => {
    if (!raw || typeof raw !== 'object') return [];
    const t = raw as Record<string, unknown>;
    if (t.id === undefined || t.id === null) return [];
    const lastUsed = text(t.last_used_at) ?? text(t.last_used);
    return [
      {
        id: String(t.id),
        appName: text(t.app_name) ?? '',
        validUntil: utcDate(String(t.valid_until ?? '')),
        lastUsedAt: lastUsed ? utcDate(lastUsed) : null,
        userAgent: text(t.user_agent),
      },
    ];
  });
}

/** A browser and its system from a user-agent string ('Firefox', 'Linux'); null parts unknown. */
export function describeUserAgent(agent: string): { browser: string | null; system: string | null } {
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /OPR\//.test(agent)
      ? 'Opera'
      : /Firefox\//.test(agent)
        ? 'Firefox'
        : /Chromium\//.test(agent)
          ? 'Chromium'
          : /Chrome\//.test(agent)
            ? 'Chrome'
            : /Version\/[\d.]+.*Safari\//.test(agent)
              ? 'Safari'
              : /AppleWebKit\//.test(agent)
                ? 'WebKit'
                : null;
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(agent)
          ? 'macOS'
          : /CrOS/.test(agent)
            ? 'ChromeOS'
            : /Linux|X11/.test(agent)
              ? 'Linux'
              : null;
  return { browser, system };
}
