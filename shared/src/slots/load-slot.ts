import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { Subject } from 'rxjs';
import type { SlotName } from '../contracts/slots';
import { assertRemoteContract, ContractSkewError } from './contract-version';
import { hintRemoteModuleAssets, knownRemoteManifest } from './remote-manifest';
import { fallBackFromRemote, resolveSlot } from './slot-map';
import { CHUNK_LOAD_TIMEOUT_MS } from './timeouts';

type AnyComponent = ComponentType<never>;
type ModuleLoader = (id: string) => Promise<unknown>;

/** The manifest URL the federation runtime has registered for a remote, if any. */
function manifestUrlOf(remote: string): string | undefined {
  const entry = getInstance()?.options.remotes.find((r) => r.name === remote);
  return entry && 'entry' in entry ? entry.entry : undefined;
}

/** Loads through the federation runtime, once the remote's contract version fits this shell. */
const federationLoader: ModuleLoader = async (id) => {
  const [remote = '', ...rest] = id.split('/');
  const manifestUrl = manifestUrlOf(remote);
  if (manifestUrl?.endsWith('.json')) {
    await assertRemoteContract(remote, manifestUrl);
    // The module's files leave together now, rather than the entry first and its chunks after it.
    const text = knownRemoteManifest(manifestUrl);
    if (text !== null) hintRemoteModuleAssets(text, manifestUrl, rest.join('/'));
  }
  return loadRemote(id);
};

let loader: ModuleLoader = federationLoader;

/**
 * The remote answered but does not expose the slot's module: an older or an operator's remote
 * that has no such screen. Retrying cannot help, so the slot says so instead of offering Retry.
 */
export class SlotUnavailableError extends Error {
  constructor(readonly moduleId: string) {
    super(`${moduleId} is not provided by its remote`);
    this.name = 'SlotUnavailableError';
  }
}

// The federation runtime reports a missing expose with this sentence (no error code of its own).
const MISSING_EXPOSE = /does not exist in container/i;

/** Components already loaded, so a feed of twenty posts does not wait twenty times. */
const loaded = new Map<string, AnyComponent>();

/** Emits a module id each time it loads, so other pieces that failed on it can try again. */
export const slotModuleLoaded$ = new Subject<string>();

/** Replaces the federation loader (tests, or an embedding page with its own loader). */
export function setModuleLoader(next: ModuleLoader): void {
  loader = next;
  loaded.clear();
}

export function slotModuleId(name: SlotName): string {
  const { remote, module } = resolveSlot(name);
  return `${remote}/${module}`;
}

export function loadedSlotComponent(name: SlotName): AnyComponent | undefined {
  return loaded.get(slotModuleId(name));
}

function withTimeout<T>(promise: Promise<T>, ms: number, id: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Loading ${id} timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads the component behind a slot. Failures are not remembered: calling again (Retry) fetches
 * the remote anew, which is what makes a remote that came back usable without a page reload.
 */
export function loadSlotComponent(name: SlotName): Promise<AnyComponent> {
  return loadSlot(name, false);
}

async function loadSlot(name: SlotName, fellBack: boolean): Promise<AnyComponent> {
  const id = slotModuleId(name);
  const cached = loaded.get(id);
  if (cached) return cached;
  let mod: unknown;
  try {
    mod = await withTimeout(loader(id), CHUNK_LOAD_TIMEOUT_MS, id).catch((error: unknown) => {
      throw error instanceof Error && MISSING_EXPOSE.test(error.message)
        ? new SlotUnavailableError(id)
        : error;
    });
  } catch (error) {
    // A remote that did not load (unreachable, cut, timed out) may have a default to fall back
    // to, and the slot then loads from there; a refused contract or a missing screen stays the
    // slot's own clear message.
    // Once at most: the default failing too is the slot's error.
    const again =
      !fellBack &&
      !(error instanceof SlotUnavailableError) &&
      !(error instanceof ContractSkewError) &&
      fallBackFromRemote(id.split('/')[0] ?? '', error);
    if (again) return loadSlot(name, true);
    throw error;
  }
  const component = (mod as { default?: unknown } | null)?.default ?? mod;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error(`Module ${id} has no component as its default export`);
  }
  loaded.set(id, component as AnyComponent);
  slotModuleLoaded$.next(id);
  return component as AnyComponent;
}

/**
 * Starts loading the slots' modules now, without waiting and without reporting failures: the
 * slot itself loads again, and shows its error, when it mounts. Start-up uses this to fetch the
 * first screen's remote while the instance's configuration is still on its way.
 */
export function preloadSlots(names: readonly (SlotName | null | undefined)[]): void {
  for (const name of names) if (name) loadSlotComponent(name).catch(() => {});
}
