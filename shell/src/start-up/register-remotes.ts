import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { configureSlotOverrides, parseRemotesManifest, remoteManifestPlugin } from '@murmur/shared';

export const REMOTES_MANIFEST_PATH = '/static/remotes.json';

let manifestPluginRegistered = false;
/** Each remote's manifest address, as the last read of remotes.json named it. */
let entries: Record<string, string> = {};

/** The manifest address remotes.json names for `remote`, once it has been read. */
export function remoteManifestUrl(remote: string): string | undefined {
  return entries[remote];
}

function registerManifestPluginOnce(): void {
  if (manifestPluginRegistered) return;
  manifestPluginRegistered = true;
  registerPlugins([remoteManifestPlugin()]);
}

/**
 * Reads /static/remotes.json and registers each remote with the federation runtime. This is the
 * only place remote addresses come from: an operator swaps a remote by editing that file.
 */
export async function registerRemotesFromManifest(fetchImpl: typeof fetch = fetch): Promise<string[]> {
  const url = new URL(REMOTES_MANIFEST_PATH, window.location.href).toString();
  const response = await fetchImpl(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_PATH} answered ${response.status}`);
  const manifest = parseRemotesManifest(await response.json(), url);
  entries = { ...manifest.remotes };
  // The runtime reads each remote's manifest from the contract check's reply (one request each).
  registerManifestPluginOnce();
  registerRemotes(
    Object.entries(manifest.remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  configureSlotOverrides(manifest.slots);
  return Object.keys(manifest.remotes);
}
