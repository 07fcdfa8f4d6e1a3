import type { Instance } from '../entities/instance';
import type { Capabilities, CapabilityName } from './capabilities';

// What the client learned a server lacks (a 404, 405 or 501 from an optional call, see
// `learnMissingFeature`), kept for the browser tab's session rather than the page's: each reload
// or address typed in starts a new page, and asked again, the same call failed again on every
// screen (six 404s of the read markers in one short visit). Per server and server version, so an
// upgraded server is asked afresh; in sessionStorage, so closing the tab forgets it.

const STORAGE_KEY = 'murmur:learned-missing';

type Learned = Record<string, Partial<Record<CapabilityName, string>>>;

/** The server as this record knows it: its address and its claimed version. */
export function learnedServerKey(instance: Pick<Instance, 'uri' | 'version'>): string {
  return `${instance.uri} ${instance.version}`;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage refused (a sandboxed frame, privacy settings): learned for the page only.
    return null;
  }
}

function read(): Learned {
  try {
    const json: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}');
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as Learned) : {};
  } catch {
    return {};
  }
}

/** Remembers for this tab that the server `serverKey` lacks `feature`, and how that was learned. */
export function rememberMissingFeature(serverKey: string, feature: CapabilityName, source: string): void {
  if (!serverKey.trim()) return;
  const all = read();
  all[serverKey] = { ...all[serverKey], [feature]: source };
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // A full or refused storage: the page still knows.
  }
}

/** The capabilities with what this tab learned the server lacks turned off, each with its source. */
export function withLearnedMissing(capabilities: Capabilities, serverKey: string): Capabilities {
  const learned = read()[serverKey];
  if (!learned) return capabilities;
  const out: Record<string, unknown> = { ...capabilities };
  const sources: Partial<Record<CapabilityName, string>> = { ...capabilities.sources };
  for (const [feature, source] of Object.entries(learned)) {
    if (typeof out[feature] !== 'boolean' || typeof source !== 'string') continue;
    out[feature] = false;
    sources[feature as CapabilityName] = `${source} (earlier in this tab)`;
  }
  return { ...(out as unknown as Capabilities), sources };
}
