// The operator's /static/remotes.json laid over the deployed defaults (decision 0110).
// Plain code with no shared singleton: the shell's early entry (early-requests.ts) reads the same
// merge before the federation runtime exists.

/** Where the operator's file is read from. */
export const OPERATOR_REMOTES_PATH = '/static/remotes.json';

/**
 * The deployed defaults: every stock remote at the address a release lays it out at (the gateway
 * serves each build at /remotes/<name>/, the package unpacks it there). They are part of the
 * shell's build, so no file an operator places (nor one that fails) can take them away.
 */
export const DEFAULT_REMOTES: Readonly<Record<string, string>> = {
  timelines: '/remotes/timelines/mf-manifest.json',
  composer: '/remotes/composer/mf-manifest.json',
  settings: '/remotes/settings/mf-manifest.json',
  profiles: '/remotes/profiles/mf-manifest.json',
  moderation: '/remotes/moderation/mf-manifest.json',
};

/** The remotes and slot overrides in effect, and what of the operator's file could not be used. */
export interface RemotesConfig {
  /** Container name to the absolute address of its mf-manifest.json. */
  remotes: Record<string, string>;
  /** The operator's slot overrides that can be used: slot name to "container/Module". */
  slots: Record<string, string>;
  /** The containers whose address the operator's file set (a new one, or a stock one moved). */
  operatorRemotes: string[];
  /** Each thing the file asked for that was not used, in an operator's words. */
  problems: string[];
}

const CONTAINER_NAME = /^[a-zA-Z_]\w*$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An http(s) address resolved against the file's own, or null when it is not one. */
function httpAddress(value: string, base: string): string | null {
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const show = (value: unknown): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

/** The defaults alone, resolved against the page (what a missing or unreadable file gives). */
export function defaultRemotesConfig(baseUrl: string): RemotesConfig {
  return mergeRemotesConfig({}, baseUrl);
}

/**
 * Lays the operator's file (its parsed JSON) over the defaults. Every container and slot the file
 * does not name keeps its default; an entry it names but that cannot be used is left out, keeps the
 * default, and is described in `problems`. `slotNames` are the slots that exist (any when omitted).
 */
export function mergeRemotesConfig(
  operator: unknown,
  baseUrl: string,
  slotNames?: readonly string[],
): RemotesConfig {
  const problems: string[] = [];
  const remotes: Record<string, string> = {};
  for (const [name, address] of Object.entries(DEFAULT_REMOTES))
    remotes[name] = new URL(address, baseUrl).href;
  const result: RemotesConfig = { remotes, slots: {}, operatorRemotes: [], problems };
  if (!isRecord(operator)) {
    problems.push('the file is not a JSON object like {"remotes": {...}, "slots": {...}}');
    return result;
  }
  for (const key of Object.keys(operator)) {
    if (key !== 'remotes' && key !== 'slots')
      problems.push(`"${show(key)}" is not a setting of this file (only "remotes" and "slots" are)`);
  }
  const named = operator.remotes ?? {};
  if (!isRecord(named)) {
    problems.push('"remotes" must map container names to the address of their mf-manifest.json');
  } else {
    for (const [name, address] of Object.entries(named)) {
      if (!CONTAINER_NAME.test(name)) {
        problems.push(
          `container "${show(name)}" is not a container name (letters, digits and _, not starting with a digit)`,
        );
        continue;
      }
      const url = typeof address === 'string' ? httpAddress(address, baseUrl) : null;
      if (url === null) {
        const kept = name in DEFAULT_REMOTES ? `; it stays at ${DEFAULT_REMOTES[name]}` : '';
        problems.push(
          `container "${name}": ${show(address)} is not an address Murmur can load (a path such as /operator/${name}/mf-manifest.json, or an http(s) URL)${kept}`,
        );
        continue;
      }
      remotes[name] = url;
      result.operatorRemotes.push(name);
    }
  }
  const slots = operator.slots ?? {};
  if (!isRecord(slots)) {
    problems.push('"slots" must map slot names to "container/Module"');
    return result;
  }
  for (const [slot, target] of Object.entries(slots)) {
    if (slotNames && !slotNames.includes(slot)) {
      problems.push(`"${show(slot)}" is not a slot of this Murmur (docs/remotes.md lists them)`);
      continue;
    }
    const [container = '', ...module] = typeof target === 'string' ? target.split('/') : [];
    if (!container || module.length === 0 || module.join('/') === '') {
      problems.push(`slot "${slot}": ${show(target)} is not "container/Module"; it keeps its default`);
      continue;
    }
    if (!(container in remotes)) {
      problems.push(
        `slot "${slot}" points at container "${container}", which "remotes" does not name; it keeps its default`,
      );
      continue;
    }
    result.slots[slot] = `${container}/${module.join('/')}`;
  }
  return result;
}

/** Why the file could not be read at all, from the reply or the failure. */
export type RemotesFileFailure = { status: number } | { notJson: true } | { unreachable: true };

/** The one console message for what the operator's file could not change (null: nothing to say). */
export function describeRemotesProblems(
  failure: RemotesFileFailure | null,
  problems: readonly string[],
): string | null {
  if (failure) {
    const why =
      'status' in failure
        ? `the server answered ${failure.status}`
        : 'notJson' in failure
          ? 'it is not valid JSON'
          : 'it could not be reached';
    return `[murmur] ${OPERATOR_REMOTES_PATH} could not be used (${why}): Murmur runs with its deployed remotes and slots.`;
  }
  if (problems.length === 0) return null;
  return [
    `[murmur] ${OPERATOR_REMOTES_PATH}: ${problems.length === 1 ? 'one entry was' : `${problems.length} entries were`} not used; Murmur keeps its deployed default for each:`,
    ...problems.map((problem) => `  - ${problem}`),
  ].join('\n');
}
