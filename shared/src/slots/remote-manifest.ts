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

interface ManifestAssets {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The files a remote's module needs before it runs, read from its manifest: the remote's entry and
 * the module's own (synchronous) scripts and styles, as addresses beside the manifest.
 */
export function remoteModuleAssets(
  manifestText: string,
  manifestUrl: string,
  module: string,
): { scripts: string[]; styles: string[] } {
  let manifest: ManifestAssets;
  try {
    manifest = JSON.parse(manifestText) as ManifestAssets;
  } catch {
    return { scripts: [], styles: [] };
  }
  const at = (file: string) => new URL(file, manifestUrl).toString();
  const entry = manifest.metaData?.remoteEntry;
  const entryFile =
    typeof entry?.name === 'string'
      ? [
          typeof entry.path === 'string' && entry.path
            ? `${entry.path.replace(/\/$/, '')}/${entry.name}`
            : entry.name,
        ]
      : [];
  const expose = manifest.exposes?.find((e) => e.name === module.replace(/^\.\//, ''));
  return {
    scripts: [...entryFile, ...strings(expose?.assets?.js?.sync)].map(at),
    styles: strings(expose?.assets?.css?.sync).map(at),
  };
}

/** Addresses already hinted in this page. */
const hinted = new Set<string>();

/**
 * Asks the browser for a remote module's files at once, in parallel, as preload hints: the
 * federation runtime would otherwise fetch the entry, run it, and only then ask for the module's
 * chunks, one round trip after the other. The runtime's own script and style tags then find the
 * files already on their way (same address, same mode). Only addresses from the manifest of the
 * live deployment are hinted, read after its contract check, so nothing stale is fetched.
 */
export function hintRemoteModuleAssets(manifestText: string, manifestUrl: string, module: string): void {
  if (typeof document === 'undefined') return;
  const { scripts, styles } = remoteModuleAssets(manifestText, manifestUrl, module);
  for (const [href, as] of [...scripts.map((h) => [h, 'script']), ...styles.map((h) => [h, 'style'])]) {
    if (!href || hinted.has(href)) continue;
    hinted.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as as string;
    // Below the data requests: on HTTP/1.1 (six connections a host) high-priority hints would
    // hold the connections the instance, nodeinfo and the timeline's first page wait for.
    link.setAttribute('fetchpriority', 'low');
    link.href = href;
    document.head.appendChild(link);
  }
}
