/**
 * Initial data a Pleroma/Akkoma server embeds in the page it serves (Pleroma.Web.Preload): a
 * `<script id="initial-results" type="application/json">` holding request paths
 * ('/api/v1/instance', '/nodeinfo/2.0.json', '/api/pleroma/frontend_configurations',
 * '/instance/panel.html'...) mapped to the reply's JSON, base64-encoded UTF-8. Start-up uses an
 * embedded reply instead of fetching it.
 */

let parsed: Record<string, unknown> | null | undefined;

function decodeBase64Utf8(data: string): string {
  const raw = atob(data);
  return new TextDecoder().decode(Uint8Array.from(raw, (c) => c.charCodeAt(0)));
}

function results(doc: Document): Record<string, unknown> | null {
  if (parsed !== undefined) return parsed;
  const script = doc.getElementById('initial-results');
  parsed = null;
  if (script?.textContent) {
    try {
      const json: unknown = JSON.parse(script.textContent);
      if (typeof json === 'object' && json !== null && !Array.isArray(json)) {
        parsed = json as Record<string, unknown>;
      }
    } catch (error) {
      console.warn('[murmur] the embedded initial results could not be read', error);
    }
  }
  return parsed;
}

/** The embedded reply for `path`, or undefined when the page carries none. */
export function initialResult(path: string, doc: Document = document): unknown {
  const value = results(doc)?.[path];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(decodeBase64Utf8(value));
  } catch {
    console.warn(`[murmur] the embedded reply for ${path} could not be read; fetching it`);
    return undefined;
  }
}

/** Forgets what was read (tests). */
export function resetInitialResults(): void {
  parsed = undefined;
}
