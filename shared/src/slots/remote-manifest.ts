/**
 * One request per remote's mf-manifest.json. The slot loader reads the manifest to check the
 * remote's contract version (decision 0091), then the federation runtime reads it again to load
 * the remote: on a cold start that was a second round of manifest requests, each a revalidation in
 * series before the remote's entry could leave (issue 26). The check's reply is now kept until the
 * runtime asks for the same address, and handed to it once (the runtime keeps its own copy after
 * that), so both read one response of the live deployment.
 */

/** Replies read by the contract check and not yet taken by the runtime, by manifest address. */
const waiting = new Map<string, Promise<string | null>>();
/** The last manifest read at each address in this page (the runtime keeps its own copy too). */
const known = new Map<string, string>();

/** The manifest last read at `url` in this page, without asking the server; null if none. */
export function knownRemoteManifest(url: string): string | null {
  return known.get(url) ?? null;
}

/**
 * The manifest's text at `url`, fetched once and kept for the runtime's own read; null when it
 * could not be read (the runtime then asks again and reports the failure itself).
 */
export function readRemoteManifest(url: string, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const kept = waiting.get(url);
  if (kept) return kept;
  const text = fetchImpl(url, { cache: 'no-cache' })
    .then((reply) => (reply.ok ? reply.text() : null))
    .catch(() => null);
  waiting.set(url, text);
  // A failed read is not kept: the runtime, or a Retry, asks the server again.
  void text.then((t) => {
    if (t !== null) known.set(url, t);
    else if (waiting.get(url) === text) waiting.delete(url);
  });
  return text;
}

/** Takes the kept reply for `url` (once), as a Response the runtime can read; undefined if none. */
export async function takeRemoteManifest(url: string): Promise<Response | undefined> {
  const kept = waiting.get(url);
  if (!kept) return undefined;
  waiting.delete(url);
  const text = await kept;
  if (text === null) return undefined;
  return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
}

/**
 * A federation runtime plugin: the runtime's manifest read takes the reply the contract check
 * already has. Anything else, or a manifest nobody read yet, goes to the network as before.
 */
export function remoteManifestPlugin(fetchImpl: typeof fetch = (...args) => fetch(...args)): {
  name: string;
  fetch: (url: string, init: RequestInit) => Promise<Response> | undefined;
} {
  return {
    name: 'murmur-remote-manifest-once',
    fetch: (url, init) =>
      url.endsWith('mf-manifest.json')
        ? takeRemoteManifest(url).then((kept) => kept ?? fetchImpl(url, init))
        : undefined,
  };
}

// The module-asset helpers live in their own file: the shell's entry uses them too, before the
// shared modules load, through the package subpath '@murmur/shared/remote-module-assets'.
export { hintRemoteModuleAssets, remoteModuleAssets } from './remote-module-assets';
