// The first start-up requests, sent by the shell's entry while the shared chunks (React, the
// federation runtime's shared modules, @murmur/shared) download and evaluate, instead of after
// them (issue 26: on a cold start that was ~250 ms with nothing on the network for start-up).
// Nothing here may import a shared singleton: it runs before the federation runtime has negotiated
// them. Start-up takes each answer over once (the remotes manifest through its fetch, the others
// through the API client's `adopt`); they are plain GETs without a token, exactly as start-up
// sends them before the session is restored.

/** The remotes manifest (register-remotes.ts reads it `no-cache`, and so does this). */
export const EARLY_REMOTES_PATH = '/static/remotes.json';
/** The instance and nodeinfo, as discovery.ts asks them first. */
export const EARLY_API_PATHS = ['/api/v2/instance', '/.well-known/nodeinfo'] as const;

const sent = new Map<string, Promise<Response>>();
let sending = false;

/**
 * Sends them, unless the page embeds the server's answers (Akkoma's `initial-results`: start-up
 * reads those instead) or this page already did.
 */
export function sendEarlyRequests(): void {
  if (sending || typeof fetch !== 'function') return;
  if (document.getElementById('initial-results')) return;
  sending = true;
  const send = (path: string, init: RequestInit) => {
    const response = fetch(new URL(path, location.href).toString(), init);
    // Nobody may take it (a failed start retried, a test): its failure is then no one's concern.
    response.catch(() => undefined);
    sent.set(path, response);
  };
  send(EARLY_REMOTES_PATH, { cache: 'no-cache' });
  for (const path of EARLY_API_PATHS) send(path, { headers: { Accept: 'application/json' } });
}

/** The early answer for `path`, once; undefined when none was sent or it was taken already. */
export function takeEarlyRequest(path: string): Promise<Response> | undefined {
  const response = sent.get(path);
  sent.delete(path);
  return response;
}
