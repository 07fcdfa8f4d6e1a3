// The files a remote's module needs before it runs, and the preload hints that fetch them at once.
// Pure but for the hints; no import from the rest of @murmur/shared, so that the shell's entry can
// use this file before the shared modules are loaded (package subpath '@murmur/shared/remote-module-assets').

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

/** Addresses already hinted by this copy of the module. */
const hinted = new Set<string>();

/** The addresses the page already has preload hints for (the shell's entry may have added them). */
function pageHints(): Set<string> {
  const hrefs = new Set<string>();
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'))
    hrefs.add(link.href);
  return hrefs;
}

/**
 * Asks the browser for a remote module's files at once, in parallel, as preload hints: the
 * federation runtime would otherwise fetch the entry, run it, and only then ask for the module's
 * chunks, one round trip after the other. The runtime's own script and style tags then find the
 * files already on their way (same address, same mode). Only addresses from the manifest of the
 * live deployment are hinted (the slot loader's, read for its contract check, or the one the shell's
entry read just after remotes.json: a remote that then fails the check has its files downloaded
but never run), so nothing stale is fetched.
 */
export function hintRemoteModuleAssets(manifestText: string, manifestUrl: string, module: string): void {
  if (typeof document === 'undefined') return;
  const { scripts, styles } = remoteModuleAssets(manifestText, manifestUrl, module);
  const onPage = pageHints();
  for (const [href, as] of [...scripts.map((h) => [h, 'script']), ...styles.map((h) => [h, 'style'])]) {
    if (!href || hinted.has(href) || onPage.has(href)) continue;
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
