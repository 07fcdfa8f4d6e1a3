import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  configureSlotFallback,
  configureSlotOverrides,
  DEFAULT_SLOTS,
  remoteManifestPlugin,
} from '@murmur/shared/core';
import {
  DEFAULT_REMOTES,
  describeRemotesProblems,
  mergeRemotesConfig,
  OPERATOR_REMOTES_PATH,
  type RemotesConfig,
  type RemotesFileFailure,
} from './remotes-config';

export const REMOTES_MANIFEST_PATH = OPERATOR_REMOTES_PATH;

let manifestPluginRegistered = false;
/** Each remote's manifest address, as the deployed defaults and the operator's file name them. */
let entries: Record<string, string> = {};
/** The operator's slot overrides in effect, and the containers whose address the file set. */
let overrides: Record<string, string> = {};
let operatorRemotes = new Set<string>();
/** The remotes moved back to their defaults after failing to load, each said once. */
const fellBack = new Set<string>();
/** The file's problems are said once a page, however often start-up is retried. */
let problemsSaid = false;

/** The manifest address remotes.json names for `remote`, once it has been read. */
export function remoteManifestUrl(remote: string): string | undefined {
  return entries[remote];
}

function registerManifestPluginOnce(): void {
  if (manifestPluginRegistered) return;
  manifestPluginRegistered = true;
  registerPlugins([remoteManifestPlugin()]);
}

/** Reads the operator's file; a missing one (404, 410) changes nothing and says nothing. */
async function readOperatorFile(
  url: string,
  fetchImpl: typeof fetch,
): Promise<{ config: RemotesConfig; failure: RemotesFileFailure | null }> {
  const slotNames = Object.keys(DEFAULT_SLOTS);
  const defaults = () => mergeRemotesConfig({}, url, slotNames);
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-cache' });
  } catch {
    return { config: defaults(), failure: { unreachable: true } };
  }
  if (response.status === 404 || response.status === 410) return { config: defaults(), failure: null };
  if (!response.ok) return { config: defaults(), failure: { status: response.status } };
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    return { config: defaults(), failure: { notJson: true } };
  }
  return { config: mergeRemotesConfig(json, url, slotNames), failure: null };
}

/**
 * Why a remote on another origin most often fails: the page's security policy does not name that
 * origin. Said with the failure so an operator knows where to look (decision 0110).
 */
function otherOriginHint(address: string | undefined): string {
  let remoteOrigin: string;
  try {
    remoteOrigin = new URL(address ?? '', window.location.href).origin;
  } catch {
    return '';
  }
  if (remoteOrigin === window.location.origin) return '';
  return ` It is served from another origin (${remoteOrigin}): the page's security policy must allow it (behind Murmur's gateway: --remote-origin ${remoteOrigin}), or serve it from this origin (on Akkoma, always).`;
}

/**
 * A remote that failed to load: the slots the operator's file pointed at it go back to their
 * defaults, and a stock remote the file moved goes back to its deployed address. True when
 * anything changed (or had changed for this remote already), so the slot tries once more.
 */
function fallBack(remote: string): boolean {
  const moved = Object.entries(overrides).filter(([, target]) => target.split('/')[0] === remote);
  const wasMoved = operatorRemotes.has(remote) && remote in DEFAULT_REMOTES;
  if (moved.length === 0 && !wasMoved) return fellBack.has(remote);
  const address = entries[remote];
  if (moved.length > 0) {
    overrides = Object.fromEntries(Object.entries(overrides).filter(([, t]) => t.split('/')[0] !== remote));
    configureSlotOverrides(overrides);
  }
  if (wasMoved) {
    operatorRemotes.delete(remote);
    entries[remote] = new URL(DEFAULT_REMOTES[remote] as string, window.location.href).href;
    registerRemotes([{ name: remote, entry: entries[remote] }], { force: true });
  }
  if (!fellBack.has(remote)) {
    fellBack.add(remote);
    const what = [
      ...(wasMoved ? [`"${remote}" is loaded from ${DEFAULT_REMOTES[remote]} again`] : []),
      ...(moved.length > 0
        ? [
            `${moved.map(([slot]) => slot).join(', ')} ${moved.length === 1 ? 'uses its default' : 'use their defaults'}`,
          ]
        : []),
    ].join(' and ');
    console.warn(
      `[murmur] The remote "${remote}" that ${OPERATOR_REMOTES_PATH} names (${address}) did not load; ${what}.${otherOriginHint(address)}`,
    );
  }
  return true;
}

/**
 * Registers the deployed remotes with the federation runtime, with what the operator's
 * /static/remotes.json changes laid over them (decision 0110). Nothing the file holds stops the
 * client: what cannot be used keeps its default, and the console says so once.
 */
export async function registerRemotesFromManifest(fetchImpl: typeof fetch = fetch): Promise<string[]> {
  const url = new URL(OPERATOR_REMOTES_PATH, window.location.href).toString();
  const { config, failure } = await readOperatorFile(url, fetchImpl);
  const message = describeRemotesProblems(failure, config.problems);
  if (message && !problemsSaid) {
    problemsSaid = true;
    console.warn(message);
  }
  entries = { ...config.remotes };
  overrides = { ...config.slots };
  operatorRemotes = new Set(config.operatorRemotes);
  fellBack.clear();
  // The runtime reads each remote's manifest from the contract check's reply (one request each).
  registerManifestPluginOnce();
  registerRemotes(
    Object.entries(entries).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  configureSlotOverrides(overrides);
  configureSlotFallback((remote) => fallBack(remote));
  return Object.keys(entries);
}
