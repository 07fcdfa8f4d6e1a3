/**
 * Version skew between the live shell and a remote deployed on its own. Every remote's
 * mf-manifest.json records the version of `@murmur/shared` (the platform contract) it was built
 * against, in its `shared` list. Props only grow within a major, so a remote built against an
 * older or equal major works with this shell; one built against a newer major expects a contract
 * this shell does not have, and its screens are refused (the slot shows its error) with a console
 * message saying why.
 */

/** The contract this copy of @murmur/shared provides: its package version (kept equal by a test). */
export const CONTRACT_VERSION = '0.3.0';

import { readRemoteManifest } from './remote-manifest';

const CONTRACT_PACKAGE = '@murmur/shared';

export class ContractSkewError extends Error {
  constructor(
    readonly remote: string,
    readonly builtAgainst: string,
    readonly provided: string = CONTRACT_VERSION,
  ) {
    super(
      `Remote "${remote}" was built against ${CONTRACT_PACKAGE} ${builtAgainst}, a newer major than this shell's ${provided}: its screens are not loaded. Deploy a build of it made against ${CONTRACT_PACKAGE} ${provided.split('.')[0]}.x, or update the shell.`,
    );
    this.name = 'ContractSkewError';
  }
}

const major = (version: string) => Number.parseInt(version.split('.')[0] ?? '', 10);

/** True when a remote built against `builtAgainst` may run with a shell providing `provided`. */
export function isContractCompatible(builtAgainst: string, provided: string = CONTRACT_VERSION): boolean {
  const wanted = major(builtAgainst);
  if (Number.isNaN(wanted)) return true; // no readable version: nothing to refuse on
  return wanted <= major(provided);
}

/** `@murmur/shared` or one of its shared entries (`@murmur/shared/core`): the same version. */
const isContractEntry = (name: unknown) =>
  name === CONTRACT_PACKAGE || (typeof name === 'string' && name.startsWith(`${CONTRACT_PACKAGE}/`));

/** The contract version a remote's mf-manifest.json records, or null if it records none. */
export function contractVersionOf(manifest: unknown): string | null {
  const shared = (manifest as { shared?: unknown })?.shared;
  if (!Array.isArray(shared)) return null;
  const entry = shared.find(
    (item): item is { version: string } =>
      typeof item === 'object' &&
      item !== null &&
      isContractEntry((item as { name?: unknown }).name) &&
      typeof (item as { version?: unknown }).version === 'string',
  );
  return entry?.version ?? null;
}

/** Checks already passed, per manifest URL (a refusal is not remembered: Retry checks again). */
const passed = new Set<string>();

/**
 * Reads the remote's manifest and throws ContractSkewError when it was built against a newer
 * major. A manifest that cannot be read is left to the federation runtime, which reports it.
 */
export async function assertRemoteContract(
  remote: string,
  manifestUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  if (passed.has(manifestUrl)) return;
  let manifest: unknown;
  try {
    // The same read the federation runtime then takes over (remote-manifest.ts): one request.
    const text = await readRemoteManifest(manifestUrl, fetchImpl);
    if (text === null) return;
    manifest = JSON.parse(text);
  } catch {
    return;
  }
  const builtAgainst = contractVersionOf(manifest);
  if (builtAgainst && !isContractCompatible(builtAgainst)) {
    const error = new ContractSkewError(remote, builtAgainst);
    console.error(`[murmur] ${error.message}`);
    throw error;
  }
  passed.add(manifestUrl);
}
